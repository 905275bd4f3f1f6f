// npm run test:e2e: builds the web app and the operator console if needed, then runs the browser
// scenarios in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfStale, root } from './build-if-stale.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}
buildIfStale({ server: false });
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
