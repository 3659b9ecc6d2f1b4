// The embedded default serves the whole site from the API process (ARCHITECTURE §4): the built shell at /
// with a fallback to its index.html for client-side routes, each remote under /remotes/<name>/ (with CORS,
// so a shell elsewhere can load it), the demo logos, and /config.json built from the environment. Built files are
// sent in their precompressed form (.br, .gz beside them: shared/build/precompress.ts) when the browser accepts it;
// only documents carry helmet's full set of headers (static-headers.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../errors/error-handler.ts';
import { cacheControlFor, NO_CACHE } from './cache-control.ts';
import { fileCache } from './file-cache.ts';
import { createPageDocuments, robotsOf, sitemapOf, type PageData, type PageFacts } from './page-documents.ts';
import type { DataVersion } from '../db/read-cache.ts';
import { createPageRenderer } from './server-rendering/page-renderer.ts';
import { dropDocumentHeaders, isDocument } from './static-headers.ts';
import { loopbackTwinRedirect } from './loopback-twin.ts';
import { isServerRendered, REMOTE_NAMES, REMOTES, ROUTES, SHELL } from 'shared/contracts';
import type { RuntimeConfig } from 'shared/contracts';

export interface StaticSiteOptions {
  /** Folder holding shell/dist and mf-<name>/dist. */
  webRoot: string;
  runtimeConfig: RuntimeConfig;
  /** The address people open the site at (canonical and Open Graph addresses). */
  siteUrl: string;
  /** What a page's document says of the row it shows (a tool, a forum post). */
  pageData: PageData;
  /** Folder of the demo logos served at /demo-logos/. */
  demoLogosDir?: string;
  /** How long a public page may take to render on the server (docs/server-rendering.md); 0: rendered in the browser. */
  serverRenderBudgetMs?: number;
  /** The database's data version: a page rendered on the server is kept while it stays the same. */
  dataVersion?: DataVersion | null;
}

/** Paths that never fall back to the shell's index.html. */
const RESERVED = /^\/(api|remotes|oidc|demo-logos)(\/|$)|^\/(config\.json|sitemap\.xml|robots\.txt|metrics)$/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><title>Website nog niet gebouwd</title></head>
<body>
<h1>De website is nog niet gebouwd</h1>
<p>De API draait, maar de gebouwde website ontbreekt. Voer in de hoofdmap van het project
<code>npm run build</code> uit en herstart de server.</p>
<p>De API-documentatie staat op <a href="/api/docs">/api/docs</a>.</p>
</body>
</html>
`;

/**
 * Options of every static folder. preCompressed picks file.br or file.gz by Accept-Encoding (else the file itself)
 * and sends Content-Encoding and Vary: Accept-Encoding; @fastify/compress leaves an answer with a Content-Encoding
 * alone. The etag alone revalidates (every answer has a cache-control, so Last-Modified adds nothing), and byte
 * ranges of a script are never asked for.
 */
const SERVED = { preCompressed: true, cacheControl: false, lastModified: false, acceptRanges: false } as const;

/** Cache-control by kind of file, and helmet's document headers on documents only. */
function builtFileHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
  if (!isDocument(filePath)) dropDocumentHeaders(reply);
}

export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const configJson = JSON.stringify(options.runtimeConfig);
  // One small fetch per page load, not a script: it keeps the site's full set (app.test.ts expects its policy).
  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(configJson),
  );

  for (const name of REMOTE_NAMES) {
    const root = join(options.webRoot, REMOTES[name].folder, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      ...SERVED,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        builtFileHeaders(reply, filePath);
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  if (options.demoLogosDir !== undefined && existsSync(options.demoLogosDir)) {
    await app.register(fastifyStatic, {
      root: options.demoLogosDir,
      prefix: '/demo-logos/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', 'public, max-age=86400');
        if (!isDocument(filePath)) dropDocumentHeaders(reply);
      },
    });
  }

  const shellRoot = join(options.webRoot, 'shell', 'dist');
  const shellBuilt = existsSync(join(shellRoot, 'index.html'));
  if (shellBuilt) {
    await app.register(fastifyStatic, {
      root: shellRoot,
      prefix: '/',
      wildcard: true,
      // The documents are rendered (page-documents.ts): a page's title, description and preloads.
      index: false,
      ...SERVED,
      setHeaders: builtFileHeaders,
    });
  }

  const renderer = createPageRenderer<PageFacts>({
    app,
    webRoot: options.webRoot,
    runtimeConfig: options.runtimeConfig,
    budgetMs: options.serverRenderBudgetMs ?? 0,
    dataVersion: options.dataVersion ?? null,
    log: app.log,
  });
  const documents = createPageDocuments({
    webRoot: options.webRoot,
    runtimeConfig: options.runtimeConfig,
    siteUrl: options.siteUrl,
    data: options.pageData,
    renderPage: renderer.render,
  });
  // In the background once the server is ready: a start is not held up by it.
  app.addHook('onReady', async () => {
    void renderer.warm(['/', '/forum']);
  });
  const redirectOf = loopbackTwinRedirect(options.siteUrl);
  // Every page address gets the shell with that page's head; the shell's router shows the page (or its own
  // not-found page, with status 404).
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', NO_CACHE);
    // 307, not 308: browsers would remember a permanent one after PUBLIC_URL changes.
    const redirect = redirectOf(request.host, request.url);
    if (redirect !== null) return reply.redirect(redirect, 307);
    const [pathname = '/', query = ''] = request.url.split('?', 2);
    const document = shellBuilt ? await documents.render(pathname, query, request.ip) : null;
    if (document === null) return reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.code(document.status).type('text/html; charset=utf-8').send(document.html);
  };
  app.get('/', { schema: { hide: true } }, sendPage);
  // The server-rendered pages by their own route: a page address then never first asks the static folder for a file
  // (a stat and more per request); every other address still falls back to the shell's page below.
  for (const path of new Set(ROUTES.filter(isServerRendered).map((entry) => entry.path))) {
    if (path !== '/') app.get(path, { schema: { hide: true } }, sendPage);
  }
  // The hidden iframe of a silent login gets the shell's small page of its own (shell/src/auth/silent-callback.ts),
  // not the whole app; a shell built before it had that page answers there with the app, as it did then.
  const silentLoginPage = fileCache((text) => text);
  app.get('/login/silent', { schema: { hide: true } }, async (request, reply) => {
    const page = silentLoginPage(join(shellRoot, SHELL.silentLoginFolder, 'index.html'));
    if (page === null) return sendPage(request, reply);
    return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(page);
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).type('application/xml; charset=utf-8').send(await sitemapOf(options.siteUrl, options.pageData)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsOf(options.siteUrl)),
  );
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !RESERVED.test(path);
    return isPage ? sendPage(request, reply) : sendNotFound(reply);
  });
}
