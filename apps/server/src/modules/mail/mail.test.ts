import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { bindPhone } from '../../../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

type Inbox = {
  list: {
    mailId: number;
    title: string;
    rewardAmount: number | null;
    isRead: boolean;
    claimStatus: string;
  }[];
  total: number;
  unread: number;
};

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('inbox', () => {
  it('is empty for a new player, then carries operator messages with rewards claimable once', async () => {
    t.clock.set('2026-04-01T00:00:00Z');
    const old = await t.guest();
    expect(await t.ok('/mail/list', {}, old)).toMatchObject({ list: [], total: 0, unread: 0 });

    t.clock.advance(60_000);
    const broadcast = await t.admin<{ mailId: number }>('POST', '/mails', {
      title: 'Festival bonus',
      content: 'A gift for everyone who played with us this month.',
      rewardAmount: 5_000,
      wagerMultiple: 2,
      requestId: 'broadcast-0001',
    });
    expect(broadcast.status).toBe(200);
    const again = await t.admin<{ mailId: number; isDuplicate: boolean }>('POST', '/mails', {
      title: 'Festival bonus',
      content: 'A gift for everyone who played with us this month.',
      rewardAmount: 5_000,
      requestId: 'broadcast-0001',
    });
    expect(again.body).toEqual({ mailId: broadcast.body.mailId, isDuplicate: true });
    const personal = await t.admin<{ mailId: number }>('POST', '/mails', {
      userId: old.userId,
      title: 'About your withdrawal',
      content: 'Your account is verified.',
      requestId: 'personal-0001',
    });
    expect(personal.status).toBe(200);

    const inbox = await t.ok<Inbox>('/mail/list', {}, old);
    expect(inbox.total).toBe(2);
    expect(inbox.unread).toBe(2);
    expect(inbox.list.map((mail) => [mail.title, mail.rewardAmount, mail.claimStatus])).toEqual([
      ['About your withdrawal', null, 'none'],
      ['Festival bonus', 5_000, 'claimable'],
    ]);
    expect(await t.ok('/mail/unreadCount', {}, old)).toEqual({ unread: 2, claimable: 1 });

    expect(await t.ok('/mail/read', { mailId: personal.body.mailId }, old)).toEqual({ unread: 1 });
    const claims = await Promise.all([
      t.call('/mail/claim', { mailId: broadcast.body.mailId }, old),
      t.call('/mail/claim', { mailId: broadcast.body.mailId }, old),
    ]);
    expect(claims.map((claim) => claim.state).sort()).toEqual(['1000', '200']);
    // A reward with wagering is bonus money: the bonus balance, with its own requirement.
    expect(await t.ok('/user/getUserInfo', {}, old)).toMatchObject({
      balance: 0,
      wagerRemaining: 0,
      bonusBalance: 5_000,
      bonusWagerRemaining: 10_000,
    });
    expect(await t.ok('/mail/unreadCount', {}, old)).toEqual({ unread: 0, claimable: 0 });
    expect((await t.call('/mail/claim', { mailId: personal.body.mailId }, old)).msg).toBe(
      'This message has no reward',
    );

    // A player who joined after the reward broadcast does not see it (announcements they do).
    t.clock.advance(60_000);
    const newcomer = await t.guest();
    const announcement = await t.admin<{ mailId: number }>('POST', '/mails', {
      title: 'Maintenance tonight',
      content: 'Deposits pause from 02:00 to 02:30.',
      requestId: 'announce-0001',
    });
    const theirs = await t.ok<Inbox>('/mail/list', {}, newcomer);
    expect(theirs.list.map((mail) => [mail.title, mail.claimStatus])).toEqual([
      ['Maintenance tonight', 'none'],
    ]);
    expect(theirs.total).toBe(1);
    expect((await t.call('/mail/claim', { mailId: broadcast.body.mailId }, newcomer)).msg).toBe(
      'This reward is for players who joined before it was sent',
    );
    expect((await t.call('/mail/claim', { mailId: announcement.body.mailId }, newcomer)).msg).toBe(
      'This message has no reward',
    );
    // Another player's message is not theirs to read.
    expect((await t.call('/mail/read', { mailId: personal.body.mailId }, newcomer)).state).toBe('404');
    expect(await t.ok('/mail/read', {}, newcomer)).toEqual({ unread: 0 });
  });

  it('refuses bad operator input with the field named', async () => {
    const answer = await t.admin<{ message: string }>('POST', '/mails', {
      title: '',
      content: 'x',
      requestId: 'short',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/title|requestId/);
  });
});

describe('feedback', () => {
  it('is stored for the operator with its screenshot, pays the award once and carries the reply to the inbox', async () => {
    const unbound = await t.guest();
    const noAward = await t.ok<{ award: number }>(
      '/feedback/submit',
      { category: 'other', suggestion: 'A guest without a phone gets no award.' },
      unbound,
    );
    expect(noAward.award).toBe(0);
    const player = await t.guest();
    await bindPhone(t, player);
    const first = await t.ok<{ feedbackId: number; award: number }>(
      '/feedback/submit',
      {
        category: 'deposit',
        suggestion: 'The UPI page should remember my last amount.',
        screenshot: PNG_DATA_URL,
      },
      player,
    );
    expect(first.award).toBe(20_000);
    const second = await t.ok<{ award: number }>(
      '/feedback/submit',
      { category: 'game', suggestion: 'More crash games, please!', email: 'asha@example.com' },
      player,
    );
    expect(second.award).toBe(0);
    expect(await t.ok('/user/getUserInfo', {}, player)).toMatchObject({ balance: 0, bonusBalance: 20_000 });

    const bad = await t.call('/feedback/submit', { category: 'weather', suggestion: 'short' }, player);
    expect(bad.state).toBe('400');
    expect(bad.msg).toMatch(/category/);
    const tooShort = await t.call('/feedback/submit', { category: 'vip', suggestion: 'short' }, player);
    expect(tooShort.msg).toMatch(/at least 10 characters/);

    const desk = await t.admin<{
      items: { id: number; userId: number; hasScreenshot: boolean; category: string }[];
    }>('GET', '/feedback?open=true');
    const mine = desk.body.items.filter((row) => row.userId === player.userId);
    expect(mine.map((row) => [row.category, row.hasScreenshot])).toEqual([
      ['game', false],
      ['deposit', true],
    ]);
    const read = await t.admin<{ screenshot: string | null }>('POST', `/feedback/${mine[1]!.id}/read`, {});
    expect(read.body.screenshot).toBe(PNG_DATA_URL);
    const reply = await t.admin('POST', `/feedback/${first.feedbackId}/reply`, {
      reply: 'Thank you, it is on our list.',
    });
    expect(reply.status).toBe(200);
    expect((await t.admin('POST', `/feedback/${first.feedbackId}/reply`, { reply: 'Again' })).status).toBe(
      409,
    );
    const list = await t.ok<{ list: { feedbackId: number; reply: string | null }[] }>(
      '/feedback/list',
      {},
      player,
    );
    expect(list.list.find((row) => row.feedbackId === first.feedbackId)?.reply).toBe(
      'Thank you, it is on our list.',
    );
    const inbox = await t.ok<Inbox>('/mail/list', {}, player);
    expect(inbox.list[0]).toMatchObject({ title: 'Reply to your feedback' });
  });

  it('limits a player to 5 messages a day', async () => {
    const player = await t.guest();
    for (let index = 0; index < 5; index += 1) {
      await t.ok('/feedback/submit', { category: 'other', suggestion: `Suggestion number ${index}` }, player);
    }
    const sixth = await t.call(
      '/feedback/submit',
      { category: 'other', suggestion: 'One more suggestion' },
      player,
    );
    expect(sixth).toMatchObject({ state: '429', msg: 'You can send at most 5 messages a day' });
  });
});

describe('FAQ and profile', () => {
  it('serves the configured FAQ', async () => {
    const faq = await t.ok<{
      externalUrl: string | null;
      categories: unknown[];
      items: { question: string }[];
    }>('/faq/list');
    expect(faq.externalUrl).toBeNull();
    expect(faq.categories.length).toBeGreaterThan(3);
    expect(faq.items.map((item) => item.question)).toContain('How long does a deposit take?');
  });

  it('edits the profile with each field validated; the birthday is set once and 18+', async () => {
    t.clock.set('2026-04-01T00:00:00Z');
    const player = await t.guest();
    await t.ok(
      '/user/updateProfile',
      {
        avatar: '7',
        nickname: 'Asha R',
        email: 'asha@example.com',
        whatsapp: '+919876543210',
        telegram: '@asha_r',
        facebook: 'asha.r',
        twitter: 'asha_r',
      },
      player,
    );
    expect(await t.ok('/user/getUserInfo', {}, player)).toMatchObject({
      avatar: '7',
      nickname: 'Asha R',
      email: 'asha@example.com',
      whatsapp: '+919876543210',
      telegram: '@asha_r',
    });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ email: 'not-an-email' }, /email/],
      [{ nickname: 'A' }, /2-20 characters/],
      [{ avatar: '13' }, /avatar/],
      [{ whatsapp: '12ab' }, /whatsapp/],
      [{ telegram: 'bad handle!' }, /^telegram: may contain letters/],
      [{ birthday: '2010-05-01' }, /at least 18/],
      [{ birthday: '1990-02-30' }, /not a real date/],
    ];
    for (const [body, message] of cases) {
      const answer = await t.call('/user/updateProfile', body, player);
      expect(answer.state, JSON.stringify(body)).toBe('400');
      expect(answer.msg).toMatch(message);
    }
    await t.ok('/user/updateProfile', { birthday: '1990-05-01' }, player);
    expect((await t.call('/user/updateProfile', { birthday: '1991-05-01' }, player)).msg).toBe(
      'Your birthday is already set; contact customer service to correct it',
    );
    await t.ok('/user/updateProfile', { email: '' }, player);
    expect(await t.ok('/user/getUserInfo', {}, player)).toMatchObject({
      birthday: '1990-05-01',
      email: null,
    });
  });
});
