// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web
// app, once at build time, so the server sends them as they are instead of compressing each
// answer (decision 029). Files that do not shrink by at least a tenth are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ttf', '.ico']);
const SMALLEST = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Compresses the files under `dir`; answers how many got copies. */
export function precompressAssets(dir) {
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file)) || statSync(file).size < SMALLEST) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length < content.length * 0.9) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length * 0.9) writeFileSync(`${file}.gz`, gzip);
    count += 1;
  }
  return count;
}
