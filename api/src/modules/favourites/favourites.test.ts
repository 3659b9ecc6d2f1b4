// Favourites on both databases: a user saves approved tools, lists them (the last saved first), removes them; saving
// twice keeps one; an unapproved or missing tool cannot be saved; nobody sees another's; visitors get 401.
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createTool } from '../../../test/factories.ts';
import { createPersonas, type Personas } from '../../../test/identity.ts';
import { sender, type Send } from '../../../test/requests.ts';

describe.each(testDialects())('favourites on %s', (dialect) => {
  let t: TestApp;
  let personas: Personas;
  let as: Record<'anonymous' | 'user' | 'admin', Send>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    personas = await createPersonas(t.db);
    const send = sender(t);
    as = { anonymous: send(), user: send(personas.headers.user), admin: send(personas.headers.admin) };
    for (const name of ['Alfa', 'Bravo']) ids[name] = (await createTool(t.db, { name })).id;
    ids.Hidden = (await createTool(t.db, { name: 'Verborgen', approved: false })).id;
  });
  afterAll(() => t.close());

  const names = async (send: Send) => (await send('GET', '/favourites')).body.data.map((tool: { name: string }) => tool.name);

  test('save, list (last saved first, as whole tools), save again, remove', async () => {
    expect(await names(as.user)).toEqual([]);
    expect(await as.user('POST', '/favourites', { toolId: ids.Alfa })).toEqual({ status: 201, body: { toolId: ids.Alfa } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await as.user('POST', '/favourites', { toolId: ids.Bravo })).status).toBe(201);
    // Saved already: kept once.
    expect(await as.user('POST', '/favourites', { toolId: ids.Bravo })).toEqual({ status: 200, body: { toolId: ids.Bravo } });
    const list = await as.user('GET', '/favourites');
    expect(list.body.count).toBe(2);
    expect(list.body.data.map((tool: { name: string }) => tool.name)).toEqual(['Bravo', 'Alfa']);
    expect(list.body.data[0]).toMatchObject({ id: ids.Bravo, approved: true, keywords: [], providerName: expect.any(String) });
    // Another user's favourites are their own.
    expect(await names(as.admin)).toEqual([]);

    expect((await as.user('DELETE', `/favourites/${ids.Alfa}`)).status).toBe(204);
    expect(await names(as.user)).toEqual(['Bravo']);
    expect((await as.user('DELETE', `/favourites/${ids.Alfa}`)).status).toBe(404);
  });

  test('an unapproved or missing tool cannot be saved; bad ids are 400; visitors 401', async () => {
    expect((await as.user('POST', '/favourites', { toolId: ids.Hidden })).status).toBe(404);
    expect((await as.user('POST', '/favourites', { toolId: 999999 })).status).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) expect((await as.user('POST', '/favourites', { toolId: id })).status).toBe(400);
    expect((await as.anonymous('GET', '/favourites')).status).toBe(401);
    expect((await as.anonymous('POST', '/favourites', { toolId: ids.Alfa })).status).toBe(401);
  });

  test('a saved tool that is deleted leaves the list', async () => {
    const doomed = (await createTool(t.db, { name: 'Weg' })).id;
    expect((await as.admin('POST', '/favourites', { toolId: doomed })).status).toBe(201);
    expect((await as.admin('DELETE', `/aiTools/${doomed}`)).status).toBe(204);
    expect(await names(as.admin)).toEqual([]);
  });
});
