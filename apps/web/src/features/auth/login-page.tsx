import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { PATHS } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { Field, Form, Segmented } from '../../shared/ui/field.tsx';
import { SendCodeButton } from '../../shared/ui/send-code-button.tsx';
import styles from './auth.module.css';
import {
  Brand,
  CredentialsDialog,
  OtpField,
  PhoneField,
  QuickLogins,
  TermsCheckbox,
  useLoginChannels,
} from './components.tsx';
import { useDraftState } from './form-draft.ts';
import { useLoginActions } from './use-login-actions.ts';

type Mode = 'otp' | 'password';

/** Login: phone + code or phone/ID + password, with guest, one-click and Google below. */
export default function LoginPage() {
  const { t } = useTranslation();
  const actions = useLoginActions();
  const channels = useLoginChannels();
  const [mode, setMode] = useState<Mode>('otp');
  const [mobile, setMobile] = useDraftState('login.mobile');
  const [code, setCode] = useDraftState('login.code');
  const [identifier, setIdentifier] = useDraftState('login.identifier');
  const [password, setPassword] = useState('');

  return (
    <SubLayout>
      <div className={styles.page}>
        <Brand title={t('login.welcome')} subtitle={t('login.subtitle')} />
        <Segmented<Mode>
          options={[
            { value: 'otp', label: t('login.tabOtp') },
            { value: 'password', label: t('login.tabPassword') },
          ]}
          value={mode}
          onChange={setMode}
        />
        <Form
          onSubmit={() => {
            void (mode === 'otp'
              ? actions.otpLogin(mobile, code)
              : actions.passwordLogin(identifier, password));
          }}
        >
          {mode === 'otp' ? (
            <>
              <PhoneField value={mobile} onChange={setMobile} />
              <OtpField
                value={code}
                onChange={setCode}
                sendButton={<SendCodeButton send={() => actions.sendCode(mobile, 'login')} />}
              />
            </>
          ) : (
            <>
              <Field
                label={t('login.idOrPhone')}
                value={identifier}
                onChange={setIdentifier}
                inputMode="numeric"
                autoComplete="username"
                placeholder={t('login.idOrPhonePlaceholder')}
                maxLength={20}
                name="identifier"
              />
              <Field
                label={t('login.password')}
                value={password}
                onChange={setPassword}
                type="password"
                autoComplete="current-password"
                placeholder={t('login.passwordPlaceholder')}
                maxLength={32}
                name="password"
              />
            </>
          )}
          <TermsCheckbox checked={actions.hasAcceptedTerms} onChange={actions.acceptTerms} />
          <button type="submit" className="fp-button fp-button--block" disabled={actions.isBusy}>
            {t('login.login')}
          </button>
        </Form>
        <div className={styles.links}>
          <AppLink to={PATHS.register} method="navigateTo">
            {t('login.register')}
          </AppLink>
          <AppLink to={PATHS.forgetPassword} method="navigateTo">
            {t('login.forgot')}
          </AppLink>
        </div>
        <div className={styles.divider}>{t('login.otherWays')}</div>
        <QuickLogins
          channels={channels}
          onGuest={() => void actions.guestLogin()}
          onOneClick={() => void actions.oneClickRegister()}
          onDone={actions.afterLogin}
          isBusy={actions.isBusy}
        />
        <div className={styles.links} style={{ justifyContent: 'center' }}>
          <AppLink to={PATHS.loginV2} method="redirectTo">
            {t('login.switchToV2')}
          </AppLink>
        </div>
      </div>
      {actions.credentials ? (
        <CredentialsDialog {...actions.credentials} onClose={actions.closeCredentials} />
      ) : null}
    </SubLayout>
  );
}
