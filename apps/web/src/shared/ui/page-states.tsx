import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The spinner a page shows while it loads its data. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className="fp-center" style={{ minHeight: '40vh' }} aria-busy="true">
      <div className="fp-spinner" />
      <span className="fp-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** A load failure (the API client already showed the server's message) with a retry button. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="fp-center" role="alert">
      <span className="fp-muted">{message ?? t('common.loadFailed')}</span>
      <button type="button" className="fp-button fp-button--ghost" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** An empty list: 'No record!' unless the page has its own words, and an optional action. */
export function EmptyState({ text, children }: { text?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="fp-center" data-testid="empty-state">
      <span className="fp-muted">{text ?? t('common.noRecord')}</span>
      {children}
    </div>
  );
}
