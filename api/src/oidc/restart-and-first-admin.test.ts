import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import { createTestDatabase, testDialects } from '../../test/database.ts';
import type { TestDatabase } from '../../test/database.ts';
import { ensureFirstAdmin, FIRST_ADMIN_PASSWORD_FILE } from './first-admin.ts';
import { isValidPassword } from 'shared/contracts';
import { authorize, Browser, CLIENT_ID, codeOf, exchangeCode, freePort, silentLog, startServer } from './test-kit.ts';

describe.each(testDialects())('embedded provider state on %s', (dialect) => {
  let t: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    dataDir = mkdtempSync(join(tmpdir(), 'roadmap-oidc-'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a restarted provider on the same database keeps the session and the signing key', async () => {
    const port = await freePort();
    const first = await startServer(t.db, port);
    const browser = new Browser();
    let firstIdToken: string;
    try {
      const authorization = await authorize(browser, first);
      const registerPage = await browser.follow(authorization.page.url.replace(/\/?$/, '/register'));
      const done = await browser.submit(registerPage, {
        email: 'blijf@example.org',
        firstname: 'Lotte',
        lastname: 'De Smet',
        password: 'Blijf#2026',
        password2: 'Blijf#2026',
      });
      firstIdToken = (await exchangeCode(first, authorization, codeOf(done.url, authorization.state))).body.id_token;
    } finally {
      await first.close();
    }

    const second = await startServer(t.db, port);
    try {
      expect(second.embedded.publicJwks).toEqual(first.embedded.publicJwks);
      // the silent renew of the shell: no login page, straight back with a code
      const silent = await authorize(browser, second, { prompt: 'none' });
      expect(silent.page.url.startsWith(silent.redirectUri)).toBe(true);
      const token = await exchangeCode(second, silent, codeOf(silent.page.url, silent.state));
      expect(token.status).toBe(200);
      const keys = createLocalJWKSet(first.embedded.publicJwks);
      const { payload } = await jwtVerify(token.body.id_token, keys, { issuer: second.issuer, audience: CLIENT_ID });
      expect(payload).toMatchObject({ email: 'blijf@example.org', given_name: 'Lotte', family_name: 'De Smet' });
      await jwtVerify(firstIdToken, createLocalJWKSet(second.embedded.publicJwks), { issuer: second.issuer, audience: CLIENT_ID });
    } finally {
      await second.close();
    }
  });

  test('the first admin gets a one-time password in a file and must choose a new one', async () => {
    const warnings: unknown[][] = [];
    const log = { ...silentLog(), warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    const server = await startServer(t.db);
    try {
      await ensureFirstAdmin({ db: t.db, issuer: server.issuer, dataDir, adminEmail: 'Admin@Example.org', log });
      const file = join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = readFileSync(file, 'utf8').trim();
      expect(isValidPassword(password)).toBe(true);
      expect(JSON.stringify(warnings)).toContain(password);

      const account = await t.db.selectFrom('identity_accounts').selectAll().where('email', '=', 'admin@example.org').executeTakeFirstOrThrow();
      expect(account).toMatchObject({ must_change_password: 1, email_verified: 1, firstname: 'Beheerder', lastname: 'Roadmap' });
      const user = await t.db.selectFrom('users').selectAll().where('email', '=', 'admin@example.org').executeTakeFirstOrThrow();
      expect(user).toMatchObject({ firstname: 'Beheerder', lastname: 'Roadmap', auth_issuer: server.issuer, auth_subject: String(account.id) });
      const roles = await t.db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).orderBy('role').execute();
      expect(roles.map((row) => row.role)).toEqual(['admin', 'provider', 'user']);

      // a later start changes nothing
      await ensureFirstAdmin({ db: t.db, issuer: server.issuer, dataDir, adminEmail: 'admin@example.org', log });
      expect(readFileSync(file, 'utf8').trim()).toBe(password);
      expect(warnings).toHaveLength(1);

      const browser = new Browser();
      const authorization = await authorize(browser, server);
      const change = await browser.submit(authorization.page, { email: 'admin@example.org', password });
      expect(change.status).toBe(200);
      expect(change.html).toContain('<h1>Kies een nieuw wachtwoord</h1>');
      // reloading the interaction keeps asking for the new password
      const reloaded = await browser.follow(authorization.page.url);
      expect(reloaded.html).toContain('<h1>Kies een nieuw wachtwoord</h1>');
      const weak = await browser.submit(change, { password: 'password1', password2: 'password1' });
      expect(weak.status).toBe(400);
      expect(weak.html).toContain('Dit wachtwoord wordt te vaak gebruikt');
      const done = await browser.submit(weak, { password: 'Beheer#2026', password2: 'Beheer#2026' });
      const token = await exchangeCode(server, authorization, codeOf(done.url, authorization.state));
      const { payload } = await jwtVerify(token.body.id_token, createLocalJWKSet(server.embedded.publicJwks));
      expect(payload).toMatchObject({ sub: String(account.id), email: 'admin@example.org', email_verified: true });
      const after = await t.db.selectFrom('identity_accounts').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();
      expect(after.must_change_password).toBe(0);

      // the one-time password is gone
      const again = new Browser();
      const second = await authorize(again, server);
      const refused = await again.submit(second.page, { email: 'admin@example.org', password });
      expect(refused.html).toContain('Het e-mailadres of wachtwoord is niet correct.');
    } finally {
      await server.close();
    }
  });
});
