import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRootDirectory } from '../platform/paths.ts';

/**
 * The contract's money formatter (money-format.ts) as the browser script the game pages load
 * (window.FairplayMoney): the server bundle carries it prebuilt (build.mjs); run from source, the
 * server bundles it from the contract once, at start. Either way the app's code, never a copy.
 */
export async function moneyFormatScript(): Promise<string> {
  const root = serverRootDirectory();
  const bundler = await import('../../provider-client/money-format-bundle.mjs');
  const prebuilt = join(root, bundler.MONEY_FORMAT_BUNDLE);
  const isBundledServer = !import.meta.url.endsWith('.ts');
  if (isBundledServer && existsSync(prebuilt)) return readFileSync(prebuilt, 'utf8');
  return bundler.bundleMoneyFormat();
}
