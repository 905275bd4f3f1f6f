import { parseArgs } from 'node:util';
import type { DatabaseHandle } from '../db/client.ts';
import { exactAmount, type HouseReport, houseReport, percent } from '../ledger/house-report.ts';
import { type LedgerReport, verifyLedger } from '../ledger/verify.ts';
import { systemClock } from '../platform/clock.ts';
import type { AppConfig } from '../platform/config.ts';
import { localDateKey, localMidnight, shiftDateKey } from '../platform/time.ts';
import { engineMaxMultiplierPpm } from '../provider/engines/max-multiplier.ts';

const USAGE = `npm run ledger:verify -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json] [--strict]
  --from, --to  the house report's period, local dates of the region, both included (default: the last 30 days)
  --json        one JSON object instead of the tables
  --strict      also exit non-zero when the house report warns`;

const DEFAULT_PERIOD_DAYS = 30;
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

class UsageError extends Error {}

type Write = (line: string) => void;

/** What the command reads and writes: the configuration, a way to open the database, two outputs. */
export interface LedgerVerifyIo {
  config: AppConfig;
  openDatabase: () => Promise<DatabaseHandle>;
  out: Write;
  err: Write;
}

/** The period's local dates and the instants that bound it: [midnight of from, midnight after to). */
function periodOf(config: AppConfig, fromKey: string | undefined, toKey: string | undefined) {
  const timeZone = config.region.timeZone;
  const to = toKey ?? localDateKey(systemClock.now(), timeZone);
  const from = fromKey ?? shiftDateKey(to, -(DEFAULT_PERIOD_DAYS - 1));
  for (const key of [from, to]) {
    if (!DATE_KEY.test(key) || shiftDateKey(key, 0) !== key) throw new UsageError(`not a date: ${key}`);
  }
  if (from > to) throw new UsageError(`--from ${from} is after --to ${to}`);
  return {
    fromKey: from,
    toKey: to,
    from: localMidnight(from, timeZone),
    to: localMidnight(shiftDateKey(to, 1), timeZone),
  };
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

function printLedger(out: Write, report: LedgerReport, databaseKind: string): void {
  out(`Ledger of ${databaseKind} database: ${report.transferCount} transfers`);
  for (const check of report.checks) {
    out(
      `${check.violations === 0 ? 'ok  ' : 'FAIL'} ${check.name}${check.violations ? ` (${check.violations})` : ''}`,
    );
    for (const example of check.examples) out(`       ${example}`);
  }
  out('Balances by account kind (minor units):');
  for (const total of report.totals) out(`       ${total.kind.padEnd(18)} ${total.balance}`);
  out(report.isHealthy ? 'Ledger verified: every invariant holds.' : 'Ledger verification FAILED.');
}

function printHouse(
  out: Write,
  report: HouseReport,
  config: AppConfig,
  period: { fromKey: string; toKey: string },
): void {
  const money = (minor: bigint) => exactAmount(minor, config.region.currencyDecimals);
  out('');
  out(
    `House result ${period.fromKey} to ${period.toKey} (${config.region.timeZone}), amounts in ${config.region.currency}:`,
  );
  const gameRows = report.games.map((game) => [
    game.gameCode,
    String(game.rounds),
    money(game.stakes),
    money(game.wins),
    money(game.rollbacks),
    money(game.houseResult),
    game.margin === null ? '-' : percent(game.margin),
    game.expectedMargin === null ? '-' : percent(game.expectedMargin),
    game.largestWin ? `${money(game.largestWin.win)} (${game.largestWin.roundId})` : '-',
  ]);
  gameRows.push([
    'all games',
    String(report.games.reduce((total, game) => total + game.rounds, 0)),
    money(report.totals.stakes),
    money(report.totals.wins),
    money(report.totals.rollbacks),
    money(report.totals.houseResult),
    '',
    '',
    '',
  ]);
  for (const line of table(
    [
      'game',
      'rounds',
      'stakes',
      'wins',
      'rollbacks',
      'house result',
      'margin',
      'expected',
      'largest win (round)',
    ],
    gameRows,
  ))
    out(`  ${line}`);
  out('');
  out('Promotions paid from the bonus account:');
  const promotionRows = report.promotions.map((promotion) => [
    promotion.code,
    String(promotion.transfers),
    money(promotion.paid),
  ]);
  promotionRows.push(['all promotions', '', money(report.totals.promotions)]);
  for (const line of table(['transfer code', 'transfers', 'paid'], promotionRows)) out(`  ${line}`);
  const { adjustments } = report;
  out('');
  out(
    `Manual adjustments (manual_adjustment): ${adjustments.transfers} transfers, ${money(adjustments.credited)} credited to players, ${money(adjustments.debited)} debited`,
  );
  out('');
  out(
    `House's own money (games + fees - promotions - adjustments, since the start): ${money(report.house.ownMoneyAtStart)} -> ${money(report.house.ownMoneyAtEnd)}; players owe the house ${money(report.house.receivable)}`,
  );
  if (report.warnings.length === 0) out('House report: no warnings.');
  for (const warning of report.warnings) out(`WARN ${warning.kind}: ${warning.message}`);
}

/** JSON with every bigint as a decimal string (minor units). */
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item), 2);
}

/**
 * npm run ledger:verify: checks every ledger invariant on the configured database (DATABASE_URL,
 * else PGlite in DATA_DIR), then reports the house's result per game and promotion over a period
 * with warnings for impossible wins. Returns the exit code: 1 on any invariant violation (and, with
 * --strict, on any warning), 2 on a usage error. Stop the server first on PGlite.
 */
export async function ledgerVerifyCommand(args: string[], io: LedgerVerifyIo): Promise<number> {
  const { out, config } = io;
  let values: { from?: string | undefined; to?: string | undefined; json: boolean; strict: boolean };
  let period: ReturnType<typeof periodOf>;
  try {
    values = parseArgs({
      args,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        json: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
      },
    }).values;
    period = periodOf(config, values.from, values.to);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(error as Error).message}\n${USAGE}`);
      return 2;
    }
    throw error;
  }
  const database = await io.openDatabase();
  try {
    const ledger = await verifyLedger(database.db);
    const house = await houseReport(database.db, {
      from: period.from,
      to: period.to,
      decimals: config.region.currencyDecimals,
      engineMaxMultiplierPpm,
    });
    if (values.json) {
      out(
        toJson({
          database: database.kind,
          ledger,
          house: {
            ...house,
            period: { from: period.fromKey, to: period.toKey, timeZone: config.region.timeZone },
          },
        }),
      );
    } else {
      printLedger(out, ledger, database.kind);
      printHouse(out, house, config, period);
    }
    if (!ledger.isHealthy) return 1;
    return values.strict && house.warnings.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}
