import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * What the server replaces with each answer's style nonce (apps/server/src/http/console-app.ts):
 * Vite puts it on the tags it writes and in a `<meta property="csp-nonce">` the console reads
 * (src/shared/style-nonce.ts), so the console's Content-Security-Policy admits only the style
 * elements the console itself adds.
 */
const STYLE_NONCE_PLACEHOLDER = 'CONSOLE_STYLE_NONCE';

/** Writes .gz and .br next to every text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fairplay-console-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|txt)$/.test(fileName)) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  // The server serves the console under /console/ (the router's basename is the same).
  base: '/console/',
  resolve: { dedupe: ['react', 'react-dom'] },
  html: { cspNonce: STYLE_NONCE_PLACEHOLDER },
  build: {
    target: 'es2020',
    sourcemap: false,
    // A back office on a desk: antd is large, and one vendor chunk caches well across releases.
    chunkSizeWarningLimit: 1500,
    // Modules run in import order even across chunks: main.tsx's first import configures zod
    // before any contract schema is built (shared/zod-without-eval.ts).
    rolldownOptions: { output: { strictExecutionOrder: true } },
  },
  // `vite` (dev) forwards the operator API to a running server: FAIRPLAY_API, default :8080.
  server: {
    port: 5174,
    proxy: { '/admin/api': process.env.FAIRPLAY_API ?? 'http://127.0.0.1:8080' },
  },
});
