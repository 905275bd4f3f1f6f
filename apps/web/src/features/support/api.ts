import type { FEEDBACK_CATEGORIES } from '@fairplay/contract';
import type { ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { queryOptions } from '@tanstack/react-query';
import { PLAYER_INFO } from '../../shared/api/account.ts';
import { callApiOrThrow } from '../../shared/api/client.ts';
import { type CallReactions, useCallMutation } from '../../shared/api/mutations.ts';
import { callKey, invalidateCalls } from '../../shared/api/queries.ts';
import { requestLocale } from '../../shared/i18n/i18n.ts';

/** Feedback and FAQ calls (packages/contract/src/calls/support.ts): answers in the query cache and the write. */

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export type FeedbackList = ResultOf<typeof calls.feedbackList>;
export type FeedbackEntry = FeedbackList['list'][number];
export type SubmittedFeedback = ResultOf<typeof calls.submitFeedback>;
export type Faq = ResultOf<typeof calls.faqList>;
export type FaqItem = Faq['items'][number];

/** The categories in display order. */
export const FEEDBACK_CATEGORY_OPTIONS = [
  'game',
  'deposit',
  'withdraw',
  'vip',
  'invite',
  'account',
  'other',
] as const satisfies readonly FeedbackCategory[];

export const feedbackListQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.feedbackList, uid),
    queryFn: () => callApiOrThrow(calls.feedbackList),
    enabled: uid !== '',
    staleTime: 0,
  });

/**
 * The FAQ in the player's language; with a keyword, the questions holding its words (the server
 * searches the texts the player reads). It changes only when an operator edits it.
 */
export const faqQuery = (keyword = '') =>
  queryOptions({
    queryKey: callKey(calls.faqList, requestLocale(), keyword),
    queryFn: () => callApiOrThrow(calls.faqList, keyword ? { keyword } : {}),
    staleTime: 5 * 60_000,
  });

/** Sends feedback; it joins the list, and a paid award (the first feedback) changes the balance. */
export const useSubmitFeedback = (reactions: CallReactions<typeof calls.submitFeedback> = {}) =>
  useCallMutation(calls.submitFeedback, {
    invalidates: [calls.feedbackList],
    waitsForRefresh: false,
    ...reactions,
    updateCache: (cache, { award }) => {
      if (award > 0) void invalidateCalls(cache, PLAYER_INFO);
    },
  });
