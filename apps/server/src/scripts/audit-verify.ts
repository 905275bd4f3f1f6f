import { openDatabase } from '../db/client.ts';
import { loadConfig } from '../platform/config.ts';
import { auditVerifyCommand } from './audit-verify-command.ts';

/** The command line of npm run audit:verify (the work is in audit-verify-command.ts, which tests call directly). */
const config = loadConfig();
auditVerifyCommand(process.argv.slice(2), {
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
