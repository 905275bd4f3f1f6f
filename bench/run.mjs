// npm run bench: every benchmark, one table. BENCH_ONLY=polling,frontend picks some; BENCH_SECONDS
// sets load duration. Figures depend on the machine: compare ratios, not absolutes.
import { cpus } from 'node:os';
import { runFrontend } from './frontend.mjs';
import { runGames } from './games.mjs';
import { runPolling } from './polling.mjs';
import { runStartup } from './startup.mjs';
import { runWallet } from './wallet.mjs';

const SUITES = {
  polling: runPolling,
  wallet: runWallet,
  games: runGames,
  startup: runStartup,
  frontend: runFrontend,
};
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const rows = [];
for (const [name, run] of Object.entries(SUITES)) {
  if (only && !only.includes(name)) continue;
  console.error(`[bench] ${name}…`);
  rows.push(...(await run()));
}
console.log(
  `\nFairplay benchmarks — ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}\n`,
);
const widths = [
  Math.max(...rows.map((row) => row.benchmark.length), 9),
  Math.max(...rows.map((row) => row.value.length), 6),
  14,
];
const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index] ?? 4)).join(' | ');
console.log(line(['benchmark', 'result', 'target', 'met']));
console.log(`${widths.map((width) => '-'.repeat(width)).join('-|-')}-|----`);
for (const row of rows) console.log(line([row.benchmark, row.value, row.target, row.isMet ? 'yes' : 'NO']));
