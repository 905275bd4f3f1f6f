import type * as ops from '@fairplay/contract/operator';
import type { OperatorResult } from '@fairplay/contract/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffClient, type TestApp, type TestSession } from '../../../test/harness.ts';
import { auditOf } from '../../../test/statements.ts';

/**
 * The feedback desk: staff read what players sent (the first reader is kept), answer once (the
 * answer reaches the player's inbox) and close it with a note; a closed feedback takes no answer.
 * The races run on PostgreSQL too.
 */

type Feedback = OperatorResult<typeof ops.markFeedbackRead>;
type FeedbackPage = OperatorResult<typeof ops.listFeedback>;

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let t: TestApp;
let support: StaffClient;
let marketing: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  [support, marketing] = [await t.staff('support'), await t.staff('marketing')];
});
afterAll(async () => {
  await t?.close();
});

async function feedbackFrom(player: TestSession, category = 'deposit', screenshot?: string): Promise<number> {
  const sent = await t.ok<{ feedbackId: number }>(
    '/feedback/submit',
    { category, suggestion: `The ${category} page should say more.`, ...(screenshot ? { screenshot } : {}) },
    player,
  );
  return sent.feedbackId;
}

async function inboxOf(player: TestSession) {
  return (await t.ok<{ list: { title: string; content: string }[] }>('/mail/list', {}, player)).list;
}

describe('the feedback desk', () => {
  it('keeps the first reader, audits only the first reading, and shows the screenshot', async () => {
    const player = await t.guest();
    const id = await feedbackFrom(player, 'deposit', PNG_DATA_URL);
    // A page leaves the screenshots out (each may be about 3 MB); reading one brings it.
    const table = await support.call<FeedbackPage>('GET', `/feedback?userId=${player.userId}`);
    expect(table.body.items).toEqual([
      expect.objectContaining({ id, hasScreenshot: true, screenshot: null }),
    ]);
    t.clock.advance(60_000);
    const first = await support.call<Feedback>('POST', `/feedback/${id}/read`, {});
    expect(first).toMatchObject({
      status: 200,
      body: { id, userId: player.userId, readBy: support.username, screenshot: PNG_DATA_URL, closedAt: null },
    });
    t.clock.advance(60_000);
    const again = await marketing.call<Feedback>('POST', `/feedback/${id}/read`);
    expect(again.body).toMatchObject({ readBy: support.username, readAt: first.body.readAt });
    expect(await auditOf(t, 'feedback.read', id)).toHaveLength(1);
    expect(await support.call('POST', '/feedback/999999999/read', {})).toMatchObject({
      status: 404,
      body: { code: 'operator.noSuchFeedback' },
    });
  });

  it('sends the reply to the inbox once, and counts it as read', async () => {
    const player = await t.guest();
    const id = await feedbackFrom(player, 'game');
    expect(
      await support.call('POST', `/feedback/${id}/reply`, { reply: 'Thank you, it is on our list.' }),
    ).toEqual({
      status: 200,
      body: { id, replied: true },
    });
    expect(await inboxOf(player)).toEqual([
      expect.objectContaining({ title: 'Reply to your feedback', content: 'Thank you, it is on our list.' }),
    ]);
    expect(await support.call('POST', `/feedback/${id}/reply`, { reply: 'Again' })).toMatchObject({
      status: 409,
      body: { code: 'operator.feedbackAnswered' },
    });
    expect(await inboxOf(player)).toHaveLength(1);
    const read = await support.call<Feedback>('POST', `/feedback/${id}/read`, {});
    expect(read.body).toMatchObject({
      reply: 'Thank you, it is on our list.',
      repliedBy: support.username,
      readBy: support.username,
    });
    expect(await auditOf(t, 'feedback.read', id)).toHaveLength(0);
    expect(await auditOf(t, 'feedback.reply', id)).toHaveLength(1);
  });

  it('closes with a note once; a closed feedback leaves the open queue and takes no reply', async () => {
    const player = await t.guest();
    const id = await feedbackFrom(player, 'withdraw');
    const closed = await support.call<Feedback>('POST', `/feedback/${id}/close`, {
      note: 'Duplicate of #12',
    });
    expect(closed).toMatchObject({
      status: 200,
      body: { id, closedBy: support.username, closeNote: 'Duplicate of #12', reply: null },
    });
    expect(closed.body.closedAt).not.toBeNull();
    expect(await support.call('POST', `/feedback/${id}/close`, {})).toMatchObject({
      status: 409,
      body: { code: 'operator.feedbackClosed', message: 'This feedback is closed' },
    });
    expect(await support.call('POST', `/feedback/${id}/reply`, { reply: 'Late answer' })).toMatchObject({
      status: 409,
      body: { code: 'operator.feedbackClosed' },
    });
    expect(await inboxOf(player)).toEqual([]);
    const [audited] = await auditOf(t, 'feedback.close', id);
    expect(audited?.details).toEqual({ note: 'Duplicate of #12' });

    const queue = async (status: string) =>
      (
        await support.call<FeedbackPage>('GET', `/feedback?status=${status}&userId=${player.userId}`)
      ).body.items.map((row) => row.id);
    const open = await feedbackFrom(player, 'withdraw');
    expect(await queue('open')).toEqual([open]);
    expect(await queue('closed')).toEqual([id]);
    expect(await queue('all')).toEqual([open, id]);
    // Without a note, too.
    expect((await support.call<Feedback>('POST', `/feedback/${open}/close`, {})).body.closeNote).toBeNull();
    expect(await support.call('POST', '/feedback/999999999/close', {})).toMatchObject({ status: 404 });
    expect((await support.call('POST', `/feedback/${open}/close`, { note: '' })).status).toBe(400);
  });

  it('filters by category, and lets only feedback.reply answer or close', async () => {
    const player = await t.guest();
    const deposit = await feedbackFrom(player, 'deposit');
    await feedbackFrom(player, 'vip');
    const page = await marketing.call<FeedbackPage>(
      'GET',
      `/feedback?category=deposit&userId=${player.userId}`,
    );
    expect(page.body.items.map((row) => row.id)).toEqual([deposit]);
    expect((await marketing.call('POST', `/feedback/${deposit}/read`, {})).status).toBe(200);
    for (const [url, body] of [
      [`/feedback/${deposit}/reply`, { reply: 'Hello' }],
      [`/feedback/${deposit}/close`, {}],
    ] as const) {
      expect(await marketing.call('POST', url, body)).toMatchObject({
        status: 403,
        body: { code: 'operator.permissionDenied' },
      });
    }
  });
});

describe('the feedback desk racing', () => {
  it('keeps one first reader when two staff open it at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await feedbackFrom(await t.guest());
      const answers = await Promise.all([
        support.call<Feedback>('POST', `/feedback/${id}/read`, {}),
        marketing.call<Feedback>('POST', `/feedback/${id}/read`, {}),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(new Set(answers.map((answer) => answer.body.readBy)).size).toBe(1);
      expect(await auditOf(t, 'feedback.read', id)).toHaveLength(1);
    }
  });

  it('never delivers a reply to a feedback closed before it, nor two replies', async () => {
    for (let round = 0; round < 5; round += 1) {
      const player = await t.guest();
      const id = await feedbackFrom(player);
      const [reply, secondReply, close] = await Promise.all([
        support.call('POST', `/feedback/${id}/reply`, { reply: 'First answer' }),
        t.admin('POST', `/feedback/${id}/reply`, { reply: 'Second answer' }),
        t.admin('POST', `/feedback/${id}/close`, { note: 'Done' }),
      ]);
      expect(close.status).toBe(200);
      const replies = [reply, secondReply].filter((answer) => answer.status === 200);
      expect(replies.length).toBeLessThanOrEqual(1);
      const inbox = await inboxOf(player);
      expect(inbox).toHaveLength(replies.length);
      // The row holds the one reply that went out (none when the close came first), and it is closed.
      const [row] = (await t.admin<FeedbackPage>('GET', `/feedback?userId=${player.userId}`)).body.items;
      expect(row?.reply ?? null).toBe(inbox[0]?.content ?? null);
      expect(row?.closeNote).toBe('Done');
    }
  });
});
