// The start-up's conversion of images written before the site stored its own (decision 0023), on both databases:
// old rows as they are in a database, an API that starts listening at once while the conversion runs behind it, and
// afterwards every logo and photo of another host either the site's own or cleared, with the reason in the log.
import pino from 'pino';
import { createTestAppOn, type TestApp } from '../../../test/app.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../../../test/database.ts';
import { createProvider } from '../../../test/factories.ts';
import { reachable, startImageHost, type ImageHost } from '../../../test/image-host.ts';

const IMAGE_PATH = /^\/api\/images\/[0-9a-f]{64}\.webp$/;

describe.each(testDialects())('images of other hosts at start on %s', (dialect) => {
  let database: TestDatabase;
  let host: ImageHost;
  let t: TestApp | undefined;
  const lines: string[] = [];

  beforeAll(async () => {
    host = await startImageHost();
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await t?.close();
    await database.close();
    await host.close();
  });

  const logoOf = async (id: number) => (await database.db.selectFrom('providers').select('logo_url').where('id', '=', id).executeTakeFirstOrThrow()).logo_url;

  test('each is converted or cleared, in the background: the API answers meanwhile, and the log says why', async () => {
    const fetched = await createProvider(database.db, { logo_url: `${host.origin}/logo.png` });
    const editedMeanwhile = await createProvider(database.db, { logo_url: `${host.origin}/never` });
    const silent = await createProvider(database.db, { logo_url: `${host.origin}/never?again` });
    const privateAddress = await createProvider(database.db, { logo_url: 'https://10.0.0.7/logo.png' });
    const plainHttp = await createProvider(database.db, { logo_url: 'http://oud-bureau.be/logo.png' });
    const demo = await createProvider(database.db, { logo_url: '/demo-logos/canva.svg' });
    const none = await createProvider(database.db, { logo_url: '' });
    const document = {
      goals: ['Een doel'],
      whyEvents: '',
      advisoryGroup: '',
      realisation: '',
      funding: '',
      projectNumber: '',
      team: [{ name: 'Lotte Peeters', role: '', photoUrl: `${host.origin}/logo`, profileUrl: 'https://hogeschool.be/lotte' }],
      contacts: [],
      organisations: [{ kind: 'partner', name: 'Eventplatform', logoUrl: `${host.origin}/missing.png`, url: 'https://eventplatform.be' }],
    };
    await database.db.insertInto('site_content').values({ id: 1, document: JSON.stringify(document), updated_at: '2026-01-01T00:00:00.000Z' }).execute();

    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    t = await createTestAppOn(database, { adoptForeignImages: true, remoteImages: reachable(host, 1_500), logger });
    let finished = false;
    const startedAt = Date.now();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    void t.app.foreignImages.start().then(() => (finished = true));
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    // A request is answered while the conversion waits for a host that never answers.
    expect((await t.inject({ method: 'GET', url: '/api/health/ping' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/providers' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(finished).toBe(false);
    // Someone saves a provider meanwhile: their logo wins.
    await database.db.updateTable('providers').set({ logo_url: '/demo-logos/brella.svg' }).where('id', '=', editedMeanwhile.id).execute();

    // The same conversion as the one started at listen (start() hands out the one under way).
    await t.app.foreignImages.start();
    expect(await logoOf(fetched.id)).toMatch(IMAGE_PATH);
    expect(await logoOf(editedMeanwhile.id)).toBe('/demo-logos/brella.svg');
    for (const cleared of [silent, privateAddress, plainHttp]) expect(await logoOf(cleared.id)).toBe('');
    expect(await logoOf(demo.id)).toBe('/demo-logos/canva.svg');
    expect(await logoOf(none.id)).toBe('');
    const served = await t.inject({ method: 'GET', url: await logoOf(fetched.id) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const content = (await t.inject({ method: 'GET', url: '/api/siteContent' })).json();
    expect(content.team[0]).toEqual({ ...document.team[0], photoUrl: expect.stringMatching(IMAGE_PATH) });
    expect(content.organisations[0]).toEqual({ ...document.organisations[0], logoUrl: '' });
    expect(content.goals).toEqual(['Een doel']);

    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level === 40).map((entry) => entry.msg);
    expect(warnings).toEqual(
      expect.arrayContaining([
        `het logo van provider ${silent.id} (${silent.name}) kon niet worden opgehaald en is gewist: er kwam binnen 1,5 seconden geen volledig antwoord`,
        `het logo van provider ${privateAddress.id} (${privateAddress.name}) kon niet worden opgehaald en is gewist: het adres 10.0.0.7 is geen openbaar internetadres`,
        `het logo van provider ${plainHttp.id} (${plainHttp.name}) kon niet worden opgehaald en is gewist: enkel https-adressen worden opgehaald`,
        'het logo van Eventplatform kon niet worden opgehaald en is gewist: de server antwoordde met status 404',
      ]),
    );
    expect(warnings).toHaveLength(4);
  }, 20_000);
});
