import { toMajorString } from '@fairplay/contract/money';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';

/**
 * The house's result over a period, from the ledger alone (npm run ledger:verify): per game the
 * stakes, wins, rollbacks, house result and margin, and the largest win; per promotion (transfer
 * code paid from the bonus account) what it cost; what manual adjustments gave and took back. The
 * ledger can balance to the cent while a game pays what it never should, so the report also warns
 * about wins beyond a game's configured maximum or a sane multiple of their stake, a game far below
 * its expected margin over enough rounds, and the house's own money collapsing.
 *
 * A game's money is the bet, win and bet_rollback transfers, tied to their round through the
 * seamless transaction of the same key (seamless:<provider>:<transactionId>) and to their game
 * through the round (game_rounds). A game transfer with neither still counts, under
 * "(unattributed)", each one its own round: forged or broken money shows up somewhere.
 */

export const UNATTRIBUTED_GAME = '(unattributed)';

export interface HouseReportOptions {
  /** The period's first instant (inclusive) and its end (exclusive). */
  from: Date;
  to: Date;
  /** The currency's decimals, for the amounts in warning messages (minor units everywhere else). */
  decimals?: number;
  /** A game is judged on its margin from this many rounds in the period. */
  minRounds?: number;
  /** "Far below" the expected margin: this many standard deviations of the result below it. */
  marginDeviations?: number;
  /** A round paying more than its stake times this is impossible (when the game sets no tighter bound). */
  maxWinMultiple?: number;
  /**
   * The most a game's engine multiplies a stake by at its RTP (ppm), or null when unknown: a round
   * paying more than its stake times this was not played by the engine. The games' math is not the
   * ledger's: the caller passes it (the provider's engines).
   */
  engineMaxMultiplierPpm?: (engine: string, rtpPpm: number) => bigint | null;
  /** The house's money collapses when it falls below zero by more than this share of the period's stakes. */
  collapseShare?: number;
}

export interface LargestWin {
  roundId: string;
  win: bigint;
  stake: bigint;
}

export interface GameResult {
  gameCode: string;
  rounds: number;
  stakes: bigint;
  wins: bigint;
  rollbacks: bigint;
  /** Stakes minus rollbacks minus wins: what the house kept. */
  houseResult: bigint;
  /** The house result over the stakes that stood (stakes minus rollbacks); null without stakes. */
  margin: number | null;
  /** 1 - RTP of the game's configuration; null for a game that is not configured. */
  expectedMargin: number | null;
  maxWin: bigint | null;
  largestWin: LargestWin | null;
}

export interface PromotionCost {
  /** The transfer code that paid it (deposit_bonus, vip_reward, cashback, ...). */
  code: string;
  transfers: number;
  paid: bigint;
}

/** Manual balance adjustments of the period (manual_adjustment, from the adjustments account). */
export interface AdjustmentTotals {
  transfers: number;
  /** What credits gave players. */
  credited: bigint;
  /** What debits took back from players. */
  debited: bigint;
}

export type HouseWarningKind =
  | 'win_above_max_win'
  | 'win_multiple'
  | 'margin_below_expected'
  | 'house_collapse';

export interface HouseWarning {
  kind: HouseWarningKind;
  gameCode: string | null;
  roundId: string | null;
  message: string;
}

export interface HouseReport {
  from: Date;
  to: Date;
  games: GameResult[];
  promotions: PromotionCost[];
  adjustments: AdjustmentTotals;
  totals: { stakes: bigint; wins: bigint; rollbacks: bigint; houseResult: bigint; promotions: bigint };
  /**
   * The house's own money (game result + fees - promotions - net adjustments, since the first
   * entry) at the start and end of the period, and what players owe it (the receivable, outside
   * that money).
   */
  house: { ownMoneyAtStart: bigint; ownMoneyAtEnd: bigint; receivable: bigint };
  warnings: HouseWarning[];
}

const DEFAULTS = {
  decimals: 2,
  minRounds: 1_000,
  marginDeviations: 4,
  // Limbo's top multiplier: no engine pays more than this for a stake.
  maxWinMultiple: 1_000_000,
  collapseShare: 0.1,
} satisfies Required<Omit<HouseReportOptions, 'from' | 'to' | 'engineMaxMultiplierPpm'>>;
/** At most this many suspicious rounds are listed (the largest first). */
const SUSPICIOUS_LIMIT = 50;

interface GameRow {
  game_code: string;
  rounds: number;
  stakes: string;
  wins: string;
  rollbacks: string;
  deviation_squares: string | null;
  rtp_ppm: string | null;
  max_win: string | null;
  largest_round: string | null;
  largest_win: string | null;
  largest_stake: string | null;
}

interface SuspiciousRow {
  game_code: string;
  provider: string | null;
  round_id: string;
  win: string;
  stake: string;
  max_win: string | null;
}

/**
 * Game transfers of the period with their round and game; one row per round with its stake, rollbacks
 * and wins; the games' configuration. Materialised once, read by the per-game and suspicious parts.
 */
const roundsOfPeriod = (from: Date, to: Date) => sql`
  moves as (
    select t.code, t.amount, s.provider, s.round_id as seamless_round, t.idempotency_key
    from ledger_transfers t
    left join seamless_transactions s
      on t.idempotency_key like 'seamless:%'
     and s.provider = split_part(t.idempotency_key, ':', 2)
     and s.transaction_id = substr(t.idempotency_key, length(split_part(t.idempotency_key, ':', 2)) + 11)
    where t.code in ('bet', 'win', 'bet_rollback')
      and t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz
  ),
  rounds as materialized (
    select coalesce(g.game_code, ${UNATTRIBUTED_GAME}) as game_code,
           m.provider,
           coalesce(m.seamless_round, m.idempotency_key) as round_id,
           coalesce(sum(m.amount) filter (where m.code = 'bet'), 0) as stake,
           coalesce(sum(m.amount) filter (where m.code = 'bet_rollback'), 0) as rolled_back,
           coalesce(sum(m.amount) filter (where m.code = 'win'), 0) as win
    from moves m
    left join game_rounds g on g.provider = m.provider and g.round_id = m.seamless_round
    group by 1, 2, 3
  ),
  configured as (
    select code, (config->>'rtpPpm')::numeric as rtp_ppm, (config->>'maxWinMinor')::numeric as max_win
    from games
  )`;

/** Builds the house report for a period; read-only. */
export async function houseReport(db: Database, options: HouseReportOptions): Promise<HouseReport> {
  const settings = { ...DEFAULTS, ...options };
  const { from, to } = options;
  const gameRows = await queryRows<GameRow>(
    db,
    sql`
    with ${roundsOfPeriod(from, to)},
    largest as (
      select distinct on (game_code) game_code, round_id, win, stake - rolled_back as stake
      from rounds where win > 0 order by game_code, win desc, round_id
    )
    select r.game_code,
           (count(*) filter (where r.stake > 0))::int as rounds,
           sum(r.stake)::text as stakes, sum(r.win)::text as wins, sum(r.rolled_back)::text as rollbacks,
           -- Each round's result minus what the configured RTP expects of it, squared: the spread
           -- the margin is judged against (a Limbo table swings far more than a Dice table).
           sum(power((r.stake - r.rolled_back - r.win) - (1 - c.rtp_ppm / 1000000) * (r.stake - r.rolled_back), 2))::text
             as deviation_squares,
           min(c.rtp_ppm)::text as rtp_ppm, min(c.max_win)::text as max_win,
           min(l.round_id) as largest_round, min(l.win)::text as largest_win, min(l.stake)::text as largest_stake
    from rounds r
    left join configured c on c.code = r.game_code
    left join largest l on l.game_code = r.game_code
    group by r.game_code
    order by r.game_code`,
  );
  const bounds = await multipleBounds(db, settings);
  // Each game's own bound in the query: the listed rounds are the ones beyond it, not merely the
  // largest wins (a 60× Dice win on a small stake must not hide behind 50 honest big ones).
  const boundRows = [...bounds].map(([code, ppm]) => sql`(${code}::text, ${String(ppm)}::numeric)`);
  const suspiciousRows = await queryRows<SuspiciousRow>(
    db,
    sql`
    with ${roundsOfPeriod(from, to)},
    bounds(code, bound_ppm) as (values ${boundRows.length > 0 ? sql.join(boundRows, sql`, `) : sql`(null::text, null::numeric)`})
    select r.game_code, r.provider, r.round_id, r.win::text as win, (r.stake - r.rolled_back)::text as stake,
           c.max_win::text as max_win
    from rounds r
    left join configured c on c.code = r.game_code
    left join bounds b on b.code = r.game_code
    where r.win > 0
      and (r.win > c.max_win
        or r.win * 1000000 > (r.stake - r.rolled_back) * coalesce(b.bound_ppm, ${settings.maxWinMultiple * 1_000_000}))
    order by r.win desc
    limit ${SUSPICIOUS_LIMIT}`,
  );
  const games = gameRows.map(toGameResult);
  const promotions = await promotionCosts(db, from, to);
  const adjustments = await adjustmentTotals(db, from, to);
  const house = await houseMoney(db, from, to);
  const totals = {
    stakes: sum(games.map((game) => game.stakes)),
    wins: sum(games.map((game) => game.wins)),
    rollbacks: sum(games.map((game) => game.rollbacks)),
    houseResult: sum(games.map((game) => game.houseResult)),
    promotions: sum(promotions.map((promotion) => promotion.paid)),
  };
  const warnings = [
    ...(await winWarnings(db, suspiciousRows, bounds, settings)),
    ...marginWarnings(gameRows, games, settings),
    ...collapseWarnings(house, totals.stakes - totals.rollbacks, settings),
  ];
  return { from, to, games, promotions, adjustments, totals, house, warnings };
}

function sum(values: bigint[]): bigint {
  return values.reduce((total, value) => total + value, 0n);
}

function toGameResult(row: GameRow): GameResult {
  const stakes = BigInt(row.stakes);
  const wins = BigInt(row.wins);
  const rollbacks = BigInt(row.rollbacks);
  const standing = stakes - rollbacks;
  const houseResult = standing - wins;
  return {
    gameCode: row.game_code,
    rounds: row.rounds,
    stakes,
    wins,
    rollbacks,
    houseResult,
    margin: standing > 0n ? Number(houseResult) / Number(standing) : null,
    expectedMargin: row.rtp_ppm === null ? null : 1 - Number(row.rtp_ppm) / 1_000_000,
    maxWin: row.max_win === null ? null : BigInt(row.max_win),
    largestWin:
      row.largest_round === null
        ? null
        : { roundId: row.largest_round, win: BigInt(row.largest_win!), stake: BigInt(row.largest_stake!) },
  };
}

/**
 * A round's stake may have been placed before the period began: the suspicious ones are checked
 * again against their whole stake, whenever it was placed.
 */
async function winWarnings(
  db: Database,
  rows: SuspiciousRow[],
  bounds: Map<string, bigint>,
  { maxWinMultiple, decimals }: { maxWinMultiple: number; decimals: number },
): Promise<HouseWarning[]> {
  const money = (minor: bigint) => exactAmount(minor, decimals);
  const warnings: HouseWarning[] = [];
  for (const row of rows) {
    const win = BigInt(row.win);
    const stake = row.provider ? await wholeStake(db, row.provider, row.round_id) : BigInt(row.stake);
    const maxWin = row.max_win === null ? null : BigInt(row.max_win);
    // Engines floor their payouts, so an honest round pays at most stake × bound, exactly.
    const boundPpm = bounds.get(row.game_code) ?? BigInt(maxWinMultiple) * 1_000_000n;
    const multiple = (Number(boundPpm) / 1_000_000).toFixed(2);
    if (maxWin !== null && win > maxWin) {
      warnings.push({
        kind: 'win_above_max_win',
        gameCode: row.game_code,
        roundId: row.round_id,
        message: `round ${row.round_id} of ${row.game_code} paid ${money(win)}, above the game's maximum win ${money(maxWin)}`,
      });
    } else if (win * 1_000_000n > stake * boundPpm) {
      warnings.push({
        kind: 'win_multiple',
        gameCode: row.game_code,
        roundId: row.round_id,
        message: `round ${row.round_id} of ${row.game_code} paid ${money(win)} on a stake of ${money(stake)} (more than ${multiple}x)`,
      });
    }
  }
  return warnings;
}

/** Each configured game's largest multiple (ppm) by its engine and RTP, where the caller knows the engine. */
async function multipleBounds(
  db: Database,
  { engineMaxMultiplierPpm }: Pick<HouseReportOptions, 'engineMaxMultiplierPpm'>,
): Promise<Map<string, bigint>> {
  const bounds = new Map<string, bigint>();
  if (!engineMaxMultiplierPpm) return bounds;
  const rows = await queryRows<{ code: string; engine: string | null; rtp_ppm: string | null }>(
    db,
    sql`select code, config->>'engine' as engine, config->>'rtpPpm' as rtp_ppm from games`,
  );
  for (const row of rows) {
    if (row.engine === null || row.rtp_ppm === null) continue;
    const bound = engineMaxMultiplierPpm(row.engine, Number(row.rtp_ppm));
    if (bound !== null) bounds.set(row.code, bound);
  }
  return bounds;
}

async function wholeStake(db: Database, provider: string, roundId: string): Promise<bigint> {
  const [row] = await queryRows<{ stake: string }>(
    db,
    sql`
    select (coalesce(sum(t.amount) filter (where t.code = 'bet'), 0)
          - coalesce(sum(t.amount) filter (where t.code = 'bet_rollback'), 0))::text as stake
    from seamless_transactions s
    join ledger_transfers t on t.idempotency_key = 'seamless:' || s.provider || ':' || s.transaction_id
    where s.provider = ${provider} and s.round_id = ${roundId}`,
  );
  return BigInt(row?.stake ?? '0');
}

/**
 * A game with enough rounds whose result lies far below what its RTP expects, measured in the
 * spread of its own rounds: a Dice table 5% under its margin over 10,000 rounds is far below,
 * a Limbo table that paid one big legitimate win is not.
 */
function marginWarnings(
  rows: GameRow[],
  games: GameResult[],
  settings: { minRounds: number; marginDeviations: number },
): HouseWarning[] {
  const warnings: HouseWarning[] = [];
  games.forEach((game, index) => {
    const row = rows[index]!;
    if (game.expectedMargin === null || game.margin === null || game.rounds < settings.minRounds) return;
    const standing = game.stakes - game.rollbacks;
    const shortfall = Number(game.houseResult) - game.expectedMargin * Number(standing);
    if (shortfall >= 0) return;
    const spread = Math.sqrt(Number(row.deviation_squares ?? '0'));
    const deviations = spread > 0 ? shortfall / spread : Number.NEGATIVE_INFINITY;
    if (deviations > -settings.marginDeviations) return;
    warnings.push({
      kind: 'margin_below_expected',
      gameCode: game.gameCode,
      roundId: null,
      message: `${game.gameCode} kept ${percent(game.margin)} of its stakes over ${game.rounds} rounds, expected ${percent(game.expectedMargin)} (${Number.isFinite(deviations) ? deviations.toFixed(1) : '-inf'} standard deviations)`,
    });
  });
  return warnings;
}

function collapseWarnings(
  house: HouseReport['house'],
  standingStakes: bigint,
  { collapseShare, decimals }: { collapseShare: number; decimals: number },
): HouseWarning[] {
  const money = (minor: bigint) => exactAmount(minor, decimals);
  const fall = house.ownMoneyAtStart - house.ownMoneyAtEnd;
  if (house.ownMoneyAtEnd >= 0n || fall <= 0n) return [];
  if (Number(fall) <= collapseShare * Number(standingStakes)) return [];
  return [
    {
      kind: 'house_collapse',
      gameCode: null,
      roundId: null,
      message: `the house's own money fell from ${money(house.ownMoneyAtStart)} to ${money(house.ownMoneyAtEnd)} in the period: games, fees, promotions and adjustments together paid out ${money(fall)} more than they took in, on ${money(standingStakes)} of stakes`,
    },
  ];
}

export function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(2)}%`;
}

/** Minor units as an exact major amount with thousands separators: -1234567n, 2 -> "-12,345.67". */
export function exactAmount(minor: bigint, decimals: number): string {
  const [whole = '0', fraction] = toMajorString(minor, decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** What the bonus account paid in the period, per transfer code (every bonus, reward and rebate). */
async function promotionCosts(db: Database, from: Date, to: Date): Promise<PromotionCost[]> {
  const rows = await queryRows<{ code: string; transfers: number; paid: string }>(
    db,
    sql`
    select e.code, count(*)::int as transfers, (-sum(e.amount))::text as paid
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where a.kind = 'house_bonus' and a.user_id is null
      and e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz
    group by e.code
    order by -sum(e.amount) desc, e.code`,
  );
  return rows.map((row) => ({ code: row.code, transfers: row.transfers, paid: BigInt(row.paid) }));
}

/** Manual adjustments posted in the period: the adjustments account pays each credit and takes each debit. */
async function adjustmentTotals(db: Database, from: Date, to: Date): Promise<AdjustmentTotals> {
  const [row] = await queryRows<{ transfers: number; credited: string; debited: string }>(
    db,
    sql`
    select count(*)::int as transfers,
           coalesce(sum(-e.amount) filter (where e.amount < 0), 0)::text as credited,
           coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text as debited
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where a.kind = 'house_adjustments' and a.user_id is null
      and e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz`,
  );
  return {
    transfers: row?.transfers ?? 0,
    credited: BigInt(row?.credited ?? '0'),
    debited: BigInt(row?.debited ?? '0'),
  };
}

async function houseMoney(db: Database, from: Date, to: Date): Promise<HouseReport['house']> {
  const [row] = await queryRows<{ at_start: string; at_end: string; receivable: string }>(
    db,
    sql`
    select
      coalesce(sum(e.amount) filter (where a.kind <> 'house_receivable' and e.created_at < ${from}::timestamptz), 0)::text as at_start,
      coalesce(sum(e.amount) filter (where a.kind <> 'house_receivable' and e.created_at < ${to}::timestamptz), 0)::text as at_end,
      coalesce(sum(-e.amount) filter (where a.kind = 'house_receivable' and e.created_at < ${to}::timestamptz), 0)::text as receivable
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where a.user_id is null and a.kind in ('house_game', 'house_bonus', 'house_fees', 'house_adjustments', 'house_receivable')`,
  );
  return {
    ownMoneyAtStart: BigInt(row?.at_start ?? '0'),
    ownMoneyAtEnd: BigInt(row?.at_end ?? '0'),
    receivable: BigInt(row?.receivable ?? '0'),
  };
}
