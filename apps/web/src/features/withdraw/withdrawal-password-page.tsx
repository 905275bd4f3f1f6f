import type { BreakSession } from '@fairplay/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserInfo, userInfoQuery } from '../../shared/api/account.ts';
import { sendCode as sendCodeCall } from '../../shared/api/auth.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { navigateBack } from '../../shared/navigation/navigation.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { signedBy } from '../../shared/store/break-session-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { showToast } from '../../shared/ui/feedback.ts';
import { Field, Form, SubmitButton } from '../../shared/ui/field.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import { useSetWithdrawPassword } from './api.ts';
import { CodeField } from './code-field.tsx';
import {
  firstProblem,
  newPasswordProblem,
  verificationCodeProblem,
  WITHDRAW_PASSWORD_LENGTH,
} from './security-rules.ts';
import styles from './withdraw.module.css';
import { PASSWORD_PROBLEM_KEYS } from './withdraw-texts.ts';

const digits = (text: string, length: number) => text.replace(/\D/g, '').slice(0, length);

/** Without a bound phone no code can be sent: explain and point to Phone Binding (spec point 5). */
function PhoneNeeded() {
  const { t } = useTranslation();
  return (
    <div className="fp-card fp-center" data-testid="phone-needed">
      <span>{t('withdraw.password.needPhone')}</span>
      <AppLink to={PATHS.phoneBinding} method="navigateTo" className="fp-button">
        {t('withdraw.password.bindPhone')}
      </AppLink>
    </div>
  );
}

/**
 * New password twice and a code sent to the bound phone; the same form sets and changes it. Made
 * with the app's session, or with a withdraw-only one on the break screen (decision 023).
 */
export function WithdrawalPasswordForm({
  user,
  uid,
  breakSession,
  onDone,
}: {
  user: Pick<UserInfo, 'mobile' | 'withdrawPwdStatus'>;
  uid: string;
  breakSession?: BreakSession;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const [problemKey, setProblemKey] = useState<string | null>(null);
  const saving = useSetWithdrawPassword(
    uid,
    {
      onSuccess: () => {
        void showToast(t('withdraw.password.saved'));
        onDone();
      },
    },
    breakSession,
  );
  const isSubmitting = saving.isPending || saving.isSuccess;

  const sendCode = async (): Promise<number | null> => {
    const outcome = await sendCodeCall({
      type: 'withdrawPassword',
      ...(breakSession ? signedBy(breakSession) : {}),
    });
    if (outcome.code !== 200) return null;
    void showToast(t('withdraw.common.codeSent'));
    return outcome.data.resendAfterSeconds;
  };

  const submit = () => {
    if (isSubmitting) return;
    const problem = firstProblem(newPasswordProblem(password, confirmation), verificationCodeProblem(code));
    setProblemKey(problem ? PASSWORD_PROBLEM_KEYS[problem] : null);
    if (problem) {
      void showToast(t(PASSWORD_PROBLEM_KEYS[problem]));
      return;
    }
    saving.mutate({ withdrawPassword: password, verificationCode: code.trim() });
  };

  const problemOf = (...keys: string[]) =>
    problemKey && keys.includes(problemKey) ? t(problemKey) : undefined;

  return (
    <Form className="fp-card" onSubmit={submit} data-testid="withdraw-password-form">
      <h2 className={styles.formTitle}>
        {user.withdrawPwdStatus ? t('withdraw.password.changeTitle') : t('withdraw.password.setTitle')}
      </h2>
      <p className={styles.intro}>{t('withdraw.password.intro')}</p>
      <Field
        label={t('withdraw.password.newPassword')}
        name="withdrawPassword"
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={WITHDRAW_PASSWORD_LENGTH}
        value={password}
        onChange={(text) => {
          setPassword(digits(text, WITHDRAW_PASSWORD_LENGTH));
          setProblemKey(null);
        }}
        placeholder={t('withdraw.password.newPlaceholder')}
        error={problemOf(PASSWORD_PROBLEM_KEYS.passwordEmpty, PASSWORD_PROBLEM_KEYS.passwordFormat)}
        data-testid="new-password-input"
      />
      <Field
        label={t('withdraw.password.confirm')}
        name="confirmPassword"
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={WITHDRAW_PASSWORD_LENGTH}
        value={confirmation}
        onChange={(text) => {
          setConfirmation(digits(text, WITHDRAW_PASSWORD_LENGTH));
          setProblemKey(null);
        }}
        placeholder={t('withdraw.password.confirmPlaceholder')}
        error={problemOf(PASSWORD_PROBLEM_KEYS.passwordsDiffer)}
        data-testid="confirm-password-input"
      />
      <div className={styles.phoneLine}>
        <span>{t('withdraw.password.sentTo')}</span>
        <span className={styles.phoneValue} data-testid="bound-phone">
          {user.mobile}
        </span>
      </div>
      <CodeField
        label={t('withdraw.password.code')}
        placeholder={t('withdraw.password.codePlaceholder')}
        value={code}
        onChange={(text) => {
          setCode(text);
          setProblemKey(null);
        }}
        send={sendCode}
        error={problemOf(PASSWORD_PROBLEM_KEYS.codeEmpty, PASSWORD_PROBLEM_KEYS.codeFormat)}
      />
      <SubmitButton
        busy={isSubmitting}
        label={t('withdraw.password.submit')}
        busyLabel={t('withdraw.common.submitting')}
        gold
        testId="withdraw-password-submit"
      />
    </Form>
  );
}

/** Withdrawal Password (/pages/account/WithdrawalPassword/WithdrawalPassword): set or change it. */
export default function WithdrawalPasswordPage() {
  const uid = useRequireLogin();
  const user = useQuery(userInfoQuery(uid));
  // Data first: a failed background refresh must not replace a form being filled in.
  const data = uid === '' ? undefined : user.data;
  let content: ReactNode;
  if (data)
    content =
      data.mobile === null ? (
        <PhoneNeeded />
      ) : (
        <WithdrawalPasswordForm user={data} uid={uid} onDone={navigateBack} />
      );
  else if (user.isError) content = <ErrorState onRetry={() => void user.refetch()} />;
  else content = <LoadingState />;
  return <SubLayout>{content}</SubLayout>;
}
