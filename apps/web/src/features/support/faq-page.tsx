import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import { type Faq, faqQuery } from './api.ts';
import { FaqLinks } from './faq-links.tsx';
import { inCategory } from './faq-search.ts';
import styles from './support.module.css';

/** The search asks the server once typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

/** The value once it has stayed the same for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The operator pointed the FAQ elsewhere: go there (the FAQ page leaves the history), with a link meanwhile. */
function ExternalFaq({ url }: { url: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <div className="fp-center">
      <div className="fp-spinner" />
      <span className="fp-muted">{t('support.faq.external')}</span>
      <a className="fp-button fp-button--ghost" href={url} rel="noopener noreferrer">
        {t('support.faq.openExternal')}
      </a>
    </div>
  );
}

function FaqBrowser({ faq }: { faq: Faq }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const keyword = useSettled(query.trim(), SEARCH_PAUSE_MS);
  // The server searches the texts in the player's language; the previous answer shows meanwhile.
  const search = useQuery({
    ...faqQuery(keyword),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
  const found = keyword === '' ? faq.items : search.data?.items;
  const matches = found ? inCategory(found, category) : [];
  const isBrowsing = keyword === '' && category === '';

  let list: ReactNode;
  if (faq.items.length === 0) list = <EmptyState text={t('support.faq.empty')} />;
  else if (!found && search.isError) list = <ErrorState onRetry={() => void search.refetch()} />;
  else if (!found) list = <LoadingState />;
  else if (matches.length === 0) list = <EmptyState text={t('support.faq.noMatch', { query: keyword })} />;
  else if (isBrowsing)
    list = faq.categories
      .map((group) => ({ group, items: matches.filter((item) => item.category === group.key) }))
      .filter(({ items }) => items.length > 0)
      .map(({ group, items }) => (
        <section key={group.key} className={styles.group}>
          <h2 className={styles.sectionTitle}>{group.title}</h2>
          <FaqLinks items={items} />
        </section>
      ));
  else list = <FaqLinks items={matches} />;

  return (
    <>
      <label className="fp-visually-hidden" htmlFor={searchId}>
        {t('support.faq.searchLabel')}
      </label>
      <input
        id={searchId}
        className={styles.search}
        type="search"
        inputMode="search"
        enterKeyHint="search"
        value={query}
        maxLength={64}
        placeholder={t('support.faq.searchPlaceholder')}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="faq-search"
      />
      <div className={styles.chips} role="tablist">
        {[{ key: '', title: t('support.faq.all') }, ...faq.categories].map((group) => (
          <button
            key={group.key}
            type="button"
            role="tab"
            aria-selected={category === group.key}
            className={`${styles.chip} ${category === group.key ? styles.chipActive : ''}`}
            onClick={() => setCategory(group.key)}
          >
            {group.title}
          </button>
        ))}
      </div>
      {list}
    </>
  );
}

/** FAQ: questions by category with a search box; each opens its answer on FAQ info. */
export default function FaqPage() {
  const faq = useQuery(faqQuery());
  let content: ReactNode;
  if (faq.isPending) content = <LoadingState />;
  else if (!faq.data) content = <ErrorState onRetry={() => void faq.refetch()} />;
  else if (faq.data.externalUrl) content = <ExternalFaq url={faq.data.externalUrl} />;
  else content = <FaqBrowser faq={faq.data} />;
  return <SubLayout>{content}</SubLayout>;
}
