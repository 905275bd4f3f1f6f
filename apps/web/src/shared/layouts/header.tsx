import type { ReactNode } from 'react';
import { useAppStore } from '../store/app-store.ts';
import styles from './layouts.module.css';

/** The navigation bar: left, title and right slots; 44 px below the status bar (spec point 9). */
export function Header({ left, title, right }: { left?: ReactNode; title: ReactNode; right?: ReactNode }) {
  const statusBarHeight = useAppStore((state) => state.statusBarHeight);
  return (
    <header className={styles.header} style={{ paddingTop: statusBarHeight }}>
      <div className={styles.left}>{left}</div>
      <h1 className={styles.title} style={{ margin: 0 }}>
        {title}
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
