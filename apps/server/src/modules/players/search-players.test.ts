import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { bindPhone } from '../../../test/players.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Found {
  userId: number;
  nickname: string;
  matchedBy: string;
  balance: number;
  isLocked: boolean;
}
interface FoundPage {
  items: Found[];
  total: number;
  page: number;
  pageSize: number;
}

async function search(q: string, by = 'auto', paging = '') {
  const answer = await t.admin<FoundPage>('GET', `/players?q=${encodeURIComponent(q)}&by=${by}${paging}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
const idsOf = (page: FoundPage) => page.items.map((row) => row.userId);

async function named(
  nickname: string,
  deviceNumber = 'search-test',
): Promise<TestSession & { password: string }> {
  const player = await t.ok<TestSession & { password: string }>('/sso/guest', { deviceNumber });
  await t.deps.db.update(users).set({ nickname }).where(eq(users.id, player.userId));
  return player;
}

describe('player search', () => {
  it('finds a player by their numeric id and by the public id their sessions carry', async () => {
    const player = await named('IdSearch');
    expect((await search(String(player.userId), 'id')).items).toMatchObject([
      { userId: player.userId, nickname: 'IdSearch', matchedBy: 'id' },
    ]);
    expect(idsOf(await search(player.uid.toUpperCase(), 'id'))).toEqual([player.userId]);
    expect(idsOf(await search('999999999', 'id'))).toEqual([]);
    const notAnId = await t.admin<{ message: string }>('GET', '/players?q=abc&by=id');
    expect(notAnId).toMatchObject({ status: 400, body: { message: expect.stringContaining('q:') } });
  });

  it('finds a phone however staff type it: national, with the trunk 0, with the country code', async () => {
    const player = await named('PhoneSearch');
    const phone = await bindPhone(t, player);
    const national = phone; // newPhone() gives the national number (85...)
    for (const typed of [
      national,
      `0${national}`,
      `62${national}`,
      `+62 ${national.slice(0, 3)}-${national.slice(3)}`,
    ]) {
      expect(idsOf(await search(typed, 'phone')), typed).toEqual([player.userId]);
    }
    expect((await search(national)).items).toMatchObject([{ userId: player.userId, matchedBy: 'phone' }]);
    const notAPhone = await t.admin<{ message: string }>('GET', '/players?q=hello&by=phone');
    expect(notAPhone.status).toBe(400);
  });

  it('finds nicknames by their start in any case, taking % and _ literally', async () => {
    const underscore = await named('Zeta_1');
    const percent = await named('Zeta%X');
    const plain = await named('ZetaB');
    const lower = await named('zetac');
    await named('AZeta');
    expect(idsOf(await search('zeta', 'nickname')).sort()).toEqual(
      [underscore, percent, plain, lower].map((player) => player.userId).sort(),
    );
    // Unescaped, "Zeta_" would match ZetaB and zetac too, and "Zeta%" every Zeta.
    expect(idsOf(await search('Zeta_', 'nickname'))).toEqual([underscore.userId]);
    expect(idsOf(await search('Zeta%', 'nickname'))).toEqual([percent.userId]);
    expect(idsOf(await search('zeta\\', 'nickname'))).toEqual([]);
  });

  it('pages a long answer with its total', async () => {
    const first = await search('zeta', 'nickname', '&pageSize=2&page=1');
    const second = await search('zeta', 'nickname', '&pageSize=2&page=2');
    const third = await search('zeta', 'nickname', '&pageSize=2&page=3');
    expect([first.total, second.total, third.total]).toEqual([4, 4, 4]);
    expect([first.items.length, second.items.length, third.items.length]).toEqual([2, 2, 0]);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(4);
    expect((await t.admin('GET', '/players?q=zeta&pageSize=101')).status).toBe(400);
    expect((await t.admin('GET', '/players?q=')).status).toBe(400);
    expect((await t.admin('GET', `/players?q=${'x'.repeat(65)}`)).status).toBe(400);
  });

  it('finds a payout account number exactly, also after the player removed the account', async () => {
    const player = await named('AccountSearch');
    const number = String(7_100_000_000 + player.userId);
    const { accountId } = await t.ok<{ accountId: number }>(
      '/bank/addAccount',
      { bankCode: 'BCA', accountName: 'Siti Rahayu', accountNumber: number },
      player,
    );
    expect((await search(number, 'account')).items).toMatchObject([
      { userId: player.userId, matchedBy: 'account' },
    ]);
    expect(idsOf(await search(number.slice(0, -1), 'account'))).toEqual([]);
    await t.ok('/bank/remove', { accountId }, player);
    expect(idsOf(await search(number, 'account'))).toEqual([player.userId]);
    expect((await search(number)).items).toMatchObject([{ userId: player.userId, matchedBy: 'account' }]);
  });

  it('finds a device a player registered with or signed in from', async () => {
    const registered = await named('DeviceOne', 'device-registered-1');
    const visitor = await named('DeviceTwo', 'device-other');
    await t.ok('/sso/idlogin', {
      userId: visitor.userId,
      password: visitor.password,
      deviceNumber: 'device-registered-1',
    });
    const found = await search('device-registered-1', 'device');
    expect(idsOf(found).sort()).toEqual([registered.userId, visitor.userId].sort());
    expect(found.items.every((row) => row.matchedBy === 'device')).toBe(true);
    expect(idsOf(await search('device-registered', 'device'))).toEqual([]);
  });

  it('auto answers each player once, by their best match first', async () => {
    const target = await named('AutoTarget');
    // Another player whose nickname starts with the target's id: a weaker match of the same text.
    const namesake = await named(`${target.userId}fan`);
    const found = await search(String(target.userId));
    expect(found.items.map((row) => [row.userId, row.matchedBy])).toEqual([
      [target.userId, 'id'],
      [namesake.userId, 'nickname'],
    ]);
    expect(found.total).toBe(2);
    // A player matching twice (their own nickname is their id) is answered once, as an id match.
    await t.deps.db
      .update(users)
      .set({ nickname: String(target.userId) })
      .where(eq(users.id, target.userId));
    expect((await search(String(target.userId))).items.map((row) => row.userId)).toEqual([
      target.userId,
      namesake.userId,
    ]);
  });
});
