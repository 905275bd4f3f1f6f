// npm start: builds what is missing or older than its sources, then runs the server, which
// migrates, seeds demo configuration into an empty database and serves web + API on one port.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import(new URL('../apps/server/dist/main.js', import.meta.url).href);
