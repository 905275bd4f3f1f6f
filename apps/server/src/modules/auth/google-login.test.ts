import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createGoogleTokenVerifier } from '../../platform/google-id-token.ts';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let t: TestApp;
let jwksServer: Server;
let signingKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let strangerKey: typeof signingKey;
const clock = new ManualClock('2026-03-01T10:00:00.000Z');

async function idToken(
  claims: Record<string, unknown>,
  options: { key?: typeof signingKey; expiresInSeconds?: number } = {},
) {
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ email: 'player@example.com', email_verified: true, name: 'Test Player', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.expiresInSeconds ?? 3600))
    .sign(options.key ?? signingKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await createTestApp({
    clock,
    google: createGoogleTokenVerifier({
      clientId: CLIENT_ID,
      jwksUrl: `http://127.0.0.1:${port}/certs`,
      now: () => clock.now(),
    }),
  });
});
afterAll(async () => {
  await t?.close();
  jwksServer?.close();
});

describe('Google sign-in', () => {
  it('creates the account from a valid ID token, then signs in to the same account', async () => {
    const token = await idToken({ sub: 'google-sub-1' });
    const first = await t.ok<{ uid: string; newUserFlag: boolean }>('/sso/googleLogin', {
      googleToken: token,
      googleId: 'google-sub-1',
    });
    expect(first.newUserFlag).toBe(true);
    const second = await t.ok<TestSession & { newUserFlag: boolean }>('/sso/googleLogin', {
      googleToken: token,
    });
    expect(second).toMatchObject({ uid: first.uid, newUserFlag: false });
    const info = await t.ok<{ nickname: string; email: string; pwdStatus: boolean }>(
      '/user/getUserInfo',
      {},
      second,
    );
    expect(info).toMatchObject({ nickname: 'Test Player', email: 'player@example.com', pwdStatus: false });
  });

  it('is refused during a break, with a withdraw-only session (issue 14: all six ways in)', async () => {
    const token = await idToken({ sub: 'google-sub-on-a-break', email: 'break@example.com' });
    const player = await t.ok<TestSession>('/sso/googleLogin', { googleToken: token });
    await t.ok('/rg/timeout', { hours: 24 }, player);
    const refused = (await t.call('/sso/googleLogin', { googleToken: token })) as {
      code?: string;
      breakSession?: { sign: string; uid: string };
    };
    expect(refused).toMatchObject({ state: '1000', code: 'rg.timedOut' });
    const restricted = { ...refused.breakSession!, userId: player.userId };
    expect(await t.call('/game/launch', { gameId: 100_001 }, restricted)).toMatchObject({
      code: 'rg.timedOut',
    });
    expect((await t.call('/user/getUserInfo', {}, restricted)).state).toBe('200');
  });

  it('refuses a token signed by another key', async () => {
    const forged = await idToken({ sub: 'google-sub-2' }, { key: strangerKey });
    expect(await t.call('/sso/googleLogin', { googleToken: forged })).toMatchObject({
      state: '1000',
      msg: 'Google sign-in failed. Please try again',
    });
  });

  it('refuses an expired token, another audience and a googleId that is not the subject', async () => {
    const expired = await idToken({ sub: 'google-sub-3' }, { expiresInSeconds: -120 });
    expect((await t.call('/sso/googleLogin', { googleToken: expired })).state).toBe('1000');
    const otherAudience = await new SignJWT({ sub: 'google-sub-3' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience('someone-else')
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 600)
      .sign(signingKey);
    expect((await t.call('/sso/googleLogin', { googleToken: otherAudience })).state).toBe('1000');
    const valid = await idToken({ sub: 'google-sub-3' });
    expect((await t.call('/sso/googleLogin', { googleToken: valid, googleId: 'google-sub-4' })).state).toBe(
      '1000',
    );
  });

  it('refuses garbage', async () => {
    expect((await t.call('/sso/googleLogin', { googleToken: 'not.a.token' })).state).toBe('1000');
    expect(await t.call('/sso/googleLogin', {})).toMatchObject({
      state: '400',
      msg: 'googleToken: The Google token cannot be empty',
    });
  });

  it('says which sign-in methods exist', async () => {
    const channels = await t.ok<{ google: { enabled: boolean; clientId: string } }>('/threeLogin/channel');
    expect(channels.google).toEqual({ enabled: true, clientId: CLIENT_ID });
  });
});
