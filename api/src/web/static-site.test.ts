// The embedded site as a browser sees it: the shell with its client-side routes, the remotes with CORS,
// cache headers per kind of file, the build's precompressed files, helmet's document headers on documents only,
// /config.json from the configuration, a Dutch page before a build, and a public page rendered on the server when
// the shell has a server build (docs/server-rendering.md).
import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, createTestAppOn, emptyWebRoot, type TestApp } from '../../test/app.ts';
import { testDialects } from '../../test/database.ts';
import { createForumPost, createProvider, createReview, createTool, createUser } from '../../test/factories.ts';
import { recordRenders, writeRemoteServerBuild, writeShellServerBuild } from '../../test/server-build-files.ts';
import { DOCUMENT_ONLY_HEADERS } from './static-headers.ts';

/** A script large enough to be precompressed by the build (shared/build/precompress.ts). */
const SCRIPT = `console.log(${JSON.stringify('shell '.repeat(400))});`;

/** The shell's page of /login/silent as its build writes it (shared/build/rspack-config.ts: createSilentLoginConfig). */
const SILENT_LOGIN_PAGE =
  '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Roadmap</title><script defer src="/login-silent/login-silent.0123456789.js"></script></head><body></body></html>';

/** The pages the fake catalogue build exposes, with their chunks. */
const CATALOGUE_EXPOSES = [{ name: 'tool-search-page', assets: { js: { sync: ['js/page.abcdef0123.js'] } } }];

function fakeBuild(): string {
  const root = emptyWebRoot();
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="description" content="algemeen"><title>Roadmap</title></head><body><noscript>Deze website heeft JavaScript nodig.</noscript>\n    <div id="root"></div></body></html>',
  );
  write('shell/dist/js/main.0123456789.js', SCRIPT);
  write('shell/dist/js/main.0123456789.js.br', brotliCompressSync(SCRIPT));
  write('shell/dist/js/main.0123456789.js.gz', gzipSync(SCRIPT));
  write('shell/dist/mf-manifest.json', '{"name":"shell"}');
  write('shell/dist/favicon.svg', '<svg/>');
  write('shell/dist/login-silent/index.html', SILENT_LOGIN_PAGE);
  write('shell/dist/login-silent/login-silent.0123456789.js', 'parent.postMessage({}, location.origin);');
  write('mf-catalogue/dist/remoteEntry.js', 'var catalogue;');
  write('mf-catalogue/dist/remoteEntry.js.br', brotliCompressSync('var catalogue;'));
  write(
    'mf-catalogue/dist/mf-manifest.json',
    JSON.stringify({ name: 'catalogue', exposes: CATALOGUE_EXPOSES, metaData: { buildName: 'catalogue</script><script>alert(1)' } }),
  );
  write('mf-catalogue/dist/js/page.abcdef0123.js', 'export {}');
  return root;
}

describe('the static site', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fakeBuild();
    t = await createTestApp('sqlite', {
      webRoot,
      remotes: { admin: 'https://admin.cdn.voorbeeld.be/mf-manifest.json' },
    });
  });
  afterAll(() => t.close());

  test.each([
    ['/', 200],
    ['/forum', 200],
    ['/FAQ', 200],
    ['/account', 200],
    ['/AI-tool/999999', 404],
    ['/forum/999999', 404],
    ['/bestaat/niet/pagina', 404],
  ])('GET %s answers the shell page with status %i, not cached', async (url, status) => {
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('content-hashed files are immutable; entry files and unhashed files are revalidated', async () => {
    const hashed = await t.inject({ method: 'GET', url: '/js/main.0123456789.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.inject({ method: 'GET', url: '/mf-manifest.json' })).headers['cache-control']).toBe('no-cache');
    expect((await t.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  test('a remote is served under /remotes/<name>/ with CORS for any origin and the same cache rules', async () => {
    const entry = await t.inject({ method: 'GET', url: '/remotes/catalogue/remoteEntry.js', headers: { origin: 'https://elders.voorbeeld.be' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await t.inject({ method: 'GET', url: '/remotes/catalogue/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const chunk = await t.inject({ method: 'GET', url: '/remotes/catalogue/js/page.abcdef0123.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('documents (the shell page and its fallback for client-side routes) carry the content security policy', async () => {
    for (const url of ['/', '/forum/12']) {
      const response = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test("/login/silent answers the shell's small page of its own, framable by the site, with its script immutable", async () => {
    const response = await t.inject({ method: 'GET', url: '/login/silent?code=c1&state=s1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(SILENT_LOGIN_PAGE);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const script = await t.inject({ method: 'GET', url: '/login-silent/login-silent.0123456789.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('/login/silent answers the shell page while the shell has no such page (a build from before it), without a restart', async () => {
    const folder = join(webRoot, 'shell', 'dist', 'login-silent');
    rmSync(folder, { recursive: true });
    try {
      const response = await t.inject({ method: 'GET', url: '/login/silent?code=c2&state=s2' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    } finally {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'index.html'), SILENT_LOGIN_PAGE);
    }
    expect((await t.inject({ method: 'GET', url: '/login/silent' })).body).toBe(SILENT_LOGIN_PAGE);
  });

  test("scripts and manifests carry nosniff but none of helmet's document headers", async () => {
    for (const url of ['/js/main.0123456789.js', '/mf-manifest.json', '/remotes/catalogue/remoteEntry.js', '/remotes/catalogue/js/page.abcdef0123.js']) {
      const response = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      for (const header of DOCUMENT_ONLY_HEADERS) expect({ url, [header]: response.headers[header] }).toEqual({ url, [header]: undefined });
    }
    const own = await t.inject({ method: 'GET', url: '/js/main.0123456789.js' });
    expect(own.headers['cross-origin-resource-policy']).toBe('same-site');
    const remote = await t.inject({ method: 'GET', url: '/remotes/catalogue/js/page.abcdef0123.js' });
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(remote.headers['access-control-allow-origin']).toBe('*');
  });

  test("a precompressed file is sent as the build compressed it, chosen by Accept-Encoding, with the file's cache rule", async () => {
    const url = '/js/main.0123456789.js';
    const cases = [
      { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { acceptEncoding: 'br', encoding: 'br', decode: brotliDecompressSync },
      { acceptEncoding: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
    ];
    const etags = new Set<string>();
    for (const { acceptEncoding, encoding, decode } of cases) {
      const response = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['vary']).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decode(response.rawPayload).toString()).toBe(SCRIPT);
      etags.add(String(response.headers.etag));
    }
    // Without Accept-Encoding (or with one the build did not make) the file itself, marked as varying too.
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const plain = await t.inject({ method: 'GET', url, headers });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toBe('accept-encoding');
      expect(plain.body).toBe(SCRIPT);
      etags.add(String(plain.headers.etag));
    }
    // Each form has its own validator, so a cache never revalidates one with another.
    expect(etags.size).toBe(3);
  });

  test('a precompressed entry file stays no-cache, and a remote file without a precompressed form is sent as it is', async () => {
    const entry = await t.inject({ method: 'GET', url: '/remotes/catalogue/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(entry.rawPayload).toString()).toBe('var catalogue;');
    const chunk = await t.inject({ method: 'GET', url: '/remotes/catalogue/js/page.abcdef0123.js' });
    expect(chunk.body).toBe('export {}');
  });

  test('missing files under /remotes, /api, /oidc and /config paths are 404, never the shell page', async () => {
    for (const url of ['/remotes/catalogue/weg.js', '/remotes/forum/mf-manifest.json', '/api/weg', '/oidc/auth']) {
      const response = await t.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  test('/config.json is built from the configuration (overridden remote URLs included) and never cached', async () => {
    const response = await t.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      apiBaseUrl: '/api',
      oidc: null,
      remotes: {
        catalogue: '/remotes/catalogue/mf-manifest.json',
        forum: '/remotes/forum/mf-manifest.json',
        account: '/remotes/account/mf-manifest.json',
        admin: 'https://admin.cdn.voorbeeld.be/mf-manifest.json',
        noshow: '/remotes/noshow/mf-manifest.json',
      },
    });
  });

  test('the demo logos are served', async () => {
    const response = await t.inject({ method: 'GET', url: '/demo-logos/canva.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('the static site before a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  test('/ answers a short Dutch page telling to run npm run build, and the API still works', async () => {
    const response = await t.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
    expect(response.body).toContain('lang="nl"');
    expect((await t.get('/api/health/ping')).status).toBe(200);
  });
});

describe('a page asked for at a loopback twin of PUBLIC_URL (the session cookies belong to its host alone)', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  let atLoopbackAddress: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { webRoot: fakeBuild(), siteUrl: 'http://localhost:3000' });
    behindProxy = await createTestAppOn(t, { webRoot: fakeBuild(), siteUrl: 'https://roadmap.voorbeeld.be' });
    atLoopbackAddress = await createTestAppOn(t, { webRoot: fakeBuild(), siteUrl: 'http://127.0.0.1:3000' });
  });
  afterAll(async () => {
    await behindProxy.close();
    await atLoopbackAddress.close();
    await t.close();
  });

  test.each([
    ['GET', '127.0.0.1:3000', '/forum?filter=ticket', 'http://localhost:3000/forum?filter=ticket'],
    ['GET', '[::1]:3000', '/', 'http://localhost:3000/'],
    ['GET', '127.0.0.1:3000', '/AI-tool/999999', 'http://localhost:3000/AI-tool/999999'],
    ['HEAD', '127.0.0.1:3000', '/account', 'http://localhost:3000/account'],
  ] as const)('%s %s%s is sent on to PUBLIC_URL for now (307), never remembered', async (method, host, url, location) => {
    const response = await t.inject({ method, url, headers: { host } });
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe(location);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test("PUBLIC_URL's own host, and a loopback name on another port (a proxy in front), get the page itself", async () => {
    for (const host of ['localhost:3000', '127.0.0.1:8080']) {
      const response = await t.inject({ method: 'GET', url: '/forum', headers: { host } });
      expect({ host, status: response.statusCode }).toEqual({ host, status: 200 });
      expect(response.body).toContain('<div id="root">');
    }
  });

  test('the API, /config.json, the scripts and the remotes answer at the twin too: only pages are sent on', async () => {
    for (const url of ['/api/health/ping', '/config.json', '/js/main.0123456789.js', '/remotes/catalogue/remoteEntry.js']) {
      const response = await t.inject({ method: 'GET', url, headers: { host: '127.0.0.1:3000' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });

  test('PUBLIC_URL at 127.0.0.1 sends localhost on to it; a public PUBLIC_URL sends no host anywhere', async () => {
    const twin = await atLoopbackAddress.inject({ method: 'GET', url: '/FAQ', headers: { host: 'localhost:3000' } });
    expect([twin.statusCode, twin.headers.location]).toEqual([307, 'http://127.0.0.1:3000/FAQ']);
    // Behind a proxy that passes its own Host (nginx's default), a redirect would send the visitor round and round.
    for (const host of ['127.0.0.1:3000', 'localhost', 'intern.voorbeeld.be']) {
      const response = await behindProxy.inject({ method: 'GET', url: '/FAQ', headers: { host } });
      expect({ host, status: response.statusCode }).toEqual({ host, status: 200 });
    }
  });
});

describe('the HTML of a page (what a crawler and a shared link read)', () => {
  let t: TestApp;
  let webRoot: string;
  let toolId: number;
  let postId: number;
  beforeAll(async () => {
    webRoot = fakeBuild();
    t = await createTestApp('sqlite', { webRoot, siteUrl: 'https://roadmap.voorbeeld.be' });
    const provider = await createProvider(t.db);
    toolId = (await createTool(t.db, { provider_id: provider.id, name: 'Zaalplanner <AI>', kind: 'Planning', description: 'Plant zalen & sessies.' })).id;
    await createTool(t.db, { provider_id: provider.id, name: 'Verborgen', approved: 0 });
    postId = (await createForumPost(t.db, { subject: 'Welke badge-printer?', content: 'Wie heeft ervaring met AI-badges?' })).id;
  });
  afterAll(() => t.close());

  const head = async (url: string) => {
    const response = await t.inject({ method: 'GET', url });
    return { status: response.statusCode, html: response.body };
  };

  test("a tool page names the tool and its description, and carries its SoftwareApplication data", async () => {
    const { status, html } = await head(`/ai-tool/${toolId}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Zaalplanner &lt;AI&gt; · AI-tools roadmap voor de eventsector</title>');
    expect(html).toContain('<meta name="description" content="Planning. Plant zalen &amp; sessies.">');
    expect(html).toContain(`<link rel="canonical" href="https://roadmap.voorbeeld.be/AI-tool/${toolId}">`);
    expect(html).toContain('<meta property="og:title" content="Zaalplanner &lt;AI&gt; · AI-tools roadmap voor de eventsector">');
    expect(html).not.toContain('content="algemeen"');
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'SoftwareApplication', name: 'Zaalplanner <AI>' });
    // Nothing a tool's text holds can end the script element.
    expect(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]).not.toContain('<');
  });

  test('the structured data carries the aggregate rating of the reviews, and no rating before there is one', async () => {
    const structured = async () => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec((await head(`/AI-tool/${toolId}`)).html)![1]);
    expect((await structured()).aggregateRating).toBeUndefined();
    for (const rating of [4, 5]) {
      const user = await createUser(t.db);
      await t.db.insertInto('reviews').values({ content: 'Goed', rating, date: '2026-11-01T10:00:00.000Z', user_id: user.id, ai_tool_id: toolId }).execute();
    }
    expect((await structured()).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
  });

  test('an unapproved tool is not found for a crawler', async () => {
    const tools = await t.db.selectFrom('ai_tools').select('id').where('name', '=', 'Verborgen').executeTakeFirstOrThrow();
    const { status, html } = await head(`/AI-tool/${tools.id}`);
    expect(status).toBe(404);
    expect(html).not.toContain('Verborgen');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  test('a forum post is titled by its subject; personal pages are not indexed', async () => {
    expect((await head(`/forum/${postId}`)).html).toContain('<title>Welke badge-printer? · AI-tools roadmap voor de eventsector</title>');
    expect((await head('/account')).html).toContain('<meta name="robots" content="noindex">');
    expect((await head('/forum')).html).not.toContain('noindex');
  });

  test('the privacy statement has its own title and description, and may be indexed', async () => {
    const { status, html } = await head('/privacy');
    expect(status).toBe(200);
    expect(html).toContain('<title>Privacyverklaring · AI-tools roadmap voor de eventsector</title>');
    expect(html).toContain(
      '<meta name="description" content="Welke gegevens de roadmap over je bewaart, waarom, hoe lang en wie ze ziet, en hoe je ze downloadt, verbetert of verwijdert.">',
    );
    expect(html).toContain('<link rel="canonical" href="https://roadmap.voorbeeld.be/privacy">');
    expect(html).not.toContain('noindex');
  });

  test('the home page brings the runtime configuration and preloads what its first screen needs', async () => {
    const { html } = await head('/');
    const config = JSON.parse(/<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)![1]);
    expect(config).toMatchObject({ apiBaseUrl: '/api', remotes: { catalogue: '/remotes/catalogue/mf-manifest.json' } });
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/catalogue/remoteEntry.js">');
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/catalogue/js/page.abcdef0123.js">');
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/aiTools?limit=9&amp;offset=0" crossorigin="anonymous">');
  });

  test('a search address preloads the remote but not the first page of tools, which it does not show', async () => {
    const { html } = await head('/?zoek=badges&fase=event');
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/catalogue/remoteEntry.js">');
    expect(html).not.toContain('rel="preload" as="fetch"');
  });

  test("a guarded page preloads none of its remote's code: it loads only once the shell's guard let the visitor in", async () => {
    const { html } = await head('/users');
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('id="remote-manifests"');
  });

  const sentManifests = (html: string) => {
    const element = /<script type="application\/json" id="remote-manifests">(.*?)<\/script>/.exec(html);
    return element ? { text: element[1]!, manifests: JSON.parse(element[1]!) as Record<string, unknown> } : null;
  };

  test("a public page carries its remote's manifest, so the browser need not fetch it; nothing in it ends the element", async () => {
    const manifestFile = join(webRoot, 'mf-catalogue/dist/mf-manifest.json');
    const sent = sentManifests((await head('/')).html)!;
    expect(sent.manifests).toEqual({ '/remotes/catalogue/mf-manifest.json': JSON.parse(readFileSync(manifestFile, 'utf8')) });
    expect(sent.text).not.toContain('<');
    expect(sentManifests((await head('/FAQ')).html)).toBeNull(); // the forum is not built here: nothing to send

    // A remote deployed again: the next page carries its new manifest, without a restart.
    const redeployed = { name: 'catalogue', exposes: CATALOGUE_EXPOSES, metaData: { buildName: 'catalogue opnieuw' } };
    writeFileSync(manifestFile, JSON.stringify(redeployed));
    utimesSync(manifestFile, new Date(), new Date(Date.now() + 5_000));
    expect(sentManifests((await head('/')).html)!.manifests).toEqual({ '/remotes/catalogue/mf-manifest.json': redeployed });
  });
});

describe('the sitemap and robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { webRoot: fakeBuild(), siteUrl: 'https://roadmap.voorbeeld.be/' });
    const provider = await createProvider(t.db);
    await createTool(t.db, { provider_id: provider.id, name: 'Zichtbaar' });
    await createTool(t.db, { provider_id: provider.id, name: 'Verborgen', approved: 0 });
  });
  afterAll(() => t.close());

  test('the sitemap lists the public pages and the approved tools only', async () => {
    const response = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    const [visible, hidden] = await Promise.all(
      ['Zichtbaar', 'Verborgen'].map((name) => t.db.selectFrom('ai_tools').select('id').where('name', '=', name).executeTakeFirstOrThrow()),
    );
    expect(locations).toEqual(
      expect.arrayContaining([
        'https://roadmap.voorbeeld.be/',
        'https://roadmap.voorbeeld.be/forum',
        'https://roadmap.voorbeeld.be/FAQ',
        'https://roadmap.voorbeeld.be/about',
        'https://roadmap.voorbeeld.be/disclaimer',
        'https://roadmap.voorbeeld.be/privacy',
        `https://roadmap.voorbeeld.be/AI-tool/${visible.id}`,
      ]),
    );
    expect(locations).not.toContain(`https://roadmap.voorbeeld.be/AI-tool/${hidden.id}`);
    expect(locations.some((location) => /account|users|login/.test(location))).toBe(false);
  });

  test('robots.txt keeps crawlers out of the API and the personal pages and names the sitemap', async () => {
    const body = (await t.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(body).toContain('Disallow: /api/');
    expect(body).toContain('Disallow: /account');
    expect(body).not.toContain('Disallow: /forum');
    expect(body).toContain('Sitemap: https://roadmap.voorbeeld.be/sitemap.xml');
  });
});

/**
 * The shell's server build for the page documents: it reads the first page of tools from the API, as the home page
 * does, and sends it as the page's data under the query's id; the tools' names are in the HTML too (escaped as React
 * would).
 */
const RENDER_HOME = `
  const answer = await request.apiFetch(new URL(request.config.apiBaseUrl + '/aiTools?limit=9&offset=0', 'http://site.invalid'));
  const tools = await answer.json();
  const names = tools.data.map((tool) => '<li>' + tool.name.replace(/&/g, '&amp;').replace(/</g, '&lt;') + '</li>').join('');
  return { html: '<main><ul>' + names + '</ul></main>', styles: '<style data-styled="active">main{color:navy}</style>', data: { '["tools",9]': tools } };`;

/** What a page document holds of a server render (docs/server-rendering.md). */
function renderedParts(html: string) {
  return {
    root: /<div id="root">([\s\S]*?)<\/div>/.exec(html)![1],
    head: html.slice(0, html.indexOf('</head>')),
    pageData: /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1],
  };
}

describe.each(testDialects())('a public page rendered on the server on %s', (dialect) => {
  const renders = recordRenders();
  let rendering: TestApp;
  let off: TestApp;
  let withoutServerBuild: TestApp;
  beforeAll(async () => {
    const webRoot = fakeBuild();
    writeShellServerBuild(webRoot, RENDER_HOME);
    writeRemoteServerBuild(webRoot, 'catalogue', "module.exports = { remote: 'catalogue' };", { exposes: CATALOGUE_EXPOSES });
    rendering = await createTestApp(dialect, { webRoot, serverRenderBudgetMs: 5_000 });
    // The same web root with server rendering off, and a shell without a server build: both leave pages to the browser.
    off = await createTestAppOn(rendering, { webRoot, serverRenderBudgetMs: 0 });
    withoutServerBuild = await createTestAppOn(rendering, { webRoot: fakeBuild(), serverRenderBudgetMs: 5_000 });
    // Nothing a tool's name holds may end the data's script element.
    await createTool(rendering.db, { name: 'Zaalplanner </script><script>alert(1)</script>' });
  });
  afterAll(async () => {
    renders.stop();
    await withoutServerBuild.close();
    await off.close();
    await rendering.close();
  });

  test("the page's HTML is in #root, its styles in the head, its data after it; no API preloads and no noscript", async () => {
    const response = await rendering.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const { root, head, pageData } = renderedParts(response.body);
    expect(root).toBe('<main><ul><li>Zaalplanner &lt;/script>&lt;script>alert(1)&lt;/script></li></ul></main>');
    expect(head).toContain('<style data-styled="active">main{color:navy}</style>');
    expect(response.body.indexOf('<style data-styled')).toBe(response.body.lastIndexOf('<style data-styled'));
    // The data is the API's answer, whole: its script element ends where the JSON does.
    expect(pageData).not.toContain('<');
    expect(JSON.parse(pageData!)).toEqual({ '["tools",9]': (await rendering.get('/api/aiTools?limit=9&offset=0')).body });
    expect(response.body.indexOf('id="page-data"')).toBeGreaterThan(response.body.indexOf('<div id="root">'));
    expect(response.body).not.toContain('as="fetch"');
    expect(response.body).not.toContain('<noscript>');
    // The page's code is still preloaded: the browser hydrates with it.
    expect(response.body).toContain('<link rel="preload" as="script" href="/remotes/catalogue/remoteEntry.js">');
    expect(response.body).toContain('<script type="application/json" id="runtime-config">');
  });

  test('a page that answers 404, or one that is not public, is not rendered', async () => {
    const pages = [
      ['/AI-tool/999999', 404],
      ['/bestaat/niet', 404],
      ['/account', 200],
    ] as const;
    for (const [url, status] of pages) {
      const response = await rendering.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      expect(renderedParts(response.body)).toEqual({ root: '', head: expect.any(String), pageData: undefined });
      expect(response.body).toContain('<noscript>');
    }
    // The server builds were not even asked (the start's warm-up renders '/' on its own).
    expect(renders.requests.filter((request) => pages.some(([url]) => request.url === url))).toEqual([]);
  });

  test("a text holding a replacement pattern ($&, $', $`) is sent as it is, in the title, the page and its data", async () => {
    const name = "Prijzen in $& en $' en $`";
    const tool = await createTool(rendering.db, { name });
    const response = await rendering.inject({ method: 'GET', url: `/AI-tool/${tool.id}` });
    expect(response.body).toContain("<title>Prijzen in $&amp; en $&#39; en $` · AI-tools roadmap voor de eventsector</title>");
    const { root, pageData } = renderedParts(response.body);
    expect(root).toContain("<li>Prijzen in $&amp; en $' en $`</li>");
    expect(JSON.parse(pageData!)['["tools",9]'].data.map((listed: { name: string }) => listed.name)).toContain(name);
  });

  test("a kept tool page's document says what the database says, as with rendering off: after a review and a rename too", async () => {
    /** What the document says of the page: its title, description, canonical address, Open Graph and structured data. */
    const factsIn = (html: string) => html.match(/<title>.*<\/title>|<meta (name="description"|property="og:)[^>]*>|<link rel="canonical"[^>]*>|<script type="application\/ld\+json">.*?<\/script>/g);
    const tool = await createTool(rendering.db, { name: 'Badgeprinter', kind: 'Registratie', description: 'Print badges & linten.' });
    const url = `/AI-tool/${tool.id}`;
    const compare = async () => {
      const [rendered, kept, browser] = [await rendering.inject({ method: 'GET', url }), await rendering.inject({ method: 'GET', url }), await off.inject({ method: 'GET', url })];
      expect(renderedParts(kept.body).root).not.toBe('');
      expect(factsIn(rendered.body)).toEqual(factsIn(browser.body));
      expect(factsIn(kept.body)).toEqual(factsIn(browser.body));
      return factsIn(kept.body)!.join('\n');
    };
    expect(await compare()).toContain('<title>Badgeprinter · AI-tools roadmap voor de eventsector</title>');
    await createReview(rendering.db, { ai_tool_id: tool.id, rating: 5 });
    expect(await compare()).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":5,"reviewCount":1');
    await rendering.db.updateTable('ai_tools').set({ name: 'Badgeprinter Pro' }).where('id', '=', tool.id).execute();
    expect(await compare()).toContain('<meta property="og:title" content="Badgeprinter Pro · AI-tools roadmap voor de eventsector">');
  });

  test("with rendering off, or a shell without a server build, the page is today's: empty, with its API preloads", async () => {
    const [offPage, unbuiltPage] = await Promise.all([off, withoutServerBuild].map((app) => app.inject({ method: 'GET', url: '/' })));
    // The same page, but for the remote's manifest it carries: one of the two builds has a server build.
    const withoutManifest = (html: string) => html.replace(/<script type="application\/json" id="remote-manifests">.*?<\/script>/, '');
    expect(withoutManifest(offPage.body)).toBe(withoutManifest(unbuiltPage.body));
    expect(renderedParts(offPage.body)).toEqual({ root: '', head: expect.any(String), pageData: undefined });
    expect(offPage.body).toContain('<link rel="preload" as="fetch" href="/api/aiTools?limit=9&amp;offset=0" crossorigin="anonymous">');
    expect(offPage.body).toContain('<noscript>Deze website heeft JavaScript nodig.</noscript>');
    expect(offPage.body).not.toContain('<style data-styled');
  });
});
