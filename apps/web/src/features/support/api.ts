import type {
  CallResult,
  FEEDBACK_CATEGORIES,
  faqList,
  feedbackList,
  submitFeedback,
} from '@fairplay/contract';
import { queryOptions } from '@tanstack/react-query';
import { request, requestOrThrow } from '../../shared/api/client.ts';

/** Feedback and FAQ calls (packages/contract/src/calls/support.ts): types, fetchers and queries. */

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export type FeedbackList = CallResult<typeof feedbackList>;
export type FeedbackEntry = FeedbackList['list'][number];
export type SubmittedFeedback = CallResult<typeof submitFeedback>;
export type Faq = CallResult<typeof faqList>;
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
    queryKey: ['feedback-list', uid],
    queryFn: () => requestOrThrow<FeedbackList>('/feedback/list'),
    enabled: uid !== '',
    staleTime: 0,
  });

/** The FAQ changes only when an operator edits it. */
export const faqQuery = () =>
  queryOptions({
    queryKey: ['faq'],
    queryFn: () => requestOrThrow<Faq>('/faq/list'),
    staleTime: 5 * 60_000,
  });

export const submitFeedbackCall = (payload: {
  category: FeedbackCategory;
  suggestion: string;
  phone?: string;
  email?: string;
  screenshot?: string;
}) => request<SubmittedFeedback>('/feedback/submit', payload);
