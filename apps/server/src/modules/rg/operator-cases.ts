import type { LimitKind, LimitPeriod } from '@fairplay/contract';
import type { HarmMarkerKind, RgCaseOutcome, RgCaseStatus, TRgCase } from '@fairplay/contract/operator';
import type { StaffRole } from '@fairplay/contract/operator/permissions';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { admins, rgCaseMarkers, rgCaseNotes, rgCases, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, type Operator, permissionsOf } from '../admin/index.ts';
import type { RgCaseRow } from './cases.ts';
import { setLimit } from './limits.ts';

/** The most markers and notes a case page shows (newest first). */
const CASE_DETAIL_ROWS = 200;

type CaseQuery = {
  status: RgCaseStatus;
  assignee?: string | undefined;
  userId?: number | undefined;
  page: number;
  pageSize: number;
  sortOrder: 'ascend' | 'descend';
};

/** The kinds of marker each case holds, each once. */
async function markerKindsOf(db: Database, caseIds: number[]): Promise<Map<number, HarmMarkerKind[]>> {
  const kinds = new Map<number, HarmMarkerKind[]>();
  if (caseIds.length === 0) return kinds;
  const rows = await db
    .selectDistinct({ caseId: rgCaseMarkers.caseId, kind: rgCaseMarkers.kind })
    .from(rgCaseMarkers)
    .where(inArray(rgCaseMarkers.caseId, caseIds));
  for (const row of rows)
    kinds.set(row.caseId, [...(kinds.get(row.caseId) ?? []), row.kind as HarmMarkerKind]);
  return kinds;
}

function caseView(row: RgCaseRow, nickname: string | null, kinds: HarmMarkerKind[]): TRgCase {
  return {
    id: row.id,
    userId: row.userId,
    nickname,
    status: row.status as RgCaseStatus,
    assignedTo: row.assignedTo,
    openedAt: row.openedAt.toISOString(),
    lastMarkerAt: row.lastMarkerAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
    outcome: row.outcome as RgCaseOutcome | null,
    markerKinds: [...kinds].sort(),
  };
}

async function viewOf(db: Database, row: RgCaseRow): Promise<TRgCase> {
  const [player] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, row.userId));
  const kinds = await markerKindsOf(db, [row.id]);
  return caseView(row, player?.nickname ?? null, kinds.get(row.id) ?? []);
}

/**
 * Cases of a status, optionally of one assignee ("me", "nobody" or a username) or player, newest
 * opened first (or oldest with sortOrder ascend), a page at a time.
 */
export async function listRgCases(deps: AppDeps, operator: Operator, query: CaseQuery) {
  const filters: SQL[] = [eq(rgCases.status, query.status)];
  if (query.assignee === 'nobody') filters.push(isNull(rgCases.assignedToId));
  else if (query.assignee === 'me') filters.push(eq(rgCases.assignedToId, operator.admin.adminId));
  else if (query.assignee) filters.push(eq(rgCases.assignedTo, query.assignee));
  if (query.userId) filters.push(eq(rgCases.userId, query.userId));
  const where = and(...filters);
  const order = query.sortOrder === 'ascend' ? rgCases.id : desc(rgCases.id);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ row: rgCases, nickname: users.nickname })
      .from(rgCases)
      .leftJoin(users, eq(users.id, rgCases.userId))
      .where(where)
      .orderBy(order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(rgCases).where(where),
  ]);
  const kinds = await markerKindsOf(
    deps.db,
    rows.map(({ row }) => row.id),
  );
  return {
    items: rows.map(({ row, nickname }) => caseView(row, nickname, kinds.get(row.id) ?? [])),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function requireCase(db: Database, id: number, lock = false): Promise<RgCaseRow> {
  const query = db.select().from(rgCases).where(eq(rgCases.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('operator.noSuchCase');
  return row;
}

/** A case note as staff read it. */
function noteView(note: typeof rgCaseNotes.$inferSelect) {
  return { id: note.id, text: note.text, author: note.author, createdAt: note.createdAt.toISOString() };
}

/** One case with its markers and notes, newest first. */
export async function readRgCase(deps: AppDeps, id: number) {
  const row = await requireCase(deps.db, id);
  const [view, markers, notes] = await Promise.all([
    viewOf(deps.db, row),
    deps.db
      .select()
      .from(rgCaseMarkers)
      .where(eq(rgCaseMarkers.caseId, id))
      .orderBy(desc(rgCaseMarkers.id))
      .limit(CASE_DETAIL_ROWS),
    deps.db
      .select()
      .from(rgCaseNotes)
      .where(eq(rgCaseNotes.caseId, id))
      .orderBy(desc(rgCaseNotes.id))
      .limit(CASE_DETAIL_ROWS),
  ]);
  return {
    ...view,
    markers: markers.map((marker) => ({
      id: marker.id,
      kind: marker.kind as HarmMarkerKind,
      reference: marker.reference,
      details: (marker.details as Record<string, unknown> | null) ?? null,
      createdAt: marker.createdAt.toISOString(),
    })),
    notes: notes.map(noteView),
  };
}

/** An open case, locked for a staff action: a resolved one is refused (409). */
async function lockOpenCase(tx: Database, id: number): Promise<RgCaseRow> {
  const row = await requireCase(tx, id, true);
  if (row.status !== 'open') throw AppError.conflict('operator.caseNotOpen');
  return row;
}

/** Assigns an open case to a staff member who can work it (yourself when no username is given); audited. */
export async function assignRgCase(deps: AppDeps, operator: Operator, id: number, username?: string) {
  return deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const [assignee] = await tx
      .select({ id: admins.id, username: admins.username, role: admins.role })
      .from(admins)
      .where(and(eq(admins.username, username ?? operator.admin.username), isNull(admins.disabledAt)));
    if (!assignee) throw AppError.badRequest('username', 'operator.notActiveStaff');
    // A case goes only to someone whose role can work it.
    if (!(await permissionsOf(tx, assignee.role as StaffRole)).includes('protection.manage'))
      throw AppError.badRequest('username', 'operator.cannotWorkCases');
    const before = await lockOpenCase(tx, id);
    const [after] = await tx
      .update(rgCases)
      .set({ assignedTo: assignee.username, assignedToId: assignee.id })
      .where(eq(rgCases.id, id))
      .returning();
    await audit(tx, {
      ...operator,
      action: 'rgCase.assign',
      targetType: 'rg_case',
      targetId: id,
      details: { userId: before.userId },
      before: { assignedTo: before.assignedTo },
      after: { assignedTo: assignee.username },
      at,
    });
    return viewOf(tx, after!);
  });
}

/** Writes a note on a case (open or resolved: a later finding belongs with it); audited. */
export async function addRgCaseNote(deps: AppDeps, operator: Operator, id: number, text: string) {
  return deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const row = await requireCase(tx, id, true);
    const [note] = await tx
      .insert(rgCaseNotes)
      .values({
        caseId: id,
        text,
        author: operator.admin.username,
        authorId: operator.admin.adminId,
        createdAt: at,
      })
      .returning();
    await audit(tx, {
      ...operator,
      action: 'rgCase.note',
      targetType: 'rg_case',
      targetId: id,
      details: { userId: row.userId, noteId: note!.id, text },
      at,
    });
    return noteView(note!);
  });
}

/** Resolves an open case with an outcome and a closing note; a later marker opens a new case. Audited. */
export async function resolveRgCase(
  deps: AppDeps,
  operator: Operator,
  id: number,
  resolution: { outcome: RgCaseOutcome; note: string },
) {
  return deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const before = await lockOpenCase(tx, id);
    const [after] = await tx
      .update(rgCases)
      .set({
        status: 'resolved',
        resolvedAt: at,
        resolvedBy: operator.admin.username,
        outcome: resolution.outcome,
      })
      .where(eq(rgCases.id, id))
      .returning();
    await tx.insert(rgCaseNotes).values({
      caseId: id,
      text: resolution.note,
      author: operator.admin.username,
      authorId: operator.admin.adminId,
      createdAt: at,
    });
    await audit(tx, {
      ...operator,
      action: 'rgCase.resolve',
      targetType: 'rg_case',
      targetId: id,
      details: { userId: before.userId, outcome: resolution.outcome, note: resolution.note },
      before: { status: before.status },
      after: { status: 'resolved', outcome: resolution.outcome },
      at,
    });
    return viewOf(tx, after!);
  });
}

/**
 * Staff lower (or set a first) limit of a player through the service every change goes through,
 * under the player lock: it binds at once, audited in the same transaction; a raise or removal is
 * refused (403 rg.staffCannotRaise, audited as a denial by the route).
 */
export async function lowerPlayerLimit(
  deps: AppDeps,
  operator: Operator,
  userId: number,
  input: { kind: LimitKind; period: LimitPeriod; amount: number },
) {
  const [player] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!player) throw AppError.notFound('operator.noSuchPlayer');
  const { limit } = await setLimit(deps, userId, input, {
    kind: 'staff',
    username: operator.admin.username,
    audit: (tx, after, before) =>
      audit(tx, {
        ...operator,
        action: 'rgLimit.lower',
        targetType: 'player',
        targetId: userId,
        details: { kind: input.kind, period: input.period },
        before,
        after: { amount: after.amount, pendingAmount: null, hadPending: false },
        at: deps.clock.now(),
      }),
  });
  return { userId, kind: input.kind, period: input.period, amount: limit.amount };
}
