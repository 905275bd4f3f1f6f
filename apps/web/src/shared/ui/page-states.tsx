import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsOnline } from '../online.ts';

/** The spinner a page shows while it loads its data. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className="fp-center" style={{ minHeight: '40vh' }} aria-busy="true" data-testid="loading-state">
      <div className="fp-spinner" />
      <span className="fp-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/**
 * A load failure with a Retry button (the API client already showed the server's message). Offline,
 * it says so instead of `message`: the cause a player can act on.
 */
export function ErrorState({ message, onRetry }: { message?: string; onRetry(): void }) {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  return (
    <div className="fp-center" role="alert" data-testid="error-state">
      <span className="fp-muted">{isOnline ? (message ?? t('common.loadFailed')) : t('common.offline')}</span>
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

/** What QueryContent reads of a `useQuery` result. */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  /** 'paused' when the cache waits for the network (a query that opted out of networkMode 'always'). */
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch(options?: { cancelRefetch?: boolean }): unknown;
}

/**
 * A page's data in its states, one rule for every page: the content once the data is in (kept on
 * screen if a later refresh fails), the spinner while it is read (a Retry included), the error
 * state with Retry when reading failed or waits for a network. `waiting` holds the spinner while
 * something else comes first (the session).
 */
export function QueryContent<T>({
  query,
  waiting = false,
  errorMessage,
  children,
}: {
  query: QueryLike<T>;
  waiting?: boolean;
  errorMessage?: string;
  children(data: T): ReactNode;
}) {
  if (waiting) return <LoadingState />;
  if (query.data !== undefined) return children(query.data);
  if (query.fetchStatus !== 'fetching' && (query.isError || query.fetchStatus === 'paused')) {
    return (
      <ErrorState
        {...(errorMessage === undefined ? {} : { message: errorMessage })}
        onRetry={() => void query.refetch({ cancelRefetch: false })}
      />
    );
  }
  return <LoadingState />;
}
