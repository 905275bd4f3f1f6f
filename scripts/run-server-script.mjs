// Runs one of the server's bundled command-line scripts, building the server first if needed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale({ web: false });
const script = fileURLToPath(new URL(`../apps/server/dist/${process.argv[2]}.js`, import.meta.url));
const result = spawnSync(process.execPath, [script, ...process.argv.slice(3)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
