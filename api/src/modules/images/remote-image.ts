// Fetching an image from an https address, once, on the server (decision 0023): the edge where a user's address
// meets the network, so everything is bounded. https only; public addresses only, checked for every name and every
// redirect, and the connection made to the checked address (address-guard.ts); at most 3 redirects; at most 5 MB,
// stopped as soon as more arrives; 5 seconds for all of it. A failure says why in Dutch, for the person who gave
// the address.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { IMAGE_MAX_BYTES } from 'shared/contracts';
import { AddressRefused, bareAddress, guardedLookup, isPublicAddress } from './address-guard.ts';

export interface RemoteImageOptions {
  /** The schemes fetched: https only; a test adds 'http:' to reach a server of its own. */
  protocols?: readonly string[];
  /** Whether an address may be connected to: public ones only; a test also allows its own loopback server. */
  isAllowedAddress?: (address: string) => boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Certificates trusted besides the system's (a test's own HTTPS server). */
  ca?: string | Buffer;
}

export const REMOTE_IMAGE_LIMITS = { maxBytes: IMAGE_MAX_BYTES, timeoutMs: 5_000, maxRedirects: 3 } as const;

/** Why an address gave no image, in words for the person who typed it (Dutch, without a full stop). */
export class RemoteImageFailed extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'RemoteImageFailed';
  }
}

export interface RemoteImage {
  bytes: Buffer;
  /** What the server said it sent (its Content-Type), if anything: the bytes decide what it is. */
  contentType: string | null;
  /** The address the image came from, after redirects. */
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`.replace('.', ',');
}

function checkedUrl(address: string | URL, protocols: readonly string[], isAllowed: (address: string) => boolean): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new RemoteImageFailed('dit is geen geldig webadres');
  }
  if (!protocols.includes(url.protocol)) throw new RemoteImageFailed(`enkel ${protocols.map((protocol) => protocol.replace(':', '')).join(' en ')}-adressen worden opgehaald`);
  // A literal address never reaches the lookup (the socket connects to it directly): it is checked here.
  const host = bareAddress(url.hostname);
  if (isIP(host) !== 0 && !isAllowed(host)) throw new AddressRefused(host, host);
  return url;
}

function get(url: URL, isAllowed: (address: string) => boolean, signal: AbortSignal, ca: string | Buffer | undefined): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method: 'GET',
      // A connection of its own each time: one kept alive would skip the lookup that checks the address.
      agent: false,
      lookup: guardedLookup(isAllowed),
      signal,
      headers: {
        accept: 'image/webp,image/png,image/jpeg,image/svg+xml;q=0.9,image/*;q=0.5',
        'accept-encoding': 'identity',
        'user-agent': 'AI-tools-roadmap (logo ophalen)',
      },
      ...(ca === undefined ? {} : { ca }),
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

async function readAtMost(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new RemoteImageFailed(`het bestand is groter dan ${megabytes(maxBytes)}`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** A network failure in words; the code stays for the log. */
function reasonOf(error: unknown): string {
  if (error instanceof RemoteImageFailed || error instanceof AddressRefused) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA') return 'de server werd niet gevonden';
  if (code === 'ECONNREFUSED') return 'de server weigerde de verbinding';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'de server verbrak de verbinding';
  if (/CERT|TLS|SSL/.test(code)) return 'het certificaat van de server is niet geldig';
  return `de verbinding mislukte${code ? ` (${code})` : ''}`;
}

/**
 * The bytes of the image at `address`, within the limits; a RemoteImageFailed says why not (its cause: what failed
 * underneath, an AddressRefused for an address the guard refused). An abort of `signal` (the API stopping) is passed
 * on as it is: it is no verdict on the address.
 */
export async function fetchRemoteImage(address: string, options: RemoteImageOptions = {}, signal?: AbortSignal): Promise<RemoteImage> {
  const protocols = options.protocols ?? ['https:'];
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const maxBytes = options.maxBytes ?? REMOTE_IMAGE_LIMITS.maxBytes;
  const timeoutMs = options.timeoutMs ?? REMOTE_IMAGE_LIMITS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? REMOTE_IMAGE_LIMITS.maxRedirects;
  const deadline = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  let url: URL | string = address;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const checked = checkedUrl(url, protocols, isAllowed);
      const response = await get(checked, isAllowed, combined, options.ca);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (location === undefined) throw new RemoteImageFailed(`de server verwees door (status ${status}) zonder nieuw adres`);
        if (redirects >= maxRedirects) throw new RemoteImageFailed(`meer dan ${maxRedirects} doorverwijzingen`);
        url = new URL(location, checked);
        continue;
      }
      if (status !== 200) {
        response.destroy();
        throw new RemoteImageFailed(`de server antwoordde met status ${status}`);
      }
      const bytes = await readAtMost(response, maxBytes);
      const contentType = response.headers['content-type'] ?? null;
      return { bytes, contentType, url: checked.toString() };
    }
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (deadline.aborted) throw new RemoteImageFailed(`er kwam binnen ${timeoutMs / 1000} seconden geen volledig antwoord`.replace('.', ','), { cause: error });
    if (error instanceof RemoteImageFailed) throw error;
    throw new RemoteImageFailed(reasonOf(error), { cause: error });
  }
}
