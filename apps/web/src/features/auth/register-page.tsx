import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { PATHS } from '../../shared/routes.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { useSessionStore } from '../../shared/store/session-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { DepositLimitPrompt } from '../../shared/ui/deposit-limit-prompt.tsx';
import { showToast } from '../../shared/ui/feedback.ts';
import { Field, Form } from '../../shared/ui/field.tsx';
import { SendCodeButton } from '../../shared/ui/send-code-button.tsx';
import { registerCall } from './api.ts';
import styles from './auth.module.css';
import { completeLogin } from './complete-login.ts';
import { Brand, CredentialsDialog, OtpField, PhoneField, TermsCheckbox } from './components.tsx';
import { useDraftState } from './form-draft.ts';
import { useLoginActions } from './use-login-actions.ts';
import {
  confirmationProblem,
  firstProblem,
  otpProblem,
  passwordProblem,
  phoneProblem,
} from './validation.ts';

/** Register by phone + code + password, or one click with a generated id and password. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const actions = useLoginActions();
  const launchInviteCode = useAppStore((state) => state.inviteCode);
  const [mobile, setMobile] = useDraftState('register.mobile');
  const [code, setCode] = useDraftState('register.code');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [inviteCode, setInviteCode] = useDraftState('register.inviteCode', launchInviteCode);
  const registration = useMutation({
    mutationFn: async (payload: Parameters<typeof registerCall>[0]) =>
      completeLogin(await registerCall(payload)),
  });
  const isBusy = registration.isPending;
  // Set at the tap itself: a second tap before the page re-renders (isBusy) must not register twice.
  const isRegistering = useRef(false);
  // Registered, the deposit-limit prompt (UKGC RTS 12) comes before the page the player goes on to.
  const uid = useSessionStore((state) => state.uid);
  const [limitPromptNext, setLimitPromptNext] = useState<(() => void) | null>(null);
  const afterLimitPrompt = useCallback(() => {
    setLimitPromptNext(null);
    limitPromptNext?.();
  }, [limitPromptNext]);

  const submit = async () => {
    const problem = firstProblem(
      phoneProblem(mobile),
      otpProblem(code),
      passwordProblem(password, { checkLength: true }),
      confirmationProblem(password, confirmation),
      actions.hasAcceptedTerms ? null : 'validation.termsRequired',
    );
    if (problem) {
      void showToast(t(problem));
      return;
    }
    if (isBusy || isRegistering.current) return;
    isRegistering.current = true;
    const isSignedIn = await registration
      .mutateAsync({ mobile, verificationCode: code, password, referralCode: inviteCode.trim() })
      .catch(() => false)
      .finally(() => {
        isRegistering.current = false;
      });
    if (isSignedIn) {
      void showToast(t('login.registrationSuccess'));
      setLimitPromptNext(() => actions.afterLogin);
    }
  };

  return (
    <SubLayout>
      <div className={styles.page}>
        <Brand title={t('route.register')} subtitle={t('login.subtitle')} />
        <Form onSubmit={() => void submit()}>
          <PhoneField value={mobile} onChange={setMobile} />
          <OtpField
            value={code}
            onChange={setCode}
            sendButton={<SendCodeButton send={() => actions.sendCode(mobile, 'register')} />}
          />
          <Field
            label={t('login.password')}
            value={password}
            onChange={setPassword}
            type="password"
            autoComplete="new-password"
            placeholder={t('validation.passwordLength')}
            maxLength={32}
            name="password"
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
          <Field
            label={t('login.inviteCode')}
            value={inviteCode}
            onChange={(next) => setInviteCode(next.replace(/[^A-Za-z0-9]/g, ''))}
            autoCapitalize="characters"
            maxLength={32}
            name="inviteCode"
          />
          <TermsCheckbox checked={actions.hasAcceptedTerms} onChange={actions.acceptTerms} />
          <button type="submit" className="fp-button fp-button--block" disabled={isBusy}>
            {t('common.register')}
          </button>
        </Form>
        <div className={styles.divider}>{t('login.or')}</div>
        <button
          type="button"
          className="fp-button fp-button--gold fp-button--block"
          disabled={actions.isBusy}
          onClick={() => void actions.oneClickRegister()}
        >
          {t('login.oneClick')}
        </button>
        <div className={styles.links} style={{ justifyContent: 'center' }}>
          <AppLink to={PATHS.login} method="redirectTo">
            {t('login.haveAccount')}
          </AppLink>
        </div>
      </div>
      {actions.credentials && !limitPromptNext ? (
        <CredentialsDialog
          {...actions.credentials}
          onClose={() => setLimitPromptNext(() => actions.closeCredentials)}
        />
      ) : null}
      {limitPromptNext && uid ? (
        <DepositLimitPrompt uid={uid} place="registration" onDone={afterLimitPrompt} />
      ) : null}
    </SubLayout>
  );
}
