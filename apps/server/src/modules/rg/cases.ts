import type { HarmMarkerKind } from '@fairplay/contract/operator';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rgCaseMarkers, rgCases } from '../../db/schema.ts';
import { isPlayerLocked } from '../../ledger/player-lock.ts';

export type RgCaseRow = typeof rgCases.$inferSelect;

/** A sign of harm on one player: once per (player, kind, reference). */
export interface HarmMarker {
  userId: number;
  kind: HarmMarkerKind;
  /** The local day it was computed for ("2026-11-26"), or the deposit order it is about. */
  reference: string;
  details: Record<string, unknown>;
  at: Date;
}

/**
 * Records a marker on the player's open case, opening one when there is none, in the caller's
 * transaction under the player lock (so two markers of one player never open two cases; the
 * partial unique index rg_cases_open_key holds it too). A marker already recorded (the same job
 * period run again, the same deposit credited again) changes nothing. Returns the case id when
 * this call recorded the marker.
 */
export async function recordHarmMarker(tx: Database, marker: HarmMarker): Promise<number | null> {
  if (!isPlayerLocked(tx, marker.userId)) throw new Error('recordHarmMarker: the player lock is not held');
  const [known] = await tx
    .select({ id: rgCaseMarkers.id })
    .from(rgCaseMarkers)
    .where(
      and(
        eq(rgCaseMarkers.userId, marker.userId),
        eq(rgCaseMarkers.kind, marker.kind),
        eq(rgCaseMarkers.reference, marker.reference),
      ),
    );
  if (known) return null;
  // Locked, so a case that staff resolve at this moment is read resolved and a new one opens.
  const [open] = await tx
    .select({ id: rgCases.id })
    .from(rgCases)
    .where(and(eq(rgCases.userId, marker.userId), eq(rgCases.status, 'open')))
    .for('update');
  let caseId = open?.id;
  if (caseId === undefined) {
    const [opened] = await tx
      .insert(rgCases)
      .values({ userId: marker.userId, status: 'open', openedAt: marker.at, lastMarkerAt: marker.at })
      .returning({ id: rgCases.id });
    caseId = opened!.id;
  } else {
    await tx
      .update(rgCases)
      .set({ lastMarkerAt: sql`greatest(${rgCases.lastMarkerAt}, ${marker.at.toISOString()}::timestamptz)` })
      .where(eq(rgCases.id, caseId));
  }
  await tx.insert(rgCaseMarkers).values({
    caseId,
    userId: marker.userId,
    kind: marker.kind,
    reference: marker.reference,
    details: marker.details,
    createdAt: marker.at,
  });
  return caseId;
}
