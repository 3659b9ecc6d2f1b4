// The provider's cookies (decision 0017): HttpOnly and SameSite=Lax always (lax, because the session cookie must reach
// the authorization endpoint in the silent-renew iframe and after the top-level redirect back from the site), and
// Secure whenever the issuer is https (the plugin tells oidc-provider the public protocol).
import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createMailer } from '../mail/mailer.ts';
import { createEmbeddedProvider } from './index.ts';
import { CLIENT_ID, silentLog } from './test-kit.ts';

async function cookiesOfAuthorization(t: TestDatabase, origin: string): Promise<string[]> {
  const log = silentLog();
  const embedded = await createEmbeddedProvider({
    db: t.db,
    issuer: `${origin}/oidc`,
    clientId: CLIENT_ID,
    siteOrigins: [origin],
    mailer: createMailer({ from: 'test@example.org', db: t.db, log }),
    log,
  });
  const app = Fastify({ logger: false });
  await app.register(embedded.plugin, { prefix: '/oidc' });
  try {
    const params = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: `${origin}/login/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'state',
      nonce: 'nonce',
      code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
      code_challenge_method: 'S256',
    });
    const response = await app.inject({ method: 'GET', url: `/oidc/auth?${params}` });
    expect(response.statusCode).toBe(303);
    const cookies = response.headers['set-cookie'];
    return Array.isArray(cookies) ? cookies : cookies ? [cookies] : [];
  } finally {
    await app.close();
  }
}

const attributes = (cookie: string) => cookie.split(';').slice(1).map((attribute) => attribute.trim().split('=')[0]!.toLowerCase());
const sameSite = (cookie: string) => /;\s*samesite=(\w+)/i.exec(cookie)?.[1]?.toLowerCase();

describe('the identity provider’s cookies', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('sqlite');
  });
  afterAll(() => t.close());

  test('on an https site every cookie is Secure, HttpOnly and SameSite=Lax', async () => {
    const cookies = await cookiesOfAuthorization(t, 'https://roadmap.example');
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(
      expect.arrayContaining(['oidc_interaction', 'oidc_interaction.sig', 'oidc_interaction_resume', 'oidc_interaction_resume.sig']),
    );
    for (const cookie of cookies) {
      expect(attributes(cookie)).toEqual(expect.arrayContaining(['secure', 'httponly']));
      expect(sameSite(cookie)).toBe('lax');
    }
  });

  test('on plain http (a local start) they are HttpOnly and SameSite=Lax, not Secure (the browser would drop them)', async () => {
    const cookies = await cookiesOfAuthorization(t, 'http://roadmap.local');
    expect(cookies.length).toBeGreaterThanOrEqual(4);
    for (const cookie of cookies) {
      expect(attributes(cookie)).toContain('httponly');
      expect(attributes(cookie)).not.toContain('secure');
      expect(sameSite(cookie)).toBe('lax');
    }
  });
});
