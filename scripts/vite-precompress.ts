import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * A Vite plugin for the player app and the console: writes .gz and .br next to every text asset of
 * at least 1 KB, so the server sends them without compressing per request. The console's page is
 * left out (`isHtmlIncluded: false`): the server writes a fresh nonce into it for every answer.
 */
export function precompress(name: string, { isHtmlIncluded = true } = {}): Plugin {
  const assets = isHtmlIncluded
    ? /\.(js|css|svg|json|html|txt|webmanifest)$/
    : /\.(js|css|svg|json|txt|webmanifest)$/;
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!assets.test(fileName)) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
