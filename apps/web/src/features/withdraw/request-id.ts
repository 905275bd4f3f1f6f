/**
 * The requestId of a withdrawal (DESIGN.md section 5): made by the client before it sends, so a
 * retry of the same request (after a network failure, a double tap, a reload of the page) is
 * answered with the first order instead of creating a second withdrawal.
 */

type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/** A fresh id: a UUID where the browser has one, else 32 random hex digits. */
export function newRequestId(source: RandomSource | null = globalThis.crypto ?? null): string {
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof source?.getRandomValues === 'function') source.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What makes two attempts "the same withdrawal": the player, the amount and the account. */
export function attemptKey(attempt: { uid: string; amountMinor: bigint; accountId: number }): string {
  return `${attempt.uid}:${attempt.amountMinor}:${attempt.accountId}`;
}

export interface RequestIds {
  /** The id to send for this attempt: the pending one when the attempt is unchanged, else a new one. */
  idFor(key: string): string;
  /** The withdrawal went through: the next one is a new request. */
  settle(): void;
}

/**
 * Keeps one id per pending attempt. It survives failures (a retry reuses it) and is replaced when
 * the amount or account changes, or after a success.
 */
export function createRequestIds(makeId: () => string = newRequestId): RequestIds {
  let pending: { key: string; id: string } | null = null;
  return {
    idFor(key) {
      if (pending?.key !== key) pending = { key, id: makeId() };
      return pending.id;
    },
    settle() {
      pending = null;
    },
  };
}
