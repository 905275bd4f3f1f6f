import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { signBody } from './protocol.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('seamless provider lookup', () => {
  // Defect 12: the provider id was looked up in a plain object, so `__proto__` answered 500.
  it('an unknown provider id, even a name of Object.prototype, is a bad signature', async () => {
    const body = JSON.stringify({ requestId: 'r-1', timestamp: t.clock.now().getTime(), playerId: 'x' });
    const providers = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'nobody'];
    const answers: [string, number][] = [];
    for (const provider of providers) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/seamless/balance',
        headers: {
          'content-type': 'application/json',
          'x-provider-id': provider,
          'x-signature': signBody(t.deps.config.providerSecrets[0]!, body),
        },
        payload: body,
      });
      answers.push([provider, response.statusCode]);
      if (response.statusCode === 401) expect(response.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
    }
    expect(answers).toEqual(providers.map((provider) => [provider, 401]));
  });
});
