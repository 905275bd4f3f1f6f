import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';

/**
 * What the server replaces with each answer's style nonce (apps/server/src/http/console-app.ts):
 * Vite puts it on the tags it writes and in a `<meta property="csp-nonce">` the console reads
 * (src/shared/style-nonce.ts), so the console's Content-Security-Policy admits only the style
 * elements the console itself adds.
 */
const STYLE_NONCE_PLACEHOLDER = 'CONSOLE_STYLE_NONCE';

export default defineConfig({
  plugins: [react(), precompress('fairplay-console-precompress', { isHtmlIncluded: false })],
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
