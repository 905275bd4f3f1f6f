import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import {
  DEVELOPMENT_ADMIN_PASSWORD,
  DEVELOPMENT_PROVIDER_SECRET,
  DEVELOPMENT_SANDBOX_SECRET,
  DEVELOPMENT_STAFF_TOTP_KEY,
  productionWarnings,
} from './production-safety.ts';

const load = (environment: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...environment });

describe('TRUST_PROXY', () => {
  it('takes the number of proxies in front or their addresses', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 192.168.7.1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.7.1',
      'fd00::/8',
    ]);
  });

  // Defect 6: `true` trusts every X-Forwarded-For hop, including the ones the client writes.
  it('refuses "true" and anything that is not a hop count or an address list', () => {
    for (const value of ['true', 'yes', '-1', '1.5', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,']) {
      expect(() => load({ TRUST_PROXY: value }), value).toThrow(ConfigError);
    }
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(/number of proxies/);
  });
});

describe('rate limits', () => {
  it('signed calls get a larger limit than players by default, and both can be set', () => {
    expect(load({})).toMatchObject({ rateLimitPerMinute: 600, signedRateLimitPerMinute: 6_000 });
    expect(load({ RATE_LIMIT_PER_MINUTE: '50' })).toMatchObject({ signedRateLimitPerMinute: 500 });
    expect(load({ RATE_LIMIT_SIGNED_PER_MINUTE: '70' })).toMatchObject({ signedRateLimitPerMinute: 70 });
  });

  it('REDIS_URL must be a redis:// or rediss:// address', () => {
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(load({}).redisUrl).toBeUndefined();
    expect(() => load({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
  });
});

describe('SANDBOX_GATEWAY', () => {
  const production = {
    NODE_ENV: 'production',
    PROVIDER_SECRETS: 'provider-secret-for-this-test',
    STAFF_TOTP_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  };

  // Defect 2: production ran the sandbox gateway, whose Pay button credits unpaid deposits.
  it('is on outside production and off in production unless an operator turns it on', () => {
    expect(load({}).isSandboxGatewayEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).isSandboxGatewayEnabled).toBe(true);
    expect(load({ SANDBOX_GATEWAY: 'off' }).isSandboxGatewayEnabled).toBe(false);
    expect(loadConfig(production).isSandboxGatewayEnabled).toBe(false);
    expect(
      loadConfig({
        ...production,
        SANDBOX_GATEWAY: 'on',
        SANDBOX_GATEWAY_SECRET: 'sandbox-secret-for-this-test',
      }).isSandboxGatewayEnabled,
    ).toBe(true);
    expect(() => load({ SANDBOX_GATEWAY: 'true' })).toThrow(/SANDBOX_GATEWAY/);
  });

  it('needs its own secret in production only when it is on', () => {
    expect(() => loadConfig({ ...production, SANDBOX_GATEWAY: 'on' })).toThrow(/SANDBOX_GATEWAY_SECRET/);
    expect(loadConfig(production).isProduction).toBe(true);
  });
});

describe('a production start', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://fairplay@db.internal:5432/fairplay',
    PUBLIC_URL: 'https://play.example.com',
    PROVIDER_SECRETS: 'provider-secret-for-this-test',
    STAFF_TOTP_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    ADMIN_PASSWORD: 'a-long-operator-password',
  };

  it('refuses every development default that hands out money or access', () => {
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: DEVELOPMENT_ADMIN_PASSWORD })).toThrow(
      /ADMIN_PASSWORD: the demo operator password/,
    );
    // Its case changed or padded to the minimum length, it is still the demo password.
    for (const variant of ['FAIRPLAY-ADMIN', 'Fairplay-Admin!2026'])
      expect(() => loadConfig({ ...production, ADMIN_PASSWORD: variant })).toThrow(
        /ADMIN_PASSWORD: the demo operator password/,
      );
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'short-pass' })).toThrow(
      /at least 12 characters/,
    );
    expect(() =>
      loadConfig({
        ...production,
        SANDBOX_GATEWAY: 'on',
        SANDBOX_GATEWAY_SECRET: DEVELOPMENT_SANDBOX_SECRET,
      }),
    ).toThrow(/SANDBOX_GATEWAY_SECRET: the development secret/);
    expect(() =>
      loadConfig({
        ...production,
        PROVIDER_SECRETS: `new-provider-secret-2026,${DEVELOPMENT_PROVIDER_SECRET}`,
      }),
    ).toThrow(/PROVIDER_SECRETS: the development secret/);
    expect(() => loadConfig({ ...production, STAFF_TOTP_KEY: DEVELOPMENT_STAFF_TOTP_KEY })).toThrow(
      /STAFF_TOTP_KEY: the development key/,
    );
    expect(() => loadConfig({ ...production, STAFF_TOTP_KEY: '' })).toThrow(
      /STAFF_TOTP_KEY: required in production/,
    );
    expect(() => loadConfig({ ...production, STAFF_TOTP_KEY: 'not-hex' })).toThrow(/STAFF_TOTP_KEY/);
    expect(() => loadConfig({ ...production, STAFF_TOTP_KEY: '0'.repeat(64) })).toThrow(
      /STAFF_TOTP_KEY: not a random key/,
    );
    // Outside production the same values are the defaults that make `npm start` work.
    expect(load({}).adminPassword).toBe(DEVELOPMENT_ADMIN_PASSWORD);
  });

  it('seeds no demo data unless asked, and says out loud every default it keeps', () => {
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(load({}).seedDemo).toBe(true);
    expect(productionWarnings(loadConfig({ ...production, EXCLUSION_REGISTER: 'none' }))).toEqual([
      'SMS_PROVIDER=outbox in production: one-time codes are stored, not delivered',
    ]);
    const careless = loadConfig({ ...production, DATABASE_URL: '', PUBLIC_URL: '', SEED_DEMO: '1' });
    expect(productionWarnings(careless).map((warning) => warning.split(' ')[0])).toEqual([
      'SMS_PROVIDER=outbox',
      'DATABASE_URL',
      'SEED_DEMO=1',
      'EXCLUSION_REGISTER',
      'PUBLIC_URL',
    ]);
    expect(productionWarnings(load({}))).toEqual([]);
  });

  it('refuses CHECK_REPLIES, a test setting that turns contract drift into server faults', () => {
    expect(loadConfig(production).checkReplies).toBe(false);
    expect(() => loadConfig({ ...production, CHECK_REPLIES: '1' })).toThrow(/CHECK_REPLIES: a test setting/);
    expect(load({}).checkReplies).toBe(false);
    expect(load({ CHECK_REPLIES: '1' }).checkReplies).toBe(true);
  });
});
