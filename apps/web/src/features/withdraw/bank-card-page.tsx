import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutTypesQuery } from '../../shared/api/app.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { navigateBack } from '../../shared/navigation/navigation.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import { Field, Form, Segmented, SubmitButton } from '../../shared/ui/field.tsx';
import { LoadingState } from '../../shared/ui/page-states.tsx';
import { AccountIcon } from './account-card.tsx';
import {
  ACCOUNT_FORM_ORDER,
  ACCOUNT_NUMBER_MAX_LENGTH,
  type AccountForm,
  type AccountKind,
  accountFormProblems,
  accountKinds,
  addAccountPayload,
  digitsOnly,
  IFSC_LENGTH,
  ifscProblem,
  normalizeIfscInput,
} from './account-rules.ts';
import { useAddPayoutAccount } from './api.ts';
import styles from './withdraw.module.css';
import { ACCOUNT_PROBLEM_KEYS } from './withdraw-texts.ts';

const EMPTY_FORM: AccountForm = {
  accountName: '',
  accountNumber: '',
  confirmNumber: '',
  ifsc: '',
  accountType: 'savings',
};

type FieldName = keyof AccountForm;

function KindPicker({
  kinds,
  value,
  onChange,
}: {
  kinds: readonly AccountKind[];
  value: AccountKind;
  onChange(kind: AccountKind): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.kinds} style={{ border: 0, padding: 0, minWidth: 0 }}>
      <legend className="fp-visually-hidden">{t('withdraw.addAccount.kind')}</legend>
      {kinds.map((kind) => (
        <button
          key={kind.id}
          type="button"
          aria-pressed={kind.id === value.id}
          className={`${styles.kind} ${kind.id === value.id ? styles.kindActive : ''}`}
          onClick={() => onChange(kind)}
          data-testid={`account-kind-${kind.kind}`}
        >
          {kind.iconUrl ? (
            <img src={kind.iconUrl} width="28" height="28" alt="" />
          ) : (
            <AccountIcon type={kind.kind} />
          )}
          <span>{kind.name}</span>
        </button>
      ))}
    </fieldset>
  );
}

/** The form of one account type; every typed value is kept when the type changes. */
function AccountFormView({ kinds }: { kinds: readonly AccountKind[] }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<AccountKind>(() => kinds[0] as AccountKind);
  const [form, setForm] = useState<AccountForm>(EMPTY_FORM);
  const [finished, setFinished] = useState<ReadonlySet<FieldName>>(new Set());
  const [isSubmitted, setSubmitted] = useState(false);
  const adding = useAddPayoutAccount({
    onSuccess: () => {
      void showToast(t('withdraw.addAccount.added'));
      navigateBack();
    },
  });
  const isSubmitting = adding.isPending || adding.isSuccess;

  const problems = accountFormProblems(form, kind);
  const needs = (field: 'accountName' | 'accountIfsc') => kind.fields.includes(field);
  const errorOf = (field: FieldName): string | undefined => {
    // The IFSC is checked as it is typed: a character that breaks the rule shows at once.
    const problem =
      isSubmitted || finished.has(field)
        ? problems[field]
        : field === 'ifsc'
          ? ifscProblem(form.ifsc, { isFinished: false })
          : null;
    return problem ? t(ACCOUNT_PROBLEM_KEYS[problem]) : undefined;
  };
  const change = (field: FieldName, value: string) =>
    setForm((previous) => ({ ...previous, [field]: value }));
  const finish = (field: FieldName) => {
    if (form[field] !== '') setFinished((previous) => new Set(previous).add(field));
  };

  const submit = () => {
    if (isSubmitting) return;
    setSubmitted(true);
    const first = ACCOUNT_FORM_ORDER.map((field) => problems[field]).find((problem) => problem !== undefined);
    if (first) {
      void showToast(t(ACCOUNT_PROBLEM_KEYS[first]));
      return;
    }
    adding.mutate(addAccountPayload(form, kind));
  };

  return (
    <Form className="fp-card" onSubmit={submit} data-testid="add-account-form">
      {kinds.length > 1 ? <KindPicker kinds={kinds} value={kind} onChange={setKind} /> : null}
      {needs('accountName') ? (
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
      ) : null}
      <Field
        label={t('withdraw.account.number')}
        name="accountNumber"
        value={form.accountNumber}
        onChange={(value) => change('accountNumber', digitsOnly(value, ACCOUNT_NUMBER_MAX_LENGTH))}
        onBlur={() => finish('accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
        placeholder={t('withdraw.addAccount.numberPlaceholder')}
        error={errorOf('accountNumber')}
        data-testid="account-number-input"
      />
      <Field
        label={t('withdraw.addAccount.confirmNumber')}
        name="confirmNumber"
        value={form.confirmNumber}
        onChange={(value) => change('confirmNumber', digitsOnly(value, ACCOUNT_NUMBER_MAX_LENGTH))}
        onBlur={() => finish('confirmNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
        placeholder={t('withdraw.addAccount.confirmPlaceholder')}
        error={errorOf('confirmNumber')}
        data-testid="confirm-number-input"
      />
      {needs('accountIfsc') ? (
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
          placeholder={t('withdraw.addAccount.ifscPlaceholder')}
          hint={t('withdraw.addAccount.ifscHint')}
          error={errorOf('ifsc')}
          data-testid="ifsc-input"
        />
      ) : null}
      {kind.kind === 'bank' ? (
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

/** Withdraw Account (/pages/account/BankCard/BankCard): adds a bank account or an e-wallet. */
export default function BankCardPage() {
  const uid = useRequireLogin();
  const types = useQuery(payoutTypesQuery());
  // The types come from gconfig (read at start); if that read failed, Bank and Wallet are offered.
  const isLoading = uid === '' || types.isPending;
  return (
    <SubLayout>
      {isLoading ? <LoadingState /> : <AccountFormView kinds={accountKinds(types.data)} />}
    </SubLayout>
  );
}
