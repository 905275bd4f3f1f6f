import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { redirectTo } from '../../shared/navigation/navigation.ts';
import { EmptyState } from '../../shared/ui/field.tsx';
import { GameGrid, GameGridSkeleton } from '../../shared/ui/game-grid.tsx';
import { ErrorState } from '../../shared/ui/page-states.tsx';
import { gameSearchQuery } from './api.ts';
import styles from './games.module.css';
import { normalizeKeyword, rememberSearch } from './recent-searches.ts';
import { KeywordChips, SearchBox, searchResultUrl } from './search-box.tsx';

/** Search Result: the games matching ?keyword=, with the search box to try another word. */
export default function SearchResultPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const keyword = normalizeKeyword(searchParams.get('keyword') ?? '');
  const results = useQuery(gameSearchQuery(keyword));

  // A new search replaces this page, so Back still returns to where the search began.
  const search = (next: string) => {
    rememberSearch(next);
    void redirectTo(searchResultUrl(next));
  };

  let content: ReactNode;
  if (results.isPending) content = <GameGridSkeleton />;
  else if (results.isError) content = <ErrorState onRetry={() => void results.refetch()} />;
  else if (results.data.games.length === 0)
    content = (
      <EmptyState
        message={t('games.result.empty', { keyword })}
        action={
          results.data.popularSearches.length > 0 ? (
            <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 10 }}>
              <span>{t('games.result.tryPopular')}</span>
              <KeywordChips keywords={results.data.popularSearches} isPopular onPick={search} />
            </div>
          ) : undefined
        }
      />
    );
  else
    content = (
      <>
        <p className={styles.resultCount} aria-live="polite">
          {keyword === ''
            ? t('games.result.all')
            : t('games.result.count', { count: results.data.games.length })}
        </p>
        <GameGrid games={results.data.games} />
      </>
    );

  return (
    <SubLayout>
      {/* Keyed by the keyword so the field shows the search that is on screen. */}
      <SearchBox key={keyword} initialKeyword={keyword} onSearch={search} />
      {content}
    </SubLayout>
  );
}
