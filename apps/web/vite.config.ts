import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';

export default defineConfig({
  plugins: [react(), precompress('fairplay-precompress')],
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
