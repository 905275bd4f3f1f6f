import { randomBytes } from 'node:crypto';
import { toMajorNumber, toMajorString, toMinorUnits } from '@fairplay/contract/money';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { games, providerRounds, providerSeeds, providerSessions } from '../db/schema.ts';
import type { Clock } from '../platform/clock.ts';
import {
  type DiceParams,
  diceMultiplierPpm,
  diceWinChancePpm,
  isValidDice,
  rollDice,
} from './engines/dice.ts';
import { newServerSeed, payoutOf, seedHash } from './engines/fair.ts';
import {
  isValidLimbo,
  type LimboParams,
  limboMultiplierPpm,
  limboWinChancePpm,
  playLimbo,
} from './engines/limbo.ts';
import {
  isValidMines,
  MINES_TILES,
  minePositions,
  minesMultiplierPpm,
  minesWinChancePpm,
} from './engines/mines.ts';
import {
  dropPlinko,
  isValidPlinko,
  type PlinkoRisk,
  plinkoTablePpm,
  plinkoWinChancePpm,
} from './engines/plinko.ts';
import { type GameConfig, ZGameConfig } from './game-config.ts';
import { type SeamlessResponse, type WalletClient, WalletUnavailableError } from './wallet-client.ts';

/** A round whose win the wallet refused for a reason a retry cannot change. */
export interface RefusedWin {
  roundId: string;
  playerRef: string;
  gameCode: string;
  bet: bigint;
  payout: bigint;
}

export interface ProviderDeps {
  db: Database;
  clock: Clock;
  wallet: WalletClient;
  decimals: number;
  log: FastifyBaseLogger;
  /**
   * Told when the wallet refuses a win for good, so a person settles it. It may be told twice for
   * one round (a request and the retry job racing); the operator's side keeps one alert per round.
   */
  onWinRefused: (round: RefusedWin, response: SeamlessResponse) => Promise<void>;
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
/** How many rounds one run of a background job takes on. */
const JOB_BATCH = 50;

/**
 * Round statuses: betting (recorded, bet sent) → open (Mines, being played) → awaiting_win
 * (result and payout decided, win sent) → settled; or rejected (bet refused), rolling_back →
 * rolled_back (a bet the wallet did not confirm in time), win_refused (the wallet refused the
 * win for good: an operator settles it). Every move is one conditional statement or happens under
 * the round's row lock, so two paths never both move a round.
 */
type RoundStatus =
  | 'betting'
  | 'open'
  | 'awaiting_win'
  | 'settled'
  | 'rejected'
  | 'rolling_back'
  | 'rolled_back'
  | 'win_refused';

/** Rounds still in play or being paid: their server seed must not be revealed yet. */
const UNFINISHED: RoundStatus[] = ['betting', 'open', 'awaiting_win', 'rolling_back'];

type Session = typeof providerSessions.$inferSelect;
type Round = typeof providerRounds.$inferSelect;

/** The game's stored configuration, enabled or not (a round already played is finished either way). */
async function gameConfigOf(db: Database, code: string): Promise<GameConfig> {
  const [game] = await db.select().from(games).where(eq(games.code, code));
  if (!game) throw new ProviderError('GAME_NOT_FOUND', 'This game is not available');
  return ZGameConfig.parse(game.config);
}

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

function newSeeds(playerRef: string) {
  const serverSeed = newServerSeed();
  return {
    playerRef,
    serverSeed,
    serverSeedHash: seedHash(serverSeed),
    clientSeed: randomBytes(6).toString('hex'),
    nonce: 0,
  };
}

/** The player's seeds, created on first use (one statement: a concurrent twin inserts nothing). */
async function seedsOf(db: Database, playerRef: string) {
  await db.insert(providerSeeds).values(newSeeds(playerRef)).onConflictDoNothing();
  const [seeds] = await db.select().from(providerSeeds).where(eq(providerSeeds.playerRef, playerRef));
  return seeds!;
}

/**
 * The player's seed row, created if missing and locked for the transaction. Opening a round and
 * rotating the seeds both take this lock, so a rotation sees every round opened on the seed it
 * reveals, and a round never opens on a seed that is being revealed.
 */
async function lockSeeds(tx: Database, playerRef: string) {
  await tx.insert(providerSeeds).values(newSeeds(playerRef)).onConflictDoNothing();
  const [seeds] = await tx
    .select()
    .from(providerSeeds)
    .where(eq(providerSeeds.playerRef, playerRef))
    .for('update');
  return seeds!;
}

/** Moves a round on in one conditional statement; false when it had already left `from`. */
async function moveRound(
  db: Database,
  roundId: string,
  from: RoundStatus,
  set: Partial<Omit<Round, 'roundId'>> & { status: RoundStatus },
): Promise<boolean> {
  const moved = await db
    .update(providerRounds)
    .set(set)
    .where(and(eq(providerRounds.roundId, roundId), eq(providerRounds.status, from)))
    .returning({ roundId: providerRounds.roundId });
  return moved.length > 0;
}

/** bet × multiplier, capped to the game's maximum win. */
function cappedPayout(bet: bigint, multiplierPpm: bigint, maxWinMinor: bigint) {
  const payout = payoutOf(bet, multiplierPpm);
  return payout >= maxWinMinor ? { payout: maxWinMinor, isMaxWin: true } : { payout, isMaxWin: false };
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

const major = (deps: ProviderDeps, minor: bigint) => toMajorNumber(minor, deps.decimals);
const multiplierOf = (ppm: bigint) => Number(ppm) / 1_000_000;

interface MinesState {
  mines: number[];
  revealed: number[];
  /** Set when the provider ended the round itself: 'idle' (the player left it). */
  endedBy?: 'idle';
}

/** What a Mines round is played under, fixed when it starts (a later change of the game's settings does not touch it). */
interface MinesTerms {
  mines: number;
  rtpPpm: number;
  maxWinMinor: bigint;
}

async function minesTermsOf(db: Database, round: Round): Promise<MinesTerms> {
  const params = round.params as { mines: number; rtpPpm?: number; maxWinMinor?: string };
  if (params.rtpPpm !== undefined && params.maxWinMinor !== undefined)
    return { mines: params.mines, rtpPpm: params.rtpPpm, maxWinMinor: BigInt(params.maxWinMinor) };
  // A round started before the terms were recorded: the game's current settings.
  const config = await gameConfigOf(db, round.gameCode);
  return { mines: params.mines, rtpPpm: config.rtpPpm, maxWinMinor: BigInt(config.maxWinMinor) };
}

/** The multiplier and (capped) payout of a Mines round after `revealed` safe tiles; 1× before the first. */
function minesPayout(round: Round, terms: MinesTerms, revealed: number) {
  const multiplierPpm = minesMultiplierPpm(terms.mines, revealed, terms.rtpPpm);
  return { multiplierPpm, ...cappedPayout(round.bet, multiplierPpm, terms.maxWinMinor) };
}

/** The player's open Mines round in a game, as the game page needs it to carry on after a reload. */
async function openMinesRoundOf(deps: ProviderDeps, playerRef: string, gameCode: string) {
  const [round] = await deps.db
    .select()
    .from(providerRounds)
    .where(
      and(
        eq(providerRounds.playerRef, playerRef),
        eq(providerRounds.gameCode, gameCode),
        eq(providerRounds.engine, 'mines'),
        eq(providerRounds.status, 'open'),
      ),
    )
    .orderBy(desc(providerRounds.createdAt))
    .limit(1);
  if (!round) return null;
  const terms = await minesTermsOf(deps.db, round);
  const state = round.state as MinesState;
  return {
    roundId: round.roundId,
    bet: major(deps, round.bet),
    mines: terms.mines,
    revealed: state.revealed,
    multiplier: multiplierOf(minesPayout(round, terms, state.revealed.length).multiplierPpm),
    nextMultiplier: multiplierOf(minesPayout(round, terms, state.revealed.length + 1).multiplierPpm),
  };
}

/** Opens a game session from the operator's launch token (the player never gives the provider credentials). */
export async function openSession(deps: ProviderDeps, token: string, gameCode: string) {
  const game = await gameByCode(deps.db, gameCode);
  const identity = await deps.wallet.authenticate(token);
  // A launch opens the game it was made for, not another one.
  if (identity.status !== 'OK' || !identity.playerId || (identity.gameCode && identity.gameCode !== gameCode))
    throw new ProviderError('INVALID_TOKEN', 'Please open the game again from the lobby');
  const sessionId = randomBytes(24).toString('hex');
  const now = deps.clock.now();
  await deps.db.insert(providerSessions).values({
    sessionId,
    playerRef: identity.playerId,
    // Sent with every bet, so the wallet refuses bets once the player's session has ended.
    launchToken: token,
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
      minBet: major(deps, BigInt(game.config.minBetMinor)),
      maxBet: major(deps, BigInt(game.config.maxBetMinor)),
      defaultBet: major(deps, BigInt(game.config.defaultBetMinor)),
      maxWin: major(deps, BigInt(game.config.maxWinMinor)),
    },
    /** The Mines round the player left open in this game (a reload, a lost connection), or null. */
    round: game.config.engine === 'mines' ? await openMinesRoundOf(deps, identity.playerId, game.code) : null,
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
      `The bet must be between ${major(deps, BigInt(config.minBetMinor))} and ${major(deps, BigInt(config.maxBetMinor))}`,
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
  return deps.db.transaction(async (tx) => {
    const seeds = await lockSeeds(tx, session.playerRef);
    // One Mines round at a time per player: checked under the seed lock every new round takes.
    if (game.config.engine === 'mines') {
      const [unfinished] = await tx
        .select({ roundId: providerRounds.roundId })
        .from(providerRounds)
        .where(
          and(
            eq(providerRounds.playerRef, session.playerRef),
            eq(providerRounds.engine, 'mines'),
            inArray(providerRounds.status, UNFINISHED),
          ),
        )
        .limit(1);
      if (unfinished)
        throw new ProviderError('ROUND_OPEN', 'Finish your current round before starting another');
    }
    const activeClientSeed = clientSeed?.trim() || seeds.clientSeed;
    const nonce = seeds.nonce;
    await tx
      .update(providerSeeds)
      .set({ nonce: nonce + 1, clientSeed: activeClientSeed })
      .where(eq(providerSeeds.playerRef, session.playerRef));
    const now = deps.clock.now();
    const [round] = await tx
      .insert(providerRounds)
      .values({
        roundId: `R${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`,
        playerRef: session.playerRef,
        gameCode: game.code,
        engine: game.config.engine,
        bet,
        params,
        state: outcomeOf(seeds.serverSeed, activeClientSeed, nonce),
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: activeClientSeed,
        nonce,
        status: 'betting' satisfies RoundStatus,
        createdAt: now,
        lastActionAt: now,
      })
      .returning();
    return round!;
  });
}

/** The retry job gave up on the bet (the wallet took too long) and rolls it back: the round never starts. */
const roundCancelled = () =>
  new ProviderError(
    'ROUND_CANCELLED',
    'The wallet took too long to take this bet, so the round was cancelled and the bet refunded. Please play again',
  );

/** A wallet that does not answer becomes the player's WALLET_UNAVAILABLE; any other error is kept. */
function walletUnavailable(error: unknown): unknown {
  return error instanceof WalletUnavailableError
    ? new ProviderError(
        'WALLET_UNAVAILABLE',
        'The wallet is not answering. Your balance is safe; please try again',
      )
    : error;
}

async function placeBet(deps: ProviderDeps, round: Round, session: Session): Promise<number> {
  try {
    const response = await deps.wallet.bet({
      token: session.launchToken,
      requestId: `${round.roundId}:bet`,
      playerId: round.playerRef,
      transactionId: `${round.roundId}:bet`,
      roundId: round.roundId,
      gameCode: round.gameCode,
      amount: toMajorString(round.bet, deps.decimals),
    });
    if (response.status !== 'OK')
      await moveRound(deps.db, round.roundId, 'betting', { status: 'rejected', settledAt: deps.clock.now() });
    return Number(walletOk(response));
  } catch (error) {
    throw walletUnavailable(error);
  }
}

/**
 * The round's chance to win (ppm), sent with its win: the wallet weighs bonus wagering by it. Dice,
 * Limbo and Plinko fix it when the round opens (kept in the state); Mines is the chance of the path
 * played — the tiles cashed out, or attempted when the last one was a mine. Undefined for a round
 * recorded before the chance was kept.
 */
export function winChanceOf(round: Pick<Round, 'engine' | 'params' | 'state'>): number | undefined {
  if (round.engine === 'mines') {
    const mines = (round.params as { mines?: unknown } | null)?.mines;
    const revealed = (round.state as MinesState | null)?.revealed;
    return typeof mines === 'number' && Array.isArray(revealed)
      ? minesWinChancePpm(mines, revealed.length)
      : undefined;
  }
  const chance = (round.state as { winChancePpm?: unknown } | null)?.winChancePpm;
  return typeof chance === 'number' ? chance : undefined;
}

/** Refusals of the call rather than of the win: a configuration fault, retried once it is mended. */
const AUTHENTICATION_REFUSALS: readonly string[] = ['INVALID_SIGNATURE', 'STALE_REQUEST'];

type WinDelivery = { kind: 'paid'; balance: number } | { kind: 'pending' } | { kind: 'refused' };

/**
 * Sends the win of a round whose result is decided (status awaiting_win, payout recorded; zero for
 * a loss) and closes it. A wallet that did not answer leaves it to the retry job; a wallet that
 * answered with a refusal will answer the same to every retry (it stores its answers), so the
 * round is marked win_refused and an operator is told instead.
 */
async function deliverWin(deps: ProviderDeps, round: Round, payout: bigint): Promise<WinDelivery> {
  let response: SeamlessResponse;
  const winChancePpm = winChanceOf(round);
  try {
    response = await deps.wallet.win({
      requestId: `${round.roundId}:win`,
      playerId: round.playerRef,
      transactionId: `${round.roundId}:win`,
      roundId: round.roundId,
      gameCode: round.gameCode,
      amount: toMajorString(payout, deps.decimals),
      isFinal: true,
      ...(winChancePpm === undefined ? {} : { winChancePpm }),
    });
  } catch (error) {
    if (!(error instanceof WalletUnavailableError)) throw error;
    deps.log.warn(
      { err: error, roundId: round.roundId },
      'win not delivered; the retry job will settle the round',
    );
    return { kind: 'pending' };
  }
  if (AUTHENTICATION_REFUSALS.includes(response.status)) {
    // Our signature or clock, not this round: every call fails until an operator fixes the
    // secret or the clock, and then the retry job pays the round as it is.
    deps.log.error(
      { roundId: round.roundId, wallet: response },
      'the wallet refused our signature or timestamp; the retry job will send the win again',
    );
    return { kind: 'pending' };
  }
  if (response.status === 'OK') {
    await moveRound(deps.db, round.roundId, 'awaiting_win', {
      status: 'settled',
      settledAt: deps.clock.now(),
    });
    return { kind: 'paid', balance: Number(response.balance ?? 0) };
  }
  const refused: RefusedWin = {
    roundId: round.roundId,
    playerRef: round.playerRef,
    gameCode: round.gameCode,
    bet: round.bet,
    payout,
  };
  try {
    // Told before the round is marked: if telling fails, the round stays for the retry job, which
    // gets the same refusal and tells again.
    await deps.onWinRefused(refused, response);
  } catch (error) {
    deps.log.error(
      { err: error, roundId: round.roundId },
      'a refused win could not be reported; retrying later',
    );
    return { kind: 'pending' };
  }
  if (await moveRound(deps.db, round.roundId, 'awaiting_win', { status: 'win_refused' })) {
    deps.log.error(
      { roundId: round.roundId, playerRef: round.playerRef, payout: String(payout), wallet: response },
      'the wallet refused a win for good; an operator must settle the round',
    );
  }
  return { kind: 'refused' };
}

/** The player's answer for a delivered win: the new balance, null while the retry job has it, or a refusal. */
function balanceAfter(round: Round, delivery: WinDelivery): number | null {
  if (delivery.kind === 'paid') return delivery.balance;
  if (delivery.kind === 'pending') return null;
  throw new ProviderError(
    'WIN_REFUSED',
    `The wallet refused this win. Support has been alerted and will settle round ${round.roundId}`,
  );
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

/** One round of Dice, Limbo or Plinko: bet, outcome from the seeds, win (capped to the game's maximum). */
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
  let winChancePpm: number;
  if (engine === 'dice') {
    const dice = input.dice;
    if (!dice || !isValidDice(dice))
      throw new ProviderError('INVALID_PARAMS', 'Choose a target between 2 and 98');
    params = { ...dice };
    winChancePpm = diceWinChancePpm(dice);
    resolve = (serverSeed, clientSeed, nonce) => {
      const roll = rollDice(serverSeed, clientSeed, nonce, dice);
      return { state: roll, multiplierPpm: roll.isWin ? diceMultiplierPpm(dice, rtpPpm) : 0n };
    };
  } else if (engine === 'limbo') {
    const limbo = input.limbo;
    if (!limbo || !isValidLimbo(limbo))
      throw new ProviderError('INVALID_PARAMS', 'Choose a target between 1.01× and 10,000×');
    params = { ...limbo };
    winChancePpm = limboWinChancePpm(limbo, rtpPpm);
    resolve = (serverSeed, clientSeed, nonce) => {
      const result = playLimbo(serverSeed, clientSeed, nonce, limbo, rtpPpm);
      return { state: result, multiplierPpm: result.isWin ? limboMultiplierPpm(limbo) : 0n };
    };
  } else if (engine === 'plinko') {
    const plinko = input.plinko ?? { risk: 'medium' as const };
    if (!isValidPlinko(plinko))
      throw new ProviderError('INVALID_PARAMS', 'Choose a risk: low, medium or high');
    params = { ...plinko };
    winChancePpm = plinkoWinChancePpm(plinko.risk, rtpPpm);
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
      return { ...state, multiplierPpm: String(multiplierPpm), winChancePpm };
    },
  );
  await placeBet(deps, round, session);
  const state = round.state as Record<string, unknown>;
  const multiplierPpm = BigInt(String(state.multiplierPpm));
  const { payout, isMaxWin } = cappedPayout(bet, multiplierPpm, BigInt(game.config.maxWinMinor));
  const decided = await moveRound(deps.db, round.roundId, 'betting', {
    status: 'awaiting_win',
    payout,
    lastActionAt: deps.clock.now(),
  });
  if (!decided) throw roundCancelled();
  const balance = balanceAfter(round, await deliverWin(deps, round, payout));
  return {
    roundId: round.roundId,
    engine,
    outcome: { ...state, multiplierPpm: undefined, winChancePpm: undefined },
    multiplier: multiplierOf(multiplierPpm),
    payout: major(deps, payout),
    isMaxWin,
    balance,
    fairness: fairnessOfRound(round),
  };
}

/** The player's Mines round, locked for the transaction; refused unless it is open. */
async function lockMinesRound(tx: Database, session: Session, roundId: string): Promise<Round> {
  const [round] = await tx
    .select()
    .from(providerRounds)
    .where(eq(providerRounds.roundId, roundId))
    .for('update');
  if (!round || round.playerRef !== session.playerRef || round.engine !== 'mines')
    throw new ProviderError('ROUND_NOT_FOUND', 'No such round');
  if (round.status !== 'open') {
    const endedBy = (round.state as MinesState | null)?.endedBy;
    throw new ProviderError(
      'ROUND_CLOSED',
      endedBy === 'idle'
        ? 'This round was cashed out automatically after a long pause'
        : 'This round is over',
    );
  }
  return round;
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
  const terms: MinesTerms = {
    mines: input.mines,
    rtpPpm: game.config.rtpPpm,
    maxWinMinor: BigInt(game.config.maxWinMinor),
  };
  const round = await openRound(
    deps,
    session,
    game,
    bet,
    { mines: terms.mines, rtpPpm: terms.rtpPpm, maxWinMinor: String(terms.maxWinMinor) },
    input.clientSeed,
    (serverSeed, clientSeed, nonce) => ({
      mines: minePositions(serverSeed, clientSeed, nonce, input.mines),
      revealed: [],
    }),
  );
  const balance = await placeBet(deps, round, session);
  const opened = await moveRound(deps.db, round.roundId, 'betting', {
    status: 'open',
    lastActionAt: deps.clock.now(),
  });
  if (!opened) throw roundCancelled();
  return {
    roundId: round.roundId,
    mines: input.mines,
    balance,
    nextMultiplier: multiplierOf(minesPayout(round, terms, 1).multiplierPpm),
    fairness: fairnessOfRound(round),
  };
}

/**
 * A decision in an open round (a Mines tile, a cash-out) needs the game's launch to be live, as a
 * bet does (the wallet checks the token a bet carries): the operator ends it at a logout, a password
 * change or a break (decision 024), and from then the player decides nothing more in the game from
 * that page. A round left open is closed by the idle cash-out as any other.
 */
async function requireLiveLaunch(deps: ProviderDeps, session: Session): Promise<void> {
  let identity: SeamlessResponse;
  try {
    identity = await deps.wallet.authenticate(session.launchToken);
  } catch (error) {
    throw walletUnavailable(error);
  }
  if (identity.status !== 'OK' || identity.playerId !== session.playerRef)
    throw new ProviderError(
      'INVALID_TOKEN',
      'Your game session has ended. Please open the game again from the lobby',
    );
}

/**
 * Opens a tile. The whole step is decided under the round's lock: a mine ends the round, and so
 * does the last safe tile or reaching the maximum win (an automatic cash-out).
 */
export async function minesReveal(
  deps: ProviderDeps,
  session: Session,
  input: { roundId: string; tile: number },
) {
  if (!Number.isInteger(input.tile) || input.tile < 0 || input.tile >= MINES_TILES)
    throw new ProviderError('INVALID_PARAMS', 'No such tile');
  await requireLiveLaunch(deps, session);
  const step = await deps.db.transaction(async (tx) => {
    const round = await lockMinesRound(tx, session, input.roundId);
    const state = round.state as MinesState;
    if (state.revealed.includes(input.tile))
      throw new ProviderError('INVALID_PARAMS', 'This tile is already open');
    const terms = await minesTermsOf(tx, round);
    const next: MinesState = { ...state, revealed: [...state.revealed, input.tile] };
    const now = deps.clock.now();
    if (state.mines.includes(input.tile)) {
      await tx
        .update(providerRounds)
        .set({ status: 'awaiting_win' satisfies RoundStatus, payout: 0n, state: next, lastActionAt: now })
        .where(eq(providerRounds.roundId, round.roundId));
      return {
        round,
        state: next,
        hit: true as const,
        terms,
        payout: 0n,
        multiplierPpm: 0n,
        isMaxWin: false,
      };
    }
    const result = minesPayout(round, terms, next.revealed.length);
    const isOver = result.isMaxWin || next.revealed.length === MINES_TILES - terms.mines;
    await tx
      .update(providerRounds)
      .set(
        isOver
          ? {
              status: 'awaiting_win' satisfies RoundStatus,
              payout: result.payout,
              state: next,
              lastActionAt: now,
            }
          : { state: next, lastActionAt: now },
      )
      .where(eq(providerRounds.roundId, round.roundId));
    return { round, state: next, hit: false as const, terms, isOver, ...result };
  });
  // The round as it is now (the tile just opened counts in its chance to win).
  const decided = { ...step.round, state: step.state };
  if (step.hit) {
    const balance = balanceAfter(step.round, await deliverWin(deps, decided, 0n));
    return { hit: true, tile: input.tile, minePositions: step.state.mines, payout: 0, balance, isOver: true };
  }
  if (step.isOver) {
    const balance = balanceAfter(step.round, await deliverWin(deps, decided, step.payout));
    return {
      hit: false,
      tile: input.tile,
      minePositions: step.state.mines,
      multiplier: multiplierOf(step.multiplierPpm),
      payout: major(deps, step.payout),
      isMaxWin: step.isMaxWin,
      balance,
      isOver: true,
    };
  }
  return {
    hit: false,
    tile: input.tile,
    multiplier: multiplierOf(step.multiplierPpm),
    nextMultiplier: multiplierOf(
      minesPayout(step.round, step.terms, step.state.revealed.length + 1).multiplierPpm,
    ),
    isOver: false,
  };
}

export async function minesCashout(deps: ProviderDeps, session: Session, input: { roundId: string }) {
  await requireLiveLaunch(deps, session);
  const locked = await deps.db.transaction(async (tx) => {
    const round = await lockMinesRound(tx, session, input.roundId);
    const state = round.state as MinesState;
    if (state.revealed.length === 0)
      throw new ProviderError('INVALID_PARAMS', 'Open at least one tile before cashing out');
    const result = minesPayout(round, await minesTermsOf(tx, round), state.revealed.length);
    await tx
      .update(providerRounds)
      .set({
        status: 'awaiting_win' satisfies RoundStatus,
        payout: result.payout,
        lastActionAt: deps.clock.now(),
      })
      .where(eq(providerRounds.roundId, round.roundId));
    return { round, state, ...result };
  });
  const balance = balanceAfter(locked.round, await deliverWin(deps, locked.round, locked.payout));
  return {
    hit: false,
    minePositions: locked.state.mines,
    multiplier: multiplierOf(locked.multiplierPpm),
    payout: major(deps, locked.payout),
    isMaxWin: locked.isMaxWin,
    balance,
    isOver: true,
  };
}

/**
 * A new server seed; the old one is revealed so every earlier round can be checked. Decided under
 * the seed row's lock (the one opening a round takes): no round still in play can be on the seed
 * this reveals.
 */
export async function rotateSeed(deps: ProviderDeps, session: Session, clientSeed: string | undefined) {
  return deps.db.transaction(async (tx) => {
    const seeds = await lockSeeds(tx, session.playerRef);
    const unfinished = await tx
      .select({ roundId: providerRounds.roundId })
      .from(providerRounds)
      .where(and(eq(providerRounds.playerRef, session.playerRef), inArray(providerRounds.status, UNFINISHED)))
      .limit(1);
    if (unfinished.length > 0)
      throw new ProviderError('ROUND_OPEN', 'Finish the current round before changing seeds');
    const serverSeed = newServerSeed();
    const [rotated] = await tx
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
      .where(eq(providerSeeds.playerRef, session.playerRef))
      .returning();
    return fairnessView(rotated!);
  });
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
 * again with the same ids. A bet is claimed for rollback in one conditional statement, so a late
 * confirmation can no longer open the round (the player is told it was cancelled).
 */
export async function settleStuckRounds(deps: ProviderDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - STUCK_ROUND_MS);
  const stuck = await deps.db
    .select()
    .from(providerRounds)
    .where(
      and(
        inArray(providerRounds.status, ['betting', 'rolling_back', 'awaiting_win'] satisfies RoundStatus[]),
        lt(providerRounds.lastActionAt, cutoff),
      ),
    )
    .limit(JOB_BATCH);
  let fixed = 0;
  for (const round of stuck) {
    try {
      if (round.status === 'awaiting_win') {
        const payout = round.payout ?? (await legacyMinesPayout(deps, round));
        if ((await deliverWin(deps, round, payout)).kind !== 'pending') fixed += 1;
        continue;
      }
      if (
        round.status === 'betting' &&
        !(await moveRound(deps.db, round.roundId, 'betting', { status: 'rolling_back' }))
      )
        continue; // the bet was answered meanwhile: the round went on
      if (await rollBackRound(deps, round)) fixed += 1;
    } catch (error) {
      deps.log.warn({ err: error, roundId: round.roundId }, 'stuck round not settled yet');
    }
  }
  return fixed;
}

/** Takes a round's bet back through the wallet (status rolling_back → rolled_back); false when not yet. */
async function rollBackRound(deps: ProviderDeps, round: Round): Promise<boolean> {
  const response = await deps.wallet.rollback({
    requestId: `${round.roundId}:rollback`,
    playerId: round.playerRef,
    transactionId: `${round.roundId}:rollback`,
    referenceTransactionId: `${round.roundId}:bet`,
    roundId: round.roundId,
  });
  if (response.status !== 'OK') {
    deps.log.error({ roundId: round.roundId, wallet: response }, 'the wallet refused a rollback');
    return false;
  }
  await moveRound(deps.db, round.roundId, 'rolling_back', {
    status: 'rolled_back',
    settledAt: deps.clock.now(),
  });
  return true;
}

/**
 * Rounds decided before the payout was recorded with the decision: a Mines cash-out pays for its
 * safe tiles, a mine pays nothing.
 */
async function legacyMinesPayout(deps: ProviderDeps, round: Round): Promise<bigint> {
  const state = round.state as MinesState | null;
  if (round.engine !== 'mines' || !state) return 0n;
  if (state.revealed.some((tile) => state.mines.includes(tile))) return 0n;
  return minesPayout(round, await minesTermsOf(deps.db, round), state.revealed.length).payout;
}

/**
 * Cashes out Mines rounds the player left open for `idleMs` (a closed tab, a lost phone) at their
 * current multiplier — 1×, the stake back, before the first tile — so a stake is never stuck and
 * the seeds can change again. Each round is re-checked under its lock: a reveal or cash-out that
 * got there first wins, and the round is left alone.
 */
export async function cashOutIdleRounds(deps: ProviderDeps, idleMs: number): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - idleMs);
  const idle = await deps.db
    .select({ roundId: providerRounds.roundId })
    .from(providerRounds)
    .where(
      and(
        eq(providerRounds.status, 'open' satisfies RoundStatus),
        eq(providerRounds.engine, 'mines'),
        lt(providerRounds.lastActionAt, cutoff),
      ),
    )
    .limit(JOB_BATCH);
  let cashedOut = 0;
  for (const { roundId } of idle) {
    try {
      const decided = await deps.db.transaction(async (tx) => {
        const [round] = await tx
          .select()
          .from(providerRounds)
          .where(eq(providerRounds.roundId, roundId))
          .for('update');
        if (round?.status !== 'open' || round.lastActionAt >= cutoff) return null;
        const state = round.state as MinesState;
        if (state.revealed.length === 0) {
          // Not a tile opened: nothing was risked, so the bet is taken back rather than paid back
          // as a win (which would count as a valid bet: wagering, VIP experience, rankings).
          await tx
            .update(providerRounds)
            .set({ status: 'rolling_back' satisfies RoundStatus, state: { ...state, endedBy: 'idle' } })
            .where(eq(providerRounds.roundId, roundId));
          return { round, payout: null };
        }
        const { payout } = minesPayout(round, await minesTermsOf(tx, round), state.revealed.length);
        await tx
          .update(providerRounds)
          .set({
            status: 'awaiting_win' satisfies RoundStatus,
            payout,
            state: { ...state, endedBy: 'idle' },
            lastActionAt: deps.clock.now(),
          })
          .where(eq(providerRounds.roundId, roundId));
        return { round, payout };
      });
      if (!decided) continue;
      cashedOut += 1;
      if (decided.payout === null) {
        deps.log.info({ roundId }, 'idle Mines round with no tile opened: bet rolled back');
        // Not answered now (wallet down): the stuck-round job sends the rollback again.
        await rollBackRound(deps, decided.round);
        continue;
      }
      deps.log.info({ roundId, payout: String(decided.payout) }, 'idle Mines round cashed out');
      // Not delivered now (wallet down): the stuck-round job sends it.
      await deliverWin(deps, decided.round, decided.payout);
    } catch (error) {
      deps.log.warn({ err: error, roundId }, 'idle round not cashed out yet');
    }
  }
  return cashedOut;
}
