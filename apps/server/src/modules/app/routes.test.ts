import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { clientErrorReports, clientEvents } from '../../db/schema.ts';
import { CLIENT_REPORTS_KEEP_MS, forgetOldClientReports } from './client-reports.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('start-up configuration', () => {
  it('gconfig carries the config JSON string, auditStatus and the region', async () => {
    const config = await t.ok<{ config: string; auditStatus: number; region: { phonePrefix: string } }>(
      '/u/gconfig',
    );
    expect(JSON.parse(config.config)).toEqual({
      manual_recharge_url: expect.any(String),
      faq_url: expect.any(String),
    });
    expect(config.auditStatus).toBe(0);
    expect(config.region.phonePrefix).toBe('+62');
  });

  it('GET /api/language/languages lists the interface languages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/language/languages' });
    const languages = response.json().resultData as { key: string; requestKey: string }[];
    expect(languages).toEqual(expect.arrayContaining([{ name: 'English', key: 'en', requestKey: 'en' }]));
    expect(languages.find((language) => language.key === 'ind')?.requestKey).toBe('id');
  });

  it('the service page lists the contacts and withdrawal hours', async () => {
    const service = await t.ok<{
      mobile: { mobileName: string; minVipLevel: number | null }[];
      withdrawalTimeHour: string;
    }>('/service/index');
    expect(service.mobile.map((contact) => contact.mobileName)).toEqual(
      expect.arrayContaining(['WhatsApp', 'Telegram', 'WebCS', 'VipCS']),
    );
    expect(service.withdrawalTimeHour).toBe('9:00-21:00');
  });

  it('Home has banners, roll messages and a recharge button status', async () => {
    const { bannerList } = await t.ok<{ bannerList: { path: string; imageUrl: string }[] }>('/banner/list');
    expect(bannerList.length).toBe(7);
    expect(bannerList[0]).toMatchObject({ path: '/pages/wallet/Deposit' });
    const roll = await t.ok<{ configList: unknown[]; msgList: { msgType: number }[] }>('/home/rollMsg');
    expect(roll.configList).toHaveLength(3);
    expect(roll.msgList.length).toBeGreaterThan(1);
    expect(await t.ok('/home/rechargeButtonStatus')).toEqual({ show: true, rechargeOpen: 1 });
  });
});

describe('player status calls', () => {
  it('getUserInfo and getVipInfo describe a new player', async () => {
    const guest = await t.guest();
    const info = await t.ok<Record<string, unknown>>('/user/getUserInfo', {}, guest);
    expect(info).toMatchObject({
      balance: 0,
      totalAssets: '0.00',
      wagerRemaining: 0,
      pwdStatus: true,
      withdrawPwdStatus: false,
      bankStatus: false,
      firstRecharge: 0,
      vipLevel: 0,
    });
    const vip = await t.ok<{ vipLevel: string; nextLevel: string; vipConfigList: unknown[]; expMax: number }>(
      '/vip/getVipInfo',
      {},
      guest,
    );
    expect(vip).toMatchObject({ vipLevel: 'VIP0', nextLevel: 'VIP1', expMax: 200_000 });
    expect(vip.vipConfigList).toHaveLength(13);
  });

  it('online reports and ad ids are accepted for logged-in players only', async () => {
    const guest = await t.guest();
    expect(await t.ok('/user/reportOnline', { placeId: 1 }, guest)).toBeNull();
    expect(await t.ok('/user/adid', { adid: 'ad-123' }, guest)).toBeNull();
    expect((await t.call('/user/reportOnline', { placeId: 1 })).state).toBe('401');
  });
});

describe('client reports', () => {
  it('stores error reports up to the size limit and refuses larger ones', async () => {
    expect(
      await t.ok('/u/appStackUpload', { appPackageName: 'Web', data: 'TypeError: x is undefined' }),
    ).toBeNull();
    expect(await t.call('/u/appStackUpload', { data: 'x'.repeat(16_385) })).toMatchObject({
      state: '400',
      msg: 'data: must be at most 16.384 characters',
    });
    expect(await t.ok('/u/transferEventUpload', { event: 'register', data: '{}' })).toBeNull();
  });
});

describe("the app's error reports and events", () => {
  it('are kept 30 days, and only the newest of each table past a count: anyone can send them', async () => {
    // Only this test's rows (the calls above sent some).
    await t.deps.db.delete(clientErrorReports);
    await t.deps.db.delete(clientEvents);
    const now = t.clock.now();
    const old = new Date(now.getTime() - CLIENT_REPORTS_KEEP_MS - 60_000);
    const report = (createdAt: Date, data: string) => ({ userId: null, data, createdAt });
    await t.deps.db
      .insert(clientErrorReports)
      .values([report(old, 'old'), report(now, 'a'), report(now, 'b'), report(now, 'c')]);
    await t.deps.db.insert(clientEvents).values([
      { userId: null, event: 'old', createdAt: old },
      { userId: null, event: 'new', createdAt: now },
    ]);
    // Keeping at most 2 of each: the old ones go, and the oldest of the three new reports.
    expect(await forgetOldClientReports(t.deps.db, now, 2)).toBe(3);
    const reports = await t.deps.db.select({ data: clientErrorReports.data }).from(clientErrorReports);
    expect(reports.map((row) => row.data).sort()).toEqual(['b', 'c']);
    const events = await t.deps.db.select({ event: clientEvents.event }).from(clientEvents);
    expect(events.map((row) => row.event)).toEqual(['new']);
  });
});
