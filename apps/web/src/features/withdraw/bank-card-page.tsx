import type { BreakSession } from '@fairplay/contract';
import type { PayoutBank, PayoutKind } from '@fairplay/contract/payout-rails';
import { needsIfsc } from '@fairplay/contract/payout-rails';
import { REGIONS } from '@fairplay/contract/regions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { navigateBack } from '../../shared/navigation/navigation.ts';
import { getRegion } from '../../shared/region.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import { Field, Form, Segmented, SubmitButton } from '../../shared/ui/field.tsx';
import { QueryContent } from '../../shared/ui/page-states.tsx';
import { AccountIcon } from './account-card.tsx';
import {
  ACCOUNT_FORM_ORDER,
  type AccountForm,
  accountFormProblems,
  addAccountPayload,
  banksOfKind,
  IFSC_LENGTH,
  ifscProblem,
  kindLabel,
  normalizeIfscInput,
  numberInput,
  payoutKinds,
} from './account-rules.ts';
import { payoutBanksQuery, useAddPayoutAccount } from './api.ts';
import styles from './withdraw.module.css';
import { ACCOUNT_PROBLEM_KEYS, numberFieldTexts } from './withdraw-texts.ts';

const EMPTY_FORM: AccountForm = {
  accountName: '',
  accountNumber: '',
  confirmNumber: '',
  ifsc: '',
  accountType: 'savings',
};

type FieldName = keyof AccountForm;

function KindPicker({
  banks,
  kinds,
  value,
  onChange,
}: {
  banks: readonly PayoutBank[];
  kinds: readonly PayoutKind[];
  value: PayoutKind;
  onChange(kind: PayoutKind): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.kinds} style={{ border: 0, padding: 0, minWidth: 0 }}>
      <legend className="fp-visually-hidden">{t('withdraw.addAccount.kind')}</legend>
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          aria-pressed={kind === value}
          className={`${styles.kind} ${kind === value ? styles.kindActive : ''}`}
          onClick={() => onChange(kind)}
          data-testid={`account-kind-${kind}`}
        >
          <AccountIcon type={kind === 'bank' ? 'bank' : 'wallet'} />
          <span>{t(`withdraw.addAccount.kinds.${kindLabel(banks, kind)}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}

/** The banks or e-wallets of one kind, as tap targets (no popup list on a small phone). */
function BankPicker({
  banks,
  value,
  onChange,
}: {
  banks: readonly PayoutBank[];
  value: PayoutBank;
  onChange(bank: PayoutBank): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.banks} style={{ border: 0, padding: 0, minWidth: 0 }}>
      <legend className={styles.fieldTitle}>
        {t(value.kind === 'bank' ? 'withdraw.addAccount.chooseBank' : 'withdraw.addAccount.chooseWallet')}
      </legend>
      {banks.map((bank) => (
        <button
          key={bank.code}
          type="button"
          aria-pressed={bank.code === value.code}
          className={`${styles.bank} ${bank.code === value.code ? styles.kindActive : ''}`}
          onClick={() => onChange(bank)}
          data-testid={`bank-${bank.code}`}
        >
          {bank.name}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The form for the chosen bank or e-wallet; every typed value is kept when the choice changes. Made
 * with the app's session, or with a withdraw-only one on the break screen (decision 023).
 */
export function PayoutAccountForm({
  banks,
  breakSession,
  onDone,
}: {
  banks: readonly PayoutBank[];
  breakSession?: BreakSession;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const region = REGIONS[getRegion().code];
  const kinds = payoutKinds(banks);
  const [bank, setBank] = useState<PayoutBank>(() => banks[0] as PayoutBank);
  const [form, setForm] = useState<AccountForm>(EMPTY_FORM);
  const [finished, setFinished] = useState<ReadonlySet<FieldName>>(new Set());
  const [isSubmitted, setSubmitted] = useState(false);
  const adding = useAddPayoutAccount(
    {
      onSuccess: () => {
        void showToast(t('withdraw.addAccount.added'));
        onDone();
      },
    },
    breakSession,
  );
  const isSubmitting = adding.isPending || adding.isSuccess;

  const problems = accountFormProblems(form, bank, region);
  const withIfsc = needsIfsc(bank.rule);
  const number = numberFieldTexts(t, bank);
  const errorOf = (field: FieldName): string | undefined => {
    // The IFSC is checked as it is typed: a character that breaks the rule shows at once.
    const problem =
      isSubmitted || finished.has(field)
        ? problems[field]
        : field === 'ifsc'
          ? ifscProblem(form.ifsc, { isFinished: false })
          : null;
    return problem ? t(ACCOUNT_PROBLEM_KEYS[problem], { bank: bank.name }) : undefined;
  };
  const change = (field: FieldName, value: string) =>
    setForm((previous) => ({ ...previous, [field]: value }));
  const finish = (field: FieldName) => {
    if (form[field] !== '') setFinished((previous) => new Set(previous).add(field));
  };
  const chooseKind = (kind: PayoutKind) => {
    if (kind !== bank.kind) setBank(banksOfKind(banks, kind)[0] as PayoutBank);
  };

  const submit = () => {
    if (isSubmitting) return;
    setSubmitted(true);
    // accountFormProblems has no IFSC problem for a bank without one.
    const first = ACCOUNT_FORM_ORDER.map((field) => problems[field]).find((problem) => problem !== undefined);
    if (first) {
      void showToast(t(ACCOUNT_PROBLEM_KEYS[first], { bank: bank.name }));
      return;
    }
    adding.mutate(addAccountPayload(form, bank, region));
  };

  const ofKind = banksOfKind(banks, bank.kind);
  return (
    <Form className="fp-card" onSubmit={submit} data-testid="add-account-form">
      {kinds.length > 1 ? (
        <KindPicker banks={banks} kinds={kinds} value={bank.kind} onChange={chooseKind} />
      ) : null}
      {ofKind.length > 1 ? <BankPicker banks={ofKind} value={bank} onChange={setBank} /> : null}
      <Field
        label={t('withdraw.account.holder')}
        name="accountName"
        value={form.accountName}
        onChange={(value) => change('accountName', value)}
        onBlur={() => finish('accountName')}
        autoComplete="name"
        autoCapitalize="words"
        maxLength={64}
        placeholder={t('withdraw.addAccount.holderPlaceholder')}
        error={errorOf('accountName')}
        data-testid="account-name-input"
      />
      <Field
        label={number.label}
        name="accountNumber"
        value={form.accountNumber}
        onChange={(value) => change('accountNumber', numberInput(bank, value))}
        onBlur={() => finish('accountNumber')}
        inputMode={number.inputMode}
        autoComplete="off"
        autoCapitalize={bank.rule.kind === 'iban' ? 'characters' : 'off'}
        spellCheck={false}
        maxLength={100}
        placeholder={number.placeholder}
        error={errorOf('accountNumber')}
        data-testid="account-number-input"
      />
      <Field
        label={number.confirmLabel}
        name="confirmNumber"
        value={form.confirmNumber}
        onChange={(value) => change('confirmNumber', numberInput(bank, value))}
        onBlur={() => finish('confirmNumber')}
        inputMode={number.inputMode}
        autoComplete="off"
        autoCapitalize={bank.rule.kind === 'iban' ? 'characters' : 'off'}
        spellCheck={false}
        maxLength={100}
        placeholder={t('withdraw.addAccount.confirmPlaceholder')}
        error={errorOf('confirmNumber')}
        data-testid="confirm-number-input"
      />
      {withIfsc ? (
        <Field
          label={t('withdraw.account.ifsc')}
          name="ifsc"
          value={form.ifsc}
          onChange={(value) => change('ifsc', normalizeIfscInput(value))}
          onBlur={() => finish('ifsc')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={IFSC_LENGTH}
          placeholder={t('withdraw.addAccount.ifscPlaceholder', {
            prefix: bank.rule.kind === 'digits' ? (bank.rule.ifscPrefix ?? 'HDFC') : 'HDFC',
          })}
          hint={t('withdraw.addAccount.ifscHint')}
          error={errorOf('ifsc')}
          data-testid="ifsc-input"
        />
      ) : null}
      {withIfsc ? (
        <div>
          <span className={styles.fieldTitle}>{t('withdraw.account.accountType')}</span>
          <Segmented<AccountForm['accountType']>
            options={[
              { value: 'savings', label: t('withdraw.account.savings') },
              { value: 'current', label: t('withdraw.account.current') },
            ]}
            value={form.accountType}
            onChange={(value) => setForm((previous) => ({ ...previous, accountType: value }))}
          />
        </div>
      ) : null}
      <p className={styles.intro}>{t('withdraw.addAccount.checkDetails')}</p>
      <SubmitButton
        busy={isSubmitting}
        label={t('withdraw.addAccount.submit')}
        busyLabel={t('withdraw.common.submitting')}
        gold
        testId="add-account-submit"
      />
    </Form>
  );
}

/** Withdraw Account (/pages/account/BankCard/BankCard): adds a bank account or an e-wallet of the region's list. */
export default function BankCardPage() {
  const uid = useRequireLogin();
  const banks = useQuery(payoutBanksQuery(uid));
  return (
    <SubLayout>
      <QueryContent query={banks} waiting={uid === ''}>
        {(data) => <PayoutAccountForm banks={data.banks} onDone={navigateBack} />}
      </QueryContent>
    </SubLayout>
  );
}
