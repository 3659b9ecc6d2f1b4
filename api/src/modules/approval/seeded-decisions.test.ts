// Every state the demo data and the stored rows can be in can be decided and edited, on both databases: each pending
// provider and tool of the seeded demo is rejected and approved by an admin (with the decision alone, and with the
// full body older screens send), and each seeded provider is saved with its stored values. A provider as a start-up
// leaves it when its logo could not be fetched (no e-mail, telephone or logo) is decided and saved too, and so is a
// tool an old import stored with a phase bodies may no longer name. E-mail and telephone stay required for a new
// provider and once stored (docs/decisions/0019-providers.md).
import { AiToolBodySchema, type AiTool, type Provider } from 'shared/contracts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createPersonas } from '../../../test/identity.ts';
import { sender, type Send } from '../../../test/requests.ts';
import { seedDemoCatalogue } from '../../seed/index.ts';

/** The provider's data as the full body of an edit (what the original review popup sent along). */
const providerBody = ({ name, country, email, url, telephone, logoUrl }: Provider) => ({ name, country, email, url, telephone, logoUrl });

/** The tool's data as the full body of an edit, its keywords kept (what the tool's approval box sends along). */
function toolBody(tool: AiTool): Record<string, unknown> {
  const fields = Object.keys(AiToolBodySchema.properties).filter((field) => field in tool && field !== 'approved' && field !== 'approvalComment');
  return Object.fromEntries(fields.map((field) => [field, tool[field as keyof AiTool]]));
}

describe.each(testDialects())('deciding the seeded demo on %s', (dialect) => {
  let t: TestApp;
  let admin: Send;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedDemoCatalogue(t.db);
    admin = sender(t)((await createPersonas(t.db)).headers.admin);
  }, 60_000);
  afterAll(() => t.close());

  const pendingProviders = async () => ((await admin('GET', '/providers')).body.data as Provider[]).filter((provider) => !provider.approved && provider.approvalComment === '');

  test('every pending provider is rejected and approved, by its decision alone and with its full stored body', async () => {
    const pending = await pendingProviders();
    expect(pending.map((provider) => provider.name)).toContain('HeyGen');
    for (const provider of pending) {
      const path = `/providers/${provider.id}`;
      const rejected = await admin('PUT', path, { approved: false, approvalComment: 'Het e-mailadres ontbreekt.' });
      expect([provider.name, rejected.status, rejected.body]).toEqual([provider.name, 200, expect.objectContaining({ approved: false, approvalComment: 'Het e-mailadres ontbreekt.' })]);
      const approved = await admin('PUT', path, { ...providerBody(provider), approved: true, approvalComment: '' });
      expect([provider.name, approved.status, approved.body]).toEqual([provider.name, 200, expect.objectContaining({ ...providerBody(provider), approved: true })]);
      expect((await admin('PUT', path, { ...providerBody(provider), approved: false, approvalComment: 'Toch niet.' })).status).toBe(200);
      expect((await admin('PUT', path, { approved: true })).body).toMatchObject({ ...providerBody(provider), approved: true, approvalComment: '' });
    }
  });

  test('every pending tool is rejected and approved with its full stored body', async () => {
    const pending = (await admin('GET', '/aiTools/approved?approved=false')).body.data as AiTool[];
    expect(pending.map((tool) => tool.name)).toContain('HeyGen');
    for (const { id } of pending) {
      const tool = (await admin('GET', `/aiTools/${id}`)).body as AiTool;
      const rejected = await admin('PUT', `/aiTools/${id}`, { ...toolBody(tool), approved: false, approvalComment: 'Te weinig uitleg.' });
      expect([tool.name, rejected.status]).toEqual([tool.name, 200]);
      const approved = await admin('PUT', `/aiTools/${id}`, { ...toolBody(tool), approved: true, approvalComment: '' });
      expect([tool.name, approved.status, approved.body.approved]).toEqual([tool.name, 200, true]);
      expect((await admin('PUT', `/aiTools/${id}`, { approved: false, approvalComment: 'Toch niet.' })).body).toMatchObject({ ...toolBody(tool), approved: false });
    }
  });

  test("a tool stored with an old phase ('pre-event / event', which bodies may no longer name) is decided by the decision alone", async () => {
    const [heygen] = ((await admin('GET', '/providers')).body.data as Provider[]).filter((provider) => provider.name === 'HeyGen');
    const { id } = await t.db
      .insertInto('ai_tools')
      .values({
        name: 'Oude import',
        eventprocess: 'pre-event / event',
        kind: 'Video',
        description: 'Een rij uit een oude import.',
        origin: 'BE',
        price: 'Gratis',
        roi: 'Minder werk',
        complexity: 'Laag',
        details_url: '',
        use_case_url: '',
        approved: 0,
        approval_comment: '',
        provider_id: heygen!.id,
        created_at: new Date().toISOString(),
        pending_since: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const path = `/aiTools/${id}`;
    expect((await admin('PUT', path, { approved: false, approvalComment: 'Te weinig uitleg.' })).body).toMatchObject({ approved: false, approvalComment: 'Te weinig uitleg.', eventprocess: 'pre-event / event' });
    expect((await admin('PUT', path, { approved: true })).body).toMatchObject({ approved: true, approvalComment: '', eventprocess: 'pre-event / event', name: 'Oude import' });
    // A field that is sent follows today's rules: the old phase cannot be sent back, a current one can.
    expect((await admin('PUT', path, { eventprocess: 'pre-event / event' })).status).toBe(400);
    expect((await admin('PUT', path, { name: ' ' })).status).toBe(400);
    expect((await admin('PUT', path, { eventprocess: 'event' })).body).toMatchObject({ eventprocess: 'event', approved: true });
  });

  test('every seeded provider is saved with its stored values, and a changed website alone is stored', async () => {
    const all = (await admin('GET', '/providers')).body.data as Provider[];
    expect(all.filter((provider) => provider.email === '').length).toBeGreaterThanOrEqual(10);
    for (const provider of all) {
      const saved = await admin('PUT', `/providers/${provider.id}`, providerBody(provider));
      expect([provider.name, saved.status, saved.body]).toEqual([provider.name, 200, expect.objectContaining({ ...providerBody(provider), approved: provider.approved })]);
    }
    const openai = all.find((provider) => provider.name === 'OpenAI')!;
    const moved = await admin('PUT', `/providers/${openai.id}`, { ...providerBody(openai), url: 'https://openai.com/nl' });
    expect(moved.body).toMatchObject({ url: 'https://openai.com/nl', email: '', approved: true });
    expect((await admin('PUT', `/providers/${openai.id}`, { url: 'https://openai.com' })).body).toMatchObject({ url: 'https://openai.com', name: 'OpenAI' });
  });

  test('a provider without e-mail, telephone or logo (a logo the start-up could not fetch) is decided and saved', async () => {
    const { id } = await t.db
      .insertInto('providers')
      .values({ name: 'Zonder gegevens', country: 'BE', email: '', url: 'https://zonder.example', telephone: '', logo_url: '', approved: 0, approval_comment: '', user_id: null, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = (await admin('GET', `/providers/${id}`)).body as Provider;
    expect((await admin('PUT', `/providers/${id}`, { ...providerBody(stored), approved: true, approvalComment: '' })).status).toBe(200);
    expect((await admin('PUT', `/providers/${id}`, providerBody(stored))).body).toMatchObject({ logoUrl: '', email: '', telephone: '' });
  });

  test('a new provider needs its e-mail and telephone; an edit keeps a stored one from being blanked', async () => {
    const company = { name: 'Nieuw bedrijf', country: 'BE', email: 'info@nieuw.example', url: 'https://nieuw.example', telephone: '+32 9 123 45 67', logoUrl: '/demo-logos/heygen.svg' };
    for (const path of ['/providers/create', '/providers/submit']) {
      for (const blank of [{ email: '' }, { telephone: '' }, { email: '  ' }]) {
        const refused = await admin('POST', path, { ...company, ...blank });
        expect([path, refused.status, refused.body.code]).toEqual([path, 400, 'VALIDATION_FAILED']);
      }
    }
    const created = (await admin('POST', '/providers/create', company)).body as Provider;
    for (const blank of [{ email: '' }, { telephone: '' }]) {
      expect((await admin('PUT', `/providers/${created.id}`, blank)).body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: `body.${Object.keys(blank)[0]}` }] });
      expect((await admin('PUT', `/providers/${created.id}`, { ...providerBody(created), ...blank, approved: true })).status).toBe(400);
    }
    expect((await admin('GET', `/providers/${created.id}`)).body).toMatchObject({ email: company.email, telephone: company.telephone });
  });

  test('a value that is present still follows its rule, also in an edit of one field', async () => {
    const [heygen] = (await admin('GET', '/providers')).body.data.filter((provider: Provider) => provider.name === 'HeyGen');
    for (const edit of [{ email: 'geen-adres' }, { telephone: 'bel me' }, { url: 'heygen' }, { name: ' ' }]) {
      expect((await admin('PUT', `/providers/${heygen.id}`, { ...edit, approved: true })).status).toBe(400);
    }
    expect((await admin('PUT', `/providers/${heygen.id}`, { email: 'info@heygen.com', approved: true })).body).toMatchObject({ email: 'info@heygen.com', approved: true });
  });
});
