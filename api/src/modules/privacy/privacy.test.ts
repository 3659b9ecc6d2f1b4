// A person's data is theirs: the declaration names every table, the statement shows it, the download holds all of
// the caller's data and nobody else's, a deletion leaves no name or address anywhere (the shared 'Verwijderd
// account' keeps what they wrote), and the retention schedule purges what is past its period. On both databases.
import { readdirSync, readFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { createTestAppOn, type TestApp } from '../../../test/app.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../../../test/database.ts';
import { createComment, createForumPost, createPrediction, createProvider, createReview, createTool, createUser } from '../../../test/factories.ts';
import { createTestIssuer, TEST_ISSUER, userWithToken, type TestIssuer } from '../../../test/identity.ts';
import { createAccessTokens } from '../../auth/access-token.ts';
import { openDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrations/index.ts';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../../oidc/passwords.ts';
import { createPrivacyRepository } from './repository.ts';
import { createPrivacyService } from './service.ts';
import { DELETED_ACCOUNT_NAME, NO_PERSONAL_DATA, PERSONAL_DATA, RETENTION_DAYS } from './personal-data.ts';

const EMBEDDED = 'http://localhost:3000/oidc';
const PASSWORD = 'een lange zin als wachtwoord';
const DAY_MS = 24 * 60 * 60 * 1000;

let people = 0;

/** A person with an account of the embedded provider and a trace in every part of the site. */
async function personWithEverything(db: Kysely<Database>, roles: ('user' | 'provider' | 'admin')[] = ['user']) {
  const n = ++people;
  const email = `verdwijn${n}.${Date.now()}@voorbeeld.be`;
  const firstname = 'Zoë';
  const lastname = `Qwertyszyn${n}`;
  const account = await db
    .insertInto('identity_accounts')
    .values({ email, password_hash: await hashPassword(PASSWORD), firstname, lastname, email_verified: 1, must_change_password: 0, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const me = await userWithToken(db, roles, { email, auth_issuer: EMBEDDED, auth_subject: String(account.id) });
  await db.updateTable('users').set({ firstname, lastname }).where('id', '=', me.id).execute();
  const company = await createProvider(db, { user_id: me.id, name: `Bedrijf nummer ${n} ${Date.now()}` });
  const tool = await createTool(db, { provider_id: company.id });
  const otherTool = await createTool(db);
  const review = await createReview(db, { user_id: me.id, ai_tool_id: otherTool.id, content: `Review nummer ${n}` });
  const post = await createForumPost(db, { user_id: me.id, subject: 'Mijn vraag', content: `Vraag nummer ${n}` });
  const comment = await createComment(db, { user_id: me.id, issue_id: post.id, content: `Antwoord nummer ${n}` });
  await db.insertInto('favourites').values({ user_id: me.id, ai_tool_id: otherTool.id, created_at: new Date().toISOString() }).execute();
  const prediction = await createPrediction(db, { user_id: me.id });
  const stranger = await createUser(db);
  const strangersPost = await createForumPost(db, { user_id: stranger.id });
  await db.insertInto('reports').values({ issue_id: strangersPost.id, reporter_id: me.id, reason: 'Reclame', status: 'open', created_at: new Date().toISOString() }).execute();
  const listed = await createProvider(db, { user_id: null });
  await db.insertInto('provider_claims').values({ provider_id: listed.id, user_id: me.id, role: 'zaakvoerder', status: 'pending', comment: '', created_at: new Date().toISOString() }).execute();
  await db.insertInto('email_changes').values({ user_id: me.id, email: `nieuw-${email}`, token_hash: `hash-${n}`, expires_at: new Date(Date.now() + DAY_MS).toISOString() }).execute();
  await db.insertInto('mail_outbox').values({ recipient: email, subject: 'Bevestig', body: `Hallo ${firstname}`, created_at: new Date().toISOString() }).execute();
  // An admin was told about the person's claim: the mail names them.
  await db.insertInto('mail_outbox').values({ recipient: 'admin@voorbeeld.be', subject: 'Nieuwe claim', body: `${firstname} ${lastname} (${email}) claimt een bedrijf`, created_at: new Date().toISOString() }).execute();
  await db.insertInto('login_failures').values({ email, failures: 1, last_failure_at: new Date().toISOString() }).execute();
  await db.insertInto('audit_log').values({ at: new Date().toISOString(), actor_id: 999_999, actor_name: 'Een Admin', action: 'user.roles-changed', target_type: 'user', target_id: me.id, target_name: `${firstname} ${lastname}`, detail: `user → provider voor ${email}`, address: '203.0.113.7' }).execute();
  await db.insertInto('ai_tool_history').values({ ai_tool_id: tool.id, tool_name: 'x', at: new Date().toISOString(), actor_id: me.id, actor_name: `${firstname} ${lastname}`, action: 'submitted', detail: '' }).execute();
  for (const model of ['Session', 'Grant', 'AccessToken']) {
    await db
      .insertInto('oidc_payloads')
      .values({ model, id: `${model}-${n}`, payload: JSON.stringify({ accountId: String(account.id), grantId: `grant-${n}` }), grant_id: model === 'Session' ? null : `grant-${n}`, user_code: null, uid: null, expires_at: new Date(Date.now() + DAY_MS).toISOString(), consumed_at: null })
      .execute();
  }
  await db.insertInto('password_resets').values({ token_hash: `reset-${n}`, account_id: account.id, expires_at: new Date(Date.now() + 3_600_000).toISOString(), used_at: null }).execute();
  return { ...me, email, firstname, lastname, accountId: account.id, company, tool, otherTool, review, post, comment, prediction, listed };
}

/** Every row of every table as text: where a name or an address could hide. */
async function everything(db: Kysely<Database>): Promise<string> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => !/_fts|_search|kysely_/.test(name));
  const parts: string[] = [];
  for (const table of tables) parts.push(JSON.stringify((await sql`SELECT * FROM ${sql.table(table)}`.execute(db)).rows));
  return parts.join('\n');
}

describe.each(testDialects())('personal data on %s', (dialect) => {
  let database: TestDatabase;
  let t: TestApp;
  let issuer: TestIssuer;
  let admin: Awaited<ReturnType<typeof userWithToken>>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    issuer = await createTestIssuer();
    t = await createTestAppOn(database, { identity: issuer.identity, embeddedIssuer: EMBEDDED });
    admin = await userWithToken(t.db, ['admin', 'provider', 'user'], { email: 'admin@voorbeeld.be' });
    // A key pair, two databases' schemas and an app: more than the default 5 s on a busy two-core machine.
  }, 30_000);
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const call = (method: 'GET' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    t.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) });

  test('every table is declared: with its personal data, or as holding none', async () => {
    const declared = new Set<string>([...PERSONAL_DATA.map((part) => part.table), ...Object.keys(NO_PERSONAL_DATA)]);
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    // SQLite's full-text indexes keep shadow tables beside the one declared.
    const undeclared = tables.filter((name) => !declared.has(name) && !declared.has(name.replace(/_(data|idx|content|docsize|config)$/, '')));
    expect(undeclared).toEqual([]);
    for (const part of PERSONAL_DATA) {
      expect(part.purpose.length).toBeGreaterThan(10);
      expect(part.retention.length).toBeGreaterThan(5);
      expect(part.seenBy.length).toBeGreaterThan(5);
    }
  });

  test('the statement lists the declaration as it is, and what the browser keeps', async () => {
    const response = await call('GET', '/privacy');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.personalData.map((part: { table: string }) => part.table)).toEqual(PERSONAL_DATA.map((part) => part.table));
    expect(body.personalData.find((part: { table: string }) => part.table === 'mail_outbox').retention).toBe(`${RETENTION_DAYS.mailOutbox} dagen.`);
    expect(body.browserStorage.map((entry: { storage: string }) => entry.storage)).toEqual(expect.arrayContaining(['localStorage', 'sessionStorage', 'cookie']));
  });

  test('the admins write who is responsible; an admin remote that does not know the fields keeps what was written', async () => {
    const put = (body: object) => t.inject({ method: 'PUT', url: '/api/siteContent', headers: admin.headers, payload: body });
    const content = (await call('GET', '/siteContent')).json();
    const controller = 'Hogeschool Voorbeeld, Straat 1, 9000 Gent';
    expect((await put({ ...content, privacyController: `  ${controller} `, privacyContact: 'privacy@voorbeeld.be' })).statusCode).toBe(200);
    const { privacyController: _controller, privacyContact: _contact, ...older } = content;
    expect((await put(older)).statusCode).toBe(200);
    expect((await call('GET', '/siteContent')).json()).toMatchObject({ privacyController: controller, privacyContact: 'privacy@voorbeeld.be' });
    expect((await put({ ...content, privacyContact: 'geen adres' })).statusCode).toBe(400);
  });

  test('the download holds everything about the caller, never a password hash, and only for the caller', async () => {
    const me = await personWithEverything(t.db);
    const response = await call('GET', `/users/${me.id}/data`, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="mijn-gegevens-\d{4}-\d{2}-\d{2}\.json"$/);
    const { data } = response.json();
    expect(data.users).toEqual([expect.objectContaining({ id: me.id, email: me.email, firstname: 'Zoë', lastname: me.lastname })]);
    expect(data.identity_accounts).toEqual([expect.objectContaining({ id: me.accountId, email: me.email })]);
    expect(data.user_roles).toEqual([{ role: 'user' }]);
    expect(data.reviews).toEqual([expect.objectContaining({ id: me.review.id, content: expect.stringMatching(/^Review nummer /) })]);
    expect(data.forum_posts).toEqual([expect.objectContaining({ id: me.post.id })]);
    expect(data.forum_comments).toEqual([expect.objectContaining({ id: me.comment.id })]);
    expect(data.favourites).toEqual([expect.objectContaining({ ai_tool_id: me.otherTool.id })]);
    expect(data.noshow_predictions).toEqual([expect.objectContaining({ id: me.prediction.id, input: expect.objectContaining({ event: expect.any(Object) }) })]);
    expect(data.reports).toEqual([expect.objectContaining({ reason: 'Reclame' })]);
    expect(data.providers).toEqual([expect.objectContaining({ id: me.company.id })]);
    expect(data.provider_claims).toEqual([expect.objectContaining({ provider_id: me.listed.id, role: 'zaakvoerder' })]);
    expect(data.email_changes).toEqual([expect.objectContaining({ email: `nieuw-${me.email}` })]);
    expect(data.mail_outbox).toEqual([expect.objectContaining({ recipient: me.email, subject: 'Bevestig' })]);
    expect(data.audit_log).toEqual([expect.objectContaining({ target_id: me.id, action: 'user.roles-changed' })]);
    expect(data.ai_tool_history).toEqual([expect.objectContaining({ ai_tool_id: me.tool.id })]);
    expect(data.oidc_payloads).toHaveLength(3);
    expect(data.password_resets).toHaveLength(1);
    expect(data.login_failures).toEqual([expect.objectContaining({ email: me.email })]);
    expect(response.body).not.toMatch(/password_hash|scrypt\$/);

    // Nobody else's: not another user's, not even for an admin; not without a login.
    const other = await userWithToken(t.db, ['user']);
    expect((await call('GET', `/users/${me.id}/data`, other.headers)).statusCode).toBe(403);
    const byAdmin = await call('GET', `/users/${me.id}/data`, admin.headers);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ code: 'FORBIDDEN', message: 'Alleen jijzelf kunt je gegevens downloaden.', requestId: expect.any(String) });
    expect((await call('GET', `/users/${me.id}/data`)).statusCode).toBe(401);
  });

  test('a deletion needs the current password; then nothing of the name or the address is left, what they wrote stays', async () => {
    const me = await personWithEverything(t.db, ['provider', 'user']);
    const missing = await call('DELETE', `/users/${me.id}`, me.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'password' }] });
    const wrong = await call('DELETE', `/users/${me.id}`, me.headers, { password: 'niet mijn wachtwoord' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Het wachtwoord klopt niet.', details: [{ field: 'password', message: 'Het wachtwoord klopt niet.' }], requestId: expect.any(String) });
    expect((await call('DELETE', `/users/${me.id}`, me.headers, { password: PASSWORD, roles: ['admin'] })).statusCode).toBe(400);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', me.id).executeTakeFirst()).toBeDefined();

    expect((await call('DELETE', `/users/${me.id}`, me.headers, { password: PASSWORD })).statusCode).toBe(204);

    // The old token is worthless at once.
    expect((await call('GET', `/users/${me.id}`, me.headers)).statusCode).toBe(401);
    // What they wrote stays, under the shared name.
    const reviews = (await call('GET', `/reviews/AI-tool/${me.otherTool.id}`)).json();
    expect(reviews.data).toEqual([expect.objectContaining({ id: me.review.id, user_name: DELETED_ACCOUNT_NAME })]);
    const post = (await call('GET', `/issues/${me.post.id}`)).json();
    expect(post).toMatchObject({ subject: 'Mijn vraag', user_name: DELETED_ACCOUNT_NAME });
    const comments = (await call('GET', `/comments/issue/${me.post.id}`)).json();
    expect(comments.data).toEqual([expect.objectContaining({ id: me.comment.id, user_name: DELETED_ACCOUNT_NAME })]);
    // Their company stays listed without a manager, and can be claimed again; the admins are told.
    expect(await t.db.selectFrom('providers').select(['user_id']).where('id', '=', me.company.id).executeTakeFirst()).toEqual({ user_id: null });
    const told = await t.db.selectFrom('mail_outbox').select(['subject', 'body']).where('recipient', '=', 'admin@voorbeeld.be').where('subject', '=', 'Bedrijven zonder beheerder').execute();
    expect(told).toEqual([expect.objectContaining({ body: expect.stringContaining(`- ${me.company.name}`) })]);
    // Gone: their own rows in every part.
    for (const [table, column] of [['favourites', 'user_id'], ['noshow_predictions', 'user_id'], ['reports', 'reporter_id'], ['provider_claims', 'user_id'], ['email_changes', 'user_id'], ['user_roles', 'user_id']] as const) {
      expect(await t.db.selectFrom(table).select(sql`1`.as('one')).where(column, '=', me.id).execute()).toEqual([]);
    }
    expect(await t.db.selectFrom('identity_accounts').select('id').where('id', '=', me.accountId).execute()).toEqual([]);
    expect(await t.db.selectFrom('oidc_payloads').select('id').where('payload', 'like', `%"accountId":"${me.accountId}"%`).execute()).toEqual([]);
    expect(await t.db.selectFrom('password_resets').select('token_hash').where('account_id', '=', me.accountId).execute()).toEqual([]);
    // The audit trail keeps what happened, without the name.
    const trail = await t.db.selectFrom('audit_log').select(['action', 'target_name', 'detail']).where('target_type', '=', 'user').where('target_id', '=', me.id).execute();
    expect(trail).toEqual([{ action: 'user.roles-changed', target_name: DELETED_ACCOUNT_NAME, detail: `user → provider voor ${DELETED_ACCOUNT_NAME}` }]);
    // And nowhere, in no table, their address or their name.
    const rows = await everything(t.db);
    expect(rows).not.toContain(me.email);
    expect(rows).not.toContain(me.lastname);
  });

  test('an admin removes someone the same way, without a password; the last admin cannot remove itself', async () => {
    const them = await personWithEverything(t.db);
    expect((await call('DELETE', `/users/${them.id}`, admin.headers)).statusCode).toBe(204);
    expect(await everything(t.db)).not.toContain(them.lastname);
    const reviews = (await call('GET', `/reviews/AI-tool/${them.otherTool.id}`)).json();
    expect(reviews.data[0].user_name).toBe(DELETED_ACCOUNT_NAME);
    // The admins' list of users never shows the shared row.
    const users = (await call('GET', '/users', admin.headers)).json();
    expect(users.data.map((user: { firstname: string }) => user.firstname)).not.toContain('Verwijderd');

    const onlyAdmin = await personWithEverything(t.db, ['admin', 'provider', 'user']);
    await t.db.deleteFrom('user_roles').where('user_id', '=', admin.id).where('role', '=', 'admin').execute();
    const refused = await call('DELETE', `/users/${onlyAdmin.id}`, onlyAdmin.headers, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LAST_ADMIN');
    expect(await t.db.selectFrom('reviews').select('user_id').where('id', '=', onlyAdmin.review.id).executeTakeFirst()).toEqual({ user_id: onlyAdmin.id });
    await t.db.insertInto('user_roles').values({ user_id: admin.id, role: 'admin' }).execute();
    // Someone else's account is not the caller's to remove.
    const other = await userWithToken(t.db, ['user']);
    expect((await call('DELETE', `/users/${onlyAdmin.id}`, other.headers, { password: PASSWORD })).statusCode).toBe(403);
  });

  test('with an outside issuer: a login of the last minutes confirms, an older one or another person does not', async () => {
    const sub = `buiten-${dialect}`;
    const me = await userWithToken(t.db, ['user'], { email: `buiten-${dialect}@voorbeeld.be`, auth_issuer: TEST_ISSUER, auth_subject: sub });
    const password = await call('DELETE', `/users/${me.id}`, me.headers, { password: 'wat dan ook' });
    expect(password.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'password' }] });
    const stale = await issuer.idToken({ sub, auth_time: Math.floor(Date.now() / 1000) - 20 * 60 }, { expiresInS: 3600 });
    expect((await call('DELETE', `/users/${me.id}`, me.headers, { idToken: stale })).json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'idToken' }] });
    const someoneElse = await issuer.idToken({ sub: 'iemand-anders' });
    expect((await call('DELETE', `/users/${me.id}`, me.headers, { idToken: someoneElse })).statusCode).toBe(403);
    const [head, , signature] = (await issuer.idToken({ sub })).split('.');
    const forged = [head, Buffer.from(JSON.stringify({ iss: TEST_ISSUER, sub, aud: 'roadmap-shell', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 300 })).toString('base64url'), signature].join('.');
    expect((await call('DELETE', `/users/${me.id}`, me.headers, { idToken: forged })).statusCode).toBe(400);
    const fresh = await issuer.idToken({ sub, auth_time: Math.floor(Date.now() / 1000) - 30 });
    expect((await call('DELETE', `/users/${me.id}`, me.headers, { idToken: fresh })).statusCode).toBe(204);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', me.id).execute()).toEqual([]);
  });

  test('a deletion racing the person\'s own writes leaves no half: every review is theirs or the deleted account\'s', async () => {
    const me = await personWithEverything(t.db);
    const tools = await Promise.all([1, 2, 3, 4].map(() => createTool(t.db)));
    const answers = await Promise.all([
      ...tools.map((tool) => t.inject({ method: 'POST', url: '/api/reviews', headers: me.headers, payload: { content: 'Snel nog een review', rating: 4, ai_tool_id: tool.id } })),
      call('DELETE', `/users/${me.id}`, me.headers, { password: PASSWORD }),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    expect(answers.at(-1)!.statusCode).toBe(204);
    expect(await t.db.selectFrom('reviews').select('id').where('user_id', '=', me.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', me.id).execute()).toEqual([]);
    expect(await everything(t.db)).not.toContain(me.lastname);
  });

  test('the retention schedule purges what is past its period and keeps the rest', async () => {
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY_MS).toISOString();
    const user = await createUser(t.db);
    await t.db.deleteFrom('mail_outbox').execute();
    await t.db.insertInto('mail_outbox').values([
      { recipient: 'oud@voorbeeld.be', subject: 'oud', body: '', created_at: ago(RETENTION_DAYS.mailOutbox + 1) },
      { recipient: 'nieuw@voorbeeld.be', subject: 'nieuw', body: '', created_at: ago(1) },
    ]).execute();
    await t.db.insertInto('audit_log').values([
      { at: ago(RETENTION_DAYS.auditAddress + 1), actor_id: 1, actor_name: 'A', action: 'faq.deleted', target_type: 'faq', target_id: 1, target_name: 'oud', detail: '', address: '198.51.100.1' },
      { at: ago(1), actor_id: 1, actor_name: 'A', action: 'faq.deleted', target_type: 'faq', target_id: 2, target_name: 'nieuw', detail: '', address: '198.51.100.2' },
    ]).execute();
    await t.db.insertInto('login_failures').values([
      { email: 'oud-falen@voorbeeld.be', failures: 3, last_failure_at: ago(2) },
      { email: 'nieuw-falen@voorbeeld.be', failures: 3, last_failure_at: ago(0) },
    ]).execute();
    await t.db.insertInto('used_id_tokens').values([{ token_hash: 'verlopen', expires_at: ago(1) }, { token_hash: 'geldig', expires_at: ago(-1) }]).execute();
    await t.db.insertInto('email_changes').values({ user_id: user.id, email: 'later@voorbeeld.be', token_hash: 'oud', expires_at: ago(1) }).execute();
    await t.db.insertInto('write_counters').values({ user_id: user.id, kind: 'community', window_start: ago(3), count: 5 }).execute();
    await t.db.insertInto('oidc_payloads').values({ model: 'Session', id: 'verlopen-sessie', payload: '{}', grant_id: null, user_code: null, uid: null, expires_at: ago(1), consumed_at: null }).execute();

    const image = (name: string, days: number) => ({ name, content_type: 'image/webp', bytes: Buffer.from(name), width: 1, height: 1, created_at: ago(days) });
    const [logo, photo, unused, fresh] = ['a', 'b', 'c', 'd'].map((c) => `${c.repeat(64)}.webp`) as [string, string, string, string];
    await t.db.insertInto('images').values([image(logo, 5), image(photo, 5), image(unused, 5), image(fresh, 0)]).execute();
    await createProvider(t.db, { logo_url: `/api/images/${logo}` });
    await t.db
      .insertInto('site_content')
      .values({ id: 1, document: JSON.stringify({ team: [{ name: 'Lotte', role: '', photoUrl: `/api/images/${photo}`, profileUrl: '' }] }), updated_at: ago(5) })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ document: JSON.stringify({ team: [{ name: 'Lotte', role: '', photoUrl: `/api/images/${photo}`, profileUrl: '' }] }) }))
      .execute();
    const changed = await createPrivacyService({ db: t.db, dialect, embeddedIssuer: EMBEDDED, siteUrl: 'http://localhost', now: () => new Date(now), warn: () => undefined }).purge();
    expect((await t.db.selectFrom('images').select('name').orderBy('name').execute()).map((row) => row.name)).toEqual([logo, photo, fresh]);
    expect(changed).toMatchObject({ images: 1, mail_outbox: 1, audit_log: expect.any(Number), login_failures: 1, used_id_tokens: 1, email_changes: 1, write_counters: 1, oidc_payloads: 1 });
    expect((await t.db.selectFrom('mail_outbox').select('subject').execute()).map((row) => row.subject)).toEqual(['nieuw']);
    const trail = await t.db.selectFrom('audit_log').select(['target_name', 'address']).where('action', '=', 'faq.deleted').orderBy('id').execute();
    expect(trail).toEqual([{ target_name: 'oud', address: '' }, { target_name: 'nieuw', address: '198.51.100.2' }]);
    const failures = await t.db.selectFrom('login_failures').select('email').where('email', 'like', '%-falen@voorbeeld.be').execute();
    expect(failures.map((row) => row.email)).toEqual(['nieuw-falen@voorbeeld.be']);
    expect((await t.db.selectFrom('used_id_tokens').select('token_hash').execute()).map((row) => row.token_hash)).not.toContain('verlopen');
    expect(await t.db.selectFrom('email_changes').select('token_hash').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('write_counters').select('count').where('user_id', '=', user.id).execute()).toEqual([]);
    // The audit trail still refuses any other change, and any deletion.
    await expect(t.db.updateTable('audit_log').set({ action: 'faq.created' }).where('target_name', '=', 'nieuw').execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').where('target_name', '=', 'nieuw').execute()).rejects.toThrow(/append-only/);
  });
});

describe('the SQLite files after a deletion', () => {
  test('the write-ahead log is emptied even while another connection checkpoints, which makes SQLite answer busy', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roadmap-erase-busy-'));
    const opened = await openDatabase({ dataDir });
    // Another connection that checkpoints without pause, as the API's background checkpointer does now and then.
    const other = new Worker(
      `const { DatabaseSync } = require('node:sqlite');
       const { parentPort, workerData } = require('node:worker_threads');
       const database = new DatabaseSync(workerData);
       let running = true;
       parentPort.on('message', () => { running = false; });
       const round = () => {
         const end = Date.now() + 50;
         while (Date.now() < end) database.exec('PRAGMA wal_checkpoint(PASSIVE)');
         if (running) setImmediate(round); else { database.close(); parentPort.close(); }
       };
       round();`,
      { eval: true, workerData: join(dataDir, 'roadmap.sqlite') },
    );
    try {
      await migrateToLatest(opened.db);
      const repository = createPrivacyRepository(opened.db);
      for (let round = 0; round < 10; round++) {
        for (let i = 0; i < 50; i++) {
          await opened.db.insertInto('mail_outbox').values({ recipient: 'iemand@voorbeeld.be', subject: `Bericht ${i}`, body: 'x'.repeat(2000), created_at: new Date().toISOString() }).execute();
        }
        expect(await repository.checkpointWriteAheadLog()).toBe(true);
        expect(statSync(join(dataDir, 'roadmap.sqlite-wal')).size).toBe(0);
      }
    } finally {
      other.postMessage('stop');
      await new Promise((resolve) => other.once('exit', resolve));
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);


  test('hold neither the address nor the name (secure_delete, and the write-ahead log emptied)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roadmap-erase-'));
    const opened = await openDatabase({ dataDir });
    try {
      await migrateToLatest(opened.db);
      const t = await createTestAppOn({ ...opened, close: opened.close }, { embeddedIssuer: EMBEDDED });
      const me = await personWithEverything(opened.db);
      // Make the address land in many pages, as months of mail would.
      for (let i = 0; i < 200; i++) {
        await opened.db.insertInto('mail_outbox').values({ recipient: me.email, subject: `Bericht ${i}`, body: `Voor ${me.firstname} ${me.lastname} op ${me.email} `.repeat(20), created_at: new Date().toISOString() }).execute();
      }
      const fileText = () =>
        readdirSync(dataDir)
          .filter((name) => name.startsWith('roadmap.sqlite'))
          .map((name) => readFileSync(join(dataDir, name)).toString('latin1'))
          .join('');
      expect(fileText()).toContain(me.email);
      const token = await createAccessTokens(opened.db).sign(me.id, ['user']);
      const answer = await t.inject({ method: 'DELETE', url: `/api/users/${me.id}`, headers: { authorization: `Bearer ${token}` }, payload: { password: PASSWORD } });
      expect(answer.statusCode).toBe(204);
      const files = fileText();
      expect(files).not.toContain(me.email);
      expect(files).not.toContain(me.lastname);
      await t.close();
    } finally {
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
