import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/error-message.ts';

/** A page's first load: the shape of what comes, not a spinner. */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return <Skeleton active paragraph={{ rows }} className="page-skeleton" />;
}

/** A read that failed: what went wrong and a Retry that reads again (nothing typed is lost). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('errors.loadFailed')}
      subTitle={errorMessage(error, t)}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/**
 * The three states of a read: skeleton while the first answer comes, the error with Retry, then
 * the content (which keeps showing the last answer while a new one is read).
 */
export function QueryStates<T>({
  query,
  skeletonRows,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending) return <PageSkeleton {...(skeletonRows ? { rows: skeletonRows } : {})} />;
  return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
}
