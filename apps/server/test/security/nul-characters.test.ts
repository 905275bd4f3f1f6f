import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCallbacks } from '../../src/db/schema.ts';
import { CALLBACK_PATH, PAYOUT_CALLBACK_PATH } from '../../src/modules/sandbox-gateway/gateway.ts';
import { createTestApp, type TestApp } from '../harness.ts';

/**
 * Attack findings (issue 11's attack): PostgreSQL text cannot hold U+0000, and two doors let one
 * through to the database, answering 500 and leaving no record: a forged gateway callback's body
 * and a record key in an operator setting.
 */
describe('NUL characters from outside', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('refuses a forged callback holding one and records it, visible', async () => {
    for (const [index, path] of [CALLBACK_PATH, PAYOUT_CALLBACK_PATH].entries()) {
      const body = `{"orderNo":"X\u0000${index}","status":"SUCCESS"}`;
      const answer = await t.postCallback(
        body,
        {
          'content-type': 'application/json',
          'x-sandbox-timestamp': String(t.clock.now().getTime()),
          'x-sandbox-signature': 'f'.repeat(64),
        },
        path,
      );
      expect(answer).toEqual({ status: 401, body: 'fail' });
      const rows = await t.deps.db
        .select({ body: gatewayCallbacks.body })
        .from(gatewayCallbacks)
        .where(eq(gatewayCallbacks.body, `{"orderNo":"X\\u0000${index}","status":"SUCCESS"}`));
      expect(rows).toHaveLength(1);
    }
  });

  it('refuses an operator setting with one in a record key, naming the field, changing nothing', async () => {
    const before = await t.admin<Record<string, unknown>>('GET', '/settings/promotions');
    expect(before.status).toBe(200);
    const value = structuredClone(before.body) as { bonusRules: { gameWeightsPpm: Record<string, number> } };
    value.bonusRules.gameWeightsPpm = { 'a\u0000b': 1000 };
    const answer = await t.admin<{ message: string }>('PUT', '/settings/promotions', value);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('gameWeightsPpm');
    const after = await t.admin<Record<string, unknown>>('GET', '/settings/promotions');
    expect(after.body).toEqual(before.body);
  });
});
