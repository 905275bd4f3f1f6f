import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'console',
    root: './apps/console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // The files of a worker run without loading the app's modules again for each: a test leaves the
    // shared state (region, language, storage) as it found it.
    isolate: false,
  },
});
