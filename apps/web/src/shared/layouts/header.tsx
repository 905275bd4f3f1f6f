import type { ReactNode } from 'react';
import { useAppStore } from '../store/app-store.ts';
import { FIXED_TOP } from './fixed-bars.ts';
import styles from './layouts.module.css';
import { TITLE_SEPARATOR, useAppName } from './page-title.ts';

/**
 * The navigation bar: left, title and right slots; 44 px below the status bar (spec point 9). The
 * title is the app name plus the route name (spec point 2); a long route name is shortened, the app
 * name never.
 */
export function Header({ left, title, right }: { left?: ReactNode; title: string; right?: ReactNode }) {
  const statusBarHeight = useAppStore((state) => state.statusBarHeight);
  const appName = useAppName();
  return (
    <header className={styles.header} style={{ paddingTop: statusBarHeight }} {...FIXED_TOP}>
      <div className={styles.left}>{left}</div>
      <h1 className={styles.title} style={{ margin: 0 }} data-testid="page-title">
        <span className={styles.appName}>{appName}</span>
        {title ? (
          <>
            <span className={styles.titleSeparator}>{TITLE_SEPARATOR}</span>
            <span className={styles.routeName}>{title}</span>
          </>
        ) : null}
      </h1>
      <div className={styles.right}>{right}</div>
    </header>
  );
}

export function BackArrowIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M15.5 4.5 8 12l7.5 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
