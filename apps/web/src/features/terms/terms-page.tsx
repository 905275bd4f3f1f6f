import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useAppName } from '../../shared/layouts/page-title.ts';
import styles from './terms.module.css';

/** The sections of the Terms, in reading order; `age` is the 18+ statement the sign-in checkbox certifies. */
export const TERMS_SECTIONS = [
  'acceptance',
  'age',
  'account',
  'money',
  'bonuses',
  'fairPlay',
  'responsible',
  'closure',
  'privacy',
  'changes',
  'contact',
] as const;

type Section = (typeof TERMS_SECTIONS)[number];

const isSection = (value: string | null): value is Section =>
  TERMS_SECTIONS.some((section) => section === value);

/** The Terms and Conditions with the 18+ statement; `?section=age` opens at that statement. */
export default function TermsPage() {
  const { t } = useTranslation();
  const appName = useAppName();
  const [searchParams] = useSearchParams();
  const section = searchParams.get('section');

  useEffect(() => {
    if (isSection(section)) document.getElementById(`terms-${section}`)?.scrollIntoView({ block: 'start' });
  }, [section]);

  return (
    <SubLayout>
      <article className={styles.terms} data-testid="terms-page">
        <p className={styles.intro}>{t('terms.intro', { appName })}</p>
        <ol className={styles.sections}>
          {TERMS_SECTIONS.map((key) => (
            <li
              key={key}
              id={`terms-${key}`}
              className={`${styles.section} ${key === 'age' ? styles.age : ''}`}
              data-testid={`terms-section-${key}`}
            >
              <h2 className={styles.title}>
                {t(`terms.sections.${key}.title`)}
                {key === 'age' ? (
                  <span className={styles.ageMark} aria-hidden="true">
                    18+
                  </span>
                ) : null}
              </h2>
              {t(`terms.sections.${key}.body`, { appName })
                .split('\n\n')
                .map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
            </li>
          ))}
        </ol>
      </article>
    </SubLayout>
  );
}
