import type { TMail } from '@fairplay/contract';
import type { CallHandle, ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import { callApiOrThrow } from './client.ts';
import { nextPageAfter } from './paging.ts';
import { callKey } from './queries.ts';

/**
 * The inbox's reads (packages/contract/src/calls/mail.ts): the list and the unread count, which the
 * Account menu's badge and the promotions that pay into the inbox need too.
 */

export type Mail = TMail;
export type MailPage = ResultOf<typeof calls.mailList>;
export type UnreadCount = ResultOf<typeof calls.mailUnreadCount>;

/** Messages per page (the contract allows up to 100). */
export const MAIL_PAGE_SIZE = 20;
/** The badge looks again now and then: operators send messages at any time. */
const UNREAD_REFRESH_MS = 60_000;

export const mailListQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: callKey(calls.mailList, uid),
    queryFn: ({ pageParam }) => callApiOrThrow(calls.mailList, { page: pageParam, pageSize: MAIL_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter(MAIL_PAGE_SIZE),
    enabled: uid !== '',
    staleTime: 0,
  });

export const unreadCountQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.mailUnreadCount, uid),
    queryFn: () => callApiOrThrow(calls.mailUnreadCount, {}, { silent: true }),
    enabled: uid !== '',
    staleTime: 15_000,
    refetchInterval: UNREAD_REFRESH_MS,
  });

/** What a new or changed message makes stale: the inbox list and its unread count. */
export const INBOX: readonly CallHandle[] = [calls.mailList, calls.mailUnreadCount];

/** Changes messages in the cached inbox at once (before the fresh read arrives). */
export function updateCachedMails(queryClient: QueryClient, uid: string, change: (mail: Mail) => Mail): void {
  queryClient.setQueryData<InfiniteData<MailPage>>(callKey(calls.mailList, uid), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(change) })) } : data,
  );
}

export function setCachedUnread(queryClient: QueryClient, uid: string, unread: number): void {
  queryClient.setQueryData<UnreadCount>(
    callKey(calls.mailUnreadCount, uid),
    (count) => count && { ...count, unread },
  );
}
