import { afterEach, describe, expect, it } from 'vitest';
import type { FeedbackDraft } from './feedback-rules.ts';

const typed: FeedbackDraft = {
  category: 'withdraw',
  suggestion: 'My withdrawal is still pending',
  phone: '0812',
  email: 'a@b.co',
  screenshot: 'data:image/png;base64,AAAA',
};

let reloads = 0;
/**
 * The module as a reloaded page sees it: nothing in memory, local storage as it was. A query makes a
 * new instance of this module alone (resetting every module would hand the files that run after
 * this one in the same worker a second copy of shared state, such as the region).
 */
const freshModule = async (): Promise<typeof import('./feedback-draft.ts')> => {
  reloads += 1;
  return import(/* @vite-ignore */ `./feedback-draft.ts?reload=${reloads}`);
};

afterEach(() => localStorage.clear());

describe('feedback draft', () => {
  it('keeps everything in memory while the player looks at another page', async () => {
    const { feedbackDraftFor, saveFeedbackDraft } = await freshModule();
    saveFeedbackDraft('p1', typed);
    expect(feedbackDraftFor('p1')).toEqual(typed);
  });

  it('keeps the text, not the screenshot, across a reload; other players start empty', async () => {
    (await freshModule()).saveFeedbackDraft('p1', typed);
    const { feedbackDraftFor } = await freshModule();
    expect(feedbackDraftFor('p1')).toEqual({ ...typed, screenshot: '' });
    expect(feedbackDraftFor('p2').suggestion).toBe('');
  });

  it('forgets the draft once the form is empty again (after a send)', async () => {
    const { saveFeedbackDraft } = await freshModule();
    saveFeedbackDraft('p1', typed);
    saveFeedbackDraft('p1', { category: '', suggestion: '', phone: '', email: '', screenshot: '' });
    expect((await freshModule()).feedbackDraftFor('p1').suggestion).toBe('');
  });

  it('ignores a damaged stored draft', async () => {
    localStorage.setItem('fairplay-feedback-draft:p1', '{"category":"nonsense","suggestion":42');
    expect((await freshModule()).feedbackDraftFor('p1').category).toBe('');
  });
});
