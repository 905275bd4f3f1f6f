import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { registerPlayer } from '../modules/account/register-player.ts';
import { getPlayerBalances } from './balances.ts';
import { IdempotencyConflictError, InsufficientFundsError } from './errors.ts';
import { lockPlayer } from './player-lock.ts';
import { type Posting, post } from './post.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let keyCounter = 0;
function newKey(label: string): string {
  keyCounter += 1;
  return `test:${label}:${keyCounter}`;
}

async function newPlayer(): Promise<number> {
  return (await registerPlayer(t.deps, { isGuest: true })).id;
}

function deposit(userId: number, amount: bigint, key = newKey('deposit')): Posting {
  return {
    idempotencyKey: key,
    code: 'deposit',
    userId,
    legs: [
      { account: { userId, kind: 'user_cash' }, amount },
      { account: { house: 'house_gateway' }, amount: -amount },
    ],
    at: t.clock.now(),
  };
}

function bet(userId: number, amount: bigint, key = newKey('bet')): Posting {
  return {
    idempotencyKey: key,
    code: 'bet',
    userId,
    legs: [
      { account: { userId, kind: 'user_cash' }, amount: -amount },
      { account: { house: 'house_game' }, amount },
    ],
    at: t.clock.now(),
  };
}

describe('ledger postings', () => {
  it('writes balanced entries with the balance after each', async () => {
    const player = await newPlayer();
    const result = await post(t.deps.db, deposit(player, 5_000n));
    expect(result.isDuplicate).toBe(false);
    expect(result.entries.map((entry) => [entry.amount, entry.balanceAfter]).sort()).toEqual([
      [-5_000n, null],
      [5_000n, 5_000n],
    ]);
    expect(await getPlayerBalances(t.deps.db, player)).toEqual({ cash: 5_000n, hold: 0n, bonus: 0n });
  });

  it('returns the first result for a repeated key and refuses the key with other content', async () => {
    const player = await newPlayer();
    const key = newKey('repeat');
    const first = await post(t.deps.db, deposit(player, 700n, key));
    const again = await post(t.deps.db, deposit(player, 700n, key));
    expect(again).toMatchObject({ transferId: first.transferId, isDuplicate: true });
    await expect(post(t.deps.db, deposit(player, 701n, key))).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    expect((await getPlayerBalances(t.deps.db, player)).cash).toBe(700n);
  });

  it('never lets a player balance go below zero', async () => {
    const player = await newPlayer();
    await post(t.deps.db, deposit(player, 100n));
    await expect(post(t.deps.db, bet(player, 101n))).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await getPlayerBalances(t.deps.db, player)).cash).toBe(100n);
  });

  it('refuses malformed transfers before touching the database', async () => {
    const player = await newPlayer();
    const unbalanced = {
      ...deposit(player, 10n),
      legs: [
        { account: { userId: player, kind: 'user_cash' as const }, amount: 10n },
        { account: { house: 'house_gateway' as const }, amount: -9n },
      ],
    };
    await expect(post(t.deps.db, unbalanced)).rejects.toThrow('Legs must sum to zero');
    await expect(post(t.deps.db, deposit(player, 0n))).rejects.toThrow('A leg cannot be zero');
    await expect(post(t.deps.db, deposit(999_999_999, 10n))).rejects.toThrow('Ledger account missing');
  });

  it("inside a transaction, refuses to move a player's money before the player lock is taken", async () => {
    const player = await newPlayer();
    await expect(t.deps.db.transaction((tx) => post(tx, deposit(player, 10n)))).rejects.toThrow(
      /lock player \d+ first/,
    );
    expect((await getPlayerBalances(t.deps.db, player)).cash).toBe(0n);
  });

  it('with 30 bets in parallel against a balance for 10, exactly 10 succeed', async () => {
    const player = await newPlayer();
    await post(t.deps.db, deposit(player, 1_000n));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        t.deps.db.transaction(async (tx) => {
          await lockPlayer(tx, player);
          return post(tx, bet(player, 100n));
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    const refusals = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(
      refusals.every(
        (outcome) => (outcome as PromiseRejectedResult).reason instanceof InsufficientFundsError,
      ),
    ).toBe(true);
    expect((await getPlayerBalances(t.deps.db, player)).cash).toBe(0n);
    await t.expectLedgerHealthy();
  });

  it('the same key posted 20 times in parallel posts once', async () => {
    const player = await newPlayer();
    const key = newKey('parallel');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post(t.deps.db, deposit(player, 321n, key))),
    );
    expect(results.filter((result) => !result.isDuplicate)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transferId)).size).toBe(1);
    expect((await getPlayerBalances(t.deps.db, player)).cash).toBe(321n);
  });
});

type Move = {
  type: 'move';
  kind: 'deposit' | 'bet' | 'hold' | 'release' | 'payout';
  player: number;
  amount: number;
};
type Replay = { type: 'replay'; kind: 'repeat' | 'conflict'; pick: number };
type Command = Move | Replay;

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('move' as const),
    kind: fc.constantFrom('deposit', 'bet', 'hold', 'release', 'payout'),
    player: fc.integer({ min: 0, max: 2 }),
    amount: fc.integer({ min: 1, max: 5_000 }),
  }),
  fc.record({
    type: fc.constant('replay' as const),
    kind: fc.constantFrom('repeat', 'conflict'),
    pick: fc.nat(),
  }),
);

describe('ledger invariants under random postings (fast-check)', () => {
  it('keep every invariant and match a simple model of the balances', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArbitrary, { minLength: 1, maxLength: 25 }), async (commands) => {
        const players = [await newPlayer(), await newPlayer(), await newPlayer()];
        const model = players.map(() => ({ cash: 0n, hold: 0n }));
        const posted: { posting: Posting; player: number }[] = [];
        for (const command of commands) {
          if (command.type === 'replay') {
            const earlier = posted[command.pick % Math.max(posted.length, 1)];
            if (!earlier) continue;
            if (command.kind === 'repeat') {
              expect((await post(t.deps.db, earlier.posting)).isDuplicate).toBe(true);
            } else {
              const changed = {
                ...earlier.posting,
                legs: earlier.posting.legs.map((leg) => ({ ...leg, amount: leg.amount * 2n })),
              };
              await expect(post(t.deps.db, changed)).rejects.toBeInstanceOf(IdempotencyConflictError);
            }
            continue;
          }
          const userId = players[command.player]!;
          const state = model[command.player]!;
          const amount = BigInt(command.amount);
          const cash = { userId, kind: 'user_cash' as const };
          const hold = { userId, kind: 'user_hold' as const };
          const legsByKind = {
            deposit: [
              { account: cash, amount },
              { account: { house: 'house_gateway' as const }, amount: -amount },
            ],
            bet: [
              { account: cash, amount: -amount },
              { account: { house: 'house_game' as const }, amount },
            ],
            hold: [
              { account: cash, amount: -amount },
              { account: hold, amount },
            ],
            release: [
              { account: hold, amount: -amount },
              { account: cash, amount },
            ],
            payout: [
              { account: hold, amount: -amount },
              { account: { house: 'house_gateway' as const }, amount },
            ],
          };
          const posting: Posting = {
            idempotencyKey: newKey(command.kind),
            code:
              command.kind === 'hold'
                ? 'withdraw_hold'
                : command.kind === 'release'
                  ? 'withdraw_refund'
                  : command.kind === 'payout'
                    ? 'withdraw_paid'
                    : command.kind,
            userId,
            legs: legsByKind[command.kind],
            at: t.clock.now(),
          };
          const next = { ...state };
          if (command.kind === 'deposit') next.cash += amount;
          if (command.kind === 'bet') next.cash -= amount;
          if (command.kind === 'hold') {
            next.cash -= amount;
            next.hold += amount;
          }
          if (command.kind === 'release') {
            next.hold -= amount;
            next.cash += amount;
          }
          if (command.kind === 'payout') next.hold -= amount;
          const isAffordable = next.cash >= 0n && next.hold >= 0n;
          if (isAffordable) {
            await post(t.deps.db, posting);
            model[command.player] = next;
            posted.push({ posting, player: command.player });
          } else {
            await expect(post(t.deps.db, posting)).rejects.toBeInstanceOf(InsufficientFundsError);
          }
        }
        for (const [index, userId] of players.entries()) {
          expect(await getPlayerBalances(t.deps.db, userId)).toEqual({ ...model[index], bonus: 0n });
        }
      }),
      { numRuns: 20 },
    );
    await t.expectLedgerHealthy();
  });
});
