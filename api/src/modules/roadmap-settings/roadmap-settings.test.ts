// Navigation links managed through the API (SPEC §2, §4, §5, §7): admins add, edit and remove them; the address
// is an http(s) or 'www…' one or one of the site's own paths, never javascript: or data:, which would run in every
// visitor's navbar, nor '//host', which would leave the site.
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createRoadmapSetting } from '../../../test/factories.ts';
import { createPersonas, type Personas } from '../../../test/identity.ts';
import { sender, type Send } from '../../../test/requests.ts';

describe.each(testDialects())('navigation links on %s', (dialect) => {
  let t: TestApp;
  let personas: Personas;
  let as: (persona: keyof Personas['headers']) => Send;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    personas = await createPersonas(t.db);
    as = (persona) => sender(t)(personas.headers[persona]);
  });
  afterAll(() => t.close());

  const navlinks = async () => (await t.get('/api/roadmapSettings?limit=-1&offset=-1&type=navlink')).body.data;

  test('an admin adds (201), edits (200) and removes (204) a link; the navbar’s list follows', async () => {
    const added = await as('admin')('POST', '/roadmapSettings', { name: 'Erasmushogeschool', url: 'www.ehb.be', type: 'navlink' });
    expect(added).toEqual({ status: 201, body: { id: expect.any(Number), name: 'Erasmushogeschool', url: 'www.ehb.be', type: 'navlink' } });
    expect(await navlinks()).toContainEqual(added.body);
    const edited = await as('admin')('PUT', `/roadmapSettings/${added.body.id}`, { name: 'EhB', url: 'https://www.ehb.be/', type: 'navlink' });
    expect(edited).toEqual({ status: 200, body: { ...added.body, name: 'EhB', url: 'https://www.ehb.be/' } });
    expect((await as('admin')('DELETE', `/roadmapSettings/${added.body.id}`)).status).toBe(204);
    expect((await navlinks()).map((link: { id: number }) => link.id)).not.toContain(added.body.id);
    expect((await as('admin')('DELETE', `/roadmapSettings/${added.body.id}`)).status).toBe(404);
    expect((await as('admin')('PUT', `/roadmapSettings/${added.body.id}`, { name: 'X', url: 'https://x.be', type: 'navlink' })).status).toBe(404);
  });

  test.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://bestanden.be',
    '//elders.be',
    '/\\elders.be',
    '/met spatie',
    'https://',
    'www',
    'gewoon tekst',
    'https://ehb.be/met spatie',
    ' ',
  ])('the address %j is 400 and never stored', async (url) => {
    const before = await navlinks();
    const answer = await as('admin')('POST', '/roadmapSettings', { name: 'Link', url, type: 'navlink' });
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    const link = await createRoadmapSetting(t.db);
    expect((await as('admin')('PUT', `/roadmapSettings/${link.id}`, { name: 'Link', url, type: 'navlink' })).status).toBe(400);
    expect((await navlinks()).length).toBe(before.length + 1);
  });

  test.each(['https://www.ehb.be', 'http://ehb.be/opleidingen?taal=nl#aanbod', 'www.ehb.be/nl', 'https://xn--bcher-kva.de', 'https://événement.be:8443/x', '/AI-tool/NoShowTool', '/forum?zoek=ai#top', '/'])(
    'the address %j is accepted',
    async (url) => {
      expect((await as('admin')('POST', '/roadmapSettings', { name: 'Link', url, type: 'navlink' })).status).toBe(201);
    },
  );

  test.each([
    ['an empty name', { name: '', url: 'https://ehb.be', type: 'navlink' }],
    ['a name of 51 characters', { name: 'x'.repeat(51), url: 'https://ehb.be', type: 'navlink' }],
    ['another type', { name: 'Link', url: 'https://ehb.be', type: 'banner' }],
    ['no url', { name: 'Link', type: 'navlink' }],
  ])('%s is 400', async (_what, body) => {
    expect((await as('admin')('POST', '/roadmapSettings', body)).status).toBe(400);
  });

  test.each(['anonymous', 'user', 'providerOwner'] as const)('%s may not change the links', async (persona) => {
    const link = await createRoadmapSetting(t.db);
    const expected = persona === 'anonymous' ? 401 : 403;
    const body = { name: 'Kaping', url: 'https://kaping.be', type: 'navlink' };
    expect((await as(persona)('POST', '/roadmapSettings', body)).status).toBe(expected);
    expect((await as(persona)('PUT', `/roadmapSettings/${link.id}`, body)).status).toBe(expected);
    expect((await as(persona)('DELETE', `/roadmapSettings/${link.id}`)).status).toBe(expected);
    expect(await navlinks()).toContainEqual({ id: link.id, name: link.name, url: link.url, type: 'navlink' });
  });
});
