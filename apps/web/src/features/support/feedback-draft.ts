import { storage } from '../../shared/storage.ts';
import { FEEDBACK_CATEGORY_OPTIONS } from './api.ts';
import { EMPTY_FEEDBACK, type FeedbackDraft } from './feedback-rules.ts';

let draft: { uid: string; value: FeedbackDraft } | null = null;
const storageKey = (uid: string) => `fairplay-feedback-draft:${uid}`;

/**
 * The form as the player left it: kept in memory while they look at another page, and its text in
 * local storage across a reload (the screenshot, up to 2 MB, only in memory). One player at a time;
 * cleared after a successful send.
 */
export function feedbackDraftFor(uid: string): FeedbackDraft {
  if (draft?.uid === uid) return draft.value;
  try {
    const stored = JSON.parse(storage.get(storageKey(uid)) ?? 'null') as Partial<FeedbackDraft> | null;
    if (!stored) return EMPTY_FEEDBACK;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const category = FEEDBACK_CATEGORY_OPTIONS.find((option) => option === stored.category) ?? '';
    return {
      category,
      suggestion: text(stored.suggestion),
      phone: text(stored.phone),
      email: text(stored.email),
      screenshot: '',
    };
  } catch {
    return EMPTY_FEEDBACK;
  }
}

export function saveFeedbackDraft(uid: string, value: FeedbackDraft): void {
  draft = { uid, value };
  const { screenshot: _screenshot, ...text } = value;
  const isEmpty = !text.category && !text.suggestion && !text.phone && !text.email;
  if (isEmpty) storage.remove(storageKey(uid));
  else storage.set(storageKey(uid), JSON.stringify(text));
}
