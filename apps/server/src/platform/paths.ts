import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let serverRoot: string | undefined;

/** The apps/server folder, found the same way from source (tests) and from the bundle (dist). */
export function serverRootDirectory(): string {
  if (serverRoot) return serverRoot;
  let directory = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@fairplay/server') {
      serverRoot = directory;
      return directory;
    }
    directory = dirname(directory);
  }
  throw new Error('apps/server/package.json not found above the running module');
}

export function migrationsDirectory(): string {
  return join(serverRootDirectory(), 'drizzle');
}

export function webDistDirectory(): string {
  return join(serverRootDirectory(), '..', 'web', 'dist');
}

/** The built operator console (apps/console/dist), served under /console/. */
export function consoleDistDirectory(): string {
  return join(serverRootDirectory(), '..', 'console', 'dist');
}
