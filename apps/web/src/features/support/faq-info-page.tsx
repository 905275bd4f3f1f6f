import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { PATHS } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import { type Faq, faqQuery } from './api.ts';
import { FaqLinks } from './faq-links.tsx';
import { relatedFaq } from './faq-search.ts';
import styles from './support.module.css';

function Answer({ faq, id }: { faq: Faq; id: number }) {
  const { t } = useTranslation();
  const item = faq.items.find((entry) => entry.id === id);
  if (!item)
    return (
      <EmptyState text={t('support.faq.notFound')}>
        <AppLink to={PATHS.faq} method="redirectTo" className="fp-button fp-button--ghost">
          {t('support.faq.backToList')}
        </AppLink>
      </EmptyState>
    );
  const category = faq.categories.find((group) => group.key === item.category);
  const related = relatedFaq(faq.items, item);
  return (
    <>
      <article className="fp-card">
        {category ? <span className={styles.tag}>{category.title}</span> : null}
        <h2 className={styles.answerTitle} data-testid="faq-info-question">
          {item.question}
        </h2>
        <p className={styles.answer} data-testid="faq-info-answer">
          {item.answer}
        </p>
      </article>
      {related.length > 0 ? (
        <section className={styles.group}>
          <h2 className={styles.sectionTitle}>{t('support.faq.related')}</h2>
          <FaqLinks items={related} />
        </section>
      ) : null}
      <div className={`fp-card ${styles.help}`}>
        <span>{t('support.faq.stillNeedHelp')}</span>
        <AppLink to={PATHS.service} className="fp-button fp-button--small">
          {t('common.contactService')}
        </AppLink>
      </div>
    </>
  );
}

/** FAQ info (?id=N): one question and its answer, with related questions. */
export default function FaqInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const faq = useQuery(faqQuery());
  let content: ReactNode;
  if (faq.isPending) content = <LoadingState />;
  else if (!faq.data) content = <ErrorState onRetry={() => void faq.refetch()} />;
  else content = <Answer faq={faq.data} id={id} />;
  return <SubLayout>{content}</SubLayout>;
}
