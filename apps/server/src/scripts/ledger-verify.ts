import { openDatabase } from '../db/client.ts';
import { verifyLedger } from '../ledger/verify.ts';
import { loadConfig } from '../platform/config.ts';

/**
 * npm run ledger:verify: checks every ledger invariant on the configured database (DATABASE_URL,
 * else PGlite in DATA_DIR) and exits non-zero on any violation. Stop the server first on PGlite.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: 2,
  });
  try {
    const report = await verifyLedger(database.db);
    console.log(`Ledger of ${database.kind} database: ${report.transferCount} transfers`);
    for (const check of report.checks) {
      console.log(
        `${check.violations === 0 ? 'ok  ' : 'FAIL'} ${check.name}${check.violations ? ` (${check.violations})` : ''}`,
      );
      for (const example of check.examples) console.log(`       ${example}`);
    }
    console.log('Balances by account kind (minor units):');
    for (const total of report.totals) console.log(`       ${total.kind.padEnd(16)} ${total.balance}`);
    console.log(report.isHealthy ? 'Ledger verified: every invariant holds.' : 'Ledger verification FAILED.');
    return report.isHealthy ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
