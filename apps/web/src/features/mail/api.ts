import * as calls from '@fairplay/contract/handles';
import { useQueryClient } from '@tanstack/react-query';
import { PLAYER_INFO } from '../../shared/api/account.ts';
import { INBOX, type Mail, setCachedUnread, updateCachedMails } from '../../shared/api/mail.ts';
import { type CallReactions, useCallMutation } from '../../shared/api/mutations.ts';
import { VIP_REWARDS } from '../../shared/api/vip.ts';

/**
 * The inbox's writes (packages/contract/src/calls/mail.ts): reading and claiming. The list and the
 * unread count are read in shared/api/mail.ts (the Account badge and the promotions need them too).
 */

const markRead = (mailId: number) => (mail: Mail) =>
  mail.mailId === mailId ? { ...mail, isRead: true } : mail;

/** Opening a message marks it read at once, then quietly on the server (opening it matters more). */
export function useReadMail(uid: string) {
  const queryClient = useQueryClient();
  const reading = useCallMutation(calls.mailRead, {
    silent: true,
    updateCache: (cache, { unread }) => setCachedUnread(cache, uid, unread),
  });
  return (mail: Mail) => {
    updateCachedMails(queryClient, uid, markRead(mail.mailId));
    reading.mutate({ mailId: mail.mailId });
  };
}

/** Marks every message read (without a mailId); the cached inbox follows the answer. */
export const useReadAllMail = (uid: string, reactions: CallReactions<typeof calls.mailRead> = {}) =>
  useCallMutation(calls.mailRead, {
    ...reactions,
    updateCache: (cache, { unread }) => {
      updateCachedMails(cache, uid, (mail) => ({ ...mail, isRead: true }));
      setCachedUnread(cache, uid, unread);
    },
  });

/**
 * Claims a message's reward. Success or not (expired, already claimed elsewhere), the inbox, the
 * balance and the VIP rewards are read again; pending until they are in.
 */
export const useClaimMail = (uid: string, reactions: CallReactions<typeof calls.mailClaim> = {}) =>
  useCallMutation(calls.mailClaim, {
    invalidates: [...INBOX, ...PLAYER_INFO, ...VIP_REWARDS],
    invalidatesOnFailure: true,
    ...reactions,
    updateCache: (cache, _data, { mailId }) =>
      updateCachedMails(cache, uid, (mail) =>
        mail.mailId === mailId ? { ...mail, isRead: true, claimStatus: 'claimed' } : mail,
      ),
  });
