import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unreadCountQuery } from '../api/mail.ts';
import { isLoggedIn, useSessionStore } from '../store/session-store.ts';
import { CountBadge } from './count-badge.tsx';

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
  return <CountBadge count={unread} label={t('mail.unreadCount', { count: unread })} testId="mail-badge" />;
}
