import { randomBytes } from 'node:crypto';
import { toMajorNumber, toMajorString, toMinorUnits } from '@fairplay/contract/money';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { games, providerRounds, providerSeeds, providerSessions } from '../db/schema.ts';
import type { Clock } from '../platform/clock.ts';
import { type DiceParams, diceMultiplierPpm, isValidDice, rollDice } from './engines/dice.ts';
import { newServerSeed, payoutOf, seedHash } from './engines/fair.ts';
import { isValidLimbo, type LimboParams, limboMultiplierPpm, playLimbo } from './engines/limbo.ts';
import { isValidMines, MINES_TILES, minePositions, minesMultiplierPpm } from './engines/mines.ts';
import { dropPlinko, isValidPlinko, type PlinkoRisk, plinkoTablePpm } from './engines/plinko.ts';
import { type GameConfig, ZGameConfig } from './game-config.ts';
import { type WalletClient, WalletUnavailableError } from './wallet-client.ts';

export interface ProviderDeps {
  db: Database;
  clock: Clock;
  wallet: WalletClient;
  decimals: number;
  log: FastifyBaseLogger;
}

/** A refusal the game page shows as it is. */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const SESSION_MS = 12 * 3_600_000;
const STUCK_ROUND_MS = 30_000;

type Session = typeof providerSessions.$inferSelect;
type Round = typeof providerRounds.$inferSelect;

export async function gameByCode(
  db: Database,
  code: string,
): Promise<{ code: string; name: string; config: GameConfig }> {
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.code, code), eq(games.isEnabled, true)));
  if (!game) throw new ProviderError('GAME_NOT_FOUND', 'This game is not available');
  return { code: game.code, name: game.name, config: ZGameConfig.parse(game.config) };
}

async function seedsOf(db: Database, playerRef: string) {
  await db
    .insert(providerSeeds)
    .values(
      (() => {
        const serverSeed = newServerSeed();
        return {
          playerRef,
          serverSeed,
          serverSeedHash: seedHash(serverSeed),
          clientSeed: randomBytes(6).toString('hex'),
          nonce: 0,
        };
      })(),
    )
    .onConflictDoNothing();
  const [seeds] = await db.select().from(providerSeeds).where(eq(providerSeeds.playerRef, playerRef));
  return seeds!;
}

function fairnessView(seeds: typeof providerSeeds.$inferSelect) {
  return {
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    previousServerSeed: seeds.previousServerSeed,
    previousServerSeedHash: seeds.previousServerSeedHash,
    previousClientSeed: seeds.previousClientSeed,
    previousNonce: seeds.previousNonce,
  };
}

function walletOk(response: { status: string; message?: string; balance?: string }): string {
  if (response.status !== 'OK') {
    throw new ProviderError(
      response.status,
      response.status === 'INSUFFICIENT_FUNDS'
        ? 'Insufficient balance'
        : (response.message ?? response.status),
    );
  }
  return response.balance ?? '0';
}

/** Opens a game session from the operator's launch token (the player never gives the provider credentials). */
export async function openSession(deps: ProviderDeps, token: string, gameCode: string) {
  const game = await gameByCode(deps.db, gameCode);
  const identity = await deps.wallet.authenticate(token);
  if (identity.status !== 'OK' || !identity.playerId)
    throw new ProviderError('INVALID_TOKEN', 'Please open the game again from the lobby');
  const sessionId = randomBytes(24).toString('hex');
  const now = deps.clock.now();
  await deps.db.insert(providerSessions).values({
    sessionId,
    playerRef: identity.playerId,
    launchToken: token.slice(0, 8),
    gameCode,
    currency: identity.currency ?? '',
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
  });
  const seeds = await seedsOf(deps.db, identity.playerId);
  return {
    sessionId,
    nickname: identity.nickname ?? '',
    balance: Number(identity.balance ?? 0),
    currency: identity.currency ?? '',
    game: {
      code: game.code,
      name: game.name,
      engine: game.config.engine,
      rtp: game.config.rtpPpm / 1_000_000,
      minBet: toMajorNumber(BigInt(game.config.minBetMinor), deps.decimals),
      maxBet: toMajorNumber(BigInt(game.config.maxBetMinor), deps.decimals),
      defaultBet: toMajorNumber(BigInt(game.config.defaultBetMinor), deps.decimals),
    },
    fairness: fairnessView(seeds),
  };
}

export async function sessionOf(deps: ProviderDeps, sessionId: string): Promise<Session> {
  const [session] = await deps.db
    .select()
    .from(providerSessions)
    .where(eq(providerSessions.sessionId, sessionId));
  if (!session || session.expiresAt <= deps.clock.now())
    throw new ProviderError('SESSION_EXPIRED', 'Your game session ended. Please open the game again');
  return session;
}

function betMinor(deps: ProviderDeps, config: GameConfig, bet: number): bigint {
  const amount = toMinorUnits(bet, deps.decimals);
  if (amount === null || amount < BigInt(config.minBetMinor) || amount > BigInt(config.maxBetMinor)) {
    throw new ProviderError(
      'INVALID_BET',
      `The bet must be between ${toMajorNumber(BigInt(config.minBetMinor), deps.decimals)} and ${toMajorNumber(BigInt(config.maxBetMinor), deps.decimals)}`,
    );
  }
  return amount;
}

/**
 * Takes the next nonce under the player's seed row and records the round before any money moves,
 * so every round — even one whose bet is refused — is numbered and verifiable.
 */
async function openRound(
  deps: ProviderDeps,
  session: Session,
  game: { code: string; config: GameConfig },
  bet: bigint,
  params: Record<string, unknown>,
  clientSeed: string | undefined,
  outcomeOf: (serverSeed: string, clientSeed: string, nonce: number) => Record<string, unknown>,
): Promise<Round> {
  await seedsOf(deps.db, session.playerRef);
  return deps.db.transaction(async (tx) => {
    const [seeds] = await tx
      .select()
      .from(providerSeeds)
      .where(eq(providerSeeds.playerRef, session.playerRef))
      .for('update');
    const activeClientSeed = clientSeed?.trim() || seeds!.clientSeed;
    const nonce = seeds!.nonce;
    await tx
      .update(providerSeeds)
      .set({ nonce: nonce + 1, clientSeed: activeClientSeed })
      .where(eq(providerSeeds.playerRef, session.playerRef));
    const [round] = await tx
      .insert(providerRounds)
      .values({
        roundId: `R${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`,
        playerRef: session.playerRef,
        gameCode: game.code,
        engine: game.config.engine,
        bet,
        params,
        state: outcomeOf(seeds!.serverSeed, activeClientSeed, nonce),
        serverSeedHash: seeds!.serverSeedHash,
        clientSeed: activeClientSeed,
        nonce,
        status: 'betting',
        createdAt: deps.clock.now(),
      })
      .returning();
    return round!;
  });
}

async function placeBet(deps: ProviderDeps, round: Round): Promise<number> {
  try {
    const response = await deps.wallet.bet({
      requestId: `${round.roundId}:bet`,
      playerId: round.playerRef,
      transactionId: `${round.roundId}:bet`,
      roundId: round.roundId,
      gameCode: round.gameCode,
      amount: toMajorString(round.bet, deps.decimals),
    });
    if (response.status !== 'OK') {
      await deps.db
        .update(providerRounds)
        .set({ status: 'rejected' })
        .where(eq(providerRounds.roundId, round.roundId));
    }
    return Number(walletOk(response));
  } catch (error) {
    if (error instanceof WalletUnavailableError)
      throw new ProviderError(
        'WALLET_UNAVAILABLE',
        'The wallet is not answering. Your balance is safe; please try again',
      );
    throw error;
  }
}

/** Pays the round's result (zero for a loss) and closes it; a wallet outage leaves it for the retry job. */
async function settle(
  deps: ProviderDeps,
  round: Round,
  payout: bigint,
  state: Record<string, unknown>,
): Promise<number | null> {
  await deps.db
    .update(providerRounds)
    .set({ status: 'awaiting_win', payout, state })
    .where(eq(providerRounds.roundId, round.roundId));
  try {
    const response = await deps.wallet.win({
      requestId: `${round.roundId}:win`,
      playerId: round.playerRef,
      transactionId: `${round.roundId}:win`,
      roundId: round.roundId,
      gameCode: round.gameCode,
      amount: toMajorString(payout, deps.decimals),
      isFinal: true,
    });
    const balance = walletOk(response);
    await deps.db
      .update(providerRounds)
      .set({ status: 'settled', settledAt: deps.clock.now() })
      .where(eq(providerRounds.roundId, round.roundId));
    return Number(balance);
  } catch (error) {
    deps.log.warn(
      { err: error, roundId: round.roundId },
      'win not delivered; the retry job will settle the round',
    );
    return null;
  }
}

function fairnessOfRound(round: Round) {
  return { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce };
}

export interface PlayInput {
  bet: number;
  clientSeed?: string | undefined;
  dice?: DiceParams | undefined;
  limbo?: LimboParams | undefined;
  plinko?: { risk: PlinkoRisk } | undefined;
}

/** One round of Dice, Limbo or Plinko: bet, outcome from the seeds, win. */
export async function play(deps: ProviderDeps, session: Session, input: PlayInput) {
  const game = await gameByCode(deps.db, session.gameCode);
  const { engine, rtpPpm } = game.config;
  const bet = betMinor(deps, game.config, input.bet);
  let params: Record<string, unknown>;
  let resolve: (
    serverSeed: string,
    clientSeed: string,
    nonce: number,
  ) => { state: Record<string, unknown>; multiplierPpm: bigint };
  if (engine === 'dice') {
    const dice = input.dice;
    if (!dice || !isValidDice(dice))
      throw new ProviderError('INVALID_PARAMS', 'Choose a target between 2 and 98');
    params = { ...dice };
    resolve = (serverSeed, clientSeed, nonce) => {
      const roll = rollDice(serverSeed, clientSeed, nonce, dice);
      return { state: roll, multiplierPpm: roll.isWin ? diceMultiplierPpm(dice, rtpPpm) : 0n };
    };
  } else if (engine === 'limbo') {
    const limbo = input.limbo;
    if (!limbo || !isValidLimbo(limbo))
      throw new ProviderError('INVALID_PARAMS', 'Choose a target between 1.01× and 10,000×');
    params = { ...limbo };
    resolve = (serverSeed, clientSeed, nonce) => {
      const result = playLimbo(serverSeed, clientSeed, nonce, limbo, rtpPpm);
      return { state: result, multiplierPpm: result.isWin ? limboMultiplierPpm(limbo) : 0n };
    };
  } else if (engine === 'plinko') {
    const plinko = input.plinko ?? { risk: 'medium' as const };
    if (!isValidPlinko(plinko))
      throw new ProviderError('INVALID_PARAMS', 'Choose a risk: low, medium or high');
    params = { ...plinko };
    resolve = (serverSeed, clientSeed, nonce) => {
      const drop = dropPlinko(serverSeed, clientSeed, nonce);
      return { state: drop, multiplierPpm: plinkoTablePpm(plinko.risk, rtpPpm)[drop.slot]! };
    };
  } else {
    throw new ProviderError('INVALID_PARAMS', 'Mines is played with start, reveal and cashout');
  }
  const round = await openRound(
    deps,
    session,
    game,
    bet,
    params,
    input.clientSeed,
    (serverSeed, clientSeed, nonce) => {
      const { state, multiplierPpm } = resolve(serverSeed, clientSeed, nonce);
      return { ...state, multiplierPpm: String(multiplierPpm) };
    },
  );
  await placeBet(deps, round);
  const state = round.state as Record<string, unknown>;
  const multiplierPpm = BigInt(String(state.multiplierPpm));
  const payout = payoutOf(bet, multiplierPpm);
  const balance = await settle(deps, round, payout, state);
  return {
    roundId: round.roundId,
    engine,
    outcome: { ...state, multiplierPpm: undefined },
    multiplier: Number(multiplierPpm) / 1_000_000,
    payout: toMajorNumber(payout, deps.decimals),
    balance,
    fairness: fairnessOfRound(round),
  };
}

async function lockMinesRound(tx: Database, session: Session, roundId: string): Promise<Round> {
  const [round] = await tx
    .select()
    .from(providerRounds)
    .where(eq(providerRounds.roundId, roundId))
    .for('update');
  if (!round || round.playerRef !== session.playerRef || round.engine !== 'mines')
    throw new ProviderError('ROUND_NOT_FOUND', 'No such round');
  if (round.status !== 'open') throw new ProviderError('ROUND_CLOSED', 'This round is over');
  return round;
}

interface MinesState {
  mines: number[];
  revealed: number[];
}

export async function minesStart(
  deps: ProviderDeps,
  session: Session,
  input: { bet: number; mines: number; clientSeed?: string | undefined },
) {
  const game = await gameByCode(deps.db, session.gameCode);
  if (game.config.engine !== 'mines') throw new ProviderError('INVALID_PARAMS', 'This game is not Mines');
  if (!isValidMines(input)) throw new ProviderError('INVALID_PARAMS', 'Choose 1 to 24 mines');
  const bet = betMinor(deps, game.config, input.bet);
  const round = await openRound(
    deps,
    session,
    game,
    bet,
    { mines: input.mines },
    input.clientSeed,
    (serverSeed, clientSeed, nonce) => ({
      mines: minePositions(serverSeed, clientSeed, nonce, input.mines),
      revealed: [],
    }),
  );
  const balance = await placeBet(deps, round);
  await deps.db
    .update(providerRounds)
    .set({ status: 'open' })
    .where(eq(providerRounds.roundId, round.roundId));
  return {
    roundId: round.roundId,
    mines: input.mines,
    balance,
    nextMultiplier: Number(minesMultiplierPpm(input.mines, 1, game.config.rtpPpm)) / 1_000_000,
    fairness: fairnessOfRound(round),
  };
}

export async function minesReveal(
  deps: ProviderDeps,
  session: Session,
  input: { roundId: string; tile: number },
) {
  const game = await gameByCode(deps.db, session.gameCode);
  if (!Number.isInteger(input.tile) || input.tile < 0 || input.tile >= MINES_TILES)
    throw new ProviderError('INVALID_PARAMS', 'No such tile');
  const step = await deps.db.transaction(async (tx) => {
    const round = await lockMinesRound(tx, session, input.roundId);
    const state = round.state as unknown as MinesState;
    if (state.revealed.includes(input.tile))
      throw new ProviderError('INVALID_PARAMS', 'This tile is already open');
    const mines = (round.params as { mines: number }).mines;
    if (state.mines.includes(input.tile)) {
      await tx
        .update(providerRounds)
        .set({ status: 'awaiting_win' })
        .where(eq(providerRounds.roundId, round.roundId));
      return {
        round,
        hit: true as const,
        state: { ...state, revealed: [...state.revealed, input.tile] },
        mines,
      };
    }
    const revealed = [...state.revealed, input.tile];
    await tx
      .update(providerRounds)
      .set({ state: { ...state, revealed } })
      .where(eq(providerRounds.roundId, round.roundId));
    return { round, hit: false as const, state: { ...state, revealed }, mines };
  });
  if (step.hit) {
    const balance = await settle(deps, step.round, 0n, step.state);
    return { hit: true, tile: input.tile, minePositions: step.state.mines, payout: 0, balance, isOver: true };
  }
  const revealedCount = step.state.revealed.length;
  const multiplier = Number(minesMultiplierPpm(step.mines, revealedCount, game.config.rtpPpm)) / 1_000_000;
  if (revealedCount === MINES_TILES - step.mines)
    return {
      ...(await minesCashout(deps, session, { roundId: input.roundId })),
      tile: input.tile,
      hit: false,
    };
  return {
    hit: false,
    tile: input.tile,
    multiplier,
    nextMultiplier: Number(minesMultiplierPpm(step.mines, revealedCount + 1, game.config.rtpPpm)) / 1_000_000,
    isOver: false,
  };
}

export async function minesCashout(deps: ProviderDeps, session: Session, input: { roundId: string }) {
  const game = await gameByCode(deps.db, session.gameCode);
  const locked = await deps.db.transaction(async (tx) => {
    const round = await lockMinesRound(tx, session, input.roundId);
    const state = round.state as unknown as MinesState;
    if (state.revealed.length === 0)
      throw new ProviderError('INVALID_PARAMS', 'Open at least one tile before cashing out');
    await tx
      .update(providerRounds)
      .set({ status: 'awaiting_win' })
      .where(eq(providerRounds.roundId, round.roundId));
    return { round, state };
  });
  const mines = (locked.round.params as { mines: number }).mines;
  const multiplierPpm = minesMultiplierPpm(mines, locked.state.revealed.length, game.config.rtpPpm);
  const payout = payoutOf(locked.round.bet, multiplierPpm);
  const balance = await settle(
    deps,
    locked.round,
    payout,
    locked.state as unknown as Record<string, unknown>,
  );
  return {
    hit: false,
    minePositions: locked.state.mines,
    multiplier: Number(multiplierPpm) / 1_000_000,
    payout: toMajorNumber(payout, deps.decimals),
    balance,
    isOver: true,
  };
}

/** A new server seed; the old one is revealed so every earlier round can be checked. */
export async function rotateSeed(deps: ProviderDeps, session: Session, clientSeed: string | undefined) {
  const open = await deps.db
    .select({ roundId: providerRounds.roundId })
    .from(providerRounds)
    .where(
      and(
        eq(providerRounds.playerRef, session.playerRef),
        inArray(providerRounds.status, ['open', 'betting', 'awaiting_win']),
      ),
    )
    .limit(1);
  if (open.length > 0)
    throw new ProviderError('ROUND_OPEN', 'Finish the current round before changing seeds');
  const seeds = await seedsOf(deps.db, session.playerRef);
  const serverSeed = newServerSeed();
  await deps.db
    .update(providerSeeds)
    .set({
      previousServerSeed: seeds.serverSeed,
      previousServerSeedHash: seeds.serverSeedHash,
      previousClientSeed: seeds.clientSeed,
      previousNonce: seeds.nonce,
      serverSeed,
      serverSeedHash: seedHash(serverSeed),
      clientSeed: clientSeed?.trim() || seeds.clientSeed,
      nonce: 0,
    })
    .where(eq(providerSeeds.playerRef, session.playerRef));
  return fairnessView(
    (await deps.db.select().from(providerSeeds).where(eq(providerSeeds.playerRef, session.playerRef)))[0]!,
  );
}

export async function fairnessState(deps: ProviderDeps, session: Session) {
  return fairnessView(await seedsOf(deps.db, session.playerRef));
}

/** Recomputes a round's outcome from seeds and nonce: the same function the games use. */
export function verifyOutcome(
  input: {
    engine: 'dice' | 'limbo' | 'mines' | 'plinko';
    serverSeed: string;
    clientSeed: string;
    nonce: number;
    mines?: number | undefined;
    rtpPpm?: number | undefined;
  },
  game: { config: GameConfig } | null = null,
) {
  const base = { serverSeedHash: seedHash(input.serverSeed) };
  switch (input.engine) {
    case 'dice':
      return {
        ...base,
        rollHundredths: rollDice(input.serverSeed, input.clientSeed, input.nonce, {
          targetHundredths: 5_000,
          direction: 'under',
        }).rollHundredths,
      };
    case 'limbo':
      return {
        ...base,
        resultHundredths: playLimbo(
          input.serverSeed,
          input.clientSeed,
          input.nonce,
          { targetHundredths: 101 },
          input.rtpPpm ?? game?.config.rtpPpm ?? 970_000,
        ).resultHundredths,
      };
    case 'mines':
      return {
        ...base,
        minePositions: minePositions(input.serverSeed, input.clientSeed, input.nonce, input.mines ?? 3),
      };
    case 'plinko':
      return { ...base, ...dropPlinko(input.serverSeed, input.clientSeed, input.nonce) };
  }
}

/**
 * Settles rounds a wallet outage left half-done: a bet never confirmed is rolled back (the wallet
 * refunds it if it had arrived, and refuses it if it arrives later); a win not delivered is sent
 * again with the same ids.
 */
export async function settleStuckRounds(deps: ProviderDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - STUCK_ROUND_MS);
  const stuck = await deps.db
    .select()
    .from(providerRounds)
    .where(
      and(inArray(providerRounds.status, ['betting', 'awaiting_win']), lt(providerRounds.createdAt, cutoff)),
    )
    .limit(50);
  let fixed = 0;
  for (const round of stuck) {
    try {
      if (round.status === 'betting') {
        const response = await deps.wallet.rollback({
          requestId: `${round.roundId}:rollback`,
          playerId: round.playerRef,
          transactionId: `${round.roundId}:rollback`,
          referenceTransactionId: `${round.roundId}:bet`,
          roundId: round.roundId,
        });
        if (response.status === 'OK') {
          await deps.db
            .update(providerRounds)
            .set({ status: 'rolled_back', settledAt: deps.clock.now() })
            .where(eq(providerRounds.roundId, round.roundId));
          fixed += 1;
        }
      } else if (
        (await settle(deps, round, round.payout ?? 0n, (round.state ?? {}) as Record<string, unknown>)) !==
        null
      ) {
        fixed += 1;
      }
    } catch (error) {
      deps.log.warn({ err: error, roundId: round.roundId }, 'stuck round not settled yet');
    }
  }
  return fixed;
}
