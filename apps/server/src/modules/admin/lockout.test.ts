import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { totpCode } from '../../../test/staff.ts';

/**
 * Strangers cannot keep a staff member out: wrong passwords from many addresses slow the account
 * down for every browser but the ones that signed in to it before, and wrong codes sent by someone
 * who knows the password never block the step-up of a session the owner already holds.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const OWNER_BROWSER = 'c0ffee00c0ffee00c0ffee00c0ffee00';

const post = async (url: string, payload: Record<string, unknown>, remoteAddress: string, token?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/admin/api${url}`,
    payload,
    remoteAddress,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

describe('a staff member under attack', () => {
  it('still signs in from their own browser after a hundred wrong passwords from everywhere', async () => {
    const member = { username: 'targeted-staff', password: 'the-owners-long-password' };
    await t.admin('POST', '/staff', { ...member, role: 'payments' });
    const first = await post('/login', { ...member, deviceId: OWNER_BROWSER }, '198.51.100.1');
    const enrolled = await post(
      '/login/enrol',
      { challenge: first.body.challenge, code: totpCode(first.body.secret as string, t.clock.now()) },
      '198.51.100.1',
    );
    expect(enrolled.status).toBe(200);
    // 110 wrong passwords: 5 from each of 22 addresses.
    for (let address = 0; address < 22; address += 1) {
      for (let guess = 0; guess < 5; guess += 1) {
        await post(
          '/login',
          { username: member.username, password: `guess-${guess}` },
          `203.0.113.${address + 1}`,
        );
      }
    }
    // A new browser is slowed down with everyone else; the owner's browser is not.
    expect((await post('/login', member, '198.51.100.77')).status).toBe(429);
    const owner = await post('/login', { ...member, deviceId: OWNER_BROWSER }, '198.51.100.78');
    expect(owner.status).toBe(200);
    expect(owner.body.totpRequired).toBe(true);

    // Someone who knows the password sends wrong codes from many addresses...
    for (let address = 0; address < 22; address += 1) {
      const challenge = await post(
        '/login',
        { ...member, deviceId: OWNER_BROWSER },
        `192.0.2.${address + 1}`,
      );
      for (let guess = 0; guess < 5; guess += 1) {
        await post(
          '/login/totp',
          { challenge: challenge.body.challenge, code: '000000' },
          `192.0.2.${address + 1}`,
        );
      }
    }
    // ... and the owner's own session still steps up with the right code.
    t.clock.advance(6 * 60_000);
    const stepUp = await post(
      '/step-up',
      { code: totpCode(first.body.secret as string, t.clock.now()) },
      '198.51.100.1',
      enrolled.body.token as string,
    );
    expect(stepUp.status).toBe(200);
    // The wrong codes after a right password raised an alert for a person.
    const { body } = await t.admin<{ alerts: { kind: string; details: { username: string } }[] }>(
      'GET',
      '/alerts?kind=staff_second_factor_failures',
    );
    expect(body.alerts.some((alert) => alert.details.username === member.username)).toBe(true);
  });
});
