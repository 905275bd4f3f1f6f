import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The app's layers, checked on every source file (tests aside):
 * - features do not import app/, nor another feature (what two features share lives in shared/);
 * - shared/ imports neither features/ nor app/;
 * - '@fairplay/contract' itself is imported for types only (its index loads zod; runtime values come
 *   from its zod-free subpaths);
 * - a call handle `calls.X` is used in one file only, its home: features/<domain>/api.ts, or
 *   shared/api/<domain>.ts when several parts of the app need the call, where <domain> is the
 *   contract file that defines the call (packages/contract/src/calls/<domain>.ts).
 */

const SRC = import.meta.dirname;
const CALLS_DIR = join(SRC, '../../../packages/contract/src/calls');
const CONTRACT_ROOT = '@fairplay/contract';
const HANDLES = '@fairplay/contract/handles';

/** Each call's domain: the calls/<domain>.ts file whose definition takes its route (`...routes.X`). */
function callDomains(files: ReadonlyMap<string, string>): Map<string, string> {
  const domains = new Map<string, string>();
  for (const [file, source] of files) {
    const domain = file.replace(/\.ts$/, '');
    for (const match of source.matchAll(/\.\.\.routes\.(\w+)/g)) domains.set(match[1] as string, domain);
  }
  return domains;
}

/** Where a file sits: a feature (by name), app, shared or the entry. */
function layerOf(file: string): { kind: 'feature'; name: string } | { kind: 'app' | 'shared' | 'root' } {
  const [top, name] = file.split('/');
  if (top === 'features' && name) return { kind: 'feature', name };
  if (top === 'app' || top === 'shared') return { kind: top };
  return { kind: 'root' };
}

interface Reference {
  specifier: string;
  /**
   * `import type` or `export type ... from`. (`import { type X }` is not: under verbatimModuleSyntax
   * the import itself stays, and with it the module's code.)
   */
  isTypeOnly: boolean;
}

/** The imports of a module: static imports, re-exports and dynamic `import()`; and its `calls.X` uses. */
function scan(file: string, source: string): { references: Reference[]; handles: string[] } {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const references: Reference[] = [];
  const handles: string[] = [];
  const callsNames = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const specifier = node.moduleSpecifier.text;
      references.push({ specifier, isTypeOnly: clause?.isTypeOnly ?? false });
      const bindings = clause?.namedBindings;
      // The handles are the module's exports: `import * as calls from '@fairplay/contract/handles'`.
      if (specifier === HANDLES && bindings && ts.isNamespaceImport(bindings))
        callsNames.add(bindings.name.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      references.push({ specifier: node.moduleSpecifier.text, isTypeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      references.push({ specifier: node.arguments[0].text, isTypeOnly: false });
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      callsNames.has(node.expression.text)
    ) {
      handles.push(node.name.text);
    } else if (ts.isQualifiedName(node) && ts.isIdentifier(node.left) && callsNames.has(node.left.text)) {
      handles.push(node.right.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { references, handles };
}

/** The files a call's handle may be used in. */
const homesOf = (domain: string) => [`features/${domain}/api.ts`, `shared/api/${domain}.ts`];

/**
 * The broken rules of a set of modules (path relative to src/ -> source), one line each: the file,
 * the rule and the import or the handle.
 */
function violations(modules: ReadonlyMap<string, string>, domains: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  const handleFiles = new Map<string, Set<string>>();
  for (const [file, source] of modules) {
    const layer = layerOf(file);
    const { references, handles } = scan(file, source);
    for (const { specifier, isTypeOnly } of references) {
      if (specifier === CONTRACT_ROOT && !isTypeOnly) {
        found.push(`${file}: runtime import of the contract root (zod): '${specifier}'`);
        continue;
      }
      if (!specifier.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      const targetLayer = layerOf(target);
      if (layer.kind === 'feature' && targetLayer.kind === 'app')
        found.push(`${file}: a feature imports app/: '${specifier}'`);
      if (layer.kind === 'feature' && targetLayer.kind === 'feature' && targetLayer.name !== layer.name)
        found.push(`${file}: a feature imports another feature: '${specifier}'`);
      if (layer.kind === 'shared' && (targetLayer.kind === 'feature' || targetLayer.kind === 'app'))
        found.push(
          `${file}: shared/ imports ${targetLayer.kind === 'app' ? 'app/' : 'features/'}: '${specifier}'`,
        );
    }
    for (const name of handles) {
      const domain = domains.get(name);
      if (!domain) {
        found.push(`${file}: calls.${name} is no call of the contract`);
        continue;
      }
      if (!homesOf(domain).includes(file))
        found.push(`${file}: calls.${name} used outside its home (${homesOf(domain).join(' or ')})`);
      handleFiles.set(name, (handleFiles.get(name) ?? new Set()).add(file));
    }
  }
  for (const [name, files] of handleFiles) {
    if (files.size > 1)
      found.push(`calls.${name} is used in ${files.size} files: ${[...files].sort().join(', ')}`);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const readAll = (paths: readonly string[], base: string) =>
  new Map(paths.map((path) => [relative(base, path).split('\\').join('/'), readFileSync(path, 'utf8')]));

describe('architecture', () => {
  const domains = callDomains(
    readAll(
      readdirSync(CALLS_DIR)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => join(CALLS_DIR, name)),
      CALLS_DIR,
    ),
  );

  it('knows the domain of every call', async () => {
    const routes = await import('@fairplay/contract/routes');
    expect(Object.keys(routes).length).toBeGreaterThan(60);
    expect(Object.keys(routes).filter((name) => !domains.has(name))).toEqual([]);
  });

  it('keeps the layers, the contract root out of the bundle and every call in its home', () => {
    const modules = readAll(sourceFiles(SRC), SRC);
    expect(modules.size).toBeGreaterThan(100);
    expect(violations(modules, domains)).toEqual([]);
  });

  it('names the file and the import or handle of each broken rule', () => {
    const cases = new Map([
      ['features/earn/earn-page.tsx', "import { TabLayout } from '../../app/root-layout.tsx';"],
      ['features/account/account-page.tsx', "import { UnreadMailBadge } from '../mail/unread-badge.tsx';"],
      ['shared/ui/badge.tsx', "const page = () => import('../../features/mail/mail-page.tsx');"],
      ['shared/api/app.ts', "export { routes } from '../../app/route-data.ts';"],
      ['features/vip/vip-page.tsx', "import { getVipInfo, type TVipInfo } from '@fairplay/contract';"],
      ['features/vip/vip-rules.ts', "import type { TVipInfo } from '@fairplay/contract';"],
      [
        'features/mail/mail-page.tsx',
        "import * as handles from '@fairplay/contract/handles';\n" +
          "import type { ResultOf } from '@fairplay/contract/handles';\n" +
          'type Page = ResultOf<typeof handles.mailList>;\nhandles.mailRead;',
      ],
      ['features/mail/api.ts', "import * as calls from '@fairplay/contract/handles';\ncalls.mailRead;"],
    ]);
    const domainsOfCase = new Map([
      ['mailList', 'mail'],
      ['mailRead', 'mail'],
    ]);
    expect(violations(cases, domainsOfCase)).toEqual([
      "features/earn/earn-page.tsx: a feature imports app/: '../../app/root-layout.tsx'",
      "features/account/account-page.tsx: a feature imports another feature: '../mail/unread-badge.tsx'",
      "shared/ui/badge.tsx: shared/ imports features/: '../../features/mail/mail-page.tsx'",
      "shared/api/app.ts: shared/ imports app/: '../../app/route-data.ts'",
      "features/vip/vip-page.tsx: runtime import of the contract root (zod): '@fairplay/contract'",
      'features/mail/mail-page.tsx: calls.mailList used outside its home (features/mail/api.ts or shared/api/mail.ts)',
      'features/mail/mail-page.tsx: calls.mailRead used outside its home (features/mail/api.ts or shared/api/mail.ts)',
      'calls.mailRead is used in 2 files: features/mail/api.ts, features/mail/mail-page.tsx',
    ]);
  });
});
