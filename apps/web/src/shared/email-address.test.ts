import { submitFeedback } from '@fairplay/contract';
import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address.ts';

const feedbackWith = (email: string) => ({ category: 'game', suggestion: 'A suggestion text', email });

describe('isEmailAddress', () => {
  it('accepts exactly the addresses the contract accepts', () => {
    const samples = [
      'a@b.co',
      'first.last+tag@mail.example.org',
      "o'neil@example.com",
      'a@b',
      '.a@b.co',
      'a..b@c.co',
      'a@-b.co',
      'a b@c.co',
      `${'a'.repeat(243)}@example.com`,
      `${'a'.repeat(244)}@example.com`,
    ];
    for (const email of samples) {
      const isAcceptedThere = submitFeedback.request.safeParse(feedbackWith(email)).success;
      expect(isEmailAddress(email), email).toBe(isAcceptedThere);
    }
  });
});
