// Forged, expired and foreign tokens never get in: the identity provider's ID token at POST /users/login/,
// and the API's own access token on a route that needs it. Only RS256 with the right key, issuer, audience
// and expiry (ID tokens: 60 seconds of clock tolerance) is accepted.
import { SignJWT, exportSPKI, generateKeyPair, importJWK } from 'jose';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDialects } from '../../test/database.ts';
import { b64url, createTestIssuer, TEST_AUDIENCE, TEST_ISSUER, userWithToken, type TestIssuer } from '../../test/identity.ts';
import { createAccessTokens } from './access-token.ts';
import { createIdTokenVerifier, discoveredJwks } from './id-token.ts';
import { loadOrCreateSigningKey, publicJwk } from './signing-keys.ts';

const now = () => Math.floor(Date.now() / 1000);

/** A token with the given header and payload and a signature made with HMAC-SHA256 over `secret`. */
async function hs256(payload: Record<string, unknown>, secret: Uint8Array, kid?: string): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', ...(kid ? { kid } : {}) }).sign(secret);
}

function tamper(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  change(claims);
  return [header, b64url(claims), signature].join('.');
}

describe.each(testDialects())('ID tokens at POST /api/users/login/ on %s', (dialect) => {
  let t: TestApp;
  let issuer: TestIssuer;
  beforeAll(async () => {
    issuer = await createTestIssuer();
    t = await createTestApp(dialect, { identity: issuer.identity });
  });
  afterAll(() => t.close());

  const login = (idToken: string) => t.inject({ method: 'POST', url: '/api/users/login/', payload: { idToken } });

  test('a valid token of an unknown identity answers 404 (the shell then asks to register)', async () => {
    const response = await login(await issuer.idToken());
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  test('a token expired less than 60 seconds ago is still accepted (clock tolerance)', async () => {
    expect((await login(await issuer.idToken({}, { issuedAgoS: 330, expiresInS: 300 }))).statusCode).toBe(404);
  });

  const refusals: Array<[string, () => Promise<string>]> = [
    ['alg none', async () => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ iss: TEST_ISSUER, aud: TEST_AUDIENCE, sub: 's', iat: now(), exp: now() + 300 })}.`],
    [
      'HS256 keyed with the public key',
      async () => {
        const pem = await exportSPKI((await importJWK(issuer.publicJwk, 'RS256')) as never);
        return hs256({ iss: TEST_ISSUER, aud: TEST_AUDIENCE, sub: 's', iat: now(), exp: now() + 300 }, new TextEncoder().encode(pem), 'test-key');
      },
    ],
    [
      'HS256 keyed with the modulus bytes',
      async () => hs256({ iss: TEST_ISSUER, aud: TEST_AUDIENCE, sub: 's', iat: now(), exp: now() + 300 }, Buffer.from(issuer.publicJwk.n!, 'base64url'), 'test-key'),
    ],
    ['a foreign RSA key with the same kid', async () => issuer.idToken({}, { key: (await generateKeyPair('RS256')).privateKey })],
    ['a wrong issuer', async () => issuer.idToken({ iss: 'https://evil.voorbeeld.test' })],
    ['a wrong audience', async () => issuer.idToken({ aud: 'another-client' })],
    ['an expiry more than 60 seconds ago', async () => issuer.idToken({}, { issuedAgoS: 400, expiresInS: 300 })],
    ['a tampered payload', async () => tamper(await issuer.idToken(), (claims) => (claims.sub = 'someone-else'))],
    ['no subject', async () => issuer.idToken({ sub: undefined })],
    ['an empty subject', async () => issuer.idToken({ sub: '' })],
    ['no expiry', async () => issuer.idToken({ exp: undefined })],
    ['an unknown kid', async () => issuer.idToken({}, { kid: 'other' })],
    ['garbage', async () => 'not.a.token'],
  ];

  test.each(refusals)('%s answers 401 UNAUTHORIZED', async (_what, make) => {
    const response = await login(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  test('the same refusals hold for registration, before the names are looked at', async () => {
    for (const [, make] of refusals) {
      const response = await t.inject({ method: 'POST', url: '/api/users/register/', payload: { idToken: await make(), firstname: '1', lastname: '' } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe.each(testDialects())("the API's own access token on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  let user: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await userWithToken(t.db, ['admin', 'provider', 'user']);
    user = await userWithToken(t.db, ['user']);
  });
  afterAll(() => t.close());

  const listUsers = (token: string) => t.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${token}` } });
  const claimsOf = (id: number, overrides: Record<string, unknown> = {}) => ({
    sub: String(id),
    roles: ['admin', 'provider', 'user'],
    iss: 'roadmap-api',
    aud: 'roadmap-api',
    iat: now(),
    exp: now() + 600,
    ...overrides,
  });

  test('a token signed by the API works and names the caller', async () => {
    expect((await listUsers(admin.token)).statusCode).toBe(200);
    const verified = await createAccessTokens(t.db).verify(admin.token);
    expect(verified).toEqual({ userId: admin.id, roles: ['admin', 'provider', 'user'] });
    const [header] = admin.token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
  });

  const refusals: Array<[string, () => Promise<string>]> = [
    ['alg none', async () => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claimsOf(user.id))}.`],
    [
      'HS256 keyed with the public key',
      async () => {
        const jwk = publicJwk(await loadOrCreateSigningKey(t.db, 'api'));
        const pem = await exportSPKI((await importJWK(jwk, 'RS256')) as never);
        return hs256(claimsOf(user.id), new TextEncoder().encode(pem), jwk.kid);
      },
    ],
    [
      'a foreign RSA key',
      async () => new SignJWT(claimsOf(user.id)).setProtectedHeader({ alg: 'RS256' }).sign((await generateKeyPair('RS256')).privateKey),
    ],
    [
      'an expired token',
      async () => {
        const key = await importJWK(await loadOrCreateSigningKey(t.db, 'api'), 'RS256');
        return new SignJWT(claimsOf(admin.id, { iat: now() - 4000, exp: now() - 60 })).setProtectedHeader({ alg: 'RS256' }).sign(key);
      },
    ],
    [
      'a wrong audience',
      async () => {
        const key = await importJWK(await loadOrCreateSigningKey(t.db, 'api'), 'RS256');
        return new SignJWT(claimsOf(admin.id, { aud: 'roadmap-shell' })).setProtectedHeader({ alg: 'RS256' }).sign(key);
      },
    ],
    ['a tampered payload (a user making themself admin)', async () => tamper(user.token, (claims) => (claims.roles = ['admin', 'provider', 'user']))],
    ['an ID token of the identity provider', async () => (await createTestIssuer()).idToken()],
  ];

  test.each(refusals)('%s answers 401 UNAUTHORIZED', async (_what, make) => {
    const response = await listUsers(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  // A verified token is remembered until it expires (access-token.ts): the remembered answer must be the first one.
  test('a token verified before is refused from the second its expiry passes, as a first check refuses it', async () => {
    const signedAt = Date.parse('2026-12-07T10:00:00Z');
    let clock = signedAt;
    const tokens = createAccessTokens(t.db, () => new Date(clock));
    const token = await tokens.sign(user.id, ['user']);
    expect(await tokens.verify(token)).toEqual({ userId: user.id, roles: ['user'] });
    // Valid for 60 minutes, and 5 seconds of clock skew between instances after that.
    clock = signedAt + (60 * 60 + 4) * 1000;
    expect(await tokens.verify(token)).toEqual({ userId: user.id, roles: ['user'] });
    expect(await createAccessTokens(t.db, () => new Date(clock)).verify(token)).toEqual({ userId: user.id, roles: ['user'] });
    clock = signedAt + (60 * 60 + 5) * 1000;
    expect(await tokens.verify(token)).toBeNull();
    expect(await createAccessTokens(t.db, () => new Date(clock)).verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  test('a token one character away from a verified one is checked itself, and each token keeps its own caller', async () => {
    const tokens = createAccessTokens(t.db);
    expect(await tokens.verify(user.token)).toEqual({ userId: user.id, roles: ['user'] });
    expect(await tokens.verify(tamper(user.token, (claims) => (claims.roles = ['admin', 'provider', 'user'])))).toBeNull();
    const [header, payload, signature] = user.token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(await tokens.verify([header, payload, flipped].join('.'))).toBeNull();
    expect(await tokens.verify(admin.token)).toEqual({ userId: admin.id, roles: ['admin', 'provider', 'user'] });
    expect(await tokens.verify(user.token)).toEqual({ userId: user.id, roles: ['user'] });
    // The remembered claims cannot be changed by one caller for the next.
    const remembered = (await tokens.verify(user.token))!;
    expect(() => remembered.roles.push('admin')).toThrow(TypeError);
    expect(await tokens.verify(user.token)).toEqual({ userId: user.id, roles: ['user'] });
  });
});

describe('discovery of an external issuer', () => {
  test('a failing discovery makes verification return null (no 500), and is tried again next time', async () => {
    let calls = 0;
    const failing = (async () => {
      calls += 1;
      throw new Error('connection refused');
    }) as unknown as typeof fetch;
    const warnings: unknown[] = [];
    const verify = createIdTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      getKey: discoveredJwks(TEST_ISSUER, failing),
      log: { warn: (...args: unknown[]) => warnings.push(args), info: () => {} } as never,
    });
    const token = await (await createTestIssuer()).idToken();
    expect(await verify(token)).toBeNull();
    expect(await verify(token)).toBeNull();
    expect(calls).toBe(2);
    expect(warnings).toHaveLength(2);
  });

  test('a discovery document naming another issuer is refused', async () => {
    const lying = (async () => Response.json({ issuer: 'https://evil.voorbeeld.test', jwks_uri: 'https://evil.voorbeeld.test/jwks' })) as unknown as typeof fetch;
    const verify = createIdTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, getKey: discoveredJwks(TEST_ISSUER, lying) });
    expect(await verify(await (await createTestIssuer()).idToken())).toBeNull();
  });

  test('the verifier returns the claims it was asked for, e-mail lower-cased, from a configurable claim', async () => {
    const issuer = await createTestIssuer();
    const verify = createIdTokenVerifier({ ...issuer.identity, emailClaim: 'preferred_username' });
    const token = await issuer.idToken({ email: undefined, preferred_username: 'Jan@Voorbeeld.BE', email_verified: 'true', given_name: 'Jan', family_name: 'Peeters' });
    const claims = await verify(token);
    expect(claims).toEqual({
      issuer: TEST_ISSUER,
      subject: 'subject-1',
      email: 'jan@voorbeeld.be',
      emailVerified: true,
      givenName: 'Jan',
      familyName: 'Peeters',
      tokenHash: expect.stringMatching(/^[\w-]{43}$/),
      issuedAt: expect.any(Number),
      expiresAt: expect.any(Number),
      authenticatedAt: expect.any(Number),
    });
    // Without auth_time the login counts from the token's issue; with it, from the login itself.
    expect(claims!.authenticatedAt).toBe(claims!.issuedAt);
    const loggedInBefore = Math.floor(Date.now() / 1000) - 600;
    expect((await verify(await issuer.idToken({ auth_time: loggedInBefore })))!.authenticatedAt).toBe(loggedInBefore);
  });
});
