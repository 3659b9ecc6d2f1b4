// Images the site stores itself (decision 0023), through the API on both databases: the upload of providers and
// admins, processed into a small WebP that every visitor reads from the site; an https address of a provider's logo
// or of the about page fetched once and stored the same way; and bad input of every kind answered with a Dutch 4xx,
// never a 500, with nothing stored and nothing changed.
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createProvider } from '../../../test/factories.ts';
import { createPersonas, type Personas } from '../../../test/identity.ts';
import { jpegOf, pngOf, reachable, startImageHost, type ImageHost } from '../../../test/image-host.ts';
import { sender, type Send } from '../../../test/requests.ts';

const IMAGE_PATH = /^\/api\/images\/[0-9a-f]{64}\.webp$/;

describe.each(testDialects())('images on %s', (dialect) => {
  let t: TestApp;
  let host: ImageHost;
  let personas: Personas;
  let as: Record<'anonymous' | 'user' | 'owner' | 'admin', Send>;
  let names = 0;

  const upload = (headers: Record<string, string>, body: Buffer | string, contentType = 'image/png') =>
    t.inject({ method: 'POST', url: '/api/images', headers: { ...headers, 'content-type': contentType }, payload: body });
  const imageCount = async () => Number((await t.db.selectFrom('images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const providerBody = (overrides: object = {}) => ({
    name: `Beeldbureau ${++names}`,
    country: 'BE',
    email: 'info@beeldbureau.be',
    url: 'https://beeldbureau.be',
    telephone: '+32 9 123 45 67',
    logoUrl: '/demo-logos/canva.svg',
    ...overrides,
  });

  beforeAll(async () => {
    host = await startImageHost();
    t = await createTestApp(dialect, { remoteImages: reachable(host) });
    personas = await createPersonas(t.db);
    const send = sender(t);
    as = { anonymous: send(), user: send(personas.headers.user), owner: send(personas.headers.providerOwner), admin: send(personas.headers.admin) };
  });
  afterAll(async () => {
    await t.close();
    await host.close();
  });

  describe('upload', () => {
    test('a provider uploads a PNG: scaled to fit 256×256, stored as WebP, served to anyone from the site itself', async () => {
      const png = await pngOf(1000, 500);
      const response = await upload(personas.headers.providerOwner, png);
      expect(response.statusCode).toBe(201);
      const answer = response.json();
      expect(answer).toEqual({ url: expect.stringMatching(IMAGE_PATH), width: 256, height: 128 });

      // No login: the logo on a card is read by visitors.
      const served = await t.inject({ method: 'GET', url: answer.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const etag = served.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      // The bytes came back out of the database as they went in (BLOB / bytea): a WebP of the size answered.
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 128 });
      expect(served.rawPayload.length).toBeLessThan(png.length);

      const again = await t.inject({ method: 'GET', url: answer.url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    test('the same image twice is one row with one address; a small one is never enlarged', async () => {
      const png = await pngOf(120, 80, '#047857');
      const first = (await upload(personas.headers.admin, png)).json();
      const count = await imageCount();
      const second = await upload(personas.headers.providerOwner, png);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first);
      expect(first).toMatchObject({ width: 120, height: 80 });
      expect(await imageCount()).toBe(count);
    });

    test('JPEG and WebP are taken; what the camera wrote (EXIF) is not kept', async () => {
      const jpeg = await sharp(await jpegOf(400, 300)).withExif({ IFD0: { Copyright: 'Fotograaf Jan', Artist: 'Jan Janssens' } }).jpeg().toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const stored = (await upload(personas.headers.admin, jpeg, 'image/jpeg')).json();
      expect(stored).toMatchObject({ width: 256, height: 192 });
      const served = await t.inject({ method: 'GET', url: stored.url });
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes('Jan Janssens')).toBe(false);

      const webp = await sharp(await pngOf(64, 64, '#7c3aed')).webp().toBuffer();
      expect((await upload(personas.headers.admin, webp, 'image/webp; charset=binary')).json()).toMatchObject({ width: 64, height: 64 });
    });

    test('an SVG is rasterised: its script and markup are gone, and nothing it links to is fetched', async () => {
      const before = host.connections;
      const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" viewBox="0 0 120 60">
  <script>fetch('${host.origin}/script')</script>
  <style>@import url("${host.origin}/style.css"); rect { fill: #0f766e; }</style>
  <rect width="120" height="60" onload="alert(1)"/>
  <image href="${host.origin}/logo.png" width="10" height="10"/>
  <image xlink:href="file:///etc/passwd" width="10" height="10"/>
  <a href="javascript:alert(1)"><text x="10" y="40">Logo</text></a>
</svg>`;
      const response = await upload(personas.headers.providerOwner, svg, 'image/svg+xml');
      expect(response.statusCode).toBe(201);
      // Drawn at the size it is shown at, not at its own 120 px.
      expect(response.json()).toMatchObject({ width: 256, height: 128 });
      const served = await t.inject({ method: 'GET', url: response.json().url });
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      for (const markup of ['<svg', 'script', 'alert', 'javascript', 'passwd']) expect(served.rawPayload.includes(markup)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(host.connections).toBe(before);
    });

    test('providers and admins only: a visitor 401, a plain user 403, and neither stores anything', async () => {
      const png = await pngOf(32, 32, '#b91c1c');
      const count = await imageCount();
      const anonymous = await upload({}, png);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');
      const user = await upload(personas.headers.user, png);
      expect(user.statusCode).toBe(403);
      expect(user.json().code).toBe('FORBIDDEN');
      expect(await imageCount()).toBe(count);
    });

    test.each([
      ['text that claims to be a PNG', () => Promise.resolve(Buffer.from('dit is geen afbeelding')), 'image/png', 400, 'VALIDATION_FAILED', /^De afbeelding is geweigerd: het bestand is geen PNG-afbeelding\.$/],
      ['a PNG that claims to be a JPEG', () => pngOf(40, 40), 'image/jpeg', 400, 'VALIDATION_FAILED', /^De afbeelding is geweigerd: het bestand is geen JPEG- maar een PNG-afbeelding\.$/],
      ['a PNG cut off halfway', async () => (await pngOf(300, 300)).subarray(0, 200), 'image/png', 400, 'VALIDATION_FAILED', /^De afbeelding is geweigerd: /],
      ['an SVG that is no SVG', () => Promise.resolve(Buffer.from('<html><script>alert(1)</script></html>')), 'image/svg+xml', 400, 'VALIDATION_FAILED', /^De afbeelding is geweigerd: /],
      ['an empty body', () => Promise.resolve(Buffer.alloc(0)), 'image/png', 400, 'VALIDATION_FAILED', /^Er kwam geen afbeelding mee\.$/],
      ['a GIF', () => sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer(), 'image/gif', 415, 'UNSUPPORTED_MEDIA_TYPE', /^Stuur een PNG-, JPEG-, WebP- of SVG-afbeelding/],
      ['JSON', () => Promise.resolve(Buffer.from('{"logo":"https://voorbeeld.be/logo.png"}')), 'application/json', 415, 'UNSUPPORTED_MEDIA_TYPE', /^Stuur een PNG-/],
      ['a PNG of 20 MB', async () => Buffer.concat([await pngOf(10, 10), Buffer.alloc(20 * 1024 * 1024)]), 'image/png', 413, 'PAYLOAD_TOO_LARGE', /^De afbeelding is te groot: ten hoogste 5 MB\.$/],
    ])('%s: %i, nothing stored', async (_what, body, contentType, status, code, message) => {
      const count = await imageCount();
      const response = await upload(personas.headers.providerOwner, await body(), contentType);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code, message: expect.stringMatching(message) });
      expect(await imageCount()).toBe(count);
    });

    test('without a Content-Type: 415', async () => {
      const response = await t.inject({ method: 'POST', url: '/api/images', headers: personas.headers.providerOwner, payload: await pngOf(10, 10) });
      // inject names octet-stream for a Buffer without a type.
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('serving', () => {
    test.each(['0'.repeat(64) + '.webp', 'logo.png', '..%2F..%2Fetc%2Fpasswd', 'A'.repeat(64) + '.webp'])('an unknown name (%s) is 404 NOT_FOUND', async (name) => {
      const response = await t.inject({ method: 'GET', url: `/api/images/${name}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Deze afbeelding bestaat niet.' });
    });

    test('reading an image, or storing one that is there already, writes nothing: the read cache stays as it is', async () => {
      const png = await pngOf(50, 50, '#be185d');
      const { url } = (await upload(personas.headers.admin, png)).json();
      const version = t.dataVersion?.();
      for (let i = 0; i < 3; i += 1) expect((await t.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await upload(personas.headers.admin, png)).statusCode).toBe(201);
      expect(t.dataVersion?.()).toBe(version);
    });
  });

  describe("a provider's logo", () => {
    test('an https address (an old remote still sends one) is fetched once and stored as the site’s own', async () => {
      const before = host.requests.length;
      const created = await as.admin('POST', '/providers/create', providerBody({ logoUrl: `${host.origin}/logo` }));
      expect(created.status).toBe(201);
      expect(created.body.logoUrl).toMatch(IMAGE_PATH);
      expect(host.requests.slice(before)).toEqual(['/logo']);
      const served = await t.inject({ method: 'GET', url: created.body.logoUrl });
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 128 });
      // Saved again as it came back: nothing is fetched.
      const { id: _id, approved: _approved, approvalComment: _comment, user_id: _userId, ...same } = created.body;
      expect((await as.admin('PUT', `/providers/${created.body.id}`, same)).status).toBe(200);
      expect(host.requests.slice(before)).toEqual(['/logo']);
    });

    test('an SVG with a script at an https address becomes pixels like an upload', async () => {
      const updated = await as.owner('PUT', `/providers/${personas.providerId}`, providerBody({ logoUrl: `${host.origin}/script.svg` }));
      expect(updated.status).toBe(200);
      expect(updated.body.logoUrl).toMatch(IMAGE_PATH);
      const served = await t.inject({ method: 'GET', url: updated.body.logoUrl });
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
      for (const markup of ['<svg', 'script', 'alert', 'onclick']) expect(served.rawPayload.includes(markup)).toBe(false);
    });

    test('an uploaded image and a demo logo are taken as they are; a stored name that does not exist is refused', async () => {
      const { url } = (await upload(personas.headers.providerOwner, await pngOf(90, 90, '#0369a1'))).json();
      const updated = await as.owner('PUT', `/providers/${personas.providerId}`, providerBody({ logoUrl: url }));
      expect(updated.status).toBe(200);
      expect(updated.body.logoUrl).toBe(url);
      expect((await as.owner('PUT', `/providers/${personas.providerId}`, providerBody({ logoUrl: '/demo-logos/canva.svg' }))).body.logoUrl).toBe('/demo-logos/canva.svg');
      const missing = await as.owner('PUT', `/providers/${personas.providerId}`, providerBody({ logoUrl: `/api/images/${'1'.repeat(64)}.webp` }));
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'body.logoUrl' }] });
    });

    test.each([
      ['a page instead of an image', () => `${host.origin}/page.html`, /^Het logo kon niet worden opgehaald: het bestand is geen afbeelding\.$/],
      ['an image of 6 MB', () => `${host.origin}/big.png`, /^Het logo kon niet worden opgehaald: het bestand is groter dan 5 MB\.$/],
      ['20 MB without a length', () => `${host.origin}/endless.png`, /^Het logo kon niet worden opgehaald: het bestand is groter dan 5 MB\.$/],
      ['a host that never answers', () => `${host.origin}/never`, /^Het logo kon niet worden opgehaald: er kwam binnen 3 seconden geen volledig antwoord\.$/],
      ['a private address', () => 'https://10.1.2.3/logo.png', /^Het logo kon niet worden opgehaald: het adres 10\.1\.2\.3 is geen openbaar internetadres\.$/],
      // (the seam allows this test's own host at 127.0.0.1 only)
      ['the loopback', () => 'https://127.0.0.2/logo.png', /^Het logo kon niet worden opgehaald: het adres 127\.0\.0\.2 is geen openbaar internetadres\.$/],
      ['a cloud metadata service', () => 'https://169.254.169.254/latest/meta-data/', /^Het logo kon niet worden opgehaald: het adres 169\.254\.169\.254 is geen openbaar internetadres\.$/],
      ['an address over plain http (allowed before)', () => 'http://beeldbureau.be/logo.png', /^Het logo kon niet worden opgehaald: enkel https-adressen worden opgehaald; laad het bestand anders op\.$/],
      ['a www address (allowed before)', () => 'www.beeldbureau.be/logo.png', /^Het logo kon niet worden opgehaald: enkel https-adressen/],
    ])('%s: 400 on logoUrl, and the old logo stays', async (_what, address, message) => {
      const before = (await as.owner('GET', `/providers/${personas.providerId}`)).body;
      const count = await imageCount();
      const answer = await as.owner('PUT', `/providers/${personas.providerId}`, providerBody({ name: before.name, logoUrl: address() }));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(message), details: [{ field: 'body.logoUrl' }] });
      expect((await as.owner('GET', `/providers/${personas.providerId}`)).body).toEqual(before);
      expect(await imageCount()).toBe(count);
    }, 10_000);

    test('a new provider whose logo cannot be fetched is not created', async () => {
      const body = providerBody({ logoUrl: `${host.origin}/missing.png` });
      const answer = await as.user('POST', '/providers/submit', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Het logo kon niet worden opgehaald: de server antwoordde met status 404.');
      expect((await as.admin('GET', '/providers')).body.data.map((provider: { name: string }) => provider.name)).not.toContain(body.name);
    });

    test('a provider whose old logo was cleared can still be decided on and saved', async () => {
      const provider = await createProvider(t.db, { approved: false, logo_url: '', user_id: personas.userIds.user });
      const { id, approved: _approved, approvalComment: _comment, user_id: _userId, ...rest } = (await as.admin('GET', `/providers/${provider.id}`)).body;
      const decided = await as.admin('PUT', `/providers/${id}`, { ...rest, approved: true });
      expect(decided.status).toBe(200);
      expect(decided.body).toMatchObject({ approved: true, logoUrl: '' });
    });
  });

  describe('the about page', () => {
    const content = (photoUrl: string, logoUrl: string) => ({
      goals: [],
      whyEvents: '',
      advisoryGroup: '',
      realisation: '',
      funding: '',
      projectNumber: '',
      team: [{ name: 'Lotte Peeters', role: 'Projectleider', photoUrl, profileUrl: '' }],
      contacts: [],
      organisations: [{ kind: 'partner', name: 'Eventplatform', logoUrl, url: '' }],
    });

    test('https images are fetched and stored as the site’s own; a failing one answers 400 on its field and changes nothing', async () => {
      const saved = await as.admin('PUT', '/siteContent', content(`${host.origin}/logo.png`, `${host.origin}/logo`));
      expect(saved.status).toBe(200);
      expect(saved.body.team[0].photoUrl).toMatch(IMAGE_PATH);
      expect(saved.body.organisations[0].logoUrl).toMatch(IMAGE_PATH);
      const stored = (await as.anonymous('GET', '/siteContent')).body;
      expect(stored.team[0].photoUrl).toBe(saved.body.team[0].photoUrl);

      const count = await imageCount();
      const failed = await as.admin('PUT', '/siteContent', content(`${host.origin}/logo.png`, `${host.origin}/never`));
      expect(failed.status).toBe(400);
      expect(failed.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Het logo van Eventplatform kon niet worden opgehaald: er kwam binnen 3 seconden geen volledig antwoord.',
        details: [{ field: 'body.organisations.0.logoUrl' }],
      });
      const private_ = await as.admin('PUT', '/siteContent', content('https://192.168.0.10/foto.jpg', saved.body.organisations[0].logoUrl));
      expect(private_.status).toBe(400);
      expect(private_.body.details).toEqual([{ field: 'body.team.0.photoUrl', message: expect.stringContaining('geen openbaar internetadres') }]);
      expect((await as.anonymous('GET', '/siteContent')).body).toEqual(stored);
      expect(await imageCount()).toBe(count);
    }, 10_000);
  });
});
