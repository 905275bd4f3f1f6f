import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loginThrottles } from '../../db/schema.ts';
import {
  delayAfter,
  describeWait,
  forgetOldThrottles,
  recordFailure,
  THROTTLE_RETENTION_MS,
  throttleClientOf,
} from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the login throttle', () => {
  it('waits nothing within the free tries, then doubles from 2 s up to 15 minutes', () => {
    const policy = { free: 5 };
    expect([5, 6, 7, 8, 14, 15, 40].map((failures) => delayAfter(policy, failures))).toEqual([
      0, 2_000, 4_000, 8_000, 512_000, 900_000, 900_000,
    ]);
    expect(describeWait(2_000)).toEqual({ amount: 2, unit: 'seconds' });
    expect(describeWait(512_000)).toEqual({ amount: 9, unit: 'minutes' });
  });

  it('forgets keys nobody touched for a day, so guessing cannot grow the table for ever', async () => {
    const keys = { realm: 'player' as const, account: 'mobile:+628000000001', client: '203.0.113.1' };
    await t.deps.db.transaction((tx) => recordFailure(tx, keys, t.clock.now()));
    expect(await t.deps.db.select().from(loginThrottles)).toHaveLength(3);
    expect(await forgetOldThrottles(t.deps.db, t.clock.now())).toBe(0);
    t.clock.advance(THROTTLE_RETENTION_MS + 1);
    expect(await forgetOldThrottles(t.deps.db, t.clock.now())).toBe(3);
  });
});

describe('addresses as the throttle counts them', () => {
  it('counts an IPv6 client by its /64 and an IPv4 client by its address', () => {
    expect(throttleClientOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleClientOf('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(throttleClientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleClientOf('::1')).toBe('0:0:0:0::/64');
    expect(throttleClientOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(throttleClientOf('192.0.2.7')).toBe('192.0.2.7');
  });
});
