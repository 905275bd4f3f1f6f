import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { maskedNickname, recordWithdrawalRollMessage } from './roll-messages.ts';

type Banners = { bannerList: { id: number; title: string; imageUrl: string }[] };
type Roll = {
  configList: { type: number; content: string }[];
  msgList: { msgType: number; msgContent: string }[];
};

/** A marquee message without its colour tags, as the player reads it. */
const plain = (content: string) => content.replace(/<color=#[0-9a-f]{6}>|<\/c>/gi, '').replace(/\s/g, ' ');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('Home content in the player language (region ID)', () => {
  it('banners: title and picture in Indonesian, English, and the region language for an unwritten one', async () => {
    const indonesian = await t.ok<Banners>('/banner/list', { locale: 'id' });
    expect(indonesian.bannerList[0]).toMatchObject({
      title: 'Bonus deposit',
      imageUrl: '/static/banners/id/deposit.svg',
    });
    const english = await t.ok<Banners>('/banner/list', { locale: 'en' });
    expect(english.bannerList[0]).toMatchObject({
      title: 'Deposit bonus',
      imageUrl: '/static/banners/deposit.svg',
    });
    // Hindi is not written: the region's language comes first, then English.
    expect((await t.ok<Banners>('/banner/list', { locale: 'hi' })).bannerList).toEqual(indonesian.bannerList);
    // A request without a language reads the region's.
    expect((await t.ok<Banners>('/banner/list', { locale: null })).bannerList).toEqual(indonesian.bannerList);
    expect(english.bannerList.map((banner) => banner.id)).toEqual(
      indonesian.bannerList.map((banner) => banner.id),
    );
  });

  it('roll messages: announcements per language, withdrawals worded with the money the app way', async () => {
    const at = t.clock.now();
    await recordWithdrawalRollMessage(t.deps.db, {
      nickname: 'Budi<Santoso>',
      amountMinor: 156_547_800n,
      at,
    });
    const indonesian = await t.ok<Roll>('/home/rollMsg', { locale: 'id' });
    const newest = plain(indonesian.msgList[0]!.msgContent);
    expect(newest).toBe('Selamat kepada pengguna BudiSan*** yang berhasil menarik Rp 1.565.478');
    expect(indonesian.msgList.map((message) => plain(message.msgContent))).toContain(
      'Selamat datang! Cashback hingga 35% setiap hari. Layanan pelanggan 24/7.',
    );
    expect(indonesian.configList.find((template) => template.type === 3)?.content).toBe(
      'Selamat kepada pengguna %s yang berhasil menarik %s',
    );

    const english = await t.ok<Roll>('/home/rollMsg', { locale: 'en' });
    expect(plain(english.msgList[0]!.msgContent)).toBe(
      'Congratulations to user BudiSan*** for successfully withdrawing Rp 1.565.478',
    );
    // The marquee's markup holds: a name cannot open or close a colour tag.
    expect(english.msgList[0]!.msgContent).toMatch(/^(<color=#[0-9a-f]{6}>[^<>]*<\/c>)+$/);
    // Seeded withdrawals are facts too: every message reads in the player's language.
    expect(english.msgList.every((message) => !/Selamat/.test(message.msgContent))).toBe(true);
    expect(indonesian.msgList.every((message) => !/Congratulations|Welcome/.test(message.msgContent))).toBe(
      true,
    );
  });

  it('game labels per language', async () => {
    const lobby = await t.ok<{ labels: { labelName: string }[] }>('/game/lobby', { locale: 'id' });
    expect(lobby.labels.map((label) => label.labelName)).toContain('Populer');
  });

  it('masks a nickname by whole characters, so a paid withdrawal always gets its marquee line', async () => {
    // Half of a character outside the basic plane made JSON PostgreSQL refused, and the payout whose
    // marquee line it was could never settle.
    const at = t.clock.now();
    await recordWithdrawalRollMessage(t.deps.db, { nickname: 'abcdef𠀀xyz', amountMinor: 100_000n, at });
    await recordWithdrawalRollMessage(t.deps.db, { nickname: 'lone\ud840half', amountMinor: 100_000n, at });
    expect(maskedNickname('abcdef𠀀xyz')).toBe('abcdef𠀀***');
    expect(maskedNickname('lone\ud840half')).toBe('lone\uFFFDha***');
  });
});

describe('Home content where the region speaks English (region IN)', () => {
  let india: TestApp;
  beforeAll(async () => {
    india = await createTestApp({ env: { APP_REGION: 'IN' } });
  });
  afterAll(async () => {
    await india?.close();
  });

  it('a language nobody wrote reads English; a withdrawal in rupees the Indian way', async () => {
    const hindi = await india.ok<Banners>('/banner/list', { locale: 'hi' });
    expect(hindi.bannerList[0]?.title).toBe('Deposit bonus');
    await recordWithdrawalRollMessage(india.deps.db, {
      nickname: 'Asha',
      amountMinor: 10_000_000n,
      at: india.clock.now(),
    });
    const roll = await india.ok<Roll>('/home/rollMsg', { locale: 'hi' });
    expect(plain(roll.msgList[0]!.msgContent)).toBe(
      'Congratulations to user Asha*** for successfully withdrawing ₹1,00,000',
    );
  });
});
