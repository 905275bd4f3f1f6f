import { describe, expect, it, vi } from 'vitest';
import { attemptKey, createRequestIds, newRequestId } from './request-id.ts';

const CONTRACT_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

describe('newRequestId', () => {
  it('uses crypto.randomUUID when the browser has it', () => {
    const id = newRequestId({ randomUUID: () => 'uuid-from-browser', getRandomValues: (bytes) => bytes });
    expect(id).toBe('uuid-from-browser');
    expect(newRequestId()).toMatch(CONTRACT_PATTERN);
  });

  it('falls back to 32 random hex digits without randomUUID, and without crypto at all', () => {
    const withValues = newRequestId({
      getRandomValues: <T extends ArrayBufferView | null>(bytes: T) => {
        (bytes as unknown as Uint8Array).fill(171);
        return bytes;
      },
    });
    expect(withValues).toBe('ab'.repeat(16));
    const withoutCrypto = newRequestId(null);
    expect(withoutCrypto).toMatch(/^[0-9a-f]{32}$/);
    expect(withoutCrypto).toMatch(CONTRACT_PATTERN);
  });

  it('gives a different id every time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newRequestId(null)));
    expect(ids.size).toBe(50);
  });
});

describe('createRequestIds', () => {
  const key = (amountMinor: bigint, accountId = 7) => attemptKey({ uid: 'u1', amountMinor, accountId });

  it('keeps the id while the same withdrawal is retried (a network failure never makes a second one)', () => {
    const makeId = vi.fn().mockReturnValueOnce('first').mockReturnValueOnce('second');
    const ids = createRequestIds(makeId);
    expect(ids.idFor(key(10_000n))).toBe('first');
    expect(ids.idFor(key(10_000n))).toBe('first');
    expect(ids.idFor(key(10_000n))).toBe('first');
    expect(makeId).toHaveBeenCalledTimes(1);
  });

  it('makes a new id when the amount or the account changes', () => {
    let counter = 0;
    const ids = createRequestIds(() => `id-${++counter}`);
    expect(ids.idFor(key(10_000n))).toBe('id-1');
    expect(ids.idFor(key(20_000n))).toBe('id-2');
    expect(ids.idFor(key(20_000n, 8))).toBe('id-3');
    expect(ids.idFor(key(20_000n, 8))).toBe('id-3');
  });

  it('makes a new id after a success, even for the same amount and account', () => {
    let counter = 0;
    const ids = createRequestIds(() => `id-${++counter}`);
    expect(ids.idFor(key(10_000n))).toBe('id-1');
    ids.settle();
    expect(ids.idFor(key(10_000n))).toBe('id-2');
  });

  it('tells players apart', () => {
    expect(attemptKey({ uid: 'a', amountMinor: 1n, accountId: 1 })).not.toBe(
      attemptKey({ uid: 'b', amountMinor: 1n, accountId: 1 }),
    );
  });
});
