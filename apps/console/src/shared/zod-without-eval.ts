import { z } from 'zod';

// Zod probes for eval (new Function) to compile fast parsers when a schema is built; the console's
// Content-Security-Policy forbids eval and reports each probe. Imported first by main.tsx, before
// the contract's schemas are built, so they never probe.
z.config({ jitless: true });
