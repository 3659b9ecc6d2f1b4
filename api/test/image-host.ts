// Another host with images, as the web has them, on the loopback: a real HTTPS server with a certificate made for the
// test (openssl), which the tests reach through the image fetcher's test seam (RemoteImageOptions: this certificate
// trusted, this loopback address allowed), never through the production path, which refuses the loopback. It records
// what it was asked, so a test can prove that a request never left.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { isPublicAddress } from '../src/modules/images/address-guard.ts';
import type { RemoteImageOptions } from '../src/modules/images/remote-image.ts';

export interface ImageHost {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** The host's certificate (for 127.0.0.1 and localhost), to trust through the seam. */
  certificate: string;
  /** Paths asked, in order. */
  requests: string[];
  /** Connections accepted (a refused address never makes one). */
  connections: number;
  /** Answers a path; later routes win. */
  on(path: string, handler: (request: IncomingMessage, response: ServerResponse) => void): void;
  close(): Promise<void>;
}

/** An image made on the spot: a coloured rectangle of this size. */
export function pngOf(width: number, height: number, colour = '#1d4ed8'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } }).png().toBuffer();
}

export function jpegOf(width: number, height: number, colour = '#dc2626'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
}

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid for a day from now: made at each run by openssl (which
 * CI installs), so no key is kept in the repository and the machine's clock always agrees with it.
 */
function testCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'roadmap-image-host-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startImageHost(): Promise<ImageHost> {
  const { key, cert } = testCertificate();
  const routes = new Map<string, (request: IncomingMessage, response: ServerResponse) => void>();
  const sockets = new Set<Socket>();
  const host: ImageHost = {
    origin: '',
    certificate: cert,
    requests: [],
    connections: 0,
    on: (path, handler) => void routes.set(path, handler),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer({ key, cert }, (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    host.requests.push(path);
    const handler = routes.get(path);
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('niet gevonden');
  });
  // Counted when the TCP connection arrives, before TLS: a refused address never gets this far.
  server.on('connection', (socket: Socket) => {
    host.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host.origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const png = await pngOf(600, 300);
  host.on('/logo.png', (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
  // Servers often say octet-stream: the bytes decide.
  host.on('/logo', (_request, response) => response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(png));
  host.on('/page.html', (_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Geen logo</title>'));
  // Accepts the request and never answers.
  host.on('/never', () => undefined);
  // 6 MB announced.
  host.on('/big.png', (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(6 * 1024 * 1024) });
    response.write(png);
  });
  // 20 MB without a length: the reader must stop by itself.
  host.on('/endless.png', (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    const chunk = Buffer.alloc(64 * 1024, 7);
    let sent = 0;
    const push = () => {
      while (sent < 20 * 1024 * 1024) {
        sent += chunk.length;
        if (!response.write(chunk)) {
          response.once('drain', push);
          return;
        }
      }
      response.end();
    };
    push();
  });
  // An SVG with a script and an event handler, as a hostile or careless host serves it.
  host.on('/script.svg', (_request, response) =>
    response
      .writeHead(200, { 'content-type': 'image/svg+xml' })
      .end('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(document.cookie)</script><circle cx="32" cy="32" r="30" fill="#0f766e" onclick="alert(1)"/></svg>'),
  );
  for (let hop = 1; hop <= 4; hop += 1) {
    host.on(`/hop/${hop}`, (_request, response) => response.writeHead(302, { location: hop === 1 ? '/logo.png' : `/hop/${hop - 1}` }).end());
  }
  return host;
}

/** The test seam: the host's certificate trusted, its loopback address allowed besides the public internet, a short time limit. */
export function reachable(host: ImageHost, timeoutMs = 3_000): RemoteImageOptions {
  return { ca: host.certificate, isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address), timeoutMs };
}
