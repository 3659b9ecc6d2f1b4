// The provider workflows through the API on both databases: a plain user's upgrade request (submit), the admin's rejection with a
// reason (mailed), the resubmission, the approval that makes the user a provider, what a visitor sees of an
// unapproved provider, the linked account only an admin changes, the removal blocked by tools, bad input.
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createProvider, createTool } from '../../../test/factories.ts';
import { createPersonas, type Personas } from '../../../test/identity.ts';
import { sender, type Send } from '../../../test/requests.ts';

describe.each(testDialects())('provider writes on %s', (dialect) => {
  let t: TestApp;
  let personas: Personas;
  let as: Record<'anonymous' | 'user' | 'owner' | 'other' | 'admin', Send>;
  let names = 0;
  const body = (overrides: object = {}) => ({
    name: `Eventbureau ${++names}`,
    country: 'BE',
    email: 'info@eventbureau.be',
    url: 'https://eventbureau.be',
    telephone: '+32 9 123 45 67',
    logoUrl: '/demo-logos/eventbrite.svg',
    ...overrides,
  });
  const rolesOf = async (userId: number) =>
    (await t.db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role').execute()).map((row) => row.role);
  const outbox = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    personas = await createPersonas(t.db);
    const send = sender(t);
    as = {
      anonymous: send(),
      user: send(personas.headers.user),
      owner: send(personas.headers.providerOwner),
      other: send(personas.headers.otherProvider),
      admin: send(personas.headers.admin),
    };
  });
  afterAll(() => t.close());

  test('upgrade: a user submits (pending, theirs, hidden), is rejected with a reason (mail), resubmits, is approved and becomes a provider', async () => {
    const submitted = await as.user('POST', '/providers/submit', body({ approved: true }));
    expect(submitted.status).toBe(201);
    const id = submitted.body.id;
    expect(submitted.body).toMatchObject({ approved: false, approvalComment: '', user_id: personas.userIds.user });

    // Nobody else sees it, nor its e-mail address and telephone.
    for (const who of ['anonymous', 'other'] as const) expect((await as[who]('GET', `/providers/${id}`)).status).toBe(404);
    expect((await as.anonymous('GET', '/providers')).body.data.map((provider: { id: number }) => provider.id)).not.toContain(id);
    expect((await as.user('GET', `/providers/${id}`)).body.email).toBe('info@eventbureau.be');
    expect((await as.user('GET', '/providers/mine')).body.data.map((provider: { id: number }) => provider.id)).toEqual([id]);
    expect((await as.admin('GET', '/providers')).body.data.map((provider: { id: number }) => provider.id)).toContain(id);

    const full = body({ name: submitted.body.name });
    expect((await as.admin('PUT', `/providers/${id}`, { ...full, approved: false, approvalComment: '' })).status).toBe(400);
    const rejected = await as.admin('PUT', `/providers/${id}`, { ...full, approved: false, approvalComment: 'Het logo ontbreekt.' });
    expect(rejected.body).toMatchObject({ approved: false, approvalComment: 'Het logo ontbreekt.' });
    expect((await outbox()).at(-1)).toMatchObject({ subject: expect.stringContaining('niet goedgekeurd'), body: expect.stringContaining('Het logo ontbreekt.') });

    const resubmitted = await as.user('PUT', `/providers/submit/${id}`, { ...full, logoUrl: '/demo-logos/brella.svg' });
    expect(resubmitted.body).toMatchObject({ approved: false, approvalComment: '', logoUrl: '/demo-logos/brella.svg' });

    expect(await rolesOf(personas.userIds.user)).toEqual(['user']);
    const approved = await as.admin('PUT', `/providers/${id}`, { ...full, logoUrl: '/demo-logos/brella.svg', approved: true });
    expect(approved.body).toMatchObject({ approved: true, approvalComment: '', user_id: personas.userIds.user });
    expect(await rolesOf(personas.userIds.user)).toEqual(['provider', 'user']);
    expect((await outbox()).at(-1)).toMatchObject({ subject: expect.stringContaining('goedgekeurd'), body: expect.stringContaining('Log opnieuw in') });
    expect((await as.anonymous('GET', `/providers/${id}`)).status).toBe(200);
    const audit = (await as.admin('GET', '/audit?limit=50&offset=0')).body.data.map((entry: { action: string }) => entry.action);
    expect(audit).toEqual(expect.arrayContaining(['provider.rejected', 'provider.approved']));
  });

  test('an admin creates an approved provider for the account it picks, and stays admin when it picks itself', async () => {
    const created = await as.admin('POST', '/providers/create', body({ user_id: personas.userIds.otherProvider, approved: false }));
    expect(created).toMatchObject({ status: 201, body: { approved: true, user_id: personas.userIds.otherProvider } });
    expect((await as.admin('POST', '/providers/create', body({ user_id: 999_999 }))).status).toBe(404);
    await as.admin('POST', '/providers/create', body({ user_id: personas.userIds.admin }));
    expect(await rolesOf(personas.userIds.admin)).toEqual(['admin', 'provider', 'user']);
  });

  test('the linked user edits the company but not its account nor its decision; others may not', async () => {
    const path = `/providers/${personas.providerId}`;
    const current = (await as.owner('GET', path)).body;
    const data = { name: current.name, country: 'NL', email: 'hallo@firma.nl', url: 'www.firma.nl', telephone: '020-1234567', logoUrl: '/demo-logos/canva.svg' };
    expect((await as.owner('PUT', path, { ...data, user_id: personas.userIds.otherProvider })).status).toBe(403);
    const edited = await as.owner('PUT', path, { ...data, approved: false, approvalComment: 'zelf afgekeurd' });
    expect(edited.body).toMatchObject({ country: 'NL', approved: true, approvalComment: '', user_id: personas.userIds.providerOwner });
    expect((await as.other('PUT', path, data)).status).toBe(403);
    expect((await as.user('PUT', `/providers/submit/${personas.providerId}`, data)).status).toBe(403);
    expect((await as.user('POST', '/providers/submit', body({ user_id: personas.userIds.admin }))).status).toBe(403);
    expect((await as.anonymous('POST', '/providers/submit', body())).status).toBe(401);
    expect((await as.owner('POST', '/providers/create', body())).status).toBe(403);
  });

  test('removal: 409 with the spec’s reason while tools are linked, then 204; the tools it names', async () => {
    const provider = await createProvider(t.db, { user_id: personas.userIds.providerOwner });
    const tool = await createTool(t.db, { provider_id: provider.id, name: 'Gekoppelde tool' });
    expect((await as.owner('GET', `/providers/${provider.id}/tools`)).body.data).toEqual([{ name: 'Gekoppelde tool' }]);
    const blocked = await as.owner('DELETE', `/providers/${provider.id}`);
    expect(blocked).toMatchObject({ status: 409, body: { code: 'ER_ROW_IS_REFERENCED', message: 'U kan deze provider niet verwijderen aangezien deze nog gekoppeld is aan een AI-tool!' } });
    await t.db.deleteFrom('ai_tools').where('id', '=', tool.id).execute();
    expect((await as.owner('DELETE', `/providers/${provider.id}`)).status).toBe(204);
    expect((await as.owner('DELETE', `/providers/${provider.id}`)).status).toBe(404);
    expect((await as.other('DELETE', `/providers/${personas.providerId}`)).status).toBe(403);
  });

  test.each([
    ['an invalid e-mail address', { email: 'geen-adres' }],
    ['a website that is no URL', { url: 'javascript:alert(1)' }],
    ['a logo URL without a host', { logoUrl: 'https://' }],
    ['a telephone of letters', { telephone: 'bel ons' }],
    ['an unknown country', { country: 'XX' }],
    ['an unknown field', { kleur: 'rood' }],
    ['an oversized name', { name: 'x'.repeat(201) }],
    ['a name of spaces', { name: '   ' }],
  ])('%s answers 400 VALIDATION_FAILED and stores nothing', async (_what, overrides) => {
    const before = (await as.admin('GET', '/providers')).body.count;
    const answer = await as.user('POST', '/providers/submit', body(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect((await as.admin('GET', '/providers')).body.count).toBe(before);
  });

  test('a provider name in use, in any case, is 409 ER_DUP_ENTRY', async () => {
    await as.admin('POST', '/providers/create', body({ name: 'Zaal & Zo' }));
    const again = await as.user('POST', '/providers/submit', body({ name: 'ZAAL & ZO' }));
    expect(again).toMatchObject({ status: 409, body: { code: 'ER_DUP_ENTRY', message: 'Deze provider bestaat al!' } });
  });

  test("claims: a user claims a company without an account ('Is dit je bedrijf?'), the admin sees the domain match and approves it", async () => {
    const company = await createProvider(t.db, { name: 'Congrescentrum Noord', url: 'https://www.congres-noord.be', user_id: null });
    const claimant = (await t.db.selectFrom('users').select('email').where('id', '=', personas.userIds.user).executeTakeFirstOrThrow()).email;
    const claimed = await as.user('POST', `/providers/${company.id}/claims`, { role: 'Zaakvoerder' });
    expect(claimed.status).toBe(201);
    expect(claimed.body).toMatchObject({ providerId: company.id, userId: personas.userIds.user, status: 'pending', role: 'Zaakvoerder', userEmail: claimant });
    expect((await as.user('POST', `/providers/${company.id}/claims`, { role: 'Zaakvoerder' })).status).toBe(409);
    expect((await as.user('POST', `/providers/${company.id}/claims`, { role: '  ' })).status).toBe(400);
    expect((await as.user('POST', '/providers/999999/claims', { role: 'Zaakvoerder' })).status).toBe(404);
    expect((await as.anonymous('POST', `/providers/${company.id}/claims`, { role: 'Zaakvoerder' })).status).toBe(401);
    const second = await as.other('POST', `/providers/${company.id}/claims`, { role: 'Marketing' });
    expect(second.status).toBe(201);

    const open = (await as.admin('GET', '/providers/claims')).body.data;
    expect(open.map((claim: { id: number }) => claim.id)).toEqual(expect.arrayContaining([claimed.body.id, second.body.id]));
    expect(open.find((claim: { id: number }) => claim.id === claimed.body.id).domainMatches).toBe(claimant.endsWith('@congres-noord.be'));
    expect((await as.user('GET', '/providers/claims')).status).toBe(403);

    expect((await as.admin('PUT', `/providers/claims/${claimed.body.id}`, { approved: false })).status).toBe(400);
    const approved = await as.admin('PUT', `/providers/claims/${claimed.body.id}`, { approved: true });
    expect(approved.body.status).toBe('approved');
    expect((await as.user('GET', `/providers/${company.id}`)).body.user_id).toBe(personas.userIds.user);
    expect(await rolesOf(personas.userIds.user)).toContain('provider');
    // The other open claim of the company is answered; a decided claim cannot be decided again.
    expect((await as.admin('GET', '/providers/claims')).body.data.map((claim: { id: number }) => claim.id)).not.toContain(second.body.id);
    expect((await as.admin('PUT', `/providers/claims/${claimed.body.id}`, { approved: false, comment: 'toch niet' })).status).toBe(404);
    expect((await outbox()).at(-1)).toMatchObject({ recipient: claimant, subject: expect.stringContaining('goedgekeurd') });
    expect((await as.other('POST', `/providers/${company.id}/claims`, { role: 'Marketing' })).status).toBe(409);
  });
});
