import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'console',
    root: './apps/console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
});
