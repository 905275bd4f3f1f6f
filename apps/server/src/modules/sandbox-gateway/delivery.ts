import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { sandboxCallbacks } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { SIGNATURE_HEADER, signCallback, TIMESTAMP_HEADER } from './signature.ts';

/** How a callback reaches the merchant: HTTP in production, Fastify's inject in tests. */
export type CallbackTransport = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number; body: string }>;

export const httpTransport: CallbackTransport = async ({ url, headers, body }) => {
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.text() };
};

const BATCH_SIZE = 20;
const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 15;

function backoffMs(attempts: number): number {
  return Math.min(2 ** attempts * 1_000, 10 * 60_000);
}

interface DueCallback {
  id: bigint;
  body: string;
  attempts: number;
  notify_url: string;
}

/**
 * Sends due callbacks once each; a merchant answer of HTTP 200 "success" marks one delivered,
 * anything else schedules a retry with backoff (15 tries). Rows are leased in one statement
 * (FOR UPDATE SKIP LOCKED), so several workers never send the same attempt, and no transaction
 * stays open while the merchant answers. Returns how many were delivered.
 */
export async function deliverDueCallbacks(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  send: CallbackTransport,
): Promise<number> {
  const now = deps.clock.now();
  const due = await queryRows<DueCallback>(
    deps.db,
    sql`
      update sandbox_callbacks set next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}::timestamptz
      where id in (
        select id from sandbox_callbacks
        where delivered_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= ${now}::timestamptz
        order by next_attempt_at limit ${BATCH_SIZE}
        for update skip locked)
      returning id, body, attempts, notify_url`,
  );
  let delivered = 0;
  for (const callback of due) {
    const timestamp = deps.clock.now().getTime();
    let outcome: { status: number; body: string } | null = null;
    let error: string | null = null;
    try {
      outcome = await send({
        url: callback.notify_url,
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signCallback(deps.config.sandboxGatewaySecret, timestamp, callback.body),
        },
        body: callback.body,
      });
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    const isDelivered = outcome?.status === 200 && outcome.body.trim() === 'success';
    const attempts = callback.attempts + 1;
    await deps.db
      .update(sandboxCallbacks)
      .set(
        isDelivered
          ? { deliveredAt: deps.clock.now(), attempts }
          : {
              attempts,
              nextAttemptAt: new Date(deps.clock.now().getTime() + backoffMs(attempts)),
              lastError: (error ?? `HTTP ${outcome?.status}: ${outcome?.body.slice(0, 200)}`).slice(0, 500),
            },
      )
      .where(eq(sandboxCallbacks.id, Number(callback.id)));
    if (isDelivered) delivered += 1;
  }
  return delivered;
}
