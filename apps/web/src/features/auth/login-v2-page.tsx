import { useTranslation } from 'react-i18next';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { PATHS } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { Form } from '../../shared/ui/field.tsx';
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

/** LoginV2: quick start first (guest, one-click, Google), phone + code below. */
export default function LoginV2Page() {
  const { t } = useTranslation();
  const actions = useLoginActions();
  const channels = useLoginChannels();
  const [mobile, setMobile] = useDraftState('loginV2.mobile');
  const [code, setCode] = useDraftState('loginV2.code');
  return (
    <SubLayout>
      <div className={styles.page}>
        <Brand title={t('login.welcome')} subtitle={t('login.subtitle')} />
        <TermsCheckbox checked={actions.hasAcceptedTerms} onChange={actions.acceptTerms} />
        <QuickLogins
          channels={channels}
          onGuest={() => void actions.guestLogin()}
          onOneClick={() => void actions.oneClickRegister()}
          onDone={actions.afterLogin}
          isBusy={actions.isBusy}
        />
        <div className={styles.divider}>{t('login.or')}</div>
        <Form
          onSubmit={() => {
            void actions.otpLogin(mobile, code);
          }}
        >
          <PhoneField value={mobile} onChange={setMobile} />
          <OtpField
            value={code}
            onChange={setCode}
            sendButton={<SendCodeButton send={() => actions.sendCode(mobile, 'login')} />}
          />
          <button type="submit" className="fp-button fp-button--block" disabled={actions.isBusy}>
            {t('login.login')}
          </button>
        </Form>
        <div className={styles.links} style={{ justifyContent: 'center' }}>
          <AppLink to={PATHS.login} method="redirectTo">
            {t('login.switchToClassic')}
          </AppLink>
        </div>
      </div>
      {actions.credentials ? (
        <CredentialsDialog {...actions.credentials} onClose={actions.closeCredentials} />
      ) : null}
    </SubLayout>
  );
}
