// The HTML the server sends for a page of the site (decision 0022): the shell's index.html with what a search engine, a
// shared link and the first screen need, before any script runs: the page's own title, description, canonical
// address and Open Graph tags; a tool's schema.org SoftwareApplication data; the runtime configuration inline (no
// /config.json round trip); the route's remote's manifest inline (no round trip to it before the page's code runs),
// preload hints for that remote's entry and the page's chunks, and for the API answers the page asks for first. A
// page that does not exist answers 404, with the shell's own page. What a page's document reads of the database is
// kept with its server-rendered page (page-renderer.ts), so the document of a kept page reads no row.
import { join } from 'node:path';
import { fileCache } from './file-cache.ts';
import { defaultRemoteUrl, matchRoute, pageTitle, REMOTE_MANIFESTS_ELEMENT_ID, REMOTES, ROUTES, SITE_DESCRIPTION, SITE_NAME, TOOL_PAGE_SIZE } from 'shared/contracts';
import { PAGE_DATA_ELEMENT_ID } from 'shared/contracts';
import type { AiTool, RouteEntry, RuntimeConfig } from 'shared/contracts';
import type { RenderPageAt } from './server-rendering/page-renderer.ts';
import type { ServerPage } from './server-rendering/rendered-pages.ts';

/** What the server reads to describe a page; each answers undefined for a row a visitor may not see. */
export interface PageData {
  tool(id: number): Promise<AiTool | undefined>;
  forumPost(id: number): Promise<{ subject: string; content: string } | undefined>;
  /** Every approved tool, for the sitemap. */
  approvedToolIds(): Promise<number[]>;
}

export interface PageDocument {
  status: 200 | 404;
  html: string;
}

/** What a page's document says of it; kept with a page rendered on the server (page-renderer.ts). */
export interface PageFacts {
  status: 200 | 404;
  entry: RouteEntry;
  title: string;
  description: string;
  /** The page's one address (a tool reached as /ai-tool/3 is /AI-tool/3). */
  canonicalPath: string;
  jsonLd?: object;
  /** API paths the page asks for first, preloaded so they travel beside the scripts. */
  apiPaths: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** JSON inside a script element: nothing in it can close the element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');
const scriptJson = (value: unknown) => scriptSafe(JSON.stringify(value));

/** A description for a meta tag: one line, about 160 characters. */
function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const isId = (value: string | undefined): value is string => value !== undefined && /^[1-9]\d{0,9}$/.test(value);

const notFound = (): PageFacts => {
  const { entry } = matchRoute('/*not-found*');
  return { status: 404, entry, title: pageTitle(entry.meta.title), description: SITE_DESCRIPTION, canonicalPath: '/', apiPaths: [] };
};

async function factsOf(pathname: string, query: string, data: PageData, apiBase: string): Promise<PageFacts> {
  const { entry, params } = matchRoute(pathname);
  if (entry.path === '*') return notFound();
  const plain: PageFacts = {
    status: 200,
    entry,
    title: pageTitle(entry.meta.title),
    description: entry.meta.description ?? SITE_DESCRIPTION,
    canonicalPath: entry.path,
    apiPaths: [],
  };
  if (entry.page === 'tool-search-page') {
    // A search address (?zoek=…&fase=…) asks for another list than the first page: nothing to fetch early then.
    return { ...plain, apiPaths: query === '' ? [`${apiBase}/aiTools?limit=${TOOL_PAGE_SIZE}&offset=0`] : [] };
  }
  if (entry.page === 'tool-detail-page') {
    const tool = isId(params.id) ? await data.tool(Number(params.id)) : undefined;
    if (tool === undefined) return notFound();
    return {
      ...plain,
      title: pageTitle(tool.name),
      description: summary(`${tool.kind}. ${tool.description}`),
      canonicalPath: `/AI-tool/${tool.id}`,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: tool.name,
        description: tool.description,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        ...(tool.averageRating !== null && tool.reviewCount > 0
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: tool.averageRating, reviewCount: tool.reviewCount, bestRating: 5, worstRating: 1 } }
          : {}),
      },
      apiPaths: [`${apiBase}/aiTools/${tool.id}`, `${apiBase}/aiToolKeywords/aiTool/${tool.id}`, `${apiBase}/reviews/AI-tool/${tool.id}`],
    };
  }
  if (entry.page === 'forum-post-page') {
    const post = isId(params.id) ? await data.forumPost(Number(params.id)) : undefined;
    if (post === undefined) return notFound();
    return { ...plain, title: pageTitle(post.subject), description: summary(post.content), canonicalPath: `/forum/${params.id}` };
  }
  return plain;
}

interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** A remote's manifest as read from its build: what the preloads need, and the whole manifest as it goes into a page. */
interface ReadManifest {
  exposes: Manifest['exposes'];
  /** The manifest as JSON, safe inside a script element. */
  json: string;
}

export interface PageDocumentsOptions {
  webRoot: string;
  runtimeConfig: RuntimeConfig;
  /** The address people open the site at, for canonical and Open Graph addresses. */
  siteUrl: string;
  data: PageData;
  /** Renders a public page's content on the server (absent: every page is rendered in the browser). */
  renderPage?: RenderPageAt<PageFacts>;
}

// Every replacement below is a function: a replacement string would read '$&' or "$'" in a page's text as a pattern.

/** The page's markup and its data as they go into #root: made once per rendered page, which is kept and sent often. */
const rootContents = new WeakMap<ServerPage, string>();

function rootContentOf(rendered: ServerPage): string {
  let content = rootContents.get(rendered);
  if (content === undefined) {
    content = `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafe(rendered.dataJson)}</script>`;
    rootContents.set(rendered, content);
  }
  return content;
}

/** The server-rendered content in the document: styles in the head, the page in #root, its data after it. */
function withRenderedPage(document: string, rendered: ServerPage): string {
  // The small document first: nothing of the page's size is searched.
  return document
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('</head>', () => `    ${rendered.styles}\n  </head>`)
    .replace('<div id="root"></div>', () => rootContentOf(rendered));
}

export function createPageDocuments({ webRoot, runtimeConfig, siteUrl, data, renderPage }: PageDocumentsOptions) {
  const template = fileCache((text) => text);
  const manifest = fileCache((text): ReadManifest => {
    const parsed = JSON.parse(text) as Manifest;
    return { exposes: parsed.exposes, json: scriptJson(parsed) };
  });
  const site = siteUrl.replace(/\/+$/, '');

  /**
   * The route's remote's manifest, when this server serves that remote itself and the page is in it. Only for public
   * routes: a guarded page's code loads once the shell's guard let the visitor in, never before.
   */
  function remoteOf(entry: RouteEntry): { manifestUrl: string; manifest: ReadManifest; scripts: string[] } | null {
    if (entry.guard !== 'anyone' || entry.remote === 'shell') return null;
    const manifestUrl = defaultRemoteUrl(entry.remote);
    if (runtimeConfig.remotes[entry.remote] !== manifestUrl) return null;
    const found = manifest(join(webRoot, REMOTES[entry.remote].folder, 'dist', 'mf-manifest.json'));
    const exposed = found?.exposes.find((expose) => expose.name === entry.page);
    if (!found || !exposed) return null;
    const base = `/remotes/${entry.remote}/`;
    return { manifestUrl, manifest: found, scripts: [`${base}remoteEntry.js`, ...exposed.assets.js.sync.map((file) => base + file)] };
  }

  return {
    /**
     * The document for a page address (path, and the query string without '?'), or null when the shell is not built.
     * `visitorAddress`: whose request it is, for the API's rate limit while the page is rendered on the server.
     */
    async render(pathname: string, query = '', visitorAddress = '127.0.0.1'): Promise<PageDocument | null> {
      const html = template(join(webRoot, 'shell', 'dist', 'index.html'));
      if (html === null) return null;
      const describe = () => factsOf(pathname, query, data, runtimeConfig.apiBaseUrl.replace(/\/+$/, ''));
      // A page rendered on the server comes with its facts, read with it or kept with it.
      const { facts, page: rendered } = renderPage
        ? await renderPage(query ? `${pathname}?${query}` : pathname, visitorAddress, describe)
        : { facts: await describe(), page: null };
      const url = `${site}${facts.canonicalPath}`;
      const remote = remoteOf(facts.entry);
      const head = [
        `<meta name="description" content="${escapeHtml(facts.description)}">`,
        `<link rel="canonical" href="${escapeHtml(url)}">`,
        ...(facts.entry.meta.index && facts.status === 200 ? [] : ['<meta name="robots" content="noindex">']),
        `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}">`,
        `<meta property="og:locale" content="nl_BE">`,
        `<meta property="og:type" content="${facts.jsonLd ? 'product' : 'website'}">`,
        `<meta property="og:title" content="${escapeHtml(facts.title)}">`,
        `<meta property="og:description" content="${escapeHtml(facts.description)}">`,
        `<meta property="og:url" content="${escapeHtml(url)}">`,
        '<meta name="twitter:card" content="summary">',
        ...(facts.jsonLd ? [`<script type="application/ld+json">${scriptJson(facts.jsonLd)}</script>`] : []),
        `<script type="application/json" id="runtime-config">${scriptJson(runtimeConfig)}</script>`,
        ...(remote
          ? [`<script type="application/json" id="${REMOTE_MANIFESTS_ELEMENT_ID}">{${JSON.stringify(remote.manifestUrl)}:${remote.manifest.json}}</script>`]
          : []),
        // Scripts as the federation runtime loads them (a script element without crossorigin, or the preload would
        // not be used); API answers as ky fetches them (CORS mode).
        ...(remote?.scripts ?? []).map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
        // A page rendered on the server brings its data with it.
        ...(rendered ? [] : facts.apiPaths.map((href) => `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="anonymous">`)),
      ].join('\n    ');
      const document = html
        .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(facts.title)}</title>`)
        .replace(/\s*<meta name="description"[^>]*>/, '')
        .replace('</head>', () => `    ${head}\n  </head>`);
      return { status: facts.status, html: rendered ? withRenderedPage(document, rendered) : document };
    },
  };
}

/** /sitemap.xml: the public pages without parameters, and every approved tool. */
export async function sitemapOf(siteUrl: string, data: PageData): Promise<string> {
  const site = siteUrl.replace(/\/+$/, '');
  const pages = ROUTES.filter((entry) => entry.meta.index && !entry.path.includes(':')).map((entry) => entry.path);
  const tools = (await data.approvedToolIds()).map((id) => `/AI-tool/${id}`);
  const urls = [...pages, ...tools].map((path) => `  <url><loc>${escapeHtml(site + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: everything public may be crawled; the API, the login and the personal pages are not pages to find. */
export function robotsOf(siteUrl: string): string {
  const personal = ROUTES.filter((entry) => !entry.meta.index && entry.path !== '*').map((entry) => entry.path.replace(/\/:.*$/, '/'));
  const disallowed = [...new Set(['/api/', '/oidc/', ...personal])];
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`, ''].join('\n');
}
