import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the development SMS outbox', () => {
  it('answers a NUL byte in the phone with a clear 400, not a database error', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=%00' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'to: must not contain a NUL character' });
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?to=%2B6281234567890' })).statusCode).toBe(
      200,
    );
  });
});
