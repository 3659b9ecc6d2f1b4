// Test helpers of the embedded provider: a real Fastify server with the plugin on a free port, a browser with a
// tiny cookie jar that follows redirects, and the client side of the code flow with PKCE.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createMailer } from '../mail/mailer.ts';
import { createEmbeddedProvider } from './index.ts';
import type { AddressLimits } from './address-limits.ts';
import type { EmbeddedProvider } from './index.ts';

export const CLIENT_ID = 'roadmap-shell';

export function silentLog(): FastifyBaseLogger {
  const noop = () => {};
  const log = { level: 'silent', fatal: noop, error: noop, warn: noop, info: noop, debug: noop, trace: noop, silent: noop } as unknown as FastifyBaseLogger;
  (log as unknown as { child: () => FastifyBaseLogger }).child = () => log;
  return log;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  origin: string;
  issuer: string;
  embedded: EmbeddedProvider;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The plugin as the app mounts it: under /oidc, next to a root-level form parser it must not inherit. */
export async function startServer(db: Kysely<Database>, port?: number, addressLimits?: AddressLimits): Promise<TestServer> {
  const chosen = port ?? (await freePort());
  const origin = `http://127.0.0.1:${chosen}`;
  const issuer = `${origin}/oidc`;
  const log = silentLog();
  const embedded = await createEmbeddedProvider({
    db,
    issuer,
    clientId: CLIENT_ID,
    siteOrigins: [origin],
    mailer: createMailer({ from: 'test@example.org', db, log }),
    log,
    ...(addressLimits ? { addressLimits } : {}),
  });
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  await app.register(embedded.plugin, { prefix: '/oidc' });
  await app.listen({ port: chosen, host: '127.0.0.1' });
  return { origin, issuer, embedded, app, close: () => app.close() };
}

export interface Page {
  status: number;
  url: string;
  headers: Headers;
  html: string;
}

/** A browser: one cookie jar (paths ignored: the names differ), redirects followed inside the server. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  private store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, raw] = attribute.trim().split('=');
        return (key.toLowerCase() === 'expires' && Date.parse(raw) < Date.now()) || (key.toLowerCase() === 'max-age' && Number(raw) <= 0);
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers, redirect: 'manual' });
    } catch {
      // a kept-alive socket of a server that was closed (the restart test): once more on a new connection
      response = await fetch(url, { ...init, headers, redirect: 'manual' });
    }
    this.store(response);
    return response;
  }

  /** Follows redirects until a page, or until the site's own /login/… callback (returned unfetched as url). */
  async follow(url: string, init: RequestInit = {}): Promise<Page> {
    let response = await this.fetch(url, init);
    let current = url;
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      current = new URL(response.headers.get('location')!, current).href;
      const path = new URL(current).pathname;
      if (path.startsWith('/login/') || !path.startsWith('/oidc')) return { status: response.status, url: current, headers: response.headers, html: '' };
      response = await this.fetch(current);
    }
    return { status: response.status, url: current, headers: response.headers, html: await response.text() };
  }

  /** Posts the page's first form (its action) with these fields, following redirects. */
  submit(page: Page, fields: Record<string, string>): Promise<Page> {
    const action = /<form[^>]*action="([^"]+)"/.exec(page.html)?.[1];
    if (!action) throw new Error(`no form on ${page.url}: ${page.html.slice(0, 500)}`);
    const target = new URL(action.replaceAll('&amp;', '&'), page.url).href;
    return this.follow(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

export interface Authorization {
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
  page: Page;
}

/** Starts the code flow with PKCE (S256), as the shell does; `page` is the login page or the callback. */
export async function authorize(browser: Browser, server: TestServer, extra: Record<string, string> = {}): Promise<Authorization> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const redirectUri = `${server.origin}/login/${extra.prompt === 'none' ? 'silent' : 'callback'}`;
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  });
  const page = await browser.follow(`${server.issuer}/auth?${params}`);
  return { verifier, state, nonce, redirectUri, page };
}

/** The code of a callback URL (throws with the error when the provider answered one). */
export function codeOf(callbackUrl: string, state: string): string {
  const url = new URL(callbackUrl);
  if (url.searchParams.get('state') !== state) throw new Error(`state mismatch in ${callbackUrl}`);
  const code = url.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callbackUrl}`);
  return code;
}

/** The token endpoint's answer: the tokens, or an OAuth error. */
export interface TokenAnswer {
  id_token: string;
  [field: string]: unknown;
}

export async function exchangeCode(server: TestServer, authorization: Authorization, code: string): Promise<{ status: number; body: TokenAnswer }> {
  const response = await fetch(`${server.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: authorization.redirectUri,
      client_id: CLIENT_ID,
      code_verifier: authorization.verifier,
    }).toString(),
  });
  return { status: response.status, body: await response.json() };
}
