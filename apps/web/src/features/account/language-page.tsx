import { LANGUAGES } from '@fairplay/contract/constants';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../shared/i18n/i18n.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import styles from './account.module.css';

/** Choosing a language stores it and reloads to the site root (spec point 2). */
export default function LanguagePage() {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <SubLayout>
      <p className="fp-muted">{t('language.choose')}</p>
      <ul className={styles.languageList}>
        {LANGUAGES.map((language) => (
          <li key={language.key}>
            <button
              type="button"
              className={styles.languageItem}
              data-testid={`language-${language.key}`}
              aria-pressed={language.key === active}
              onClick={async () => {
                await changeLanguage(language.key);
                window.location.assign('/');
              }}
            >
              <span lang={language.requestKey}>{language.name}</span>
              {language.key === active ? <span className={styles.check}>✓</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </SubLayout>
  );
}
