import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { switchTab } from '../navigation/navigation.ts';
import { PATHS, TAB_ROUTES, tabIndexOf } from '../routes.ts';
import { IconWithBadge } from '../ui/count-badge.tsx';
import { useUnreadMailCount } from '../ui/unread-mail-badge.tsx';
import { FIXED_BOTTOM } from './fixed-bars.ts';
import styles from './layouts.module.css';
import { TabIcon } from './tab-icons.tsx';

/**
 * The bottom tab bar of spec point 2: always visible on tab pages, 50 px, five tabs. Account carries
 * the unread message count (its menu holds the inbox).
 */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activeIndex = tabIndexOf(pathname);
  const unread = useUnreadMailCount();
  return (
    <nav className={styles.tabBar} aria-label="Main" {...FIXED_BOTTOM}>
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
          <IconWithBadge
            count={route.path === PATHS.account ? unread : 0}
            label={t('mail.unreadCount', { count: unread })}
            testId="tab-badge"
          >
            <TabIcon name={route.icon} />
          </IconWithBadge>
          <span className={styles.tabLabel}>{t(route.titleKey)}</span>
        </a>
      ))}
    </nav>
  );
}
