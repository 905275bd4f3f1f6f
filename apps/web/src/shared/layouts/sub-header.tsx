import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateBack } from '../navigation/navigation.ts';
import { BackArrowIcon, Header } from './header.tsx';
import styles from './layouts.module.css';

/** The sub layout's header: a back arrow that goes back, or Home when there is no history. */
export function SubHeader({ title, right }: { title: string; right?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Header
      left={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('common.back')}
          onClick={navigateBack}
        >
          <BackArrowIcon />
        </button>
      }
      title={title}
      right={right}
    />
  );
}
