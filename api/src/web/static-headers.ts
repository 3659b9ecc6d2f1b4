// The site scope sends helmet's full set on every answer; most of it governs a document (what a page may load,
// frame or refer) and means nothing on a script, a manifest or an image, where it cost about 1 KB per file:
// 16 KB of the first visit's 200 KB budget (docs/decisions/0011-precompressed-static-files.md).
import { extname } from 'node:path';
import type { FastifyReply } from 'fastify';
import { withoutEncoding } from './cache-control.ts';

/**
 * Helmet's headers that only a document uses. X-Content-Type-Options (nosniff) and Cross-Origin-Resource-Policy
 * stay: they are the ones a browser reads on a subresource.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Files that are never rendered as a page. Anything else (HTML, SVG, which runs its scripts when opened on its
 * own, or an unknown kind) keeps the full set.
 */
const NOT_A_DOCUMENT = new Set(['.js', '.mjs', '.json', '.map', '.css', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.woff', '.woff2']);

export function isDocument(filePath: string): boolean {
  return !NOT_A_DOCUMENT.has(extname(withoutEncoding(filePath)).toLowerCase());
}

/** Drops the document-only headers helmet set on the raw response in its onRequest hook. */
export function dropDocumentHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
}
