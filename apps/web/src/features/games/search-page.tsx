import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameLobbyQuery } from '../../shared/api/games.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { navigateTo } from '../../shared/navigation/navigation.ts';
import styles from './games.module.css';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches.ts';
import { KeywordChips, SearchBox, searchResultUrl } from './search-box.tsx';

/** Search: a keyword field, popular searches and the player's recent searches (kept on this device). */
export default function SearchPage() {
  const { t } = useTranslation();
  const lobby = useQuery(gameLobbyQuery());
  const [recent, setRecent] = useState(readRecentSearches);
  const popular = lobby.data?.popularSearches ?? [];

  const search = (keyword: string) => {
    setRecent(rememberSearch(keyword));
    void navigateTo(searchResultUrl(keyword));
  };

  return (
    <SubLayout>
      <SearchBox autoFocus onSearch={search} />
      <section className={styles.section} aria-labelledby="recent-searches">
        <h2 id="recent-searches" className={styles.sectionTitle}>
          {t('games.search.recent')}
          {recent.length > 0 ? (
            <button
              type="button"
              className={styles.linkButton}
              aria-label={t('games.search.clearRecentLabel')}
              onClick={() => {
                clearRecentSearches();
                setRecent([]);
              }}
              data-testid="clear-recent"
            >
              {t('games.search.clearRecent')}
            </button>
          ) : null}
        </h2>
        {recent.length > 0 ? (
          <KeywordChips keywords={recent} onPick={search} />
        ) : (
          <p className="fp-muted" style={{ margin: 0, fontSize: 13 }}>
            {t('games.search.noRecent')}
          </p>
        )}
      </section>
      {popular.length > 0 ? (
        <section className={styles.section} aria-labelledby="popular-searches">
          <h2 id="popular-searches" className={styles.sectionTitle}>
            {t('games.search.popular')}
          </h2>
          <KeywordChips keywords={popular} isPopular onPick={search} />
        </section>
      ) : null}
    </SubLayout>
  );
}
