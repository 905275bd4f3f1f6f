import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../routes.ts';
import { AppLink } from './app-link.tsx';

/** A page's invitation to log in: a picture, what logging in shows, and a login that comes back to `returnTo`. */
export function LoginPrompt({ image, text, returnTo }: { image: ReactNode; text: string; returnTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="fp-card fp-center" style={{ padding: 24 }}>
      {image}
      <strong>{text}</strong>
      <AppLink to={`${PATHS.login}?redirect=${encodeURIComponent(returnTo)}`} className="fp-button">
        {t('common.login')}
      </AppLink>
    </div>
  );
}
