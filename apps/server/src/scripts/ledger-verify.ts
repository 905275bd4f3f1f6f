import { openDatabase } from '../db/client.ts';
import { loadConfig } from '../platform/config.ts';
import { ledgerVerifyCommand } from './ledger-verify-command.ts';

/** The command line of npm run ledger:verify (the work is in ledger-verify-command.ts, which tests call directly). */
const config = loadConfig();
ledgerVerifyCommand(process.argv.slice(2), {
  config,
  openDatabase: () =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      poolSize: 2,
    }),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
