import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCode } from '../../shared/api/auth.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { redirectTo } from '../../shared/navigation/navigation.ts';
import { PATHS } from '../../shared/routes.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import { Field, Form } from '../../shared/ui/field.tsx';
import { SendCodeButton } from '../../shared/ui/send-code-button.tsx';
import { useResetPassword } from './api.ts';
import styles from './auth.module.css';
import { Brand, OtpField, PhoneField } from './components.tsx';
import {
  confirmationProblem,
  firstProblem,
  otpProblem,
  passwordProblem,
  phoneProblem,
} from './validation.ts';

/** Forgotten password: phone + code + new password (/sso/modify), then back to Login. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const reset = useResetPassword();

  const send = async () => {
    const problem = phoneProblem(mobile);
    if (problem) {
      void showToast(t(problem));
      return null;
    }
    const outcome = await sendCode({ mobile: mobile.trim(), type: 'forget' });
    if (outcome.code !== 200) return null;
    void showToast(t('login.codeSent'));
    return outcome.data.resendAfterSeconds;
  };

  const submit = () => {
    const problem = firstProblem(
      phoneProblem(mobile),
      otpProblem(code),
      passwordProblem(password, { checkLength: true }),
      confirmationProblem(password, confirmation),
    );
    if (problem) {
      void showToast(t(problem));
      return;
    }
    reset.mutate(
      { mobile: mobile.trim(), verificationCode: code.trim(), newPassword: password },
      {
        onSuccess: () => {
          void showToast(t('login.passwordChanged'));
          void redirectTo(PATHS.login);
        },
      },
    );
  };

  return (
    <SubLayout>
      <div className={styles.page}>
        <Brand title={t('route.forgetPassword')} />
        <Form onSubmit={submit}>
          <PhoneField value={mobile} onChange={setMobile} />
          <OtpField value={code} onChange={setCode} sendButton={<SendCodeButton send={send} />} />
          <Field
            label={t('login.newPassword')}
            value={password}
            onChange={setPassword}
            type="password"
            autoComplete="new-password"
            placeholder={t('validation.passwordLength')}
            maxLength={32}
            name="newPassword"
          />
          <Field
            label={t('login.confirmPassword')}
            value={confirmation}
            onChange={setConfirmation}
            type="password"
            autoComplete="new-password"
            maxLength={32}
            name="confirmPassword"
          />
          <button type="submit" className="fp-button fp-button--block" disabled={reset.isPending}>
            {t('login.resetPassword')}
          </button>
        </Form>
      </div>
    </SubLayout>
  );
}
