import type { BreakSession } from '@fairplay/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userInfoQuery } from '../../shared/api/account.ts';
import { sendCode as sendCodeCall } from '../../shared/api/auth.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { navigateBack } from '../../shared/navigation/navigation.ts';
import { getRegion } from '../../shared/region.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { signedBy } from '../../shared/store/break-session-store.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import { Field, Form, SubmitButton } from '../../shared/ui/field.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import { useBindPhone } from './api.ts';
import { CodeField } from './code-field.tsx';
import { firstProblem, phoneProblem, verificationCodeProblem } from './security-rules.ts';
import styles from './withdraw.module.css';
import { PHONE_PROBLEM_KEYS } from './withdraw-texts.ts';

function BoundPhone({ mobile }: { mobile: string }) {
  const { t } = useTranslation();
  return (
    <div className="fp-card fp-center" data-testid="phone-bound">
      <strong>{t('withdraw.phone.alreadyBound')}</strong>
      <span className={styles.phoneValue} style={{ fontSize: 20 }} data-testid="bound-phone">
        {mobile}
      </span>
      <span className="fp-muted">{t('withdraw.phone.boundHint')}</span>
    </div>
  );
}

/**
 * Phone with the region's prefix and a code sent to it (checked like login, spec point 5). Made with
 * the app's session, or with a withdraw-only one on the break screen (decision 023).
 */
export function PhoneBindingForm({
  uid,
  breakSession,
  onDone,
}: {
  uid: string;
  breakSession?: BreakSession;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const prefix = useAppStore((state) => state.phoneNumberPrefix);
  const region = getRegion().code;
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [problemKey, setProblemKey] = useState<string | null>(null);
  const binding = useBindPhone(
    uid,
    {
      onSuccess: () => {
        void showToast(t('withdraw.phone.bound'));
        onDone();
      },
    },
    breakSession,
  );
  const isSubmitting = binding.isPending || binding.isSuccess;

  /** Shows the problem inline and as a toast; true when there was one. */
  const refuse = (key: string | null): boolean => {
    setProblemKey(key);
    if (key) void showToast(t(key));
    return key !== null;
  };

  const sendCode = async (): Promise<number | null> => {
    const problem = phoneProblem(mobile, region);
    if (refuse(problem ? PHONE_PROBLEM_KEYS[problem] : null)) return null;
    const outcome = await sendCodeCall({
      type: 'bind',
      mobile: mobile.trim(),
      ...(breakSession ? signedBy(breakSession) : {}),
    });
    if (outcome.code !== 200) return null;
    void showToast(t('withdraw.common.codeSent'));
    return outcome.data.resendAfterSeconds;
  };

  const submit = () => {
    if (isSubmitting) return;
    const problem = firstProblem(phoneProblem(mobile, region), verificationCodeProblem(code));
    if (refuse(problem ? PHONE_PROBLEM_KEYS[problem] : null)) return;
    binding.mutate({ mobile: mobile.trim(), verificationCode: code.trim() });
  };

  const problemOf = (...keys: string[]) =>
    problemKey && keys.includes(problemKey) ? t(problemKey) : undefined;

  return (
    <Form className="fp-card" onSubmit={submit} data-testid="phone-binding-form">
      <p className={styles.intro}>{t('withdraw.phone.intro')}</p>
      <Field
        label={t('withdraw.phone.phone')}
        name="mobile"
        value={mobile}
        onChange={(text) => {
          setMobile(text.replace(/[^\d+\s-]/g, ''));
          setProblemKey(null);
        }}
        prefix={prefix}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        placeholder={t('withdraw.phone.placeholder')}
        error={problemOf(
          PHONE_PROBLEM_KEYS.phoneEmpty,
          PHONE_PROBLEM_KEYS.phoneLeadingZero,
          PHONE_PROBLEM_KEYS.phoneInvalid,
        )}
        data-testid="phone-input"
      />
      <CodeField
        label={t('withdraw.phone.code')}
        placeholder={t('withdraw.phone.codePlaceholder')}
        value={code}
        onChange={(text) => {
          setCode(text);
          setProblemKey(null);
        }}
        send={sendCode}
        error={problemOf(PHONE_PROBLEM_KEYS.codeEmpty, PHONE_PROBLEM_KEYS.codeFormat)}
      />
      <SubmitButton
        busy={isSubmitting}
        label={t('withdraw.phone.submit')}
        busyLabel={t('withdraw.common.submitting')}
        gold
        testId="phone-binding-submit"
      />
    </Form>
  );
}

/** Phone Binding (/pages/account/PhoneBinding/PhoneBinding): binds a phone, or shows the bound one. */
export default function PhoneBindingPage() {
  const uid = useRequireLogin();
  const user = useQuery(userInfoQuery(uid));
  // Data first: a failed background refresh must not replace a form being filled in.
  const data = uid === '' ? undefined : user.data;
  let content: ReactNode;
  if (data)
    content = data.mobile ? (
      <BoundPhone mobile={data.mobile} />
    ) : (
      <PhoneBindingForm uid={uid} onDone={navigateBack} />
    );
  else if (user.isError) content = <ErrorState onRetry={() => void user.refetch()} />;
  else content = <LoadingState />;
  return <SubLayout>{content}</SubLayout>;
}
