// A real, separately configured OpenID provider (oidc-provider on a random local port, its own client and
// keys): a real ID token from the authorization-code flow with PKCE, verified by the API through the issuer's
// discovery document and its JWKS over HTTP. Proves login 404, register 201, login 200 with a working access
// token, and that the same token is refused by an app configured for another issuer.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { createTestApp, createTestAppOn, type TestApp } from '../../test/app.ts';
import { testDialects } from '../../test/database.ts';
import { createTestIssuer } from '../../test/identity.ts';
import { discoveredJwks } from './id-token.ts';

const CLIENT_ID = 'external-test';
const ACCOUNT = { sub: 'extern-42', email: 'Extern@Partner.be', given_name: 'Ex', family_name: 'Tern' };

interface ExternalIssuer {
  issuer: string;
  redirectUri: string;
  close(): Promise<void>;
}

async function startExternalIssuer(): Promise<ExternalIssuer> {
  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end();
  const server: Server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const redirectUri = `${issuer}/callback`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  // devInteractions warns that it is for development only, which is what it is used for here.
  const warn = console.warn;
  console.warn = () => {};
  let provider: Provider;
  try {
    provider = new Provider(issuer, {
      clients: [{ client_id: CLIENT_ID, redirect_uris: [redirectUri], token_endpoint_auth_method: 'none', grant_types: ['authorization_code'], response_types: ['code'] }],
      jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'external-key', alg: 'RS256', use: 'sig' }] as never },
      cookies: { keys: [randomBytes(32).toString('base64url')] },
      features: { devInteractions: { enabled: true } },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
      // The scope's claims in the ID token itself (the API reads no userinfo).
      conformIdTokenClaims: false,
      ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      findAccount: async (_ctx, id) => ({
        accountId: id,
        claims: async () => ({ ...ACCOUNT, sub: id, email_verified: true }),
      }),
    });
  } finally {
    console.warn = warn;
  }
  const callback = provider.callback();
  handler = (request, response) => {
    if (request.url?.startsWith('/callback')) {
      response.end('ok');
      return;
    }
    callback(request, response);
  };
  return {
    issuer,
    redirectUri,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The browser's part: authorize, log in and consent through devInteractions, then redeem the code with PKCE. */
async function obtainIdToken({ issuer, redirectUri }: ExternalIssuer, login = ACCOUNT.sub): Promise<string> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
  /** Follows redirects until the callback (returns its URL) or a page (returns null). */
  const follow = async (start: Response): Promise<{ response: Response; location: string | null }> => {
    let response = start;
    let location: string | null = null;
    while (response.status >= 300 && response.status < 400) {
      location = new URL(response.headers.get('location')!, issuer).href;
      if (location.startsWith(redirectUri)) return { response, location };
      response = await send(location);
    }
    return { response, location };
  };
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  }).toString();

  let step = await follow(await send(authorize.href));
  for (const prompt of ['login', 'consent']) {
    if (step.location?.startsWith(redirectUri)) break;
    const interaction = step.location!;
    if (step.response.status !== 200) throw new Error(`interaction page answered ${step.response.status}`);
    step = await follow(await send(interaction, form(prompt === 'login' ? { prompt, login, password: 'x' } : { prompt })));
  }
  const code = new URL(step.location!).searchParams.get('code');
  if (!code) throw new Error(`no code in ${step.location}`);
  const tokens = await send(`${issuer}/token`, form({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: CLIENT_ID, code_verifier: verifier }));
  const body = (await tokens.json()) as { id_token?: string };
  if (!body.id_token) throw new Error(`no ID token: ${JSON.stringify(body)}`);
  return body.id_token;
}

describe.each(testDialects())('an external OpenID issuer on %s', (dialect) => {
  let external: ExternalIssuer;
  let t: TestApp;
  let idToken: string;
  beforeAll(async () => {
    external = await startExternalIssuer();
    idToken = await obtainIdToken(external);
    t = await createTestApp(dialect, {
      identity: { issuer: external.issuer, audience: CLIENT_ID, getKey: discoveredJwks(external.issuer) },
      adminEmails: ['extern@partner.be'],
    });
  });
  afterAll(async () => {
    await t?.close();
    await external?.close();
  });

  test('the ID token is a real one of that issuer: RS256, its kid, its claims', () => {
    const [header, payload] = idToken.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString() || '{}'));
    expect(header).toMatchObject({ alg: 'RS256', kid: 'external-key' });
    expect(payload).toMatchObject({ iss: external.issuer, aud: CLIENT_ID, sub: ACCOUNT.sub, email: ACCOUNT.email, email_verified: true });
  });

  test('login 404, register 201 (admin: verified and listed), login 200 with a working access token', async () => {
    const login = () => t.inject({ method: 'POST', url: '/api/users/login/', payload: { idToken } });
    expect((await login()).statusCode).toBe(404);

    const registered = await t.inject({ method: 'POST', url: '/api/users/register/', payload: { idToken, firstname: 'Ex', lastname: 'Tern' } });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user).toMatchObject({ email: 'extern@partner.be', roles: ['admin', 'provider', 'user'] });

    // The token that registered is spent (decision 0021): a new login at the issuer gives a new one.
    expect((await login()).statusCode).toBe(401);
    const again = await t.inject({ method: 'POST', url: '/api/users/login/', payload: { idToken: await obtainIdToken(external) } });
    expect(again.statusCode).toBe(200);
    const { token, user } = again.json();
    const list = await t.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${token}` } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(user.id);
    const stored = await t.db.selectFrom('users').select(['auth_issuer', 'auth_subject']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ auth_issuer: external.issuer, auth_subject: ACCOUNT.sub });
  });

  test('an app configured for a different issuer refuses the token', async () => {
    const other = await createTestIssuer('https://andere.voorbeeld.test', CLIENT_ID);
    const elsewhere = await createTestAppOn(t, { identity: other.identity });
    // Same issuer, other audience: refused too.
    const otherClient = await createTestAppOn(t, { identity: { issuer: external.issuer, audience: 'roadmap-shell', getKey: discoveredJwks(external.issuer) } });
    try {
      for (const app of [elsewhere, otherClient]) {
        const response = await app.inject({ method: 'POST', url: '/api/users/login/', payload: { idToken } });
        expect(response.statusCode).toBe(401);
      }
    } finally {
      await elsewhere.close();
      await otherClient.close();
    }
  });

  test('an issuer that cannot be reached makes login answer 401, not 500', async () => {
    const down = 'http://127.0.0.1:9';
    const unreachable = await createTestAppOn(t, { identity: { issuer: down, audience: CLIENT_ID, getKey: discoveredJwks(down) } });
    try {
      const response = await unreachable.inject({ method: 'POST', url: '/api/users/login/', payload: { idToken } });
      expect(response.statusCode).toBe(401);
    } finally {
      await unreachable.close();
    }
  });
});
