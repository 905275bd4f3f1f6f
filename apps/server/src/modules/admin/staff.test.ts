import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffClient, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Staff and roles: nobody grants more than they hold, the last super-admin stays, role and
 * permission changes need a fresh second factor and are audited with before and after.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Staff = { staffId: number; username: string; role: string; isDisabled: boolean };
const staffNamed = async (username: string) =>
  (await t.admin<{ staff: Staff[] }>('GET', '/staff')).body.staff.find((row) => row.username === username)!;

describe('granting', () => {
  it('lets a member hand out only roles and permissions within their own', async () => {
    // A risk lead who may manage staff, but holds no money permission beyond risk's.
    const { body: roles } = await t.admin<{ roles: { role: string; permissions: string[] }[] }>(
      'GET',
      '/roles',
    );
    const risk = roles.roles.find((row) => row.role === 'risk')!.permissions;
    expect(
      (
        await t.admin('PUT', '/roles/risk/permissions', {
          permissions: [...risk, 'staff.manage', 'staff.read'],
        })
      ).status,
    ).toBe(200);
    const lead = await t.staff('risk', 'risk-lead');
    const create = (role: string, username: string) =>
      lead.call<{ code?: string; message?: string }>('POST', '/staff', {
        username,
        password: 'a-long-password-1',
        role,
      });
    const beyond = await create('finance', 'would-be-finance');
    expect(beyond.status).toBe(403);
    expect(beyond.body.code).toBe('operator.grantBeyondOwn');
    expect(beyond.body.message).toContain('adjustments.approve');
    expect((await create('super-admin', 'would-be-admin')).status).toBe(403);
    expect((await create('risk', 'second-risk')).status).toBe(200);
    // ... nor demote or disable someone who holds more than they do.
    const admin = await staffNamed('operator');
    expect((await lead.call('POST', `/staff/${admin.staffId}/role`, { role: 'risk' })).status).toBe(403);
    expect((await lead.call('POST', `/staff/${admin.staffId}/disabled`, { disabled: true })).status).toBe(
      403,
    );
    // A role's permissions: only ones the editor holds (roles.manage is super-admin's alone here).
    expect((await lead.call('PUT', '/roles/support/permissions', { permissions: [] })).status).toBe(403);
    expect((await t.admin('PUT', '/roles/risk/permissions', { permissions: risk })).status).toBe(200);
    expect((await t.admin('PUT', '/roles/super-admin/permissions', { permissions: [] })).status).toBe(409);
  });

  it('audits a role change with before and after, and needs a fresh second factor for it', async () => {
    await t.staff('support', 'promoted');
    const member = await staffNamed('promoted');
    t.clock.advance(6 * 60_000);
    const lead = await t.staff('super-admin', 'second-admin');
    await lead.call('GET', '/me');
    t.clock.advance(6 * 60_000);
    const stale = await lead.call<{ code: string }>(
      'POST',
      `/staff/${member.staffId}/role`,
      { role: 'payments' },
      { stepUp: false },
    );
    expect(stale.body.code).toBe('operator.stepUpRequired');
    expect((await lead.call('POST', `/staff/${member.staffId}/role`, { role: 'payments' })).status).toBe(200);
    const [row] = await queryRows<{ before: unknown; after: unknown; actor: string }>(
      t.deps.db,
      sql`select before, after, actor from audit_log where action = 'staff.role.change' and target_id = ${String(member.staffId)}`,
    );
    expect(row).toEqual({ before: { role: 'support' }, after: { role: 'payments' }, actor: 'second-admin' });
  });
});

describe('the last super-admin', () => {
  it('stays, even when two super-admins demote each other at once', async () => {
    const other = await t.staff('super-admin', 'other-admin');
    await other.call('GET', '/me');
    // Exactly two super-admins: the test admin and other-admin.
    expect(
      (
        await t.admin('POST', `/staff/${(await staffNamed('second-admin')).staffId}/role`, {
          role: 'support',
        })
      ).status,
    ).toBe(200);
    const admin = await staffNamed('operator');
    const otherRow = await staffNamed('other-admin');
    const answers = await Promise.all([
      t.admin<{ code?: string }>('POST', `/staff/${otherRow.staffId}/role`, { role: 'support' }),
      other.call<{ code?: string }>('POST', `/staff/${admin.staffId}/role`, { role: 'support' }),
    ]);
    // One wins. The other is refused: as the last super-admin's demotion when both ran at once
    // (PostgreSQL), or because its author is no longer a super-admin when they ran in turn.
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(1);
    expect(['operator.lastSuperAdmin', 'operator.permissionDenied', 'operator.grantBeyondOwn']).toContain(
      refused[0]!.body.code,
    );
    const superAdmins = (
      await queryRows<{ username: string }>(
        t.deps.db,
        sql`select username from admins where role = 'super-admin' and disabled_at is null`,
      )
    ).map((row) => row.username);
    expect(superAdmins).toHaveLength(1);
    // ... and the one left cannot demote or disable themselves.
    if (superAdmins[0] === 'operator') {
      expect(
        (await t.admin<{ code: string }>('POST', `/staff/${admin.staffId}/disabled`, { disabled: true })).body
          .code,
      ).toBe('operator.selfRoleChange');
      expect((await t.admin('POST', `/staff/${otherRow.staffId}/role`, { role: 'super-admin' })).status).toBe(
        200,
      );
    } else {
      expect(
        (await other.call<{ code: string }>('POST', `/staff/${otherRow.staffId}/role`, { role: 'support' }))
          .body.code,
      ).toBe('operator.selfRoleChange');
      expect((await other.call('POST', `/staff/${admin.staffId}/role`, { role: 'super-admin' })).status).toBe(
        200,
      );
    }
  });
});

describe('sessions', () => {
  let support: StaffClient;
  beforeAll(async () => {
    support = await t.staff('support', 'session-keeper');
  });

  it("lists one's own sessions; others' need staff.read, ending them staff.manage", async () => {
    const mine = await support.call<{
      sessions: { sessionId: number; isCurrent: boolean; username: string }[];
    }>('GET', '/sessions');
    expect(mine.body.sessions.length).toBeGreaterThan(0);
    expect(mine.body.sessions.every((session) => session.username === 'session-keeper')).toBe(true);
    expect(mine.body.sessions.filter((session) => session.isCurrent)).toHaveLength(1);
    expect((await support.call('GET', '/sessions?all=true')).status).toBe(403);
    const everyone = await t.admin<{ sessions: { sessionId: number; username: string }[] }>(
      'GET',
      '/sessions?all=true',
    );
    const theirs = everyone.body.sessions.find((session) => session.username === 'session-keeper')!;
    const adminSession = everyone.body.sessions.find((session) => session.username === 'operator')!;
    expect((await support.call('POST', `/sessions/${adminSession.sessionId}/revoke`, {})).status).toBe(403);
    expect((await t.admin('POST', `/sessions/${theirs.sessionId}/revoke`, {})).body).toEqual({
      revoked: true,
    });
    // The support member's next call signs in again (the harness does, with the next code), the old
    // token is gone.
    t.clock.advance(30_000);
    const counts = await support.call<Record<string, number | null>>('GET', '/queues/counts');
    expect(counts.body).toEqual({
      withdrawals: expect.any(Number),
      deposits: expect.any(Number),
      feedback: expect.any(Number),
      adjustments: expect.any(Number),
      alerts: null,
      protection: expect.any(Number),
    });
  });
});
