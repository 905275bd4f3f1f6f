// Bundles the server (and its command-line scripts) into dist/ with esbuild. Dependencies stay
// external and load from node_modules; the workspace contract package is compiled in.
import { build } from 'esbuild';

const entryPoints = {
  main: 'src/main.ts',
  'ledger-verify': 'src/scripts/ledger-verify.ts',
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
