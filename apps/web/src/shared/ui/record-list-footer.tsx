import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/**
 * The end of a paged list: loads the next page when it scrolls into view (a button does the same
 * by tap), a spinner while loading, "No more records" at the end.
 */
export function RecordListFooter({
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore(): void;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });
  const canLoad = hasNextPage && !isFetchingNextPage;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoad]);

  return (
    <div ref={sentinel} className={styles.listFooter}>
      {isFetchingNextPage ? (
        <div className="fp-spinner" role="status" aria-label={t('common.loading')} />
      ) : hasNextPage ? (
        <button type="button" className="fp-button fp-button--ghost fp-button--small" onClick={onLoadMore}>
          {t('common.loadMore')}
        </button>
      ) : (
        <span>{t('common.noMore')}</span>
      )}
    </div>
  );
}
