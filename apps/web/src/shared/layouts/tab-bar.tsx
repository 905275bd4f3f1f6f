import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { switchTab } from '../navigation/navigation.ts';
import { TAB_ROUTES, tabIndexOf } from '../routes.ts';
import styles from './layouts.module.css';
import { TabIcon } from './tab-icons.tsx';

/** The bottom tab bar of spec point 2: always visible on tab pages, 50 px, five tabs. */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activeIndex = tabIndexOf(pathname);
  return (
    <nav className={styles.tabBar} aria-label="Main">
      {TAB_ROUTES.map((route, index) => (
        <a
          key={route.path}
          href={route.path}
          className={`${styles.tab} ${index === activeIndex ? styles.tabActive : ''}`}
          aria-current={index === activeIndex ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            if (index !== activeIndex) void switchTab(route.path);
          }}
        >
          <TabIcon name={route.icon} />
          <span>{t(route.titleKey)}</span>
        </a>
      ))}
    </nav>
  );
}
