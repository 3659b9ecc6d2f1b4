// Cache headers of the built site: entry files are revalidated on every visit so a redeploy shows at once;
// content-hashed files never change, so browsers keep them for a year.
import { basename } from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
/** rspack names built files name.[contenthash:10].ext (shared/build/rspack-config.ts). */
const CONTENT_HASH = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The build's precompressed forms (shared/build/precompress.ts): main.0123456789.js.br is main.0123456789.js. */
const ENCODED = /\.(br|gz)$/;

/** The file a precompressed form stands for. */
export function withoutEncoding(filePath: string): string {
  return filePath.replace(ENCODED, '');
}

export function cacheControlFor(filePath: string): string {
  const name = basename(withoutEncoding(filePath));
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return NO_CACHE;
  // A file without a hash in its name (a development build, a copied favicon) may change under the same
  // name: revalidate it rather than pin it for a year.
  return CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
}
