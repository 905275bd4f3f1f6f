import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { exactAmount, type HouseReport, houseReport, percent } from '../ledger/house-report.ts';
import { type LedgerReport, verifyLedger } from '../ledger/verify.ts';
import { systemClock } from '../platform/clock.ts';
import { type AppConfig, loadConfig } from '../platform/config.ts';
import { localDateKey, localMidnight, shiftDateKey } from '../platform/time.ts';

const USAGE = `npm run ledger:verify -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json] [--strict]
  --from, --to  the house report's period, local dates of the region, both included (default: the last 30 days)
  --json        one JSON object instead of the tables
  --strict      also exit non-zero when the house report warns`;

const DEFAULT_PERIOD_DAYS = 30;
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

class UsageError extends Error {}

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

function printLedger(report: LedgerReport, databaseKind: string): void {
  console.log(`Ledger of ${databaseKind} database: ${report.transferCount} transfers`);
  for (const check of report.checks) {
    console.log(
      `${check.violations === 0 ? 'ok  ' : 'FAIL'} ${check.name}${check.violations ? ` (${check.violations})` : ''}`,
    );
    for (const example of check.examples) console.log(`       ${example}`);
  }
  console.log('Balances by account kind (minor units):');
  for (const total of report.totals) console.log(`       ${total.kind.padEnd(16)} ${total.balance}`);
  console.log(report.isHealthy ? 'Ledger verified: every invariant holds.' : 'Ledger verification FAILED.');
}

function printHouse(
  report: HouseReport,
  config: AppConfig,
  period: { fromKey: string; toKey: string },
): void {
  const money = (minor: bigint) => exactAmount(minor, config.region.currencyDecimals);
  console.log('');
  console.log(
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
    console.log(`  ${line}`);
  console.log('');
  console.log('Promotions paid from the bonus account:');
  const promotionRows = report.promotions.map((promotion) => [
    promotion.code,
    String(promotion.transfers),
    money(promotion.paid),
  ]);
  promotionRows.push(['all promotions', '', money(report.totals.promotions)]);
  for (const line of table(['transfer code', 'transfers', 'paid'], promotionRows)) console.log(`  ${line}`);
  console.log('');
  console.log(
    `House's own money (games + fees - promotions, since the start): ${money(report.house.ownMoneyAtStart)} -> ${money(report.house.ownMoneyAtEnd)}; players owe the house ${money(report.house.receivable)}`,
  );
  if (report.warnings.length === 0) console.log('House report: no warnings.');
  for (const warning of report.warnings) console.log(`WARN ${warning.kind}: ${warning.message}`);
}

/** JSON with every bigint as a decimal string (minor units). */
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item), 2);
}

/**
 * npm run ledger:verify: checks every ledger invariant on the configured database (DATABASE_URL,
 * else PGlite in DATA_DIR), then reports the house's result per game and promotion over a period
 * with warnings for impossible wins. Exits 1 on any invariant violation (and, with --strict, on any
 * warning), 2 on a usage error or a crash. Stop the server first on PGlite.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  const period = periodOf(config, values.from, values.to);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: 2,
  });
  try {
    const ledger = await verifyLedger(database.db);
    const house = await houseReport(database.db, {
      from: period.from,
      to: period.to,
      decimals: config.region.currencyDecimals,
    });
    if (values.json) {
      console.log(
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
      printLedger(ledger, database.kind);
      printHouse(house, config, period);
    }
    if (!ledger.isHealthy) return 1;
    return values.strict && house.warnings.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\n${USAGE}`);
    } else {
      console.error(error);
    }
    process.exit(2);
  },
);
