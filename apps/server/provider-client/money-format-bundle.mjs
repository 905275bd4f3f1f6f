// The game pages format money with the app's own formatter: the contract's money-format.ts (and its
// regions), bundled by esbuild into one browser script that sets window.FairplayMoney. The server
// build writes it to dist/ (build.mjs); the server run from source (tests, development) bundles it
// when it starts. Never a copy: both read packages/contract/src.
import { fileURLToPath } from 'node:url';

const CONTRACT = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url));

/** The file the server build writes, relative to apps/server. */
export const MONEY_FORMAT_BUNDLE = 'dist/provider-money-format.js';

/** The browser script's source. */
export async function bundleMoneyFormat() {
  const { build } = await import('esbuild');
  const result = await build({
    stdin: {
      contents: [
        "export { formatAmountIn, formatMoneyIn, formatMoneyShort, moneyStyle } from './money-format.ts';",
        "export { REGIONS } from './regions.ts';",
      ].join('\n'),
      resolveDir: CONTRACT,
      sourcefile: 'provider-money-format.ts',
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'FairplayMoney',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}
