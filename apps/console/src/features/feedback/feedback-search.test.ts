import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_CATEGORIES,
  feedbackQuery,
  readFeedbackSearch,
  writeFeedbackSearch,
} from './feedback-search.ts';

describe('the feedback desk search in the page address', () => {
  it('opens on the open feedback, oldest first, and reads what it wrote', () => {
    expect(readFeedbackSearch(new URLSearchParams())).toEqual({
      status: 'open',
      category: null,
      sortOrder: 'ascend',
      page: 1,
      pageSize: 20,
    });
    const search = {
      status: 'closed' as const,
      category: 'deposit' as const,
      sortOrder: 'descend' as const,
      page: 3,
      pageSize: 50,
    };
    expect(readFeedbackSearch(writeFeedbackSearch(search))).toEqual(search);
    expect(writeFeedbackSearch(readFeedbackSearch(new URLSearchParams())).toString()).toBe('');
    expect(feedbackQuery(search)).toMatchObject({ category: 'deposit' });
    expect(feedbackQuery({ ...search, category: null })).not.toHaveProperty('category');
    expect(FEEDBACK_CATEGORIES).toContain('withdraw');
  });

  it('reads a malformed address as the default instead of breaking the page', () => {
    expect(readFeedbackSearch(new URLSearchParams({ category: 'weather', page: '-1' }))).toMatchObject({
      status: 'open',
      category: null,
      page: 1,
    });
  });
});
