import type * as ops from '@fairplay/contract/operator';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from './feedback-search.ts';

type FeedbackState = 'new' | 'read' | 'replied' | 'closed';

const STATE_COLORS: Record<FeedbackState, string> = {
  new: 'gold',
  read: 'blue',
  replied: 'green',
  closed: 'default',
};

/** Where a feedback stands: closed, answered, read by someone, or new. */
export function feedbackStateOf(
  feedback: Pick<ops.TOperatorFeedback, 'closedAt' | 'reply' | 'readAt'>,
): FeedbackState {
  if (feedback.closedAt) return 'closed';
  if (feedback.reply !== null) return 'replied';
  return feedback.readAt ? 'read' : 'new';
}

export function FeedbackStateTag({ feedback }: { feedback: ops.TOperatorFeedback }) {
  const { t } = useTranslation();
  const state = feedbackStateOf(feedback);
  return <Tag color={STATE_COLORS[state]}>{t(`feedback.states.${state}`)}</Tag>;
}

function isFeedbackCategory(category: string): category is FeedbackCategory {
  return (FEEDBACK_CATEGORIES as readonly string[]).includes(category);
}

/** The category the player chose, in words. */
export function CategoryTag({ category }: { category: string }) {
  const { t } = useTranslation();
  return <Tag>{isFeedbackCategory(category) ? t(`feedback.categories.${category}`) : category}</Tag>;
}
