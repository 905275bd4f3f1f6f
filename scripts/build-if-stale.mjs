// Builds the web app, the operator console and the server bundle when missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else newest = Math.max(newest, stats.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(sources);
}

function run(label, args) {
  console.log(`[build] ${label}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildIfStale({ web = true, console: operatorConsole = true, server = true } = {}) {
  const contract = join(root, 'packages/contract/src');
  const lockfile = join(root, 'package-lock.json');
  const webRoot = join(root, 'apps/web');
  const consoleRoot = join(root, 'apps/console');
  const serverRoot = join(root, 'apps/server');
  if (
    web &&
    isStale(join(webRoot, 'dist/index.html'), [
      join(webRoot, 'src'),
      join(webRoot, 'public'),
      join(webRoot, 'index.html'),
      join(webRoot, 'vite.config.ts'),
      contract,
      lockfile,
    ])
  ) {
    run('building the web app', ['run', 'build', '-w', '@fairplay/web']);
  }
  if (
    operatorConsole &&
    isStale(join(consoleRoot, 'dist/index.html'), [
      join(consoleRoot, 'src'),
      join(consoleRoot, 'index.html'),
      join(consoleRoot, 'vite.config.ts'),
      contract,
      lockfile,
    ])
  ) {
    run('building the operator console', ['run', 'build', '-w', '@fairplay/console']);
  }
  if (
    server &&
    isStale(join(serverRoot, 'dist/main.js'), [
      join(serverRoot, 'src'),
      join(serverRoot, 'drizzle'),
      join(serverRoot, 'build.mjs'),
      contract,
      lockfile,
    ])
  ) {
    run('building the server', ['run', 'build', '-w', '@fairplay/server']);
  }
}
