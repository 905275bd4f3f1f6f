import { isEmailAddress } from '../../shared/email-address.ts';
import type { FeedbackCategory } from './api.ts';

/** Limits of /feedback/submit (packages/contract/src/calls/support.ts). */
export const SUGGESTION_MIN_LENGTH = 10;
export const SUGGESTION_MAX_LENGTH = 1_000;
export const PHONE_MAX_LENGTH = 20;

/** What the player typed; kept as typed, trimmed only when checked and sent. */
export interface FeedbackDraft {
  category: FeedbackCategory | '';
  suggestion: string;
  phone: string;
  email: string;
  /** A data URL ready to send, or '' for none. */
  screenshot: string;
}

export const EMPTY_FEEDBACK: FeedbackDraft = {
  category: '',
  suggestion: '',
  phone: '',
  email: '',
  screenshot: '',
};

export type FeedbackField = 'category' | 'suggestion' | 'phone' | 'email';
/** Each field's problem as an i18n key. */
export type FeedbackProblems = Partial<Record<FeedbackField, string>>;

/** The same checks the contract makes, so a refused form never leaves the phone. */
export function feedbackProblems(draft: FeedbackDraft): FeedbackProblems {
  const problems: FeedbackProblems = {};
  if (!draft.category) problems.category = 'support.feedback.errors.categoryEmpty';
  const suggestion = draft.suggestion.trim();
  if (suggestion === '') problems.suggestion = 'support.feedback.errors.suggestionEmpty';
  else if (suggestion.length > SUGGESTION_MAX_LENGTH)
    problems.suggestion = 'support.feedback.errors.suggestionLong';
  else if (suggestion.length < SUGGESTION_MIN_LENGTH)
    problems.suggestion = 'support.feedback.errors.suggestionShort';
  if (draft.phone.trim().length > PHONE_MAX_LENGTH) problems.phone = 'support.feedback.errors.phone';
  const email = draft.email.trim();
  if (email !== '' && !isEmailAddress(email)) problems.email = 'support.feedback.errors.email';
  return problems;
}

/** The payload of /feedback/submit: trimmed, empty optional fields left out. */
export function feedbackPayload(draft: FeedbackDraft & { category: FeedbackCategory }) {
  const phone = draft.phone.trim();
  const email = draft.email.trim();
  return {
    category: draft.category,
    suggestion: draft.suggestion.trim(),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
    ...(draft.screenshot ? { screenshot: draft.screenshot } : {}),
  };
}
