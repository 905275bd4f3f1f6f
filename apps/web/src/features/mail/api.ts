import type { CallResult, mailClaim, mailList, mailRead, mailUnreadCount, TMail } from '@fairplay/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import { request, requestOrThrow } from '../../shared/api/client.ts';

/** The inbox calls (packages/contract/src/calls/mail.ts): types, fetchers, queries and cache updates. */

export type Mail = TMail;
export type MailPage = CallResult<typeof mailList>;
export type UnreadCount = CallResult<typeof mailUnreadCount>;

/** Messages per page (the contract allows up to 100). */
export const MAIL_PAGE_SIZE = 20;
/** The badge looks again now and then: operators send messages at any time. */
const UNREAD_REFRESH_MS = 60_000;

export const mailListQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: ['mail-list', uid],
    queryFn: ({ pageParam }) =>
      requestOrThrow<MailPage>('/mail/list', { page: pageParam, pageSize: MAIL_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.list.length > 0 && pages.length * MAIL_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    enabled: uid !== '',
    staleTime: 0,
  });

export const unreadCountQuery = (uid: string) =>
  queryOptions({
    queryKey: ['mail-unread', uid],
    queryFn: () => requestOrThrow<UnreadCount>('/mail/unreadCount', {}, { silent: true }),
    enabled: uid !== '',
    staleTime: 15_000,
    refetchInterval: UNREAD_REFRESH_MS,
  });

/** Marks one message read (quietly: opening it matters more), or all of them without a mailId. */
export const markReadCall = (mailId?: number) =>
  request<CallResult<typeof mailRead>>('/mail/read', mailId === undefined ? {} : { mailId }, {
    silent: mailId !== undefined,
  });

export const claimMailCall = (mailId: number) =>
  request<CallResult<typeof mailClaim>>('/mail/claim', { mailId });

/** Changes messages in the cached inbox at once (before the fresh read arrives). */
export function updateCachedMails(queryClient: QueryClient, uid: string, change: (mail: Mail) => Mail): void {
  queryClient.setQueryData<InfiniteData<MailPage>>(['mail-list', uid], (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(change) })) } : data,
  );
}

export function setCachedUnread(queryClient: QueryClient, uid: string, unread: number): void {
  queryClient.setQueryData<UnreadCount>(['mail-unread', uid], (count) => count && { ...count, unread });
}
