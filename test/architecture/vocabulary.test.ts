import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One vocabulary (decision 011): a domain has one name in the contract (calls/<domain>.ts), on the
 * server (modules/<domain>/) and in the app (features/<domain>/, or shared/api/<domain>.ts for the
 * calls several features read). Every call is defined, registered and made in places of its domain's
 * name. This test reads the source as text: it needs no build and fails naming the call and the place.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const CONTRACT_CALLS = join(ROOT, 'packages/contract/src/calls');
const SERVER_MODULES = join(ROOT, 'apps/server/src/modules');
const WEB_SRC = join(ROOT, 'apps/web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Source without comments (a comment may name a handle as an example). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');
}

/** Each call's domain: the contract file whose definition takes `...routes.<name>`. */
function callDomains(): Map<string, string> {
  const domains = new Map<string, string>();
  for (const file of readdirSync(CONTRACT_CALLS)) {
    const domain = file.replace(/\.ts$/, '');
    const text = readFileSync(join(CONTRACT_CALLS, file), 'utf8');
    for (const match of text.matchAll(/\.\.\.routes\.(\w+),/g)) domains.set(match[1] as string, domain);
  }
  return domains;
}

/** Where the server registers each call: the module folder of the file holding registerCall(app, deps, X). */
function serverHomes(): Map<string, string[]> {
  const homes = new Map<string, string[]>();
  for (const file of sourceFiles(SERVER_MODULES)) {
    const text = readFileSync(file, 'utf8');
    const aliases = new Map<string, string>();
    for (const block of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@fairplay\/contract'/g)) {
      for (const part of (block[1] as string).split(',')) {
        const [name, alias] = part.trim().split(/\s+as\s+/);
        if (name) aliases.set((alias ?? name).trim(), name.trim());
      }
    }
    for (const match of text.matchAll(/registerCall\(\s*app,\s*deps,\s*(\w+)/g)) {
      const call = aliases.get(match[1] as string) ?? (match[1] as string);
      const module = relative(SERVER_MODULES, file).split('/')[0] as string;
      homes.set(call, [...(homes.get(call) ?? []), module]);
    }
  }
  return homes;
}

/** Where the app makes each call: the files that name its handle (calls.X). */
function webHomes(): Map<string, string[]> {
  const homes = new Map<string, string[]>();
  for (const file of sourceFiles(WEB_SRC)) {
    const text = withoutComments(readFileSync(file, 'utf8'));
    for (const match of text.matchAll(/\bcalls\.(\w+)\b/g)) {
      const place = relative(WEB_SRC, file);
      const list = homes.get(match[1] as string) ?? [];
      if (!list.includes(place)) homes.set(match[1] as string, [...list, place]);
    }
  }
  return homes;
}

describe('one vocabulary across the contract, the server and the app', () => {
  const domains = callDomains();
  const server = serverHomes();
  const web = webHomes();

  it('finds every call of the contract', () => {
    expect(domains.size).toBeGreaterThanOrEqual(72);
  });

  it('has a server module for every domain of the contract', () => {
    const missing = [...new Set(domains.values())].filter((domain) => {
      try {
        return !statSync(join(SERVER_MODULES, domain)).isDirectory();
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  it('registers every call once, in the module of its domain', () => {
    const wrong = [...domains].flatMap(([call, domain]) => {
      const places = server.get(call) ?? [];
      return places.length === 1 && places[0] === domain
        ? []
        : [`${call} (${domain}): ${places.join(', ') || 'not registered'}`];
    });
    expect(wrong).toEqual([]);
  });

  it('makes every call the app makes from one file of its domain', () => {
    const wrong = [...web].flatMap(([call, places]) => {
      const domain = domains.get(call);
      if (!domain) return [`calls.${call} is not a call of the contract (${places.join(', ')})`];
      const homes = [`features/${domain}/api.ts`, `shared/api/${domain}.ts`];
      return places.length === 1 && homes.includes(places[0] as string)
        ? []
        : [`${call} (${domain}): ${places.join(', ')}`];
    });
    expect(wrong).toEqual([]);
  });
});
