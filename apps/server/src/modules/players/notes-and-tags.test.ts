import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffClient, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let support: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  support = await t.staff('support');
});
afterAll(async () => {
  await t?.close();
});

type Note = { id: number; text: string; author: string; createdAt: string };
type Page<T> = { items: T[]; total: number };

describe('notes on a player', () => {
  it('are appended by staff with players.notes, newest first, and audited', async () => {
    const player = await t.guest();
    const first = await support.call<Note>('POST', `/players/${player.userId}/notes`, {
      text: '  Called about a late deposit  ',
    });
    expect(first).toMatchObject({
      status: 200,
      body: { text: 'Called about a late deposit', author: support.username },
    });
    t.clock.advance(1_000);
    await support.call('POST', `/players/${player.userId}/notes`, { text: 'Deposit found and credited' });
    const notes = await support.call<Page<Note>>('GET', `/players/${player.userId}/notes`);
    expect(notes.body.total).toBe(2);
    expect(notes.body.items.map((note) => note.text)).toEqual([
      'Deposit found and credited',
      'Called about a late deposit',
    ]);
    const audit = await t.admin<Page<{ action: string; actor: string; after: unknown }>>(
      'GET',
      `/audit?targetType=player&targetId=${player.userId}&action=player.note`,
    );
    expect(audit.body.items.map((entry) => [entry.action, entry.actor])).toEqual([
      ['player.note.add', support.username],
      ['player.note.add', support.username],
    ]);
    expect(audit.body.items[1]!.after).toEqual({ text: 'Called about a late deposit' });
  });

  it('refuse an empty or overlong note, an unknown player, and staff without players.notes', async () => {
    const player = await t.guest();
    for (const text of ['', '   ', 'x'.repeat(2_001)]) {
      expect((await support.call('POST', `/players/${player.userId}/notes`, { text })).status).toBe(400);
    }
    expect(
      (await support.call('POST', `/players/${player.userId}/notes`, { text: 'ok', pinned: true })).status,
    ).toBe(400);
    expect((await support.call('POST', '/players/999999999/notes', { text: 'nobody' })).status).toBe(404);
    const marketing = await t.staff('marketing');
    expect((await marketing.call('POST', `/players/${player.userId}/notes`, { text: 'hi' })).status).toBe(
      403,
    );
    expect((await marketing.call('GET', `/players/${player.userId}/notes`)).status).toBe(200);
    expect((await support.call<Page<Note>>('GET', `/players/${player.userId}/notes`)).body.total).toBe(0);
  });

  it('cannot be edited or deleted: there is no such call', async () => {
    const player = await t.guest();
    const note = await support.call<Note>('POST', `/players/${player.userId}/notes`, { text: 'Keep this' });
    const edit = await support.call('PUT', `/players/${player.userId}/notes/${note.body.id}`, {
      text: 'Changed',
    });
    expect(edit.status).toBe(404);
    const notes = await support.call<Page<Note>>('GET', `/players/${player.userId}/notes`);
    expect(notes.body.items.map((row) => row.text)).toEqual(['Keep this']);
  });
});

describe("a player's tags", () => {
  const tagsOf = async (userId: number) =>
    (await support.call<{ tags: string[] }>('GET', `/players/${userId}`)).body.tags;

  it('are replaced as a set: trimmed, one lower-case spelling each, sorted; audited before and after', async () => {
    const player = await t.guest();
    const set = await support.call('PUT', `/players/${player.userId}/tags`, {
      tags: ['VIP-watch', ' bonus abuse ', 'vip-watch'],
    });
    expect(set).toEqual({ status: 200, body: { userId: player.userId, tags: ['bonus abuse', 'vip-watch'] } });
    expect(await tagsOf(player.userId)).toEqual(['bonus abuse', 'vip-watch']);
    await support.call('PUT', `/players/${player.userId}/tags`, { tags: ['vip-watch', 'kyc_pending'] });
    expect(await tagsOf(player.userId)).toEqual(['kyc_pending', 'vip-watch']);
    await support.call('PUT', `/players/${player.userId}/tags`, { tags: ['kyc_pending', 'vip-watch'] });
    await support.call('PUT', `/players/${player.userId}/tags`, { tags: [] });
    expect(await tagsOf(player.userId)).toEqual([]);
    const audit = await t.admin<Page<{ before: unknown; after: unknown }>>(
      'GET',
      `/audit?targetType=player&targetId=${player.userId}&action=player.tags`,
    );
    // The unchanged set wrote no row.
    expect(audit.body.items.map((entry) => [entry.before, entry.after])).toEqual([
      [{ tags: ['kyc_pending', 'vip-watch'] }, { tags: [] }],
      [{ tags: ['bonus abuse', 'vip-watch'] }, { tags: ['kyc_pending', 'vip-watch'] }],
      [{ tags: [] }, { tags: ['bonus abuse', 'vip-watch'] }],
    ]);
  });

  it('refuse more than 20, a tag of other characters or over 24, and an unknown player', async () => {
    const player = await t.guest();
    const many = Array.from({ length: 21 }, (_unused, index) => `tag-${index}`);
    for (const tags of [many, ['<script>'], ['x'.repeat(25)], [''], 'vip']) {
      expect(
        (await support.call('PUT', `/players/${player.userId}/tags`, { tags })).status,
        String(tags),
      ).toBe(400);
    }
    expect((await support.call('PUT', '/players/999999999/tags', { tags: ['a'] })).status).toBe(404);
    expect(await tagsOf(player.userId)).toEqual([]);
  });

  it('survive two editors at once: each replacement is whole and audited against what it replaced', async () => {
    const player = await t.guest();
    await Promise.all([
      support.call('PUT', `/players/${player.userId}/tags`, { tags: ['a', 'b'] }),
      t.admin('PUT', `/players/${player.userId}/tags`, { tags: ['c'] }),
    ]);
    const final = await tagsOf(player.userId);
    expect([['a', 'b'], ['c']]).toContainEqual(final);
    const audit = await t.admin<Page<{ before: { tags: string[] }; after: { tags: string[] } }>>(
      'GET',
      `/audit?targetType=player&targetId=${player.userId}&action=player.tags`,
    );
    const [last, first] = audit.body.items;
    expect(first!.before.tags).toEqual([]);
    expect(last!.before.tags).toEqual(first!.after.tags);
    expect(last!.after.tags).toEqual(final);
  });
});
