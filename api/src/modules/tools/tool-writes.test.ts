// Through the API on both databases: the approval life of a tool (create, submit, reject, resubmit,
// approve), who sees an unapproved tool, the fields a non-admin cannot set, keywords on a tool, the history, the
// mail of a decision, the audit trail and the bad input that must answer 400/404/409.
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createKeyword, createProvider, createTool } from '../../../test/factories.ts';
import { createPersonas, type Personas } from '../../../test/identity.ts';
import { sender, type Send } from '../../../test/requests.ts';

describe.each(testDialects())('tool writes on %s', (dialect) => {
  let t: TestApp;
  let personas: Personas;
  let as: Record<'anonymous' | 'user' | 'owner' | 'other' | 'admin', Send>;
  let keywords: number[];
  let names = 0;
  const body = (overrides: object = {}) => ({
    name: `Planner ${++names}`,
    eventprocess: 'pre-event',
    kind: 'Planning',
    description: 'Plant je evenement.',
    origin: 'BE',
    price: 'Gratis',
    roi: 'Hoog',
    complexity: 'Laag',
    detailsUrl: 'https://planner.example/info',
    useCaseUrl: '',
    provider_id: personas.providerId,
    ...overrides,
  });
  const outbox = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const auditActions = async () => (await as.admin('GET', '/audit?limit=100&offset=0')).body.data.map((entry: { action: string }) => entry.action);

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
    keywords = [];
    for (const name of ['chatbot', 'planning', 'tickets', 'analyse', 'vertaling', 'badges']) keywords.push((await createKeyword(t.db, { name })).id);
  });
  afterAll(() => t.close());

  test('an admin creates an approved tool with its keywords, in one go; the body cannot make it unapproved', async () => {
    const created = await as.admin('POST', '/aiTools/create', body({ approved: false, approvalComment: 'x', keywordIds: keywords.slice(0, 2) }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ approved: true, approvalComment: '', provider_id: personas.providerId, averageRating: null, reviewCount: 0 });
    const links = await as.anonymous('GET', `/aiToolKeywords/aiTool/${created.body.id}`);
    expect(links.body.data.map((link: { keyword_id: number }) => link.keyword_id).sort()).toEqual(keywords.slice(0, 2).sort());
    expect((await as.anonymous('GET', `/aiTools/${created.body.id}`)).status).toBe(200);
    const history = await as.admin('GET', `/aiTools/${created.body.id}/history`);
    expect(history.body.data).toEqual([expect.objectContaining({ action: 'created', aiToolId: created.body.id, actorName: expect.any(String) })]);
  });

  test('the whole life: submit (pending, hidden), reject with a reason (mail), correct and resubmit, approve (mail, public)', async () => {
    // The original form sent approved: true with a submission: ignored.
    const submitted = await as.owner('POST', '/aiTools/submit', body({ approved: true, keywordIds: [keywords[0]] }));
    expect(submitted.status).toBe(201);
    const id = submitted.body.id;
    expect(submitted.body).toMatchObject({ approved: false, approvalComment: '' });

    // Hidden from everybody but the owner and admins, everywhere.
    for (const who of ['anonymous', 'user', 'other'] as const) {
      expect((await as[who]('GET', `/aiTools/${id}`)).status).toBe(404);
      expect((await as[who]('GET', `/aiToolKeywords/aiTool/${id}`)).status).toBe(404);
    }
    for (const who of ['owner', 'admin'] as const) {
      expect((await as[who]('GET', `/aiTools/${id}`)).body).toMatchObject({ id, approved: false });
      expect((await as[who]('GET', `/aiToolKeywords/aiTool/${id}`)).body.count).toBe(1);
    }
    expect((await as.anonymous('GET', '/aiTools')).body.data.map((tool: { id: number }) => tool.id)).not.toContain(id);
    expect((await as.anonymous('GET', '/aiToolKeywords')).body.data.map((link: { aiTool_id: number }) => link.aiTool_id)).not.toContain(id);
    expect((await as.anonymous('GET', `/aiTools/provider/${personas.providerId}`)).body.data.map((tool: { id: number }) => tool.id)).not.toContain(id);

    // The admin's queue holds it; the owner's list too.
    expect((await as.admin('GET', '/aiTools/mine')).body.data.map((tool: { id: number }) => tool.id)).toContain(id);
    const own = (await as.owner('GET', '/aiTools/mine')).body.data.find((tool: { id: number }) => tool.id === id);
    expect(own).toMatchObject({ approved: false, pendingSince: expect.any(String) });

    // A rejection needs a reason.
    const full = body({ name: submitted.body.name });
    expect((await as.admin('PUT', `/aiTools/${id}`, { ...full, approved: false, approvalComment: '  ' })).status).toBe(400);
    const rejected = await as.admin('PUT', `/aiTools/${id}`, { ...full, approved: false, approvalComment: 'De prijs ontbreekt.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ approved: false, approvalComment: 'De prijs ontbreekt.' });
    let mails = await outbox();
    expect(mails.at(-1)).toMatchObject({ subject: expect.stringContaining('niet goedgekeurd'), body: expect.stringContaining('De prijs ontbreekt.') });
    expect(mails.at(-1)!.body).toContain(`/AI-tool/${id}`);
    // It left the admin's queue (it waits for the provider now).
    expect((await as.admin('GET', '/aiTools/mine')).body.data.map((tool: { id: number }) => tool.id)).not.toContain(id);

    // The owner sees the reason, corrects and sends approved: true along: still pending, the comment cleared.
    expect((await as.owner('GET', `/aiTools/${id}`)).body.approvalComment).toBe('De prijs ontbreekt.');
    const corrected = await as.owner('PUT', `/aiTools/${id}`, { ...full, price: '€ 10 per maand', approved: true, approvalComment: 'goed zo' });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ approved: false, approvalComment: '', price: '€ 10 per maand' });
    expect((await as.admin('GET', '/aiTools/mine')).body.data.map((tool: { id: number }) => tool.id)).toContain(id);

    const approved = await as.admin('PUT', `/aiTools/${id}`, { ...full, price: '€ 10 per maand', approved: true });
    expect(approved.body).toMatchObject({ approved: true, approvalComment: '' });
    mails = await outbox();
    expect(mails.at(-1)).toMatchObject({ subject: expect.stringContaining('goedgekeurd'), body: expect.stringContaining(submitted.body.name) });
    const ownerEmail = (await t.db.selectFrom('users').select('email').where('id', '=', personas.userIds.providerOwner).executeTakeFirstOrThrow()).email;
    expect(mails.slice(-2).map((mail) => mail.recipient)).toEqual([ownerEmail, ownerEmail]);
    expect((await as.anonymous('GET', `/aiTools/${id}`)).status).toBe(200);
    expect((await as.anonymous('GET', `/aiTools?eventprocess=pre-event&id=${keywords[0]}`)).body.data.map((tool: { id: number }) => tool.id)).toContain(id);

    const history = (await as.owner('GET', `/aiTools/${id}/history`)).body.data;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['submitted', 'rejected', 'edited', 'submitted', 'approved']);
    expect(history[1].detail).toBe('De prijs ontbreekt.');
    expect(history[2].detail).toBe('prijs');
    expect(await auditActions()).toEqual(expect.arrayContaining(['tool.rejected', 'tool.approved']));

    // An owner's edit of an approved tool keeps it approved (SPEC §4: an edit never changes approved).
    const edited = await as.owner('PUT', `/aiTools/${id}`, { ...full, price: 'Gratis', approved: false });
    expect(edited.body).toMatchObject({ approved: true, price: 'Gratis' });
  });

  test('who may write: the table of SPEC §6', async () => {
    const tool = (await as.admin('POST', '/aiTools/create', body())).body;
    const path = `/aiTools/${tool.id}`;
    expect((await as.anonymous('POST', '/aiTools/create', body())).status).toBe(401);
    for (const who of ['user', 'owner', 'other'] as const) expect((await as[who]('POST', '/aiTools/create', body())).status).toBe(403);
    expect((await as.user('POST', '/aiTools/submit', body())).status).toBe(403);
    expect((await as.other('POST', '/aiTools/submit', body())).status).toBe(403);
    expect((await as.other('PUT', path, body({ name: tool.name }))).status).toBe(403);
    expect((await as.user('PUT', path, body({ name: tool.name }))).status).toBe(403);
    expect((await as.other('DELETE', path)).status).toBe(403);
    expect((await as.other('POST', '/aiToolKeywords', { aiTool_id: tool.id, keyword_id: keywords[0] })).status).toBe(403);
    expect((await as.other('GET', `${path}/history`)).status).toBe(403);
    for (const who of ['owner', 'other', 'user'] as const) {
      expect((await as[who]('POST', '/keywords', { name: `nieuw ${who}` })).status).toBe(403);
      expect((await as[who]('PUT', `/keywords/${keywords[5]}`, { name: 'anders' })).status).toBe(403);
      expect((await as[who]('DELETE', `/keywords/${keywords[5]}`)).status).toBe(403);
    }
    // The owner may not approve its own tool: the approval fields of a non-admin are ignored.
    const pending = (await as.owner('POST', '/aiTools/submit', body())).body;
    const selfApproved = await as.owner('PUT', `/aiTools/${pending.id}`, body({ name: pending.name, approved: true }));
    expect(selfApproved.body.approved).toBe(false);
  });

  test('a provider submits only for an approved provider it manages, and moves a tool only among its own', async () => {
    const waiting = await createProvider(t.db, { user_id: personas.userIds.providerOwner, approved: false });
    const refused = await as.owner('POST', '/aiTools/submit', body({ provider_id: waiting.id }));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    const second = await createProvider(t.db, { user_id: personas.userIds.providerOwner });
    const tool = (await as.owner('POST', '/aiTools/submit', body())).body;
    expect((await as.owner('PUT', `/aiTools/${tool.id}`, body({ name: tool.name, provider_id: personas.otherProviderId }))).status).toBe(403);
    const moved = await as.owner('PUT', `/aiTools/${tool.id}`, body({ name: tool.name, provider_id: second.id }));
    expect(moved.status).toBe(200);
    expect(moved.body.provider_id).toBe(second.id);
    expect((await as.admin('PUT', `/aiTools/${tool.id}`, body({ name: tool.name, provider_id: personas.otherProviderId }))).body.provider_id).toBe(
      personas.otherProviderId,
    );
    // Now the other provider's: the former owner lost it.
    expect((await as.owner('GET', `/aiTools/${tool.id}`)).status).toBe(404);
    expect((await as.other('GET', `/aiTools/${tool.id}`)).status).toBe(200);
  });

  test.each([
    ['an unknown field', { colour: 'rood' }],
    ['a bad detail URL', { detailsUrl: 'javascript:alert(1)' }],
    ['a use-case URL without a host', { useCaseUrl: 'https://' }],
    ['a country outside the list', { origin: 'XX' }],
    ['an event phase outside SPEC §3', { eventprocess: 'during' }],
    ['a name of spaces', { name: '   ' }],
    ['an oversized name', { name: 'x'.repeat(201) }],
    ['an oversized description', { description: 'x'.repeat(10_001) }],
    ['six keywords', { keywordIds: [1, 2, 3, 4, 5, 6] }],
    ['a keyword twice', { keywordIds: [1, 1] }],
    ['a keyword that does not exist', { keywordIds: [999_999] }],
    ['a provider id of the wrong type', { provider_id: 'een' }],
  ])('%s answers 400 VALIDATION_FAILED and stores nothing', async (_what, overrides) => {
    const before = await t.db.selectFrom('ai_tools').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const answer = await as.admin('POST', '/aiTools/create', body(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    const after = await t.db.selectFrom('ai_tools').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('a name in use, in any case, is 409 ER_DUP_ENTRY on create, submit and edit; unknown ids are 404', async () => {
    const first = (await as.admin('POST', '/aiTools/create', body({ name: 'Slimme Badge' }))).body;
    expect((await as.admin('POST', '/aiTools/create', body({ name: 'SLIMME badge' }))).body.code).toBe('ER_DUP_ENTRY');
    expect((await as.owner('POST', '/aiTools/submit', body({ name: ' slimme badge ' }))).status).toBe(409);
    const other = (await as.admin('POST', '/aiTools/create', body())).body;
    expect((await as.admin('PUT', `/aiTools/${other.id}`, body({ name: 'slimme BADGE' }))).status).toBe(409);
    expect((await as.admin('GET', `/aiTools/${first.id}`)).body.name).toBe('Slimme Badge');
    expect((await as.admin('PUT', '/aiTools/999999', body())).status).toBe(404);
    expect((await as.admin('DELETE', '/aiTools/999999')).status).toBe(404);
    expect((await as.admin('POST', '/aiTools/create', body({ provider_id: 999_999 }))).status).toBe(404);
  });

  test('keywords on a tool: at most 5, no doubles, unknown ones 404; the owner adds and removes', async () => {
    const tool = (await as.owner('POST', '/aiTools/submit', body({ keywordIds: keywords.slice(0, 5) }))).body;
    const sixth = await as.owner('POST', '/aiToolKeywords', { aiTool_id: tool.id, keyword_id: keywords[5] });
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('Je kan maar maximaal 5 keywords toevoegen.');
    expect((await as.owner('DELETE', `/aiToolKeywords/${tool.id}&&${keywords[0]}`)).status).toBe(204);
    expect((await as.owner('DELETE', `/aiToolKeywords/${tool.id}&&${keywords[0]}`)).status).toBe(404);
    expect((await as.owner('POST', '/aiToolKeywords', { aiTool_id: tool.id, keyword_id: keywords[1] })).status).toBe(409);
    expect((await as.owner('POST', '/aiToolKeywords', { aiTool_id: tool.id, keyword_id: 999_999 })).status).toBe(404);
    // Ids the path's pattern lets through but no integer column holds (the fuzzer found a 500 on PostgreSQL).
    for (const who of ['owner', 'admin'] as const) {
      expect((await as[who]('DELETE', `/aiToolKeywords/2150000000&&${keywords[1]}`)).status).toBe(404);
      expect((await as[who]('DELETE', `/aiToolKeywords/${tool.id}&&9999999999`)).status).toBe(404);
    }
    expect((await as.owner('POST', '/aiToolKeywords', { aiTool_id: tool.id, keyword_id: keywords[5] })).status).toBe(201);
    expect((await as.owner('GET', `/aiToolKeywords/aiTool/${tool.id}`)).body.count).toBe(5);
    // Six links at once, raced: the limit holds.
    const raced = (await as.owner('POST', '/aiTools/submit', body())).body;
    const answers = await Promise.all(keywords.map((keyword_id) => as.owner('POST', '/aiToolKeywords', { aiTool_id: raced.id, keyword_id })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect((await as.owner('GET', `/aiToolKeywords/aiTool/${raced.id}`)).body.count).toBe(5);
  });

  test('keywords: unique in any case, stored lower-case, counted, and a deleted one leaves its tools', async () => {
    const created = await as.admin('POST', '/keywords', { name: '  Spraakherkenning ' });
    expect(created).toMatchObject({ status: 201, body: { name: 'spraakherkenning' } });
    expect((await as.admin('POST', '/keywords', { name: 'SPRAAKHERKENNING' })).body.code).toBe('ER_DUP_ENTRY');
    expect((await as.admin('POST', '/keywords', { name: '   ' })).status).toBe(400);
    expect((await as.admin('PUT', `/keywords/${created.body.id}`, { name: 'Chatbot' })).status).toBe(409);
    expect((await as.admin('PUT', `/keywords/${created.body.id}`, { name: 'Spraak' })).body).toEqual({ id: created.body.id, name: 'spraak' });
    expect((await as.admin('PUT', '/keywords/999999', { name: 'iets' })).status).toBe(404);

    const usage = (await as.admin('GET', '/keywords/usage')).body.data as { id: number; name: string; count: number }[];
    const counts = usage.map((keyword) => keyword.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(usage.find((keyword) => keyword.id === created.body.id)?.count).toBe(0);
    const used = usage.find((keyword) => keyword.id === keywords[0])!;
    expect(used.count).toBeGreaterThan(0);

    expect((await as.admin('DELETE', `/keywords/${keywords[0]}`)).status).toBe(204);
    expect((await as.admin('DELETE', `/keywords/${keywords[0]}`)).status).toBe(404);
    const links = await t.db.selectFrom('ai_tool_keywords').select('ai_tool_id').where('keyword_id', '=', keywords[0]).execute();
    expect(links).toEqual([]);
  });

  test('deleting: the owner deletes its tool, reviews go with it, the history stays for admins; an admin deletion is audited', async () => {
    const own = (await as.owner('POST', '/aiTools/submit', body())).body;
    expect((await as.owner('DELETE', `/aiTools/${own.id}`)).status).toBe(204);
    expect((await as.owner('GET', `/aiTools/${own.id}`)).status).toBe(404);
    expect((await as.owner('GET', `/aiTools/${own.id}/history`)).status).toBe(404);
    const kept = (await as.admin('GET', `/aiTools/${own.id}/history`)).body.data.map((entry: { action: string }) => entry.action);
    expect(kept).toEqual(['submitted', 'deleted']);

    const other = await createTool(t.db, { provider_id: personas.providerId });
    expect((await as.admin('DELETE', `/aiTools/${other.id}`)).status).toBe(204);
    expect(await auditActions()).toContain('tool.deleted');
    expect((await as.admin('GET', '/aiTools/999998/history')).status).toBe(404);
  });

  test('two admins deciding at once: the last decision wins, both are in the history, nothing half-written', async () => {
    const tool = (await as.owner('POST', '/aiTools/submit', body())).body;
    const full = body({ name: tool.name });
    const [approve, reject] = await Promise.all([
      as.admin('PUT', `/aiTools/${tool.id}`, { ...full, approved: true }),
      as.admin('PUT', `/aiTools/${tool.id}`, { ...full, approved: false, approvalComment: 'Dubbel' }),
    ]);
    expect([approve.status, reject.status]).toEqual([200, 200]);
    const history = (await as.admin('GET', `/aiTools/${tool.id}/history`)).body.data.map((entry: { action: string }) => entry.action);
    expect(history.slice(1).sort()).toEqual(['approved', 'rejected']);
    const last = history.at(-1);
    const final = (await as.admin('GET', `/aiTools/${tool.id}`)).body;
    expect(final.approved).toBe(last === 'approved');
    expect(final.approvalComment).toBe(last === 'approved' ? '' : 'Dubbel');
  });

  test("the admin's queue is every tool awaiting a decision, the longest waiting first; a provider sees its own in every state", async () => {
    const queue = (await as.admin('GET', '/aiTools/mine')).body.data as { pendingSince: string; approved: boolean; approvalComment: string }[];
    expect(queue.length).toBeGreaterThan(0);
    expect(queue.every((tool) => !tool.approved && tool.approvalComment === '')).toBe(true);
    const since = queue.map((tool) => tool.pendingSince);
    expect(since).toEqual([...since].sort());
    const own = (await as.owner('GET', '/aiTools/mine')).body.data as { provider_id: number; approved: boolean }[];
    expect(new Set(own.map((tool) => tool.approved))).toEqual(new Set([true, false]));
    expect((await as.other('GET', '/aiTools/mine')).body.data.every((tool: { provider_id: number }) => tool.provider_id === personas.otherProviderId)).toBe(true);
  });
});
