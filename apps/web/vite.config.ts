import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes .gz and .br next to every text asset so the server can send them without compressing per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fairplay-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|html|txt|webmanifest)$/.test(fileName)) continue;
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
  base: '/',
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    target: 'es2020',
    // The server reads the manifest to preload each route's chunks and to inline the entry CSS.
    manifest: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 200,
  },
  // `vite` (dev) forwards the server's paths to a running server: FAIRPLAY_API, default :8080.
  server: {
    // Vite's own CORS layer would answer the game iframe's preflights (origin "null": the sandbox
    // is an opaque origin) without allowing them; the proxied server answers them itself.
    cors: false,
    proxy: Object.fromEntries(
      ['/api', '/dev', '/sandbox-pay', '/provider', '/static/games'].map((path) => [
        path,
        process.env.FAIRPLAY_API ?? 'http://127.0.0.1:8080',
      ]),
    ),
  },
});
