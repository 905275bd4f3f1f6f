// Bundles the server (and its command-line scripts) into dist/ with esbuild. Dependencies stay
// external and load from node_modules; the workspace contract package is compiled in.
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { bundleMoneyFormat, MONEY_FORMAT_BUNDLE } from './provider-client/money-format-bundle.mjs';

const entryPoints = {
  main: 'src/main.ts',
  'ledger-verify': 'src/scripts/ledger-verify.ts',
  'audit-verify': 'src/scripts/audit-verify.ts',
};

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-dependencies',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@fairplay/')) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});

// The game pages' money formatter: the contract's, as a browser script (provider/routes.ts serves it).
writeFileSync(MONEY_FORMAT_BUNDLE, await bundleMoneyFormat());
