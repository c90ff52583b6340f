import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Edited after the build (the API's address): a compressed copy would be sent in its place, stale. */
const EDITED_IN_PLACE = new Set(['config.json']);

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, which the server sends to
 * browsers that accept them (@fastify/static `preCompressed`): a phone on a slow network downloads
 * the landing page's JavaScript at about a third of its size, with no compression work per request.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of textFiles(outDir)) {
        const content = readFileSync(file);
        const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        if (brotli.length >= content.length * 0.9) continue;
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : textFiles(path);
    return COMPRESSIBLE.test(entry.name) && !EDITED_IN_PLACE.has(entry.name) ? [path] : [];
  });
}
