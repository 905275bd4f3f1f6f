import { submitFeedback } from '@fairplay/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_FEEDBACK, type FeedbackDraft, feedbackPayload, feedbackProblems } from './feedback-rules.ts';

const valid: FeedbackDraft = {
  ...EMPTY_FEEDBACK,
  category: 'deposit',
  suggestion: 'My deposit is late again',
};

describe('feedback form checks', () => {
  it('asks for a category and a suggestion of 10-1000 characters', () => {
    expect(feedbackProblems(EMPTY_FEEDBACK)).toEqual({
      category: 'support.feedback.errors.categoryEmpty',
      suggestion: 'support.feedback.errors.suggestionEmpty',
    });
    expect(feedbackProblems({ ...valid, suggestion: '   short   ' }).suggestion).toBe(
      'support.feedback.errors.suggestionShort',
    );
    expect(feedbackProblems({ ...valid, suggestion: 'x'.repeat(1_001) }).suggestion).toBe(
      'support.feedback.errors.suggestionLong',
    );
    expect(feedbackProblems(valid)).toEqual({});
  });

  it('checks the optional email and phone only when given', () => {
    expect(feedbackProblems({ ...valid, email: 'not-an-email' }).email).toBe('support.feedback.errors.email');
    expect(feedbackProblems({ ...valid, email: ' ravi@example.com ' })).toEqual({});
    expect(feedbackProblems({ ...valid, phone: '1'.repeat(21) }).phone).toBe('support.feedback.errors.phone');
  });

  it('sends trimmed text and leaves empty optional fields out', () => {
    expect(feedbackPayload({ ...valid, category: 'deposit', suggestion: '  My deposit is late  ' })).toEqual({
      category: 'deposit',
      suggestion: 'My deposit is late',
    });
  });

  it('accepts exactly what the contract accepts', () => {
    const drafts: FeedbackDraft[] = [
      valid,
      { ...valid, suggestion: '123456789' },
      { ...valid, suggestion: ' 1234567890 ' },
      { ...valid, email: 'a@b.co' },
      { ...valid, email: 'a@b' },
      { ...valid, email: 'first.last+tag@mail.example.org' },
      { ...valid, email: '.a@b.co' },
      { ...valid, phone: '+62 812 3456 7890' },
      { ...valid, phone: '+62 812 3456 7890 1234' },
    ];
    for (const draft of drafts) {
      const isAcceptedHere = Object.keys(feedbackProblems(draft)).length === 0;
      const category = draft.category || 'other';
      const isAcceptedThere = submitFeedback.request.safeParse(
        feedbackPayload({ ...draft, category }),
      ).success;
      expect(isAcceptedHere, JSON.stringify(draft)).toBe(isAcceptedThere);
    }
  });
});
