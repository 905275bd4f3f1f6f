import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { TEST_ADMIN } from '../../../test/test-admin.ts';
import { raiseAlert } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface AlertView {
  id: number;
  kind: string;
  reference: string;
  resolvedBy: string | null;
  resolution: string | null;
}

describe('operator alerts', () => {
  it('are raised once per kind and reference, listed while open and resolved once with a note', async () => {
    const at = t.clock.now();
    const alert = { kind: 'game_win_refused', reference: 'R-TEST-1', severity: 'critical', at } as const;
    expect(await raiseAlert(t.deps.db, { ...alert, details: { first: true } })).toBe(true);
    expect(await raiseAlert(t.deps.db, { ...alert, details: { second: true } })).toBe(false);

    const open = await t.admin<{ alerts: AlertView[] }>('GET', '/alerts');
    const raised = open.body.alerts.filter((row) => row.reference === 'R-TEST-1');
    expect(raised).toHaveLength(1);

    const note = { resolution: 'Paid by hand after checking the round' };
    expect((await t.admin('POST', `/alerts/${raised[0]!.id}/resolve`, note)).status).toBe(200);
    expect((await t.admin('POST', `/alerts/${raised[0]!.id}/resolve`, note)).status).toBe(409);
    expect((await t.admin('POST', `/alerts/${raised[0]!.id}/resolve`, { resolution: ' ' })).status).toBe(400);

    const stillOpen = await t.admin<{ alerts: AlertView[] }>('GET', '/alerts');
    expect(stillOpen.body.alerts.some((row) => row.reference === 'R-TEST-1')).toBe(false);
    const resolved = await t.admin<{ alerts: AlertView[] }>('GET', '/alerts?status=resolved');
    expect(resolved.body.alerts.find((row) => row.reference === 'R-TEST-1')).toMatchObject({
      resolvedBy: TEST_ADMIN.username,
      resolution: note.resolution,
    });
  });
});
