import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../shared/routes.ts';
import styles from './games.module.css';
import { KEYWORD_MAX_LENGTH, normalizeKeyword } from './recent-searches.ts';

/** The Search Result page of a keyword. */
export function searchResultUrl(keyword: string): string {
  return `${PATHS.searchResult}?keyword=${encodeURIComponent(normalizeKeyword(keyword))}`;
}

/** The search field of Search and Search Result: submits a tidied, non-empty keyword. */
export function SearchBox({
  initialKeyword = '',
  autoFocus = false,
  onSearch,
}: {
  initialKeyword?: string;
  autoFocus?: boolean;
  onSearch(keyword: string): void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(initialKeyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tidy = normalizeKeyword(keyword);
    if (tidy !== '') onSearch(tidy);
  };
  return (
    <search>
      <form className={styles.searchForm} onSubmit={submit}>
        <label className={styles.searchControl}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="fp-visually-hidden">{t('games.search.label')}</span>
          <input
            className={styles.searchInput}
            type="search"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            // The page exists to type a search: focusing the field saves a tap.
            // biome-ignore lint/a11y/noAutofocus: the field is the page's purpose
            autoFocus={autoFocus}
            maxLength={KEYWORD_MAX_LENGTH}
            placeholder={t('games.search.placeholder')}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            data-testid="search-input"
          />
        </label>
        <button type="submit" className="fp-button" data-testid="search-submit">
          {t('games.search.submit')}
        </button>
      </form>
    </search>
  );
}

/** Keywords as tappable chips (popular or recent searches). */
export function KeywordChips({
  keywords,
  isPopular = false,
  onPick,
}: {
  keywords: readonly string[];
  isPopular?: boolean;
  onPick(keyword: string): void;
}) {
  return (
    <ul className={styles.chips}>
      {keywords.map((keyword) => (
        <li key={keyword} style={{ maxWidth: '100%' }}>
          <button
            type="button"
            className={`${styles.chip} ${isPopular ? styles.chipPopular : ''}`}
            onClick={() => onPick(keyword)}
          >
            {keyword}
          </button>
        </li>
      ))}
    </ul>
  );
}
