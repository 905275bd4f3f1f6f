import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';

/**
 * The server's shape, checked on every run (the rules, and why, are in the brief of each check):
 * - a module uses another module only through that module's index.ts;
 * - a routes file (routes.ts, admin-routes.ts) only registers calls: no drizzle, no schema, no query;
 * - nothing but the entry point imports the composition root;
 * - the kernel depends on no domain module;
 * - a contract call is registered by the module of its domain (the contract file that holds it).
 * Imports are read with the TypeScript parser from every non-test file under src/.
 */

const SERVER = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(SERVER, 'src');
const CONTRACT_CALLS = join(SERVER, '../../packages/contract/src/calls');

/** The composition root: what builds the whole app from its modules. */
const COMPOSITION_ROOTS = new Set(['compose.ts', 'http/build-app.ts', 'bootstrap.ts']);
/** What may import the composition root: the entry point, and the root's own files. */
const COMPOSERS = new Set(['main.ts', 'compose.ts', 'http/build-app.ts', 'bootstrap.ts']);

/** The methods of a drizzle database or transaction that run SQL. */
const QUERY_METHODS = new Set(['transaction', 'execute', 'select', 'insert', 'update', 'delete']);

/**
 * Imports that break a rule on purpose, as "importer -> imported" (paths under src/), each with its
 * reason. An entry that no longer matches an import fails the last check: remove it then.
 */
const ALLOWED: Record<string, string> = {
  // None today: the kernel's session types and lookup port live in kernel/session.ts, and the auth
  // module's lookup reaches the kernel through AppDeps (composition root).
};

/**
 * Files that load each other, each group with why loading it in any order is safe. ESM runs one of
 * them before the other is done: safe only while none uses the other's exports at load time.
 */
const KNOWN_CYCLES: Record<string, string> = {
  'modules/earn/earnings.ts + modules/earn/index.ts + modules/promo/index.ts + modules/promo/jobs.ts':
    "promo's job list names earn's accrual (inside a run function) and earn's earnings use promo's helpers " +
    '(inside functions): nothing is used while the files load',
};

interface SourceFacts {
  /** Path under src/, with forward slashes. */
  file: string;
  /**
   * Every import, export-from and dynamic import: the specifier, the path under src/ when relative,
   * and whether it runs the imported file when this one loads (not type-only, not dynamic).
   */
  imports: { specifier: string; target: string | null; loads: boolean }[];
  /** Local name -> exported name, for names imported from @fairplay/contract. */
  contractNames: Map<string, string>;
  /** Method calls that run SQL (`.select(`, `.transaction(`...), by method name. */
  queryCalls: string[];
  /** The third argument of every registerCall(app, deps, call, ...), as written. */
  registeredCalls: string[];
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/** `import type`, `export type`, or only `type` names: erased, so nothing loads. */
function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return (
      !!clause &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((e) => e.isTypeOnly)
    );
  }
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** Reads one file's imports and calls; `file` is its path under src/. */
export function factsOf(file: string, source: string): SourceFacts {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const facts: SourceFacts = {
    file,
    imports: [],
    contractNames: new Map(),
    queryCalls: [],
    registeredCalls: [],
  };
  const addImport = (specifier: string, loads: boolean) => {
    const target = specifier.startsWith('.')
      ? posix.normalize(posix.join(posix.dirname(file), specifier))
      : null;
    facts.imports.push({ specifier, target, loads });
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const specifier = node.moduleSpecifier.text;
      addImport(specifier, !isTypeOnly(node));
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : undefined;
      if (specifier === '@fairplay/contract' && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          facts.contractNames.set(element.name.text, (element.propertyName ?? element.name).text);
        }
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [first] = node.arguments;
      if (callee.kind === ts.SyntaxKind.ImportKeyword && first && ts.isStringLiteral(first))
        addImport(first.text, false);
      if (ts.isPropertyAccessExpression(callee) && QUERY_METHODS.has(callee.name.text)) {
        facts.queryCalls.push(callee.name.text);
      }
      if (ts.isIdentifier(callee) && callee.text === 'registerCall') {
        facts.registeredCalls.push(node.arguments[2]?.getText(tree) ?? '(none)');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return facts;
}

/** The module a path under src/ belongs to ("modules/<name>/..."), or null. */
function moduleOf(path: string): string | null {
  const match = /^modules\/([^/]+)\//.exec(path);
  return match ? match[1]! : null;
}

function isRoutesFile(path: string): boolean {
  return /(^|\/|-)routes\.ts$/.test(path);
}

/**
 * Every contract call by its exported name: the domain is the calls/<domain>.ts file whose
 * defineCall({ ...routes.<name> }) declares it.
 */
export function callDomainsOf(files: { domain: string; source: string }[]): Map<string, string> {
  const domains = new Map<string, string>();
  for (const { domain, source } of files) {
    const tree = ts.createSourceFile(`${domain}.ts`, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    for (const statement of tree.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (!init || !ts.isCallExpression(init) || init.expression.getText(tree) !== 'defineCall') continue;
        const [spec] = init.arguments;
        const holdsRoute =
          spec &&
          ts.isObjectLiteralExpression(spec) &&
          spec.properties.some(
            (property) =>
              ts.isSpreadAssignment(property) && /^routes\.\w+$/.test(property.expression.getText(tree)),
          );
        if (holdsRoute && ts.isIdentifier(declaration.name)) domains.set(declaration.name.text, domain);
      }
    }
  }
  return domains;
}

/** Every broken rule in these files, as "importer -> imported" keys with a message. */
export function violationsOf(
  all: SourceFacts[],
  callDomains: Map<string, string>,
): { key: string; message: string }[] {
  const violations: { key: string; message: string }[] = [];
  const add = (file: string, what: string, message: string) =>
    violations.push({ key: `${file} -> ${what}`, message: `${file}: ${message}` });
  for (const facts of all) {
    const { file } = facts;
    const own = moduleOf(file);
    for (const { specifier, target } of facts.imports) {
      const targetModule = target ? moduleOf(target) : null;
      if (
        own &&
        target &&
        targetModule &&
        targetModule !== own &&
        target !== `modules/${targetModule}/index.ts`
      ) {
        add(
          file,
          target,
          `imports '${specifier}': another module's file; import '../${targetModule}/index.ts' (its public face) instead`,
        );
      }
      if (target && COMPOSITION_ROOTS.has(target) && !COMPOSERS.has(file)) {
        add(file, target, `imports '${specifier}': only the entry point may import the composition root`);
      }
      if (file.startsWith('kernel/') && target?.startsWith('modules/')) {
        add(file, target, `imports '${specifier}': the kernel must not depend on a domain module`);
      }
      if (isRoutesFile(file) && (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))) {
        add(
          file,
          specifier,
          `imports '${specifier}': a routes file only registers calls; queries go in a use case`,
        );
      }
      if (isRoutesFile(file) && target === 'db/schema.ts') {
        add(
          file,
          target,
          `imports '${specifier}': a routes file only registers calls; tables go in a use case`,
        );
      }
    }
    if (isRoutesFile(file)) {
      for (const method of new Set(facts.queryCalls)) {
        add(
          file,
          `.${method}(`,
          `calls .${method}(: a routes file runs no SQL; move it into a use-case function`,
        );
      }
    }
    for (const written of facts.registeredCalls) {
      const exported = facts.contractNames.get(written);
      const domain = exported ? callDomains.get(exported) : undefined;
      if (!domain) {
        add(
          file,
          `registerCall ${written}`,
          `registerCall(app, deps, ${written}): not a call imported from @fairplay/contract`,
        );
      } else if (own !== domain) {
        add(
          file,
          `registerCall ${exported}`,
          `registers ${exported}, a call of contract calls/${domain}.ts: register it in modules/${domain}/routes.ts`,
        );
      }
    }
  }
  return violations;
}

/**
 * Files that load each other (type-only imports aside), as groups: each strongly connected
 * component of two or more files, its paths sorted and joined with " + ".
 */
export function cyclesOf(all: SourceFacts[]): string[] {
  const known = new Set(all.map((facts) => facts.file));
  const edges = new Map(
    all.map((facts) => [
      facts.file,
      facts.imports
        .filter(({ loads, target }) => loads && target && known.has(target))
        .map(({ target }) => target!),
    ]),
  );
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[] = [];
  const connect = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, order.get(next)!));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) groups.push(group.sort().join(' + '));
  };
  for (const file of edges.keys()) if (!order.has(file)) connect(file);
  return groups.sort();
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const serverFacts = sourceFiles(SRC).map((path) =>
  factsOf(toPosix(relative(SRC, path)), readFileSync(path, 'utf8')),
);
const callDomains = callDomainsOf(
  readdirSync(CONTRACT_CALLS)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({
      domain: basename(name, '.ts'),
      source: readFileSync(join(CONTRACT_CALLS, name), 'utf8'),
    })),
);
const violations = violationsOf(serverFacts, callDomains);

describe('server architecture', () => {
  it('reads the server and the contract (a parser that finds nothing proves nothing)', () => {
    expect(serverFacts.length).toBeGreaterThan(100);
    expect(callDomains.size).toBeGreaterThan(50);
    expect(serverFacts.flatMap((facts) => facts.registeredCalls).length).toBeGreaterThan(50);
    expect(callDomains.get('redeemGiftCode')).toBe('promo');
  });

  it('breaks no rule outside the allow-list', () => {
    const unexpected = violations.filter(({ key }) => !(key in ALLOWED)).map(({ message }) => message);
    expect(unexpected).toEqual([]);
  });

  it('keeps no allow-list entry that no longer matches an import', () => {
    const found = new Set(violations.map(({ key }) => key));
    expect(Object.keys(ALLOWED).filter((key) => !found.has(key))).toEqual([]);
  });

  it('has no import cycle but the known safe ones', () => {
    const cycles = cyclesOf(serverFacts);
    expect(cycles.filter((cycle) => !(cycle in KNOWN_CYCLES))).toEqual([]);
    expect(Object.keys(KNOWN_CYCLES).filter((cycle) => !cycles.includes(cycle))).toEqual([]);
  });

  it('catches each kind of violation (the checks check)', () => {
    const domains = new Map([
      ['redeemGiftCode', 'promo'],
      ['gameLobby', 'games'],
    ]);
    const sample = (file: string, source: string) => violationsOf([factsOf(file, source)], domains);
    expect(sample('modules/earn/x.ts', "import { a } from '../promo/shared.ts';")).toHaveLength(1);
    expect(sample('modules/earn/x.ts', "import type { A } from '../promo/shared.ts';")).toHaveLength(1);
    expect(sample('modules/earn/x.ts', "export { a } from '../promo/shared.ts';")).toHaveLength(1);
    expect(sample('modules/earn/x.ts', "import { a } from '../promo/index.ts';")).toEqual([]);
    expect(sample('modules/earn/x.ts', "import { a } from './earnings.ts';")).toEqual([]);
    expect(sample('modules/home/routes.ts', "import { eq } from 'drizzle-orm';")).toHaveLength(1);
    expect(sample('modules/home/routes.ts', "import { users } from '../../db/schema.ts';")).toHaveLength(1);
    expect(sample('modules/home/admin-routes.ts', 'async () => deps.db.select().from(t);')).toHaveLength(1);
    expect(sample('modules/home/routes.ts', 'async () => deps.db.transaction(async () => {});')).toHaveLength(
      1,
    );
    expect(sample('modules/home/rolls.ts', 'async () => deps.db.select().from(t);')).toEqual([]);
    expect(sample('modules/home/routes.ts', '// deps.db.select() in a comment')).toEqual([]);
    expect(sample('jobs/x.ts', "import { buildApp } from '../http/build-app.ts';")).toHaveLength(1);
    expect(sample('modules/app/x.ts', "import { composeApp } from '../../compose.ts';")).toHaveLength(1);
    expect(sample('main.ts', "import { composeApp } from './compose.ts';")).toEqual([]);
    expect(sample('kernel/x.ts', "import type { S } from '../modules/auth/index.ts';")).toHaveLength(1);
    const registering = (file: string) =>
      sample(
        file,
        "import { gameLobby, redeemGiftCode as redeemCall } from '@fairplay/contract';\n" +
          'registerCall(app, deps, redeemCall, async () => null);\n' +
          'registerCall(\n  app,\n  deps,\n  gameLobby,\n  async () => null,\n);',
      );
    expect(registering('modules/games/routes.ts').map(({ key }) => key)).toEqual([
      'modules/games/routes.ts -> registerCall redeemGiftCode',
    ]);
    expect(sample('modules/promo/routes.ts', 'registerCall(app, deps, somethingElse, h);')).toHaveLength(1);
    const cycle = cyclesOf([
      factsOf('a.ts', "import { b } from './b.ts';"),
      factsOf('b.ts', "import { c } from './c.ts';"),
      factsOf('c.ts', "export { a } from './a.ts';"),
      factsOf('d.ts', "import type { A } from './a.ts';"),
      factsOf('a2.ts', "import { type D } from './d2.ts';"),
      factsOf('d2.ts', "import { a2 } from './a2.ts';"),
    ]);
    expect(cycle).toEqual(['a.ts + b.ts + c.ts']);
  });
});

describe('module index files', () => {
  const indexes = readdirSync(join(SRC, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(SRC, 'modules', entry.name, 'index.ts'))
    .filter((path) => serverFacts.some((facts) => facts.file === toPosix(relative(SRC, path))));

  // An index that re-exports into an import cycle can hand out a binding before it is set; loading
  // each index first, in a fresh module graph, shows every export defined.
  it.each(indexes.map((path) => [toPosix(relative(SRC, dirname(path))), path]))(
    '%s/index.ts loads first with every export defined',
    async (_name, path) => {
      vi.resetModules();
      const loaded = (await import(path)) as Record<string, unknown>;
      const undefinedExports = Object.entries(loaded)
        .filter(([, value]) => value === undefined)
        .map(([name]) => name);
      expect(Object.keys(loaded).length).toBeGreaterThan(0);
      expect(undefinedExports).toEqual([]);
    },
  );
});
