import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openPage, switchTab } from '../../shared/navigation/navigation.ts';
import { isKnownPath, PATHS } from '../../shared/routes.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { copyText } from '../../shared/ui/copy.ts';
import { Checkbox, Field } from '../../shared/ui/field.tsx';
import { type LoginChannels, loginChannelsCall, loginWithGoogleCall } from './api.ts';
import styles from './auth.module.css';
import { completeLogin } from './complete-login.ts';
import { clearFormDrafts } from './form-draft.ts';

export function Brand({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className={styles.brand}>
      <img className={styles.logo} src="/favicon.svg" width="64" height="64" alt="" />
      <h2>{title}</h2>
      {subtitle ? <p>{subtitle}</p> : null}
    </div>
  );
}

export function PhoneField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const prefix = useAppStore((state) => state.phoneNumberPrefix);
  return (
    <Field
      label={t('login.phone')}
      value={value}
      onChange={(next) => onChange(next.replace(/[^\d+\s-]/g, ''))}
      prefix={prefix}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('login.phonePlaceholder')}
      maxLength={20}
      name="mobile"
    />
  );
}

export function OtpField({
  value,
  onChange,
  sendButton,
}: {
  value: string;
  onChange(value: string): void;
  sendButton: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('login.otp')}
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 6))}
      suffix={sendButton}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('login.otpPlaceholder')}
      maxLength={6}
      name="verificationCode"
    />
  );
}

/** The Terms page (at its 18+ statement with `section="age"`); Trans puts the linked words inside. */
function TermsLink({ section, children }: { section?: 'age'; children?: ReactNode }) {
  return (
    <AppLink
      to={section ? `${PATHS.terms}?section=${section}` : PATHS.terms}
      className={styles.termsLink}
      data-testid={section ? 'terms-link-age' : 'terms-link'}
    >
      {children}
    </AppLink>
  );
}

/** The agreement every sign-in asks for (spec point 5), its Terms and 18+ words linked to the Terms page. */
export function TermsCheckbox({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Checkbox checked={checked} onChange={onChange}>
      <Trans i18nKey="login.terms" components={{ terms: <TermsLink />, age: <TermsLink section="age" /> }} />
    </Checkbox>
  );
}

/** After signing in: the page the player was sent from (?redirect=), else Account. */
export function useAfterLogin(): () => void {
  const [searchParams] = useSearchParams();
  return () => {
    clearFormDrafts();
    const redirect = searchParams.get('redirect');
    if (redirect && isKnownPath(redirect)) void openPage(redirect);
    else void switchTab(PATHS.account);
  };
}

export function useLoginChannels(): LoginChannels | null {
  const [channels, setChannels] = useState<LoginChannels | null>(null);
  useEffect(() => {
    let isActive = true;
    void loginChannelsCall().then((outcome) => {
      if (isActive && outcome.code === 200) setChannels(outcome.data);
    });
    return () => {
      isActive = false;
    };
  }, []);
  return channels;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback(response: { credential: string }): void;
        ux_mode?: string;
      }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

function decodeJwtPayload(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1] ?? '';
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Google sign-in through Google Identity Services; rendered only when a client id is configured. */
export function GoogleSignIn({ clientId, onDone }: { clientId: string; onDone(): void }) {
  const slot = useRef<HTMLDivElement>(null);
  const inviteCode = useAppStore((state) => state.inviteCode);
  useEffect(() => {
    let isActive = true;
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => {
      if (!isActive || !window.google || !slot.current) return;
      window.google.accounts.id.initialize({
        client_id: clientId,
        callback: async ({ credential }) => {
          const claims = decodeJwtPayload(credential);
          const outcome = await loginWithGoogleCall({
            googleToken: credential,
            googleId: text(claims.sub),
            email: text(claims.email),
            name: text(claims.name),
            familyName: text(claims.family_name),
            givenName: text(claims.given_name),
            avatar: text(claims.picture),
            referralCode: inviteCode,
          });
          if (await completeLogin(outcome)) onDone();
        },
      });
      window.google.accounts.id.renderButton(slot.current, {
        theme: 'filled_black',
        size: 'large',
        shape: 'pill',
        width: 300,
      });
    };
    document.head.appendChild(script);
    return () => {
      isActive = false;
      script.remove();
    };
  }, [clientId, inviteCode, onDone]);
  return <div ref={slot} className={styles.googleSlot} data-testid="google-signin" />;
}

export function QuickLogins({
  channels,
  onGuest,
  onOneClick,
  onDone,
  isBusy,
}: {
  channels: LoginChannels | null;
  onGuest(): void;
  onOneClick(): void;
  onDone(): void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.quick}>
      {channels?.guest !== false ? (
        <button
          type="button"
          className="fp-button fp-button--gold fp-button--block"
          onClick={onGuest}
          disabled={isBusy}
        >
          {t('login.guest')}
        </button>
      ) : null}
      {channels?.oneClick !== false ? (
        <button
          type="button"
          className="fp-button fp-button--ghost fp-button--block"
          onClick={onOneClick}
          disabled={isBusy}
        >
          {t('login.oneClick')}
        </button>
      ) : null}
      {channels?.google.enabled && channels.google.clientId ? (
        <GoogleSignIn clientId={channels.google.clientId} onDone={onDone} />
      ) : null}
    </div>
  );
}

/** The generated id and password of a one-click account, shown once with a copy button. */
export function CredentialsDialog({
  userId,
  password,
  onClose,
}: {
  userId: number;
  password: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="fp-modal-mask" role="dialog" aria-modal="true" data-testid="credentials-dialog">
      <div className="fp-modal">
        <h2>{t('login.registrationSuccess')}</h2>
        <p>{t('login.keepCredentials')}</p>
        <div className={styles.credentials}>
          <span className="fp-muted">{t('login.accountId')}</span>
          <strong data-testid="generated-id">{userId}</strong>
          <span className="fp-muted">{t('login.generatedPassword')}</span>
          <strong data-testid="generated-password">{password}</strong>
        </div>
        <div className="fp-row">
          <button
            type="button"
            className="fp-button fp-button--ghost"
            style={{ flex: 1 }}
            onClick={() => void copyText(`ID: ${userId}\nPassword: ${password}`, t('common.copied'))}
          >
            {t('login.copyDetails')}
          </button>
          <button type="button" className="fp-button" style={{ flex: 1 }} onClick={onClose}>
            {t('common.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
