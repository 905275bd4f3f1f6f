import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../shared/routes.ts';
import pageFiles from './page-files.json';

describe('page-files.json', () => {
  it('names existing page modules for known paths only', () => {
    const known = new Set<string>(Object.values(PATHS));
    for (const [path, file] of Object.entries(pageFiles)) {
      expect(known.has(path), path).toBe(true);
      expect(existsSync(join(import.meta.dirname, '..', file)), file).toBe(true);
    }
  });
});
