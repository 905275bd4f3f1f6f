import { toMajorString, toMinorUnits } from '@fairplay/contract/money';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isRetryableTransactionError, isUniqueViolation } from '../../db/errors.ts';
import {
  gameLaunchTokens,
  gameRounds,
  games,
  seamlessRequests,
  seamlessTransactions,
  users,
} from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { breakStartedSince } from '../../kernel/player-block.ts';
import { InsufficientFundsError } from '../../ledger/errors.ts';
import { lockPlayerByPublicId } from '../../ledger/player-lock.ts';
import { type Leg, post } from '../../ledger/post.ts';
import { cached, type LoadingCache, loadingCache } from '../../platform/cache.ts';
import { hashToken, sha256Hex } from '../../platform/secrets.ts';
import { engineMaxMultiplierPpm } from '../../provider/engines/max-multiplier.ts';
import { ZGameConfig } from '../../provider/game-config.ts';
import { markSessionSeen } from '../auth/index.ts';
import {
  forfeitReturnedBonus,
  isAboveBonusMaxBet,
  isBonusActive,
  playableOf,
  settleBonus,
  stakeSplit,
  walletOf,
  winSplit,
} from '../bonus/index.ts';
import { recordSettledRound } from '../player-stats/index.ts';
import { limitRefusal } from '../rg/index.ts';
import type { BonusRules } from '../settings/index.ts';
import type { SeamlessResponse } from './protocol.ts';

type Tx = Database;

/** A lost race (a twin created the round or transaction first, a serialization failure) runs again, this often. */
const RACE_RETRIES = 5;

/** Ends a request early with an answer the provider understands. */
class Refusal extends Error {
  constructor(readonly response: SeamlessResponse) {
    super(response.status);
  }
}

const refuse = (status: SeamlessResponse['status'], message: string): never => {
  throw new Refusal({ status, message });
};

function minor(deps: AppDeps, amount: string): bigint {
  const value = toMinorUnits(Number(amount), deps.config.region.currencyDecimals);
  if (value === null || value < 0n) refuse('INVALID_REQUEST', 'amount is not a valid amount');
  return value!;
}

/**
 * The player with the player lock taken (decision 010): every money call of the wallet starts here,
 * so a bet, its win, its rollback and their retries for one player run one after another, each
 * taking its rows in the same order. "Insufficient funds" is decided under the lock, so the refusal
 * is as final as a success.
 */
async function lockedPlayer(tx: Tx, playerId: string): Promise<{ id: number; nickname: string }> {
  const player = await lockPlayerByPublicId(tx, playerId);
  if (!player) refuse('PLAYER_NOT_FOUND', 'No such player');
  return player!;
}

async function bettorByUid(tx: Tx, playerId: string) {
  const player = await lockedPlayer(tx, playerId);
  return { ...player, wallet: await walletOf(tx, player.id) };
}

/**
 * The balance a provider is told: what the player can stake, cash and bonus money together (the
 * app shows the two apart; only cash can be withdrawn).
 */
async function playableBalance(tx: Tx, userId: number): Promise<bigint> {
  return playableOf(await walletOf(tx, userId));
}

/** The player's legs of a money movement split between cash and bonus (a zero part has no leg). */
function playerLegs(userId: number, parts: { cash: bigint; bonus: bigint }, sign: 1n | -1n): Leg[] {
  const legs: Leg[] = [];
  if (parts.cash > 0n) legs.push({ account: { userId, kind: 'user_cash' }, amount: sign * parts.cash });
  if (parts.bonus > 0n) legs.push({ account: { userId, kind: 'user_bonus' }, amount: sign * parts.bonus });
  return legs;
}

const INSUFFICIENT_FUNDS: SeamlessResponse = {
  status: 'INSUFFICIENT_FUNDS',
  message: 'Insufficient balance',
};

function ok(deps: AppDeps, balance: bigint, extra: Partial<SeamlessResponse> = {}): SeamlessResponse {
  return {
    status: 'OK',
    balance: toMajorString(balance, deps.config.region.currencyDecimals),
    currency: deps.config.region.currency,
    ...extra,
  };
}

/**
 * Runs one provider request exactly once. A repeated request id with the same content answers
 * the stored response (even while the first is still running, it waits for it); with other
 * content it is refused. Refusals such as insufficient funds are stored too, so a retry gets the
 * same answer and changes nothing.
 */
export async function runOnce(
  deps: AppDeps,
  provider: string,
  requestId: string,
  contentHash: string,
  work: (tx: Tx) => Promise<SeamlessResponse>,
): Promise<SeamlessResponse> {
  const stored = async (): Promise<SeamlessResponse | null> => {
    const [row] = await deps.db
      .select()
      .from(seamlessRequests)
      .where(and(eq(seamlessRequests.provider, provider), eq(seamlessRequests.requestId, requestId)));
    if (!row) return null;
    if (row.requestHash !== contentHash)
      return { status: 'REQUEST_CONFLICT', message: 'This request id was used with other content' };
    return row.response as SeamlessResponse;
  };
  const save = (tx: Tx, response: SeamlessResponse) =>
    tx
      .insert(seamlessRequests)
      .values({ provider, requestId, requestHash: contentHash, response, createdAt: deps.clock.now() });
  const earlier = await stored();
  if (earlier) return earlier;
  let refusal: SeamlessResponse | undefined;
  for (let attempt = 1; !refusal; attempt += 1) {
    try {
      return await deps.db.transaction(async (tx) => {
        const response = await work(tx);
        await save(tx, response);
        return response;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'seamless_requests_key')) return (await stored())!;
      // Another request created the same round or transaction first: run again and see it.
      const isRace =
        isUniqueViolation(error, 'seamless_transactions_key') ||
        isUniqueViolation(error, 'game_rounds_key') ||
        isRetryableTransactionError(error);
      if (isRace && attempt < RACE_RETRIES) continue;
      if (error instanceof Refusal) refusal = error.response;
      else if (error instanceof InsufficientFundsError) refusal = INSUFFICIENT_FUNDS;
      else throw error;
    }
  }
  // Nothing is kept for a player who does not exist: nothing happened to remember, and a flood of
  // made-up players must not fill the table.
  if (refusal.status === 'PLAYER_NOT_FOUND') return refusal;
  try {
    await save(deps.db, refusal);
  } catch (error) {
    if (isUniqueViolation(error, 'seamless_requests_key')) return (await stored())!;
    throw error;
  }
  return refusal;
}

/**
 * A stored answer is kept this long, far past the signed request's freshness window: a request
 * id sent again after it gets its answer again; later, a money call is still answered once, by
 * its transaction id (seamless_transactions, kept for good), and a read is simply read again.
 */
export const SEAMLESS_REQUEST_RETENTION_MS = 7 * 86_400_000;
const FORGET_BATCH = 10_000;

/** Deletes the stored answers past their retention, a batch at a time; answers how many. */
export async function forgetOldSeamlessRequests(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SEAMLESS_REQUEST_RETENTION_MS);
  let total = 0;
  for (;;) {
    const deleted = await db
      .delete(seamlessRequests)
      .where(
        sql`ctid in (select ctid from seamless_requests where created_at < ${cutoff.toISOString()}::timestamptz limit ${FORGET_BATCH})`,
      )
      .returning({ requestId: seamlessRequests.requestId });
    const count = deleted.length;
    total += count;
    if (count < FORGET_BATCH) return total;
  }
}

/** The launch token opened by /game/launch, exchanged by the provider for the player's identity. */
export async function authenticate(deps: AppDeps, token: string): Promise<SeamlessResponse> {
  const [launch] = await deps.db
    .select()
    .from(gameLaunchTokens)
    .where(eq(gameLaunchTokens.tokenHash, hashToken(token)));
  if (!launch || launch.expiresAt <= deps.clock.now() || launch.revokedAt !== null)
    return { status: 'INVALID_TOKEN', message: 'The launch token is unknown, expired or ended by a logout' };
  const [player] = await deps.db
    .select({ uid: users.publicId, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, launch.userId));
  if (!player) return { status: 'PLAYER_NOT_FOUND', message: 'No such player' };
  const [game] = await deps.db.select({ code: games.code }).from(games).where(eq(games.id, launch.gameId));
  return ok(deps, await playableBalance(deps.db, launch.userId), {
    playerId: player.uid,
    nickname: player.nickname,
    // The game the token opens: a provider opens no other with it.
    ...(game ? { gameCode: game.code } : {}),
  });
}

export async function balance(deps: AppDeps, playerId: string): Promise<SeamlessResponse> {
  const [player] = await deps.db.select({ id: users.id }).from(users).where(eq(users.publicId, playerId));
  if (!player) return { status: 'PLAYER_NOT_FOUND', message: 'No such player' };
  return ok(deps, await playableBalance(deps.db, player.id));
}

function transactionHash(parts: Record<string, unknown>): string {
  return sha256Hex(JSON.stringify(parts));
}

/**
 * Records a money transaction under its id, in one statement. If the id was seen before: a
 * rollback tombstone refuses the late bet; the same content is an idempotent repeat (answered with
 * the balance); other content is a conflict. A concurrent twin waits on the insert, then repeats.
 */
async function claimTransaction(
  tx: Tx,
  row: typeof seamlessTransactions.$inferInsert,
): Promise<'new' | 'repeat'> {
  const inserted = await tx
    .insert(seamlessTransactions)
    .values(row)
    .onConflictDoNothing({ target: [seamlessTransactions.provider, seamlessTransactions.transactionId] })
    .returning({ id: seamlessTransactions.id });
  if (inserted.length > 0) return 'new';
  return (await earlierTransaction(tx, row.provider, row.transactionId, row.contentHash)) ?? 'new';
}

/** The stored transaction under an id (see claimTransaction). */
async function earlierTransaction(
  tx: Tx,
  provider: string,
  transactionId: string,
  hash: string,
): Promise<'repeat' | null> {
  const [earlier] = await tx
    .select()
    .from(seamlessTransactions)
    .where(
      and(eq(seamlessTransactions.provider, provider), eq(seamlessTransactions.transactionId, transactionId)),
    )
    .for('update');
  if (!earlier) return null;
  if (earlier.kind === 'tombstone') refuse('BET_CANCELLED', 'This bet was rolled back before it arrived');
  if (earlier.contentHash !== hash)
    refuse('TRANSACTION_CONFLICT', 'This transaction id was used with other content');
  if (earlier.status === 'refused') refuse(INSUFFICIENT_FUNDS.status, INSUFFICIENT_FUNDS.message!);
  if (earlier.status === 'refused_limit')
    refuse('BET_LIMIT_EXCEEDED', 'The bet was above the largest bet allowed');
  return 'repeat';
}

/** The player's round still open under this id, with its game and what is staked so far; null for a new one. */
async function openRoundOf(
  tx: Tx,
  provider: string,
  roundId: string,
  userId: number,
): Promise<{ stake: bigint; gameCode: string } | null> {
  const [round] = await tx
    .select({ stake: gameRounds.betAmount, gameCode: gameRounds.gameCode })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.provider, provider),
        eq(gameRounds.roundId, roundId),
        eq(gameRounds.userId, userId),
        eq(gameRounds.status, 'open'),
      ),
    );
  return round ?? null;
}

async function lockRound(tx: Tx, provider: string, roundId: string) {
  const [round] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.provider, provider), eq(gameRounds.roundId, roundId)))
    .for('update');
  return round;
}

interface GameLimits {
  id: number;
  maxBetMinor: bigint;
  maxWinMinor: bigint;
  /** The most the game's engine multiplies a stake by (ppm), null when the engine is not ours. */
  maxMultiplierPpm: bigint | null;
}

const gameLimitCaches = new WeakMap<Database, LoadingCache<{ limits: GameLimits | null }>>();

/**
 * A game of the catalogue and its limits (cached a few seconds); null when unknown: its maximum
 * bet and maximum win per round, and its engine's largest multiplier.
 */
async function gameLimitsOf(deps: AppDeps, tx: Tx, gameCode: string): Promise<GameLimits | null> {
  let cache = gameLimitCaches.get(deps.db);
  if (!cache) {
    cache = loadingCache({ max: 1_000, ttlMs: 10_000 });
    gameLimitCaches.set(deps.db, cache);
  }
  // Read through the caller's transaction: PGlite has one connection, which the transaction holds.
  const entry = await cached(cache, gameCode, async () => {
    const [game] = await tx
      .select({ id: games.id, config: games.config })
      .from(games)
      .where(eq(games.code, gameCode));
    if (!game) return { limits: null };
    const config = ZGameConfig.parse(game.config);
    return {
      limits: {
        id: game.id,
        maxBetMinor: BigInt(config.maxBetMinor),
        maxWinMinor: BigInt(config.maxWinMinor),
        maxMultiplierPpm: engineMaxMultiplierPpm(config.engine, config.rtpPpm),
      },
    };
  });
  return entry.limits;
}

async function isKnownTransaction(tx: Tx, provider: string, transactionId: string): Promise<boolean> {
  const [known] = await tx
    .select({ id: seamlessTransactions.id })
    .from(seamlessTransactions)
    .where(
      and(eq(seamlessTransactions.provider, provider), eq(seamlessTransactions.transactionId, transactionId)),
    );
  return known !== undefined;
}

/**
 * A launch token of this player for this game that is neither revoked nor expired, with the session
 * it was opened from (null for a launch made without one); null when there is no such launch.
 */
async function liveLaunch(
  tx: Tx,
  token: string,
  userId: number,
  gameId: number,
  now: Date,
): Promise<{ sessionId: number | null } | null> {
  const [launch] = await tx
    .select({
      userId: gameLaunchTokens.userId,
      gameId: gameLaunchTokens.gameId,
      sessionId: gameLaunchTokens.sessionId,
    })
    .from(gameLaunchTokens)
    .where(
      and(
        eq(gameLaunchTokens.tokenHash, hashToken(token)),
        isNull(gameLaunchTokens.revokedAt),
        gt(gameLaunchTokens.expiresAt, now),
      ),
    );
  return launch?.userId === userId && launch.gameId === gameId ? { sessionId: launch.sessionId } : null;
}

export interface BetInput {
  /** The launch token the provider opened the game with. */
  token: string;
  playerId: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: string;
}

/** The player's own limits a bet counts against. */
const BET_LIMIT_KINDS = ['loss', 'wager', 'session'] as const;
/**
 * A bet: cash first, the bonus balance for the rest (the round remembers the bonus part, so its
 * wins and a rollback return each part where it came from). While a bonus is active a bet above
 * the bonus rules' maximum is refused.
 */
export function bet(deps: AppDeps, provider: string, input: BetInput, bonusRules: BonusRules) {
  return async (tx: Tx): Promise<SeamlessResponse> => {
    const player = await bettorByUid(tx, input.playerId);
    const amount = minor(deps, input.amount);
    if (amount <= 0n) refuse('INVALID_REQUEST', 'A bet must be more than zero');
    const game = await gameLimitsOf(deps, tx, input.gameCode);
    if (!game) return refuse('INVALID_REQUEST', 'gameCode: no such game');
    const now = deps.clock.now();
    const contentHash = transactionHash({
      kind: 'bet',
      playerId: input.playerId,
      roundId: input.roundId,
      amount: String(amount),
    });
    // A new bet needs this game to be still open for the player: after a logout or a password
    // change the launch token is revoked, and a token opens one game only. A bet already taken is
    // answered as before (a retry).
    const openRound = await openRoundOf(tx, provider, input.roundId, player.id);
    // A round is one game's: a bet naming another cannot borrow that game's larger limits.
    if (openRound && openRound.gameCode !== input.gameCode)
      refuse('INVALID_REQUEST', "gameCode: not the round's game");
    const staked = openRound?.stake ?? 0n;
    if (!(await isKnownTransaction(tx, provider, input.transactionId))) {
      const launch = await liveLaunch(tx, input.token, player.id, game.id, now);
      if (!launch)
        refuse('INVALID_TOKEN', 'Your game session has ended. Please open the game again from the lobby');
      // Playing is being active: the session the game was opened from is seen now, so a play-time
      // limit counts a game played with the app closed.
      if (launch?.sessionId) await markSessionSeen(tx, launch.sessionId, now, deps.config.sessionIdleMs);
      // The game's own maximum bet holds for a round's whole stake, whoever places it.
      if (staked + amount > game.maxBetMinor)
        refuse(
          'BET_LIMIT_EXCEEDED',
          `The largest bet in this game is ${toMajorString(game.maxBetMinor, deps.config.region.currencyDecimals)}`,
        );
      // The player's own loss, wager and play-time limits, and any break they took (modules/rg),
      // checked under the player lock: bets sent in parallel are counted one after another.
      const protection = await limitRefusal(deps, tx, {
        userId: player.id,
        kinds: BET_LIMIT_KINDS,
        amount,
        now,
      });
      if (protection)
        refuse('BET_LIMIT_EXCEEDED', protection.messageIn({ language: 'en', region: deps.config.region }));
    }
    const playable = playableOf(player.wallet);
    /**
     * Records a refused bet under its transaction id in this transaction: a twin of the request, or
     * a retry with a new request id, gets the same answer whatever happens afterwards. A repeat of
     * a bet already taken is answered OK ('repeat').
     */
    const recordRefusal = (status: 'refused' | 'refused_limit') =>
      claimTransaction(tx, {
        provider,
        transactionId: input.transactionId,
        kind: 'bet',
        userId: player.id,
        roundId: input.roundId,
        amount,
        contentHash,
        status,
        createdAt: now,
      });
    // While a bonus is active the maximum bet caps the round's whole stake, not each bet of it:
    // ten bets of a tenth in one round are one bet. The player's row is locked, so their bets
    // on the round are counted one after another.
    if (isBonusActive(player.wallet) && isAboveBonusMaxBet(bonusRules, staked + amount)) {
      // Kept after the bonus has ended too: the bet was refused while it was active.
      if ((await recordRefusal('refused_limit')) === 'repeat')
        return ok(deps, playable, { transactionId: input.transactionId });
      const maxBet = toMajorString(BigInt(bonusRules.maxBetMinor), deps.config.region.currencyDecimals);
      return { status: 'BET_LIMIT_EXCEEDED', message: `While you have a bonus the largest bet is ${maxBet}` };
    }
    if (playable < amount) {
      // Refused under the player's lock: a deposit arriving afterwards does not change the answer.
      if ((await recordRefusal('refused')) === 'repeat')
        return ok(deps, playable, { transactionId: input.transactionId });
      return INSUFFICIENT_FUNDS;
    }
    const split = stakeSplit(amount, player.wallet.cash);
    const claim = await claimTransaction(tx, {
      provider,
      transactionId: input.transactionId,
      kind: 'bet',
      userId: player.id,
      roundId: input.roundId,
      amount,
      bonusAmount: split.bonus,
      contentHash,
      status: 'ok',
      createdAt: now,
    });
    if (claim === 'repeat') return ok(deps, playable, { transactionId: input.transactionId });
    // Opens the round, or adds to it while it is open and the player's: one statement either way.
    const [round] = await tx
      .insert(gameRounds)
      .values({
        provider,
        roundId: input.roundId,
        userId: player.id,
        gameCode: input.gameCode,
        betAmount: amount,
        bonusBetAmount: split.bonus,
        winAmount: 0n,
        validBet: 0n,
        status: 'open',
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [gameRounds.provider, gameRounds.roundId],
        set: {
          betAmount: sql`${gameRounds.betAmount} + excluded.bet_amount`,
          bonusBetAmount: sql`${gameRounds.bonusBetAmount} + excluded.bonus_bet_amount`,
        },
        setWhere: sql`${gameRounds.status} = 'open' and ${gameRounds.userId} = excluded.user_id`,
      })
      .returning({ id: gameRounds.id });
    if (!round) {
      const existing = await lockRound(tx, provider, input.roundId);
      if (existing && existing.userId !== player.id)
        refuse('INVALID_REQUEST', 'The round belongs to another player');
      refuse('ROUND_CLOSED', 'The round is already settled or cancelled');
    }
    await post(tx, {
      idempotencyKey: `seamless:${provider}:${input.transactionId}`,
      code: 'bet',
      userId: player.id,
      legs: [...playerLegs(player.id, split, -1n), { account: { house: 'house_game' }, amount }],
      memo: { roundId: input.roundId, gameCode: input.gameCode },
      at: now,
    });
    return ok(deps, playable - amount, { transactionId: input.transactionId });
  };
}

export interface WinInput extends Omit<BetInput, 'token'> {
  isFinal: boolean;
  winChancePpm?: number | undefined;
}

/**
 * A win (zero for a lost round) credited to the round's player, cash and bonus in the proportion
 * the round was staked; the final one settles the round (wagering, VIP, day totals) and may end
 * the bonus (released to cash, or lost).
 */
export function win(deps: AppDeps, provider: string, input: WinInput, bonusRules: BonusRules) {
  return async (tx: Tx): Promise<SeamlessResponse> => {
    const player = await lockedPlayer(tx, input.playerId);
    const amount = minor(deps, input.amount);
    const now = deps.clock.now();
    const claim = await claimTransaction(tx, {
      provider,
      transactionId: input.transactionId,
      kind: 'win',
      userId: player.id,
      roundId: input.roundId,
      amount,
      // Whether it settles the round is part of the win: a retry that says otherwise is a conflict.
      contentHash: transactionHash({
        kind: 'win',
        playerId: input.playerId,
        roundId: input.roundId,
        amount: String(amount),
        isFinal: input.isFinal,
      }),
      status: 'ok',
      createdAt: now,
    });
    if (claim === 'repeat')
      return ok(deps, await playableBalance(tx, player.id), { transactionId: input.transactionId });
    const winChancePpm = input.winChancePpm ?? null;
    const [round] = await tx
      .update(gameRounds)
      .set({
        winAmount: sql`${gameRounds.winAmount} + ${amount}`,
        ...(input.isFinal
          ? { status: 'settled', settledAt: now, validBet: sql`${gameRounds.betAmount}`, winChancePpm }
          : {}),
      })
      .where(
        and(
          eq(gameRounds.provider, provider),
          eq(gameRounds.roundId, input.roundId),
          eq(gameRounds.userId, player.id),
          eq(gameRounds.status, 'open'),
        ),
      )
      .returning({
        gameCode: gameRounds.gameCode,
        betAmount: gameRounds.betAmount,
        bonusBetAmount: gameRounds.bonusBetAmount,
        winAmount: gameRounds.winAmount,
        status: gameRounds.status,
        createdAt: gameRounds.createdAt,
      });
    if (!round) {
      const existing = await lockRound(tx, provider, input.roundId);
      if (!existing) refuse('ROUND_NOT_FOUND', 'No bet was placed in this round');
      if (existing!.userId !== player.id) refuse('INVALID_REQUEST', 'The round belongs to another player');
      refuse('ROUND_CLOSED', 'The round is already settled or cancelled');
    }
    if (input.gameCode !== round!.gameCode) refuse('INVALID_REQUEST', "gameCode: not the round's game");
    // The wallet holds the game to its own maximum win and its engine's largest multiplier too: a
    // provider cannot pay more in one round than the game can.
    const game = await gameLimitsOf(deps, tx, round!.gameCode);
    if (game && round!.winAmount > game.maxWinMinor)
      refuse(
        'INVALID_REQUEST',
        `The round's wins exceed the game's maximum win of ${toMajorString(game.maxWinMinor, deps.config.region.currencyDecimals)}`,
      );
    if (game?.maxMultiplierPpm && round!.winAmount * 1_000_000n > round!.betAmount * game.maxMultiplierPpm)
      refuse('INVALID_REQUEST', "The round's wins exceed what the game can pay for its stake");
    if (amount > 0n) {
      const split = winSplit(amount, round!);
      await post(tx, {
        idempotencyKey: `seamless:${provider}:${input.transactionId}`,
        code: 'win',
        userId: player.id,
        legs: [...playerLegs(player.id, split, 1n), { account: { house: 'house_game' }, amount: -amount }],
        memo: { roundId: input.roundId, gameCode: input.gameCode },
        at: now,
      });
      // A round open when a break started: the break forfeited its bonus, so the win's bonus part
      // goes back to the house, never to the player (decision 024).
      if (split.bonus > 0n && (await breakStartedSince(tx, player.id, round!.createdAt)))
        await forfeitReturnedBonus(tx, player.id, split.bonus, {
          key: `seamless:${provider}:${input.transactionId}`,
          at: now,
        });
    }
    if (input.isFinal)
      await recordSettledRound(tx, deps, { userId: player.id, ...round!, winChancePpm }, bonusRules);
    const wallet = await settleBonus(tx, player.id, {
      key: `seamless:${provider}:${input.transactionId}`,
      at: now,
    });
    return ok(deps, playableOf(wallet), { transactionId: input.transactionId });
  };
}

export interface RollbackInput {
  playerId: string;
  transactionId: string;
  referenceTransactionId: string;
  roundId: string;
}

/**
 * Cancels a bet and returns its stake. A rollback for a bet never seen leaves a tombstone under
 * that bet's transaction id, so the bet is refused if it arrives late.
 */
export function rollback(deps: AppDeps, provider: string, input: RollbackInput) {
  return async (tx: Tx): Promise<SeamlessResponse> => {
    const player = await lockedPlayer(tx, input.playerId);
    if (input.transactionId === input.referenceTransactionId)
      refuse('INVALID_REQUEST', "A rollback needs its own transaction id, not the bet's");
    // A rollback writes two transaction ids (its own, and its bet's tombstone when the bet never
    // came): two rollbacks naming each other's ids would take them in opposite orders and deadlock.
    // Both ids are locked first, in one order.
    for (const id of [input.transactionId, input.referenceTransactionId].sort())
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seamless:${provider}:${id}`}))`);
    const hash = transactionHash({
      kind: 'rollback',
      playerId: input.playerId,
      reference: input.referenceTransactionId,
    });
    if (await earlierTransaction(tx, provider, input.transactionId, hash)) {
      return ok(deps, await playableBalance(tx, player.id), { transactionId: input.transactionId });
    }
    const now = deps.clock.now();
    const [reference] = await tx
      .select()
      .from(seamlessTransactions)
      .where(
        and(
          eq(seamlessTransactions.provider, provider),
          eq(seamlessTransactions.transactionId, input.referenceTransactionId),
        ),
      )
      .for('update');
    // The bet's round, not the one the request names: a rollback is booked where its bet is.
    if (reference && reference.roundId !== input.roundId)
      refuse('INVALID_REQUEST', 'The rollback names another round than its bet');
    /** The rollback under its own id: status ok when it refunded the bet, noop when nothing was taken. */
    const recordRollback = (status: 'ok' | 'noop') =>
      tx.insert(seamlessTransactions).values({
        provider,
        transactionId: input.transactionId,
        kind: 'rollback',
        userId: player.id,
        roundId: reference?.roundId ?? input.roundId,
        amount: reference?.amount ?? 0n,
        referenceTransactionId: input.referenceTransactionId,
        contentHash: hash,
        status,
        createdAt: now,
      });
    if (!reference) {
      await tx.insert(seamlessTransactions).values({
        provider,
        transactionId: input.referenceTransactionId,
        kind: 'tombstone',
        userId: player.id,
        roundId: input.roundId,
        amount: 0n,
        contentHash: 'tombstone',
        status: 'tombstone',
        createdAt: now,
      });
      await recordRollback('noop');
      return ok(deps, await playableBalance(tx, player.id), { transactionId: input.transactionId });
    }
    if (reference.userId !== player.id || (reference.kind !== 'bet' && reference.kind !== 'tombstone'))
      refuse('INVALID_REQUEST', 'Only a bet of this player can be rolled back');
    // A bet already rolled back, refused, or never seen (its tombstone): nothing was taken.
    if (
      reference.kind === 'tombstone' ||
      reference.status === 'rolled_back' ||
      reference.status === 'refused' ||
      reference.status === 'refused_limit'
    ) {
      await recordRollback('noop');
      return ok(deps, await playableBalance(tx, player.id), { transactionId: input.transactionId });
    }
    const round = await lockRound(tx, provider, reference.roundId);
    if (round && round.status === 'settled') refuse('ROUND_CLOSED', 'A settled round cannot be rolled back');
    // A round that has paid a win keeps its stakes: taking a bet back would leave the win unstaked.
    if (round && round.winAmount > 0n)
      refuse('ROUND_CLOSED', 'A round that has paid a win cannot have its bets rolled back');
    // Each part goes back where it came from: the bonus part to the bonus balance.
    const parts = { cash: reference.amount - reference.bonusAmount, bonus: reference.bonusAmount };
    await post(tx, {
      idempotencyKey: `seamless:${provider}:${input.transactionId}`,
      code: 'bet_rollback',
      userId: player.id,
      legs: [
        ...playerLegs(player.id, parts, 1n),
        { account: { house: 'house_game' }, amount: -reference.amount },
      ],
      memo: { roundId: reference.roundId },
      at: now,
    });
    // A bet placed before a break started: the break forfeited its bonus, so the bonus part taken
    // back goes to the house, never to the player (decision 024).
    if (parts.bonus > 0n && (await breakStartedSince(tx, player.id, reference.createdAt)))
      await forfeitReturnedBonus(tx, player.id, parts.bonus, {
        key: `seamless:${provider}:${input.transactionId}`,
        at: now,
      });
    await tx
      .update(seamlessTransactions)
      .set({ status: 'rolled_back' })
      .where(eq(seamlessTransactions.id, reference.id));
    await recordRollback('ok');
    if (round) {
      const betAmount = round.betAmount - reference.amount;
      await tx
        .update(gameRounds)
        .set({
          betAmount,
          bonusBetAmount: round.bonusBetAmount - reference.bonusAmount,
          ...(betAmount === 0n ? { status: 'cancel', settledAt: now } : {}),
        })
        .where(eq(gameRounds.id, round.id));
    }
    const wallet = await settleBonus(tx, player.id, {
      key: `seamless:${provider}:${input.transactionId}`,
      at: now,
    });
    return ok(deps, playableOf(wallet), { transactionId: input.transactionId });
  };
}
