// SPEC §7 Users: login and registration with the identity provider's ID token, and the user calls with the
// API's own access token (self or admin, admin only, any logged-in user).
import { createTestApp, createTestAppOn, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createProvider, createUser } from '../../../test/factories.ts';
import { hashPassword } from '../../oidc/passwords.ts';
import { createTestIssuer, TEST_ISSUER, userWithToken, type TestIssuer } from '../../../test/identity.ts';

const EMBEDDED = 'http://localhost:3000/oidc';

describe.each(testDialects())('users on %s', (dialect) => {
  let t: TestApp;
  let issuer: TestIssuer;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  let subjects = 0;
  const nextSubject = () => `subject-${dialect}-${++subjects}`;

  beforeAll(async () => {
    issuer = await createTestIssuer();
    t = await createTestApp(dialect, {
      identity: issuer.identity,
      adminEmails: ['Baas@Voorbeeld.be'],
      embeddedIssuer: EMBEDDED,
    });
    admin = await userWithToken(t.db, ['admin', 'provider', 'user']);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.inject({ method: 'POST', url: `/api/users/${url}/`, payload });
  const as = (headers: { authorization: string }) => ({
    get: (url: string) => t.inject({ method: 'GET', url: `/api${url}`, headers }),
    put: (url: string, payload: object | string, contentType?: string) =>
      t.inject({ method: 'PUT', url: `/api${url}`, headers: contentType ? { ...headers, 'content-type': contentType } : headers, payload }),
    delete: (url: string, payload?: object) => t.inject({ method: 'DELETE', url: `/api${url}`, headers, ...(payload ? { payload } : {}) }),
  });

  describe('login and registration', () => {
    test('unknown identity: login 404, register 201 with a working token, then login 200', async () => {
      const sub = nextSubject();
      const idToken = await issuer.idToken({ sub, email: 'Nieuw@Voorbeeld.be' });
      expect((await post('login', { idToken })).statusCode).toBe(404);

      const registered = await post('register', { idToken, firstname: 'Ana-Lucía', lastname: 'De Smet' });
      expect(registered.statusCode).toBe(201);
      const body = registered.json();
      expect(body).toEqual({
        token: expect.any(String),
        user: { id: expect.any(Number), firstname: 'Ana-Lucía', lastname: 'De Smet', email: 'nieuw@voorbeeld.be', roles: ['user'] },
      });
      const me = await as({ authorization: `Bearer ${body.token}` }).get(`/users/${body.user.id}`);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(body.user);

      // The token that registered is spent (a token logs in once); a new one of the same identity logs in.
      const replayed = await post('login', { idToken });
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json().message).toMatch(/^Dit ID-token werd al gebruikt\./);
      const login = await post('login', { idToken: await issuer.idToken({ sub, email: 'Nieuw@Voorbeeld.be', nonce: 'nieuw' }) });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toEqual(body.user);
      const stored = await t.db.selectFrom('users').selectAll().where('id', '=', body.user.id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ auth_issuer: TEST_ISSUER, auth_subject: sub });
    });

    test('an ID token logs in once, and only in its first five minutes', async () => {
      const sub = nextSubject();
      const first = await issuer.idToken({ sub, email: 'Eenmalig@Voorbeeld.be' });
      expect((await post('register', { idToken: first, firstname: 'Eva', lastname: 'Eenmalig' })).statusCode).toBe(201);
      const token = await issuer.idToken({ sub, email: 'Eenmalig@Voorbeeld.be', nonce: 'n-1' }, { expiresInS: 3600 });
      const [a, b] = await Promise.all([post('login', { idToken: token }), post('login', { idToken: token })]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
      // Logged in and out again: the token from a log or a browser's storage is worth nothing.
      expect((await post('login', { idToken: token })).statusCode).toBe(401);
      const stale = await issuer.idToken({ sub, email: 'Eenmalig@Voorbeeld.be', nonce: 'n-2' }, { issuedAgoS: 6 * 60 + 61, expiresInS: 3600 });
      const refused = await post('login', { idToken: stale });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.stringMatching(/^Dit ID-token is te oud/), requestId: expect.any(String) });
      const fresh = await issuer.idToken({ sub, email: 'Eenmalig@Voorbeeld.be', nonce: 'n-3' }, { issuedAgoS: 4 * 60, expiresInS: 3600 });
      expect((await post('login', { idToken: fresh })).statusCode).toBe(200);
      // Spent tokens are forgotten once expired: the table does not grow for ever.
      const kept = await t.db.selectFrom('used_id_tokens').select('expires_at').execute();
      expect(kept.every((row) => row.expires_at > new Date().toISOString())).toBe(true);
    });

    test('a verified address in ADMIN_EMAILS registers as admin; unverified it stays a user', async () => {
      const verified = await post('register', {
        idToken: await issuer.idToken({ sub: nextSubject(), email: 'baas@voorbeeld.be', email_verified: true }),
        firstname: 'Baas',
        lastname: 'Peeters',
      });
      expect(verified.statusCode).toBe(201);
      expect(verified.json().user.roles).toEqual(['admin', 'provider', 'user']);
      expect((await as({ authorization: `Bearer ${verified.json().token}` }).get('/users')).statusCode).toBe(200);

      await t.db.deleteFrom('users').where('id', '=', verified.json().user.id).execute();
      const unverified = await post('register', {
        idToken: await issuer.idToken({ sub: nextSubject(), email: 'baas@voorbeeld.be', email_verified: false }),
        firstname: 'Baas',
        lastname: 'Peeters',
      });
      expect(unverified.statusCode).toBe(201);
      expect(unverified.json().user.roles).toEqual(['user']);
    });

    test('the same identity or an e-mail address in use answers 409 ER_DUP_ENTRY', async () => {
      const sub = nextSubject();
      const first = await post('register', { idToken: await issuer.idToken({ sub, email: 'dubbel@voorbeeld.be' }), firstname: 'Els', lastname: 'Peeters' });
      expect(first.statusCode).toBe(201);
      const again = await post('register', { idToken: await issuer.idToken({ sub, email: 'ander@voorbeeld.be' }), firstname: 'Els', lastname: 'Peeters' });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ER_DUP_ENTRY');
      const sameEmail = await post('register', {
        idToken: await issuer.idToken({ sub: nextSubject(), email: 'DUBBEL@voorbeeld.be' }),
        firstname: 'Jan',
        lastname: 'Peeters',
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json().code).toBe('ER_DUP_ENTRY');
    });

    test.each([
      ['a name starting with a digit', { firstname: '1Els', lastname: 'Peeters' }],
      ['a name of one letter', { firstname: 'E', lastname: 'Peeters' }],
      ['a name of 25 letters', { firstname: 'E'.repeat(25), lastname: 'Peeters' }],
      ['a missing last name', { firstname: 'Els' }],
      ['a name with a digit inside', { firstname: 'Els', lastname: 'Pee7ers' }],
    ])('%s answers 400 VALIDATION_FAILED', async (_what, names) => {
      const response = await post('register', { idToken: await issuer.idToken({ sub: nextSubject() }), ...names });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    test('a token without an e-mail claim answers 400 with a clear message', async () => {
      const response = await post('register', { idToken: await issuer.idToken({ sub: nextSubject(), email: undefined }), firstname: 'Els', lastname: 'Peeters' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('e-mailadres') });
    });

    test('the legacy body (e-mail and auth0sub) never yields a token', async () => {
      const user = await createUser(t.db, { email: 'oud@voorbeeld.be', auth_issuer: TEST_ISSUER, auth_subject: 'auth0|123' });
      for (const url of ['login', 'register']) {
        const response = await post(url, { email: user.email, auth0sub: 'auth0|123', firstname: 'Els', lastname: 'Peeters' });
        expect([400, 401]).toContain(response.statusCode);
        expect(response.json()).not.toHaveProperty('token');
      }
    });

    test('without a configured issuer login and registration answer 401', async () => {
      const bare = await createTestAppOn(t);
      try {
        const idToken = await issuer.idToken();
        expect((await bare.inject({ method: 'POST', url: '/api/users/login/', payload: { idToken } })).statusCode).toBe(401);
        expect((await bare.inject({ method: 'POST', url: '/api/users/register/', payload: { idToken, firstname: 'Els', lastname: 'Peeters' } })).statusCode).toBe(401);
      } finally {
        await bare.close();
      }
    });
  });

  describe('the user calls', () => {
    test('GET /users lists every user ordered by id with roles sorted admin, provider, user', async () => {
      await createUser(t.db, { roles: ['user', 'provider'] });
      const response = await as(admin.headers).get('/users');
      expect(response.statusCode).toBe(200);
      const { data, count } = response.json();
      expect(count).toBe(data.length);
      const ids = data.map((user: { id: number }) => user.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(data.find((user: { roles: string[] }) => user.roles.includes('provider') && !user.roles.includes('admin')).roles).toEqual(['provider', 'user']);
    });

    test('GET /users/:id: self or admin; another user 403; missing 404', async () => {
      const self = await userWithToken(t.db, ['user']);
      const other = await userWithToken(t.db, ['user']);
      expect((await as(self.headers).get(`/users/${self.id}`)).statusCode).toBe(200);
      expect((await as(self.headers).get(`/users/${other.id}`)).statusCode).toBe(403);
      expect((await as(admin.headers).get(`/users/${other.id}`)).json().id).toBe(other.id);
      expect((await as(admin.headers).get('/users/999999')).statusCode).toBe(404);
    });

    test('GET /users/email/:email is true when free or the caller’s own, case-insensitively', async () => {
      const self = await userWithToken(t.db, ['user'], { email: 'mijn@voorbeeld.be' });
      await createUser(t.db, { email: 'bezet@voorbeeld.be' });
      const check = async (email: string) => (await as(self.headers).get(`/users/email/${encodeURIComponent(email)}`)).json().data;
      expect(await check('vrij@voorbeeld.be')).toBe(true);
      expect(await check('MIJN@voorbeeld.be')).toBe(true);
      expect(await check('Bezet@Voorbeeld.be')).toBe(false);
      expect((await as(self.headers).get('/users/email/geen-adres')).statusCode).toBe(400);
    });

    test('PUT /users/:id changes names and e-mail, form-encoded or JSON; a taken e-mail is 409', async () => {
      const self = await userWithToken(t.db, ['user']);
      await createUser(t.db, { email: 'genomen@voorbeeld.be' });
      const form = await as(self.headers).put(`/users/${self.id}`, 'firstname=Sofie&email=Sofie%40Voorbeeld.be', 'application/x-www-form-urlencoded');
      expect(form.statusCode).toBe(200);
      // The new address waits for its confirmation: the answer still has the old one.
      expect(form.json()).toMatchObject({ id: self.id, firstname: 'Sofie', email: self.email, roles: ['user'] });
      const json = await as(self.headers).put(`/users/${self.id}`, { lastname: 'Janssens' });
      expect(json.json()).toMatchObject({ firstname: 'Sofie', lastname: 'Janssens' });
      const taken = await as(self.headers).put(`/users/${self.id}`, { email: 'Genomen@voorbeeld.be' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe('ER_DUP_ENTRY');
      expect((await as(self.headers).put(`/users/${self.id}`, {})).statusCode).toBe(400);
      expect((await as(self.headers).put(`/users/${self.id}`, { firstname: '9' })).statusCode).toBe(400);
      expect((await as(self.headers).put(`/users/${self.id}`, { roles: ['admin'] })).statusCode).toBe(400);
      expect((await as(self.headers).put(`/users/${admin.id}`, { firstname: 'Hacker' })).statusCode).toBe(403);
      expect((await as(admin.headers).put(`/users/${self.id}`, { firstname: 'Beheerd' })).json().firstname).toBe('Beheerd');
      expect((await as(admin.headers).put('/users/999999', { firstname: 'Niemand' })).statusCode).toBe(404);
    });

    test('a new address counts once its owner follows the link mailed to it; the embedded account then calls it verified', async () => {
      const account = await t.db
        .insertInto('identity_accounts')
        .values({
          email: 'lokaal@voorbeeld.be',
          password_hash: await hashPassword('lokaal wachtwoord'),
          firstname: 'Lo',
          lastname: 'Kaal',
          email_verified: 1,
          must_change_password: 0,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const self = await userWithToken(t.db, ['user'], { email: 'lokaal@voorbeeld.be', auth_issuer: EMBEDDED, auth_subject: String(account.id) });
      const changed = await as(self.headers).put(`/users/${self.id}`, { email: 'Nieuw.Lokaal@voorbeeld.be' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().email).toBe('lokaal@voorbeeld.be');
      const accountRow = () => t.db.selectFrom('identity_accounts').select(['email', 'email_verified']).where('id', '=', account.id).executeTakeFirstOrThrow();
      // Until the link is followed the old address logs in, and the provider vouches for nothing new.
      expect(await accountRow()).toEqual({ email: 'lokaal@voorbeeld.be', email_verified: 1 });

      const mail = await t.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', 'nieuw.lokaal@voorbeeld.be').executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Bevestig je nieuwe e-mailadres');
      const link = /http:\/\/localhost\/email-confirmation\/([\w-]{43})/.exec(mail.body)!;
      expect(await t.db.selectFrom('email_changes').select('token_hash').where('token_hash', '=', link[1]!).executeTakeFirst()).toBeUndefined();

      // Opening the link changes nothing (a mail scanner opens links too); the button confirms.
      const opened = await t.inject({ method: 'GET', url: `/email-confirmation/${link[1]}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toContain('Bevestig mijn nieuwe e-mailadres');
      expect(opened.headers['content-security-policy']).toContain("default-src 'none'");
      expect((await as(self.headers).get(`/users/${self.id}`)).json().email).toBe('lokaal@voorbeeld.be');

      const confirmed = await t.inject({ method: 'POST', url: `/email-confirmation/${link[1]}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('Je e-mailadres is bevestigd. Je meldt je voortaan aan met nieuw.lokaal@voorbeeld.be.');
      expect((await as(self.headers).get(`/users/${self.id}`)).json().email).toBe('nieuw.lokaal@voorbeeld.be');
      expect(await accountRow()).toEqual({ email: 'nieuw.lokaal@voorbeeld.be', email_verified: 1 });

      // Once only; a made-up link neither.
      const again = await t.inject({ method: 'POST', url: `/email-confirmation/${link[1]}`, payload: '' });
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain('Deze link is verlopen of al gebruikt.');
      expect((await t.inject({ method: 'GET', url: '/email-confirmation/kort' })).statusCode).toBe(400);

      // The person removes their own account with its password (modules/privacy has the whole deletion).
      expect((await as(self.headers).delete(`/users/${self.id}`, { password: 'lokaal wachtwoord' })).statusCode).toBe(204);
      expect(await t.db.selectFrom('identity_accounts').select('id').where('id', '=', account.id).executeTakeFirst()).toBeUndefined();
    });

    test('a confirmation link expires after 24 hours, and one whose address was taken meanwhile is refused', async () => {
      const late = await userWithToken(t.db, ['user']);
      await as(late.headers).put(`/users/${late.id}`, { email: 'later@voorbeeld.be' });
      const lateLink = /email-confirmation\/([\w-]{43})/.exec(
        (await t.db.selectFrom('mail_outbox').select('body').where('recipient', '=', 'later@voorbeeld.be').executeTakeFirstOrThrow()).body,
      )![1]!;
      await t.db.updateTable('email_changes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', late.id).execute();
      expect((await t.inject({ method: 'POST', url: `/email-confirmation/${lateLink}`, payload: '' })).statusCode).toBe(400);

      const slow = await userWithToken(t.db, ['user']);
      await as(slow.headers).put(`/users/${slow.id}`, { email: 'gewild@voorbeeld.be' });
      const slowLink = /email-confirmation\/([\w-]{43})/.exec(
        (await t.db.selectFrom('mail_outbox').select('body').where('recipient', '=', 'gewild@voorbeeld.be').executeTakeFirstOrThrow()).body,
      )![1]!;
      await createUser(t.db, { email: 'gewild@voorbeeld.be' });
      const taken = await t.inject({ method: 'POST', url: `/email-confirmation/${slowLink}`, payload: '' });
      expect(taken.statusCode).toBe(409);
      expect(taken.body).toContain('Dit e-mailadres is intussen in gebruik bij een ander account.');
      expect((await as(slow.headers).get(`/users/${slow.id}`)).json().email).toBe(slow.email);
    });

    test.each([
      [['user'], ['user']],
      [['provider'], ['provider', 'user']],
      [['user', 'provider'], ['provider', 'user']],
      [['admin'], ['admin', 'provider', 'user']],
      [['user', 'admin'], ['admin', 'provider', 'user']],
    ])('PUT /users/upgrade/:id with %j stores %j', async (roles, expected) => {
      const target = await createUser(t.db, { roles: ['provider', 'user'] });
      const response = await as(admin.headers).put(`/users/upgrade/${target.id}`, { roles });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: target.id, roles: expected });
      const stored = await t.db.selectFrom('user_roles').select('role').where('user_id', '=', target.id).execute();
      expect(stored.map((row) => row.role).sort()).toEqual([...expected].sort());
    });

    test('PUT /users/upgrade/:id: only an admin, valid roles, existing user; the new roles count from the next request', async () => {
      const self = await userWithToken(t.db, ['user']);
      expect((await as(self.headers).put(`/users/upgrade/${self.id}`, { roles: ['admin'] })).statusCode).toBe(403);
      expect((await as(admin.headers).put(`/users/upgrade/${self.id}`, { roles: ['koning'] })).statusCode).toBe(400);
      expect((await as(admin.headers).put(`/users/upgrade/${self.id}`, { roles: [] })).statusCode).toBe(400);
      expect((await as(admin.headers).put('/users/upgrade/999999', { roles: ['user'] })).statusCode).toBe(404);
      expect((await as(admin.headers).put(`/users/upgrade/${self.id}`, { roles: ['provider'] })).statusCode).toBe(200);
      // The token still says ['user']; the gate reads the roles now stored.
      expect((await as(self.headers).get('/aiTools/mine')).statusCode).toBe(200);
      expect((await as(self.headers).get('/users')).statusCode).toBe(403);
    });

    test('a promotion, a demotion and a deletion each count from the next request, whatever the token says', async () => {
      const rising = await userWithToken(t.db, ['user']);
      expect((await as(rising.headers).get('/users')).statusCode).toBe(403);
      expect((await as(admin.headers).put(`/users/upgrade/${rising.id}`, { roles: ['admin'] })).statusCode).toBe(200);
      expect((await as(rising.headers).get('/users')).statusCode).toBe(200);

      // Demoted, the old admin token no longer promotes its owner back (it did for up to 60 minutes).
      expect((await as(admin.headers).put(`/users/upgrade/${rising.id}`, { roles: ['user'] })).statusCode).toBe(200);
      const back = await as(rising.headers).put(`/users/upgrade/${rising.id}`, { roles: ['admin'] });
      expect(back.statusCode).toBe(403);
      expect((await as(rising.headers).get('/users')).statusCode).toBe(403);

      // Deleted, the token reads nothing any more, not even what any logged-in user may read.
      expect((await as(admin.headers).delete(`/users/${rising.id}`)).statusCode).toBe(204);
      const gone = await as(rising.headers).get('/users/email/vrij%40voorbeeld.be');
      expect(gone.statusCode).toBe(401);
      expect(gone.json().code).toBe('UNAUTHORIZED');
    });

    test('the last admin can neither be demoted nor deleted (409 LAST_ADMIN); with a second admin both can', async () => {
      // Only this file's admins exist in its database: make sure exactly one is left.
      const admins = (await as(admin.headers).get('/users')).json().data.filter((user: { roles: string[] }) => user.roles.includes('admin'));
      for (const other of admins) if (other.id !== admin.id) await as(admin.headers).put(`/users/upgrade/${other.id}`, { roles: ['user'] });

      const demoted = await as(admin.headers).put(`/users/upgrade/${admin.id}`, { roles: ['user'] });
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json()).toEqual({ code: 'LAST_ADMIN', message: expect.stringMatching(/^Dit is de laatste admin\./), requestId: expect.any(String) });
      expect((await as(admin.headers).delete(`/users/${admin.id}`)).json().code).toBe('LAST_ADMIN');
      expect((await as(admin.headers).get('/users')).statusCode).toBe(200);

      const second = await userWithToken(t.db, ['admin', 'provider', 'user']);
      expect((await as(second.headers).put(`/users/upgrade/${second.id}`, { roles: ['provider'] })).statusCode).toBe(200);
      // Now `second` is no admin: the first is the last one again.
      expect((await as(admin.headers).put(`/users/upgrade/${admin.id}`, { roles: ['user'] })).statusCode).toBe(409);
      expect((await as(admin.headers).put(`/users/upgrade/${second.id}`, { roles: ['admin'] })).statusCode).toBe(200);
      expect((await as(second.headers).delete(`/users/${admin.id}`)).statusCode).toBe(204);
      expect((await as(second.headers).get('/users')).statusCode).toBe(200);
      admin = second;
    });

    test('two admins demoting each other at once leave one admin', async () => {
      const a = await userWithToken(t.db, ['admin', 'provider', 'user']);
      const admins = (await as(a.headers).get('/users')).json().data.filter((user: { roles: string[] }) => user.roles.includes('admin'));
      for (const other of admins) if (other.id !== a.id) await as(a.headers).put(`/users/upgrade/${other.id}`, { roles: ['user'] });
      const b = await userWithToken(t.db, ['admin', 'provider', 'user']);
      const answers = await Promise.all([
        as(a.headers).put(`/users/upgrade/${b.id}`, { roles: ['user'] }),
        as(b.headers).put(`/users/upgrade/${a.id}`, { roles: ['user'] }),
      ]);
      const left = await t.db.selectFrom('user_roles').select('user_id').where('role', '=', 'admin').execute();
      expect(left).toHaveLength(1);
      admin = left[0]!.user_id === a.id ? a : b;
      // The second is refused: by the gate (already demoted when it arrived) or by the rule (it waited for the lock).
      const [first, second] = [...answers.map((answer) => answer.statusCode)].sort();
      expect(first).toBe(200);
      expect([403, 409]).toContain(second);
    });

    test('DELETE /users/:id: the person (with proof) or an admin, 204; a company they manage stays without a manager; missing 404', async () => {
      const self = await userWithToken(t.db, ['user']);
      const other = await userWithToken(t.db, ['provider', 'user']);
      const provider = await createProvider(t.db, { user_id: other.id });
      expect((await as(self.headers).delete(`/users/${other.id}`)).statusCode).toBe(403);
      expect((await as(admin.headers).delete(`/users/${other.id}`)).statusCode).toBe(204);
      expect(await t.db.selectFrom('providers').select('user_id').where('id', '=', provider.id).executeTakeFirst()).toEqual({ user_id: null });
      // Without proof the person's own deletion is refused; an admin may remove them.
      expect((await as(self.headers).delete(`/users/${self.id}`)).statusCode).toBe(400);
      expect((await as(admin.headers).delete(`/users/${self.id}`)).statusCode).toBe(204);
      expect((await as(admin.headers).delete(`/users/${self.id}`)).statusCode).toBe(404);
    });
  });
});
