// The embedded provider mounted by the app itself (AppOptions.embeddedProvider, under /oidc next to /api and the
// site): an account registered on its pages logs in to the API with its ID token (verified in-process with
// createLocalJWKSet), and the API keeps that identity account in step (e-mail change, deletion).
import { createLocalJWKSet } from 'jose';
import { buildApp } from '../app.ts';
import { createTestDatabase, testDialects } from '../../test/database.ts';
import type { TestDatabase } from '../../test/database.ts';
import { emptyWebRoot } from '../../test/app.ts';
import { createMailer } from '../mail/mailer.ts';
import { createEmbeddedProvider } from '../oidc/index.ts';
import { authorize, Browser, CLIENT_ID, codeOf, exchangeCode, freePort, silentLog } from '../oidc/test-kit.ts';
import type { TestServer } from '../oidc/test-kit.ts';

describe.each(testDialects())('the embedded provider inside the app on %s', (dialect) => {
  let t: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const issuer = `${origin}/oidc`;
    const log = silentLog();
    const embedded = await createEmbeddedProvider({
      db: t.db,
      issuer,
      clientId: CLIENT_ID,
      siteOrigins: [origin],
      mailer: createMailer({ from: 'test@example.org', db: t.db, log }),
      log,
    });
    const app = await buildApp({
      db: t.db,
      dialect: t.dialect,
      dataVersion: t.dataVersion,
      logLevel: 'silent',
      rateLimitMax: 0,
      webRoot: emptyWebRoot(),
      identity: { issuer, audience: CLIENT_ID, getKey: createLocalJWKSet(embedded.publicJwks) },
      embeddedIssuer: issuer,
      embeddedProvider: { plugin: embedded.plugin },
      oidc: { authority: issuer, clientId: CLIENT_ID, scope: 'openid email profile' },
    });
    await app.listen({ port, host: '127.0.0.1' });
    server = { origin, issuer, embedded, app, close: () => app.close() };
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  test('discovery is served by the provider, not by the site fallback', async () => {
    const response = await fetch(`${server.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    expect((await response.json()).issuer).toBe(server.issuer);
  });

  test('register on the provider, then on the API; e-mail change and deletion reach the identity account', async () => {
    const browser = new Browser();
    const authorization = await authorize(browser, server);
    const registerPage = await browser.follow(authorization.page.url.replace(/\/?$/, '/register'));
    const fields = { email: 'Lokaal@Example.org', firstname: 'Sofie', lastname: 'Janssens', password: 'Geheim#2026', password2: 'Geheim#2026' };
    const done = await browser.submit(registerPage, fields);
    const tokens = await exchangeCode(server, authorization, codeOf(done.url, authorization.state));
    expect(tokens.status).toBe(200);
    const idToken = tokens.body.id_token as string;

    const api = (method: string, path: string, body?: object, token?: string) =>
      fetch(`${server.origin}/api${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    expect((await api('POST', '/users/login/', { idToken })).status).toBe(404);
    const registered = await api('POST', '/users/register/', { idToken, firstname: 'Sofie', lastname: 'Janssens' });
    expect(registered.status).toBe(201);
    const { token, user } = await registered.json();
    expect(user).toMatchObject({ email: 'lokaal@example.org', roles: ['user'] });
    const stored = await t.db.selectFrom('users').select(['auth_issuer', 'auth_subject']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.auth_issuer).toBe(server.issuer);

    // The new address reaches the identity account once its owner confirms it from the mailed link.
    expect((await api('PUT', `/users/${user.id}`, { email: 'nieuw@example.org' }, token)).status).toBe(200);
    const account = () => t.db.selectFrom('identity_accounts').select(['email', 'email_verified']).where('id', '=', Number(stored.auth_subject)).executeTakeFirstOrThrow();
    expect(await account()).toEqual({ email: 'lokaal@example.org', email_verified: 0 });
    const mail = await t.db.selectFrom('mail_outbox').select('body').where('recipient', '=', 'nieuw@example.org').executeTakeFirstOrThrow();
    const link = /\/email-confirmation\/[\w-]{43}/.exec(mail.body)![0];
    expect((await fetch(`${server.origin}${link}`, { method: 'POST' })).status).toBe(200);
    expect(await account()).toEqual({ email: 'nieuw@example.org', email_verified: 1 });

    // The person confirms with the password they chose at the provider.
    expect((await api('DELETE', `/users/${user.id}`, { password: 'Geheim#2026' }, token)).status).toBe(204);
    expect(await t.db.selectFrom('identity_accounts').select('id').where('id', '=', Number(stored.auth_subject)).executeTakeFirst()).toBeUndefined();
  });
});
