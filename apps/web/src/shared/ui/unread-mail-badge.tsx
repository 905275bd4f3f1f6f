import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unreadCountQuery } from '../api/mail.ts';
import { isLoggedIn, useSessionStore } from '../store/session-store.ts';
import styles from './unread-mail-badge.module.css';

/** Unread messages of the logged-in player (0 when logged out or not loaded yet). */
export function useUnreadMailCount(): number {
  const sign = useSessionStore((state) => state.sign);
  const uid = useSessionStore((state) => state.uid);
  const { data } = useQuery({ ...unreadCountQuery(uid), enabled: isLoggedIn({ sign, uid }) });
  return data?.unread ?? 0;
}

/** The red count next to the inbox entry; nothing when all is read. */
export function UnreadMailBadge() {
  const { t } = useTranslation();
  const unread = useUnreadMailCount();
  if (unread <= 0) return null;
  return (
    <span className={styles.badge} data-testid="mail-badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="fp-visually-hidden">{t('mail.unreadCount', { count: unread })}</span>
    </span>
  );
}
