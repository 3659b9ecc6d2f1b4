// `npm run bench`: measures the budgets of ARCHITECTURE §6 that apply now and prints each with its figure and
// PASS or FAIL (exit code 1 when one fails). Everything runs on loopback, in bounded steps, and stops by itself.
//
//   node scripts/bench.ts [--no-build] [--front-end | --api] [--duration=10] [--tools=10000] [--posts=100000]
//
// 1. Builds every app (skip with --no-build to measure the builds that are there).
// 2. Front end, in Debian's chromium against the site as `npm start` serves it (demo data, public pages rendered on
//    the server), JavaScript counted as the browser counts it: for every response of type Script, the bytes it
//    received (status line, headers and the body as sent, compressed or not: CDP's Network.loadingFinished
//    encodedDataLength):
//    - the first visit of `/`: every script until the first tool card shows and the network is idle (≤ 180 KB);
//    - each remote's own code on first use: from a shell-only page (/about), the shell's federation runtime
//      loads the remote's first page (the route table's module); every script under /remotes/<name>/ counts
//      (remoteEntry.js, the page's chunks, and any shared module the shell did not already provide);
//    - the first tool card: inside #root in the HTML the server sends for `/`, and painted ≤ 400 ms after the
//      navigation with the browser's cache off (the first paint after the parser finished: measureCardOfHome);
//    - Lighthouse (mobile, its default simulated throttling, Debian's chromium) on `/`, a tool page and `/forum`,
//      three runs each, every figure the median with its spread: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms,
//      CLS ≤ 0.05, time to interactive ≤ 3 s; accessibility, SEO and best practices 100 (decision 0005);
//    - server rendering: `/` and a tool page ≥ 300 pages/s with p99 < 50 ms (autocannon, 10 connections, the site
//      on CPU 0 and autocannon on CPU 1), every answer rendered on the server (its body holds id="page-data").
//    --front-end stops here; --api starts at 3.
// 3. API on SQLite with the large data set (seedLargeDataSet into a fresh data folder), the real server
//    (`node api/src/server.js`) with a rate limit high enough not to interfere: start and restart time
//    (spawn → first successful /api/health/ping), then autocannon with 50 connections against the tool list
//    (filters, and filters with keyword ids) and the forum search, each in three rounds right after a bare Fastify
//    server answering its own body (a separate process, no plugins, one route with a constant JSON body):
//    throughput ≥ 0.8 × bare and p99 < 10 ms, medians of the rounds; the free-text tool search (a different search
//    at every request, so no answer comes from the read cache), a bare route with a 60-byte body for information;
//    the API's RSS; twenty clients reading the whole forum list (limit=-1) again and
//    again while the tool list is measured (peak RSS < 300 MB, p99 < 25 ms); then the write paths (a review, a forum
//    question, a comment: ≥ 1,000 writes/s with p99 < 50 ms at 50 connections, every write answered 2xx stored);
//    for information, the same bare route inside a process that runs the API against the bare process (the
//    process's share of the gap) and the tool list against that in-process route (the route's share).
//    The servers run on CPU 0, autocannon on CPU 1.
// 4. The same write paths on PostgreSQL when TEST_DATABASE_URL is set (a database of their own, dropped after).
// 5. Insights (decision 0026), on the large data set and on PostgreSQL: the tool list with counting on (events
//    arriving at 500/s beside it) against counting off (COUNT_VISITS=false, the same events dropped), p99 and
//    throughput within 10 %; page views taken and counted ≥ 5,000/s by one process, each answered one counted; the
//    admin's report for 90 days on a year of generated totals < 300 ms; two instances on one PostgreSQL database
//    counting N page views sent through both as N. --insights runs only this part.
// 6. Two API instances on one PostgreSQL database (TEST_DATABASE_URL, demo data), their read caches kept exact by
//    each other's change notifications: the tool list on each ≥ 0.5 × bare Fastify answering the same body (same
//    run); a tool created through one read at once through the other (seen? after how long?); the list on one while
//    the other takes writes (information). --instances runs only this part.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { Result as LighthouseReport } from 'lighthouse';
import type { Browser, Page } from 'playwright-core';
import { buildApps } from './build-all.ts';
import { CHROMIUM, launchBrowser, openPage, visit } from '../e2e/support/browser.ts';
import { freePort, siteEnvironment, startSite, type Site } from '../e2e/support/site.ts';
import pg from 'pg';
import { createAccessTokens } from '../api/src/auth/access-token.ts';
import { API_NODE_FLAGS } from '../api/src/process-flags.ts';
import { openDatabase, type OpenDatabaseOptions, type OpenedDatabase } from '../api/src/db/connect.ts';
import { migrateToLatest } from '../api/src/db/migrations/index.ts';
import { seedLargeDataSet } from '../api/src/seed/large-data.ts';
import { addDays, siteDay } from '../shared/src/contracts/site-days.ts';
import { TOOL_PAGE_SIZE } from '../shared/src/contracts/constants.ts';
import { PAGE_DATA_ELEMENT_ID } from '../shared/src/contracts/server-rendering.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'front-end': { type: 'boolean', default: false },
    api: { type: 'boolean', default: false },
    insights: { type: 'boolean', default: false },
    instances: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    tools: { type: 'string', default: '10000' },
    posts: { type: 'string', default: '100000' },
  },
});
const DURATION_S = Math.max(1, Math.min(60, Number(flags.duration) || 10));
const TOOLS = Number(flags.tools);
const POSTS = Number(flags.posts);
const CONNECTIONS = 50;
const KB = 1024;

interface Line {
  budget: string;
  figure: string;
  pass: boolean | null; // null: information, no budget
}
const lines: Line[] = [];
function report(budget: string, figure: string, pass: boolean | null): void {
  lines.push({ budget, figure, pass });
  console.log(`  ${pass === null ? 'INFO' : pass ? 'PASS' : 'FAIL'}  ${budget}: ${figure}`);
}
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// ── 1. build ────────────────────────────────────────────────────────────────────────────────────────────
if (!flags['no-build']) {
  console.log('Building every app ...');
  const started = performance.now();
  if (!(await buildApps())) throw new Error('A build failed; nothing measured.');
  report('build of shell and five remotes (2 at a time)', seconds(performance.now() - started), null);
}

// ── 2. front end ────────────────────────────────────────────────────────────────────────────────────────
/** The first page of each remote (shell/src/routes/route-table.ts). */
const firstPages: Record<string, string> = {
  catalogue: 'catalogue/tool-search-page',
  forum: 'forum/forum-list-page',
  account: 'account/account-page',
  admin: 'admin/users-page',
  noshow: 'noshow/no-show-page',
};

interface Transfer {
  path: string;
  /** What the browser received for it: status line, headers and the (compressed) body. */
  bytes: number;
  /** The body after decoding, as the page gets it. */
  decoded: number;
  /** The response's header block as received (status line included). */
  headerBytes: number;
  encoding: string;
}

/**
 * Records every response of type Script of a page as the browser counts it (Chrome DevTools Protocol:
 * Network.loadingFinished's encodedDataLength, headers included), from now until `stop`.
 */
async function recordScripts(page: Page, include: (path: string) => boolean = () => true) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, { path: string; encoding: string }>();
  const headerBytes = new Map<string, number>();
  const decoded = new Map<string, number>();
  const done = new Map<string, number | 'failed'>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const path = new URL(response.url).pathname;
    if (type !== 'Script' || !include(path)) return;
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'none';
    scripts.set(requestId, { path, encoding });
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, headersText }) => {
    if (headersText !== undefined) headerBytes.set(requestId, Buffer.byteLength(headersText));
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => decoded.set(requestId, (decoded.get(requestId) ?? 0) + dataLength));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => done.set(requestId, encodedDataLength));
  cdp.on('Network.loadingFailed', ({ requestId }) => done.set(requestId, 'failed'));
  return {
    async stop(): Promise<Transfer[]> {
      // The page's idle state can come a moment before the protocol's last events.
      for (let waited = 0; [...scripts.keys()].some((id) => !done.has(id)) && waited < 5000; waited += 50) await sleep(50);
      await cdp.detach();
      const transfers: Transfer[] = [];
      for (const [id, { path, encoding }] of scripts) {
        const bytes = done.get(id);
        if (typeof bytes !== 'number') throw new Error(`${path}: ${bytes ?? 'not finished'}`);
        transfers.push({ path, bytes, decoded: decoded.get(id) ?? 0, headerBytes: headerBytes.get(id) ?? 0, encoding });
      }
      return transfers.sort((a, b) => b.bytes - a.bytes);
    },
  };
}

const sum = (transfers: Transfer[], of: (transfer: Transfer) => number = (transfer) => transfer.bytes) =>
  transfers.reduce((total, transfer) => total + of(transfer), 0);

async function measureFrontEnd(): Promise<void> {
  console.log(`\nFront end (chromium, demo data; bytes as the browser transfers them, headers included; load average ${loadAverage()}) ...`);
  const browser = await launchBrowser();
  let site: Site | undefined;
  try {
    site = await startSite();
    // First visit of `/`: every script until the first tool card shows and the network is idle.
    {
      const journey = await openPage(browser);
      const recording = await recordScripts(journey.page);
      await visit(journey.page, site.url, '/');
      await journey.page.getByRole('link').filter({ has: journey.page.getByRole('heading', { level: 3 }) }).first().waitFor();
      await journey.page.waitForLoadState('networkidle');
      const files = await recording.stop();
      const total = sum(files);
      const catalogue = sum(files.filter((file) => file.path.startsWith('/remotes/')));
      report(
        'first visit of / : all JavaScript ≤ 180 KB as the browser transfers it',
        `${kb(total)} (${files.length} files; shell ${kb(total - catalogue)}, catalogue ${kb(catalogue)})`,
        total <= 180 * KB,
      );
      const encodings = [...new Set(files.map((file) => file.encoding))].join(', ');
      report(
        'first visit of / : of which response headers',
        `${kb(sum(files, (file) => file.headerBytes))} (${(sum(files, (file) => file.headerBytes) / files.length).toFixed(0)} bytes a file); ${kb(sum(files, (file) => file.decoded))} decoded; content-encoding ${encodings}`,
        null,
      );
      for (const file of files) console.log(`        ${kb(file.bytes).padStart(9)}  ${file.path} (${file.encoding}, headers ${file.headerBytes} B)`);
      if (journey.pageErrors.length > 0) console.log(`  (page errors: ${journey.pageErrors.join(' | ')})`);
      await journey.close();
    }
    // Each remote's own code on first use: from a shell-only page, the shell's federation runtime loads the
    // remote's first page, as the router does.
    for (const [remote, moduleId] of Object.entries(firstPages)) {
      const journey = await openPage(browser);
      await visit(journey.page, site.url, '/about');
      await journey.page.waitForLoadState('networkidle');
      const recording = await recordScripts(journey.page, (path) => path.startsWith(`/remotes/${remote}/`));
      const loaded = await journey.page.evaluate(async (id) => {
        const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__: { name: string; loadRemote(id: string): Promise<unknown> }[] } })
          .__FEDERATION__;
        const shell = federation?.__INSTANCES__.find((instance) => instance.name === 'shell');
        if (!shell) return 'no federation runtime on the page';
        try {
          const module = (await shell.loadRemote(id)) as { default?: unknown } | undefined;
          return typeof module?.default === 'function' ? 'ok' : 'the module has no page component';
        } catch (error) {
          return String(error);
        }
      }, moduleId);
      await journey.page.waitForLoadState('networkidle');
      const files = await recording.stop();
      const total = sum(files);
      const budget = `${remote}: own code on first use ≤ 40 KB as the browser transfers it`;
      if (loaded !== 'ok') report(budget, `not measured: ${loaded}`, false);
      else report(budget, `${kb(total)} (${files.map((file) => `${file.path.split('/').pop()} ${kb(file.bytes)}`).join(', ')})`, total <= 40 * KB);
      await journey.close();
    }
    const tool = await firstToolOfHome(site);
    await measureCardOfHome(site, browser, tool);
    await measureLighthouse(site, tool);
  } finally {
    await site?.stop();
    await browser.close();
  }
  await measureServerRendering();
}

interface Tool {
  id: number;
  name: string;
}

/** The home page's first tool card: the first tool of the list's first page, the list `/` shows. */
async function firstToolOfHome(site: Site): Promise<Tool> {
  const tool = (await site.api<{ data: Tool[] }>(`aiTools?limit=${TOOL_PAGE_SIZE}&offset=0`)).data[0];
  if (!tool) throw new Error('The demo data has no tool.');
  return tool;
}

/** A text as React writes it into HTML, to find it in the server's markup. */
const asHtmlText = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[character]!);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
/** A median with the spread of the values it comes from: '1.2 s (1.1–1.4 s)'. */
function medianWithSpread(values: number[], format: (value: number) => string): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${format(median(sorted))} (${format(sorted[0]!)}–${format(sorted.at(-1)!)})`;
}

/** The machine's load average (1, 5, 15 minutes): the front end's figures depend on it most. */
const loadAverage = () => loadavg().map((load) => load.toFixed(2)).join(' ');

const CARD_PAINT_BUDGET_MS = 400;
const CARD_PAINT_VISITS = 3;

interface CardPaintWatch {
  /** performance.now() when the parser finished (readyState 'interactive'), -1 before. */
  parsedAt: number;
  /** The card element when the parser finished: the one the server sent. */
  card: Element | null;
  /** Largest-contentful-paint candidates' times. */
  paints: number[];
  /** The first frame after the parser finished (requestAnimationFrame's time): the card is painted by its end. */
  frameAfterParse: number;
}

/**
 * Runs in the page before any of its own scripts (an init script of the bench; the app gets nothing for it). When
 * the parser has finished (readyState 'interactive': the page's scripts are deferred, so none has run yet), the
 * document is the HTML the server sent: the card found then is the server's.
 */
function watchCardPaint(selector: string): void {
  const watch: CardPaintWatch = { parsedAt: -1, card: null, paints: [], frameAfterParse: -1 };
  (globalThis as { cardPaintWatch?: CardPaintWatch }).cardPaintWatch = watch;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) watch.paints.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    watch.parsedAt = performance.now();
    watch.card = document.querySelector(selector);
    requestAnimationFrame((frameTime) => {
      watch.frameAfterParse = frameTime;
    });
  });
}

/** Runs in the page once it is idle: when the server's card was painted, or why that cannot be told. */
function cardPaintOf(selector: string): { paintedAt: number; exact: boolean; parsedAt: number } | string {
  const watch = (globalThis as { cardPaintWatch?: CardPaintWatch }).cardPaintWatch;
  if (!watch || watch.parsedAt < 0) return 'the bench saw no end of parsing';
  if (!watch.card) return 'the card was not in the document when the parser finished';
  const card = document.querySelector(selector);
  if (card !== watch.card) return 'hydration replaced the server\'s card with another element';
  const { top, bottom } = card.getBoundingClientRect();
  if (top >= innerHeight || bottom <= 0) return 'the card is not on the first screen';
  const firstContentfulPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  const after = [firstContentfulPaint, ...watch.paints].filter((time): time is number => time !== undefined && time >= watch.parsedAt);
  // Painted while the parser was still at work (a paint entry only marks the first or a larger paint): the first
  // frame after the parse shows it at the latest, an upper bound.
  if (after.length === 0 && watch.frameAfterParse >= 0) after.push(watch.frameAfterParse);
  if (after.length === 0) return 'no frame after the parser finished';
  const paintedAt = Math.min(...after);
  return { paintedAt, exact: paintedAt === firstContentfulPaint, parsedAt: watch.parsedAt };
}

/**
 * The first tool card of `/`, as the server sends it and as the browser paints it.
 * - In the HTML: a plain GET of `/`; the card (the link to the tool, holding its name as a heading) must be inside
 *   #root, i.e. before the page's data element that follows the rendered page, and be the first card there.
 * - Painted: three visits with the browser's cache off (CDP Network.setCacheDisabled), on loopback, no throttling;
 *   the median and spread of the time from the navigation's start. Element timing would need an attribute in the
 *   app's markup, so instead: a card that is in the HTML is painted in the first frame painted after the parser has
 *   finished. That is the first contentful paint (PerformanceObserver 'paint') when it comes after the parse, as it
 *   does in practice; should the browser paint earlier, while still parsing, the first largest-contentful-paint
 *   candidate after the parse stands in, else the first animation frame after the parse; both upper bounds. A visit counts only if the card was in the document when
 *   the parser finished, is still that same element once the page is idle (hydration kept it) and is on the first
 *   screen.
 */
async function measureCardOfHome(site: Site, browser: Browser, tool: Tool): Promise<void> {
  const html = await (await fetch(`${site.url}/`)).text();
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`id="${PAGE_DATA_ELEMENT_ID}"`);
  const rendered = start >= 0 && end > start ? html.slice(start, end) : '';
  const link = rendered.indexOf(`href="/AI-tool/${tool.id}"`);
  const card = link < 0 ? '' : rendered.slice(link, rendered.indexOf('</a>', link));
  const firstCardId = /href="\/AI-tool\/(\d+)"/.exec(rendered)?.[1];
  const inHtml = card.includes('<h3') && card.includes(`>${asHtmlText(tool.name)}</h3>`);
  report(
    'the first tool card of / is in the HTML the server sends (inside #root)',
    rendered === ''
      ? 'no: the page was not rendered on the server (no #root content before the page data)'
      : !inHtml
        ? `no card of ${tool.name} (tool ${tool.id}) inside #root`
        : `${tool.name} (tool ${tool.id})${firstCardId === String(tool.id) ? ', the first card' : `, but the first card is tool ${firstCardId}`}`,
    inHtml && firstCardId === String(tool.id),
  );

  const selector = `#root a[href="/AI-tool/${tool.id}"] h3`;
  const paints: { paintedAt: number; exact: boolean; parsedAt: number }[] = [];
  const problems: string[] = [];
  for (let visit = 1; visit <= CARD_PAINT_VISITS; visit++) {
    const journey = await openPage(browser);
    try {
      const cdp = await journey.page.context().newCDPSession(journey.page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await journey.page.addInitScript(watchCardPaint, selector);
      await journey.page.goto(`${site.url}/`);
      await journey.page.locator(selector).waitFor();
      await journey.page.waitForLoadState('networkidle');
      const seen = await journey.page.evaluate(cardPaintOf, selector);
      if (typeof seen === 'string') problems.push(`visit ${visit}: ${seen}`);
      else paints.push(seen);
    } finally {
      await journey.close();
    }
  }
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const upperBounds = paints.filter((paint) => !paint.exact).length;
  report(
    `the first tool card of / painted ≤ ${CARD_PAINT_BUDGET_MS} ms after the navigation (cache off, loopback, median of ${CARD_PAINT_VISITS})`,
    (paints.length > 0
      ? `${medianWithSpread(paints.map((paint) => paint.paintedAt), ms)}; parser finished at ${medianWithSpread(paints.map((paint) => paint.parsedAt), ms)}` +
        (upperBounds > 0 ? `; ${upperBounds} visit(s) painted before the parse ended: a later paint taken, an upper bound` : '')
      : 'not measured') + (problems.length > 0 ? `; ${problems.join('; ')}` : ''),
    problems.length === 0 && paints.length > 0 && median(paints.map((paint) => paint.paintedAt)) <= CARD_PAINT_BUDGET_MS,
  );
}

const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's budgets: the figure each takes from a report, how it prints, and whether the runs' median is within. */
const lighthouseBudgets: { budget: string; of: (report: LighthouseReport) => number | undefined; format: (value: number) => string; pass: (value: number) => boolean }[] = [
  { budget: 'performance ≥ 95', of: (lhr) => categoryScore(lhr, 'performance'), format: (value) => value.toFixed(0), pass: (value) => value >= 95 },
  { budget: 'LCP ≤ 2.0 s', of: (lhr) => lhr.audits['largest-contentful-paint']?.numericValue, format: seconds, pass: (value) => value <= 2000 },
  { budget: 'TBT ≤ 150 ms', of: (lhr) => lhr.audits['total-blocking-time']?.numericValue, format: (value) => `${value.toFixed(0)} ms`, pass: (value) => value <= 150 },
  { budget: 'CLS ≤ 0.05', of: (lhr) => lhr.audits['cumulative-layout-shift']?.numericValue, format: (value) => value.toFixed(3), pass: (value) => value <= 0.05 },
  { budget: 'time to interactive ≤ 3 s', of: (lhr) => lhr.audits.interactive?.numericValue, format: seconds, pass: (value) => value <= 3000 },
  { budget: 'accessibility 100', of: (lhr) => categoryScore(lhr, 'accessibility'), format: (value) => value.toFixed(0), pass: (value) => value === 100 },
  { budget: 'SEO 100', of: (lhr) => categoryScore(lhr, 'seo'), format: (value) => value.toFixed(0), pass: (value) => value === 100 },
  { budget: 'best practices 100', of: (lhr) => categoryScore(lhr, 'best-practices'), format: (value) => value.toFixed(0), pass: (value) => value === 100 },
];

function categoryScore(lhr: LighthouseReport, category: string): number | undefined {
  const score = lhr.categories[category]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : undefined;
}

/**
 * Lighthouse (mobile, its default simulated throttling) on `/`, the first tool's page and `/forum`, three runs each in
 * one chromium, every figure the median of the three with the spread printed; for a page that misses a budget, what
 * cost it (explainLighthouse).
 */
async function measureLighthouse(site: Site, tool: Tool): Promise<void> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const pages = [['/', '/'], ['a tool page', `/AI-tool/${tool.id}`], ['/forum', '/forum']] as const;
  const runs = new Map<string, LighthouseReport[]>(pages.map(([name]) => [name, []]));
  const problems = new Map<string, string[]>(pages.map(([name]) => [name, []]));
  console.log(`  Lighthouse: ${LIGHTHOUSE_RUNS} rounds over ${pages.length} pages (load average ${loadAverage()}) ...`);
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // Round by round, so that a busy moment of the shared machine falls on one run of each page, not on one page.
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
      for (const [name, path] of pages) {
        try {
          const result = await lighthouse(`${site.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES });
          if (!result) throw new Error('Lighthouse gave no result');
          const { runtimeError } = result.lhr;
          if (runtimeError) problems.get(name)!.push(`run ${run}: ${runtimeError.code} ${runtimeError.message}`);
          runs.get(name)!.push(result.lhr);
        } catch (error) {
          problems.get(name)!.push(`run ${run}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  const figuresOf = (reports: LighthouseReport[], of: (lhr: LighthouseReport) => number | undefined) =>
    reports.map(of).filter((value): value is number => value !== undefined);
  for (const [name] of pages) {
    const reports = runs.get(name)!;
    let missed = false;
    for (const { budget, of, format, pass } of lighthouseBudgets) {
      const values = figuresOf(reports, of);
      const withinBudget = values.length === LIGHTHOUSE_RUNS && pass(median(values));
      missed ||= !withinBudget;
      const figure = values.length > 0 ? medianWithSpread(values, format) : 'no figure';
      const lacking = values.length < LIGHTHOUSE_RUNS ? `; ${LIGHTHOUSE_RUNS - values.length} of ${LIGHTHOUSE_RUNS} runs without a figure` : '';
      report(`Lighthouse on ${name} (mobile, median of ${LIGHTHOUSE_RUNS}): ${budget}`, figure + lacking, withinBudget);
    }
    const context = (of: (lhr: LighthouseReport) => number | undefined, format: (value: number) => string) => {
      const values = figuresOf(reports, of);
      return values.length > 0 ? medianWithSpread(values, format) : 'no figure';
    };
    report(
      `Lighthouse on ${name}: first contentful paint, speed index; the machine's benchmark index (Lighthouse's CPU yardstick)`,
      `${context((lhr) => lhr.audits['first-contentful-paint']?.numericValue, seconds)}, ${context((lhr) => lhr.audits['speed-index']?.numericValue, seconds)}; ` +
        context((lhr) => lhr.environment.benchmarkIndex, (value) => value.toFixed(0)),
      null,
    );
    for (const problem of problems.get(name)!) console.log(`        ${problem}`);
    if (missed && reports.length > 0) explainLighthouse(reports);
  }
}

/**
 * What cost a page its points, from the run with the median performance score: the performance audits that fail,
 * the largest metric savings first (with their heaviest items), and every failing audit of the other categories.
 */
function explainLighthouse(reports: LighthouseReport[]): void {
  const byPerformance = [...reports].sort((a, b) => (categoryScore(a, 'performance') ?? 0) - (categoryScore(b, 'performance') ?? 0));
  const lhr = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const failing = (category: string) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1 && !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode));
  const savings = (audit: LighthouseReport['audits'][string]) =>
    Object.entries(audit.metricSavings ?? {}).reduce((total, [metric, value]) => total + (metric === 'CLS' ? (value ?? 0) * 1000 : (value ?? 0)), 0);
  const costly = failing('performance').sort((a, b) => savings(b) - savings(a) || (a.score ?? 0) - (b.score ?? 0)).slice(0, 6);
  console.log(`        what cost points (run with performance ${categoryScore(lhr, 'performance')}):`);
  for (const audit of costly) {
    const saved = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => value).map(([metric, value]) => `${metric} −${metric === 'CLS' ? value!.toFixed(3) : `${value!.toFixed(0)} ms`}`);
    console.log(`          ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}${saved.length > 0 ? ` (${saved.join(', ')})` : ''}`);
    const items = audit.details && 'items' in audit.details && Array.isArray(audit.details.items) ? (audit.details.items as Record<string, unknown>[]) : [];
    for (const item of items.slice(0, 3)) {
      const what = typeof item.url === 'string' ? item.url.replace(/^https?:\/\/[^/]+/, '') : typeof item.groupLabel === 'string' ? item.groupLabel : undefined;
      const amount = ['wastedMs', 'total', 'duration', 'wastedBytes', 'transferSize'].find((key) => typeof item[key] === 'number');
      if (what && amount) console.log(`            ${what}: ${amount} ${(item[amount] as number).toFixed(0)}`);
    }
  }
  // The main thread's longest tasks (as simulated on the phone): what makes TBT and time to interactive.
  const longTasks = (lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined)?.items ?? [];
  if (longTasks.length > 0) {
    const listed = longTasks.slice(0, 5).map((task) => `${(task.url ?? '?').replace(/^https?:\/\/[^/]+/, '')} ${task.duration?.toFixed(0)} ms at ${seconds(task.startTime ?? 0)}`);
    console.log(`          longest main-thread tasks: ${listed.join('; ')}`);
  }
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const audit of failing(category)) console.log(`          ${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
}

const SERVER_RENDERING_CONNECTIONS = 10;

/**
 * Pages rendered on the server under load: `/` and the first tool's page, autocannon with 10 connections (2 s of
 * warm-up, then the measured run) against a site of its own started as the bench starts it (demo data), the site on
 * CPU 0 and this process on CPU 1 as for the API (which pins the rest of the bench the same way). Every answer must
 * carry the page's data (id="page-data"), the mark of a page rendered on the server: an answer without it was left to
 * the browser (over the server's time budget, or failed) and fails the line.
 */
async function measureServerRendering(): Promise<void> {
  pinLoadGeneratorToCpu1();
  const site = await startSite({ env: { RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'warn' }, pollMs: 10, cpus: SERVER_CPU });
  try {
    const tool = await firstToolOfHome(site);
    console.log(`\nServer rendering (autocannon, ${SERVER_RENDERING_CONNECTIONS} connections, ${DURATION_S} s after 2 s of warm-up; load average ${loadAverage()}) ...`);
    for (const [name, path] of [['/', '/'], ['a tool page', `/AI-tool/${tool.id}`]] as const) {
      const options = {
        url: `${site.url}${path}`,
        connections: SERVER_RENDERING_CONNECTIONS,
        verifyBody: (body: unknown) => String(body).includes(`id="${PAGE_DATA_ELEMENT_ID}"`),
      };
      await autocannon({ ...options, duration: 2 });
      const result = await autocannon({ ...options, duration: DURATION_S });
      const failures = result.errors + result.timeouts + result.non2xx;
      report(
        `server rendering of ${name}: ≥ 300 pages/s with p99 < 50 ms, every answer rendered on the server`,
        `${result.requests.average.toFixed(0)} pages/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
          `${result.mismatches} of ${result.requests.total} answers not rendered on the server${failures ? `, ${failures} failed` : ''}`,
        result.requests.average >= 300 && result.latency.p99 < 50 && result.mismatches === 0 && failures === 0,
      );
    }
  } finally {
    await site.stop();
  }
}

// ── 3. API ──────────────────────────────────────────────────────────────────────────────────────────────
interface Load {
  name: string;
  requestsPerSecond: number;
  p99: number;
  p50: number;
  failures: number;
}

async function load(name: string, url: string, headers: Record<string, string> = {}, nextPath?: () => string): Promise<Load> {
  // Each request its own path (a varied load), or the same URL again and again.
  const requests: autocannon.Request[] | undefined = nextPath ? [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] : undefined;
  // A short warm-up (JIT, caches), then the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2, ...(requests ? { requests } : {}) });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, ...(requests ? { requests } : {}) });
  const failures = result.errors + result.timeouts + result.non2xx;
  const line = { name, requestsPerSecond: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, failures };
  console.log(`  ${name}: ${line.requestsPerSecond.toFixed(0)} req/s, p50 ${line.p50} ms, p99 ${line.p99} ms${failures ? `, ${failures} failed` : ''}`);
  return line;
}

/**
 * The paths of a varied tool search: 432 searches of whole words, half-typed words and two-word searches from the
 * tools' own vocabulary, alone or with a phase, a country or a sort, in turn, as visitors repeat popular searches
 * (the read cache answers a search it has seen). `cold`: a counter makes every address new, so the read cache
 * (which keys on the address) never answers and each request runs the full-text query.
 */
function toolSearchPaths(cold: boolean): () => string {
  const words = ['chatbot', 'badge', 'badges', 'vertaling', 'registratie', 'ticket', 'planning', 'analyse', 'feedback', 'video', 'tekst', 'bezoekers',
    'evenementen', 'marketing', 'netwerk', 'catering', 'locatie', 'enquête', 'foto', 'ondertiteling', 'transcriptie', 'beveiliging', 'AI', 'platform'];
  const extras = ['', '&eventprocess=pre-event', '&eventprocess=event+post-event', '&origin=BE+NL', '&sort=rating', '&sort=newest'];
  const searches: string[] = [];
  for (const word of words) {
    for (const text of [word, word.slice(0, 4), `${word} ${words[(words.indexOf(word) + 5) % words.length]}`]) {
      for (const extra of extras) searches.push(`q=${encodeURIComponent(text)}${extra}`);
    }
  }
  let n = 0;
  return () => {
    const path = `/api/aiTools?limit=9&offset=0&${searches[n % searches.length]}${cold ? `&n=${n}` : ''}`;
    n += 1;
    return path;
  };
}

/**
 * A bare Fastify server in its own process: no plugins, one route with a constant JSON body. Without a body it
 * answers a tiny object (serialised per request, as a route does); with one, those exact bytes (as the API's
 * read cache does), so the comparison is about the work per request and not about the size of the answer.
 * `besideApi`: the same bare instance, but in a process that first starts the API itself (its entry, with
 * these variables), so that the two differ only in what the process holds besides: the yardstick that tells the
 * process's share of the gap from the route's (docs/decisions/0005-budgets.md).
 */
function startBareFastify(constantBody?: string, besideApi?: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  // The API's own entry (compile cache, then startServer), as `npm start` runs it.
  const api = besideApi ? `await import('./api/src/server.js');` : '';
  const code = `
    ${api}
    const { default: Fastify } = await import('fastify');
    const app = Fastify({ logger: false });
    const fixed = process.env.BARE_BODY;
    if (fixed) {
      const bytes = Buffer.from(fixed);
      app.get('/', (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
    } else {
      const body = { status: 'ok', data: [{ id: 1, name: 'constant' }], count: 1 };
      app.get('/', async () => body);
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log('bare port ' + app.server.address().port);
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
  `;
  const child = spawn('taskset', ['-c', SERVER_CPU, process.execPath, ...(besideApi ? API_NODE_FLAGS : []), '--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, ...besideApi, BARE_BODY: constantBody ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The bare Fastify server did not start')), 30_000);
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const port = /bare port (\d+)/.exec(printed)?.[1];
      if (port === undefined) return;
      clearTimeout(timer);
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      resolve({ url: `http://127.0.0.1:${port}/`, child });
    });
    child.once('exit', (exitCode) => reject(new Error(`The bare Fastify server exited (${exitCode})`)));
  });
}

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(/\d+/.exec(status.split('\n').find((line) => line.startsWith(name)) ?? '')?.[0] ?? NaN) * KB;
  return { rss: field('VmRSS:'), peak: field('VmHWM:') };
}

/**
 * The servers run on CPU 0 and this process (autocannon) on CPU 1, so that the two never share a core. Without
 * it the figures of one run swung between about 15,000 and 28,000 req/s, depending on where the scheduler put
 * the processes, and a ratio of two such figures meant little.
 */
const SERVER_CPU = '0';
function pinLoadGeneratorToCpu1(): void {
  if (availableParallelism() < 2) throw new Error('The API load needs two CPUs: one for the servers, one for autocannon.');
  execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
}

/** One whole forum list (limit=-1) as a client without compression reads it: its size, and whether it is all there. */
function readWholeList(url: string): Promise<{ bytes: number; posts: number; count: number }> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          const body = Buffer.concat(chunks);
          const answer = JSON.parse(body.toString('utf8')) as { data: unknown[]; count: number };
          resolve({ bytes: body.length, posts: answer.data.length, count: answer.count });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    }).on('error', reject);
  });
}

/**
 * Big answers (decision 0017): twenty clients each asking for the whole forum list (limit=-1, 33 MB of JSON on
 * 100,000 posts) again and again, while autocannon measures the tool list. The API's peak RSS is reset first
 * (/proc/<pid>/clear_refs), so the peak is that of this load only.
 */
async function measureWholeLists(api: Site, otherTarget: string): Promise<void> {
  const pid = api.process.pid!;
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const url = `${api.url}/api/issues/data?limit=-1`;
  let loading = true;
  const finished: { bytes: number; posts: number; count: number; ms: number }[] = [];
  const clients = Array.from({ length: 20 }, async () => {
    while (loading) {
      const started = performance.now();
      const list = await readWholeList(url);
      finished.push({ ...list, ms: performance.now() - started });
    }
  });
  const other = await load('GET /api/aiTools (phase + country) while 20 clients read the whole forum list', otherTarget);
  loading = false;
  await Promise.all(clients);
  const peak = memoryOf(pid).peak;
  const complete = finished.filter((list) => list.posts === POSTS && list.count === POSTS).length;
  const slowest = Math.max(...finished.map((list) => list.ms));
  report(
    'twenty whole forum lists at once (limit=-1): every list complete',
    `${complete} of ${finished.length} lists of ${POSTS} posts (${((finished[0]?.bytes ?? 0) / KB / KB).toFixed(1)} MB each), the slowest in ${seconds(slowest)}`,
    finished.length >= 20 && complete === finished.length,
  );
  report('twenty whole forum lists at once: API peak memory < 300 MB', `${(peak / KB / KB).toFixed(0)} MB (VmHWM)`, peak < 300 * KB * KB);
  report(
    `meanwhile ${other.name.replace(/ while.*/, '')}: p99 < 25 ms`,
    `p99 ${other.p99} ms, ${other.requestsPerSecond.toFixed(0)} req/s${other.failures ? `, ${other.failures} failed` : ''}`,
    other.p99 < 25 && other.failures === 0,
  );
}

/** Plain user accounts made for the write load, with the API's own tokens (signed with the key in the database). */
async function writersIn(db: OpenedDatabase['db'], count: number): Promise<{ id: number; authorization: string }[]> {
  const tokens = createAccessTokens(db);
  const writers: { id: number; authorization: string }[] = [];
  const stamp = Date.now().toString(36);
  for (let from = 0; from < count; from += 500) {
    const rows = Array.from({ length: Math.min(500, count - from) }, (_, i) => ({
      firstname: 'Bench',
      lastname: `Schrijver ${from + i}`,
      email: `bench-${stamp}-${from + i}@bench.test`,
      created_at: new Date().toISOString(),
    }));
    const ids = await db.insertInto('users').values(rows).returning('id').execute();
    await db.insertInto('user_roles').values(ids.map(({ id }) => ({ user_id: id, role: 'user' as const }))).execute();
    for (const { id } of ids) writers.push({ id, authorization: `Bearer ${await tokens.sign(id, ['user'])}` });
  }
  return writers;
}

/**
 * Write paths (decision 0017): a review, a forum question and a comment, each posted by 50 connections for the run's
 * duration, by plain users within their limits (30 writes an hour, 10 questions a day: enough accounts that none
 * passes them; a review and a comment also need their 30 minutes, so each account writes about another tool or
 * question each time). Then every write answered 2xx must be in the database and readable through the API.
 */
async function measureWrites(api: Site, database: OpenDatabaseOptions, label: string): Promise<void> {
  const opened = await openDatabase(database);
  try {
    const writers = await writersIn(opened.db, 6000);
    const tools = (await api.api<{ data: { id: number }[] }>('aiTools?limit=1000&offset=0')).data.map((tool) => tool.id);
    const posts = (await api.api<{ data: { id: number }[] }>('issues/data?limit=1000&offset=0')).data.map((post) => post.id);
    const mine = (table: 'reviews' | 'forum_posts' | 'forum_comments') => async () =>
      Number(
        (
          await opened.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', 'in', writers.map((writer) => writer.id))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const paths = [
      {
        name: 'POST /api/reviews',
        path: '/api/reviews',
        body: (writer: number, round: number) => ({ aiToolId: tools[round % tools.length], rating: 1 + (writer % 5), content: `Review ${round} van schrijver ${writer}` }),
        stored: mine('reviews'),
      },
      {
        name: 'POST /api/issues',
        path: '/api/issues',
        body: (writer: number, round: number) => ({ subject: `Benchvraag ${writer}-${round}`, content: 'Werkt dit ook onder belasting?' }),
        stored: mine('forum_posts'),
      },
      {
        name: 'POST /api/comments',
        path: '/api/comments',
        body: (writer: number, round: number) => ({ issueId: posts[round % posts.length], content: `Reactie ${round} van schrijver ${writer}` }),
        stored: mine('forum_comments'),
      },
    ];
    const issuesBefore = (await api.api<{ count: number }>('issues/data?limit=1&offset=0')).count;
    let questions = { answered: 0, sent: 0 };
    for (const target of paths) {
      let sent = 0;
      const result = await autocannon({
        url: api.url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [
          {
            method: 'POST',
            path: target.path,
            setupRequest: (request) => {
              const writer = sent % writers.length;
              const round = Math.floor(sent / writers.length);
              sent += 1;
              return {
                ...request,
                headers: { authorization: writers[writer]!.authorization, 'content-type': 'application/json' },
                body: JSON.stringify(target.body(writer, round)),
              };
            },
          },
        ],
      });
      const answered = result['2xx'];
      const failures = result.errors + result.timeouts + result.non2xx;
      const stored = await target.stored();
      if (target.path === '/api/issues') questions = { answered, sent };
      // Requests still in flight when the run stops may be stored without being counted as answered.
      const allStored = stored >= answered && stored <= sent;
      report(
        `${label}: ${target.name} at ${CONNECTIONS} connections`,
        `${result.requests.average.toFixed(0)} writes/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failures ? `, ${failures} failed` : ''}; ${answered} answered 2xx, ${stored} stored of ${sent} sent`,
        label.startsWith('SQLite')
          ? result.requests.average >= 1000 && result.latency.p99 < 50 && failures === 0 && allStored
          : failures === 0 && allStored,
      );
    }
    const issuesAfter = (await api.api<{ count: number }>('issues/data?limit=1&offset=0')).count;
    const listed = issuesAfter - issuesBefore;
    report(
      `${label}: every question answered 2xx is in the forum list`,
      `${listed} new; ${questions.answered} answered 2xx of ${questions.sent} sent`,
      listed >= questions.answered && listed <= questions.sent,
    );
  } finally {
    await opened.close();
  }
}

/** The write paths on PostgreSQL (TEST_DATABASE_URL), in a database of their own that is dropped afterwards. */
async function measureWritesOnPostgres(): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    report('PostgreSQL write paths', 'not measured: set TEST_DATABASE_URL', null);
    return;
  }
  const name = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  let api: Site | undefined;
  try {
    api = await startSite({ env: { DATABASE_URL: url.toString(), RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'warn' }, pollMs: 10, cpus: SERVER_CPU });
    await measureWrites(api, { databaseUrl: url.toString(), poolSize: 2 }, 'PostgreSQL, demo data');
  } finally {
    await api?.stop();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

/** The tool list of the API budgets: a phase and three countries, the first page. */
const TOOL_LIST_PATH = '/api/aiTools?limit=9&offset=0&eventprocess=pre-event+event&origin=BE+NL+US';

/**
 * The 0.8 × line compares the API with a bare route in a process of its own. A bare route served inside a process
 * that runs the API (its own Fastify instance, none of the API's hooks) shows how much of the gap the process
 * itself makes (its heap, its loaded code) and how much is left to the route: for information, beside the budget.
 */
async function measureProcessShare(dataDir: string, body: string, bareProcessUrl: string): Promise<void> {
  const port = await freePort();
  const beside = await startBareFastify(body, { ...siteEnvironment(port, dataDir), RATE_LIMIT_MAX: '1000000000' });
  try {
    const list = `http://127.0.0.1:${port}${TOOL_LIST_PATH}`;
    const rounds: { bare: Load; inside: Load; list: Load }[] = [];
    for (let round = 1; round <= 3; round++) {
      rounds.push({
        bare: await load(`bare Fastify, a process of its own (round ${round})`, bareProcessUrl),
        inside: await load(`bare Fastify inside a process that runs the API (round ${round})`, beside.url),
        list: await load(`GET /api/aiTools (phase + country) on that process (round ${round})`, list),
      });
    }
    const processShare = median(rounds.map(({ bare, inside }) => inside.requestsPerSecond / bare.requestsPerSecond));
    const routeShare = median(rounds.map(({ inside, list }) => list.requestsPerSecond / inside.requestsPerSecond));
    report('bare Fastify inside a process that runs the API ÷ bare Fastify in a process of its own (same body): the process\'s share', `${processShare.toFixed(2)} × (median of 3 rounds)`, null);
    report('GET /api/aiTools (phase + country) ÷ bare Fastify inside the same process: the route\'s share', `${routeShare.toFixed(2)} × (median of 3 rounds)`, null);
  } finally {
    beside.child.kill('SIGTERM');
    await new Promise((resolve) => beside.child.once('exit', resolve));
  }
}

async function measureApi(): Promise<void> {
  pinLoadGeneratorToCpu1();
  console.log(`\nAPI on SQLite with ${TOOLS} tools and ${POSTS} forum posts (load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}) ...`);
  const dataDir = mkdtempSync(join(tmpdir(), 'roadmap-bench-'));
  let api: Site | undefined;
  const bare: { url: string; child: ChildProcess }[] = [];
  try {
    {
      const started = performance.now();
      const database = await openDatabase({ dataDir });
      await migrateToLatest(database.db);
      await seedLargeDataSet(database.db, { tools: TOOLS, forumPosts: POSTS });
      await database.close();
      report('seed of the large data set', seconds(performance.now() - started), null);
    }
    const env = { DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'warn' };
    api = await startSite({ env, pollMs: 10, cpus: SERVER_CPU });
    report('first start on the large data set (spawn → ping)', seconds(api.startedInMs), null);
    await api.stop();
    api = await startSite({ env, pollMs: 10, cpus: SERVER_CPU });
    report('restart < 3 s (spawn → first successful ping)', seconds(api.startedInMs), api.startedInMs < 3000);

    const idle = memoryOf(api.process.pid!);
    report('API memory after start, before any load', `${(idle.rss / KB / KB).toFixed(0)} MB RSS`, null);

    const keywords = await api.api<{ data: { id: number }[] }>('keywords?limit=3&offset=0');
    const keywordIds = keywords.data.map((keyword) => keyword.id).join('+');
    const targets = {
      tools: `${api.url}${TOOL_LIST_PATH}`,
      toolsKeywords: `${api.url}${TOOL_LIST_PATH}&id=${keywordIds}`,
      forum: `${api.url}/api/issues/data?limit=9&offset=0&filter=ticket`,
    };
    const bodies: Record<string, string> = {};
    for (const [name, url] of Object.entries(targets)) {
      bodies[name] = await (await fetch(url)).text();
      const answer = JSON.parse(bodies[name]) as { count?: number; data?: unknown[] };
      if (!answer.data || answer.data.length === 0) throw new Error(`${name}: ${url} answered no data: ${bodies[name].slice(0, 200)}`);
      console.log(`  ${name}: ${answer.count} matching, ${answer.data.length} in the page, ${kb(Buffer.byteLength(bodies[name]))}`);
    }
    const tiny = await startBareFastify();
    bare.push(tiny);
    const sameSize = await startBareFastify(bodies.tools);
    bare.push(sameSize);
    const sameSizeForum = await startBareFastify(bodies.forum);
    bare.push(sameSizeForum);

    console.log(`  autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each (after 2 s of warm-up)`);
    // The three lists of the 0.8 × budget, each measured right after a bare route answering its own body, in three
    // rounds: this machine's speed drifts by a third within minutes, so a ratio of two runs made minutes apart says
    // more about the drift than about the code; each list's figures are the medians of its rounds.
    const LIST_ROUNDS = 3;
    const paired = [
      { name: 'GET /api/aiTools (phase + country)', url: targets.tools, bare: sameSize.url, body: bodies.tools },
      { name: 'GET /api/aiTools (phase + country + keywords)', url: targets.toolsKeywords, bare: sameSize.url, body: bodies.tools },
      { name: 'GET /api/issues/data (filter=ticket)', url: targets.forum, bare: sameSizeForum.url, body: bodies.forum },
    ];
    const lists: { run: Load; bareRps: number; ratio: number }[] = [];
    for (const list of paired) {
      const rounds: { run: Load; bare: Load }[] = [];
      for (let round = 1; round <= LIST_ROUNDS; round++) {
        rounds.push({
          bare: await load(`bare Fastify, the same ${kb(Buffer.byteLength(list.body))} as a constant JSON body (round ${round})`, list.bare),
          run: await load(`${list.name} (round ${round})`, list.url),
        });
      }
      const run: Load = {
        name: list.name,
        requestsPerSecond: median(rounds.map(({ run }) => run.requestsPerSecond)),
        p99: median(rounds.map(({ run }) => run.p99)),
        p50: median(rounds.map(({ run }) => run.p50)),
        failures: rounds.reduce((sum, { run }) => sum + run.failures, 0),
      };
      lists.push({ run, bareRps: median(rounds.map(({ bare }) => bare.requestsPerSecond)), ratio: median(rounds.map(({ run, bare }) => run.requestsPerSecond / bare.requestsPerSecond)) });
    }
    const search = await load('GET /api/aiTools?q=… (432 searches in turn)', targets.tools, {}, toolSearchPaths(false));
    const coldSearch = await load('GET /api/aiTools?q=… (every request a new address, never from the read cache)', targets.tools, {}, toolSearchPaths(true));
    report(
      `${coldSearch.name}: for information (at ${CONNECTIONS} connections a request waits for the ones before it)`,
      `p50 ${coldSearch.p50} ms, p99 ${coldSearch.p99} ms, ${coldSearch.requestsPerSecond.toFixed(0)} req/s${coldSearch.failures ? `, ${coldSearch.failures} failed` : ''}`,
      coldSearch.failures === 0 ? null : false,
    );
    // What a browser sends: the answer comes brotli-compressed (from the read cache, compressed once).
    const toolsBrowser = await load('GET /api/aiTools (phase + country), Accept-Encoding: gzip, deflate, br', targets.tools, {
      'accept-encoding': 'gzip, deflate, br',
    });
    const tinyBaseline = await load('bare Fastify, a 60-byte constant JSON body', tiny.url);

    const figures = (run: Load) => `p99 ${run.p99} ms, ${run.requestsPerSecond.toFixed(0)} req/s${run.failures ? `, ${run.failures} failed` : ''}`;
    for (const { run } of lists) report(`${run.name}: p99 < 10 ms at ${CONNECTIONS} connections (median of ${LIST_ROUNDS} rounds)`, figures(run), run.p99 < 10 && run.failures === 0);
    for (const run of [toolsBrowser, search]) report(`${run.name}: p99 < 25 ms at ${CONNECTIONS} connections`, figures(run), run.p99 < 25 && run.failures === 0);
    // The budget compares with a bare route answering the same body (docs/decisions/0005); against a tiny body the
    // ratio mostly measures the cost of moving 5 KB through loopback and autocannon, printed too.
    for (const { run, bareRps, ratio } of lists) {
      report(`${run.name}: throughput ≥ 0.8 × bare Fastify (same body)`, `${ratio.toFixed(2)} × (${run.requestsPerSecond.toFixed(0)} / ${bareRps.toFixed(0)} req/s; median of ${LIST_ROUNDS} rounds)`, ratio >= 0.8);
      const tinyRatio = run.requestsPerSecond / tinyBaseline.requestsPerSecond;
      report(`${run.name}: throughput against the 60-byte body`, `${tinyRatio.toFixed(2)} × (${run.requestsPerSecond.toFixed(0)} / ${tinyBaseline.requestsPerSecond.toFixed(0)} req/s)`, null);
    }
    const memory = memoryOf(api.process.pid!);
    report('API memory (RSS after the load) < 200 MB', `${(memory.rss / KB / KB).toFixed(0)} MB (peak ${(memory.peak / KB / KB).toFixed(0)} MB)`, memory.rss < 200 * KB * KB);
    await measureWholeLists(api, targets.tools);
    await measureWrites(api, { dataDir }, 'SQLite, the large data set');
    await api.stop();
    api = undefined;
    await measureProcessShare(dataDir, bodies.tools, sameSize.url);
    await measureInsights({ DATA_DIR: dataDir }, { dataDir }, 'SQLite, the large data set');
  } finally {
    for (const server of bare) server.child.kill('SIGTERM');
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ── 5. Insights ─────────────────────────────────────────────────────────────────────────────────────────
/** An ordinary browser: the API does not count known bots, nor a request without a User-Agent. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PAGE_VIEW = JSON.stringify({ kind: 'view', path: '/' });
/** A busy day's events per second beside the list load (about forty million a day: far more than the sector makes). */
const EVENTS_PER_SECOND = 500;

function eventRequest(url: string): autocannon.Options {
  return { url: `${url}/api/insights/events`, method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': BROWSER }, body: PAGE_VIEW };
}

async function viewsCounted(db: OpenedDatabase['db']): Promise<number> {
  const row = await db
    .selectFrom('insight_daily')
    .select((eb) => eb.fn.sum<number>('count').as('n'))
    .where('metric', '=', 'views')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Waits until the counted views stop moving (the API writes its queue each second), then answers them. */
async function settledViews(db: OpenedDatabase['db'], expected: number): Promise<number> {
  let last = -1;
  for (let tries = 0; tries < 40; tries++) {
    const now = await viewsCounted(db);
    if (now === expected || (now === last && tries > 4)) return now;
    last = now;
    await sleep(500);
  }
  return last;
}

/**
 * The tool list at 50 connections while page views arrive at EVENTS_PER_SECOND, with counting off and then on, five
 * rounds, a fresh start each run. Each round's on is compared with its own off, and the budget takes the median of
 * the five ratios: this machine's speed drifts by a third within minutes (one run 15,000 req/s, a later one 7,000),
 * and a ratio of two runs made a minute apart is about the code, a ratio of two medians about the drift.
 */
async function measureCountingCost(env: Record<string, string>, listPath: string, label: string): Promise<void> {
  const rounds: Record<'off' | 'on', Load>[] = [];
  for (let round = 0; round < 5; round++) {
    const runs = {} as Record<'off' | 'on', Load>;
    for (const mode of ['off', 'on'] as const) {
      const site = await startSite({ env: { ...env, RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'warn', COUNT_VISITS: mode === 'on' ? 'true' : 'false' }, pollMs: 10, cpus: SERVER_CPU });
      try {
        const events = autocannon({ ...eventRequest(site.url), connections: 5, overallRate: EVENTS_PER_SECOND, duration: DURATION_S + 2 });
        runs[mode] = await load(`GET ${listPath} with counting ${mode} (${EVENTS_PER_SECOND} page views/s beside it)`, `${site.url}${listPath}`);
        await events;
      } finally {
        await site.stop();
      }
    }
    rounds.push(runs);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const p99Ratios = rounds.map((round) => round.on.p99 / round.off.p99);
  const rpsRatios = rounds.map((round) => round.on.requestsPerSecond / round.off.requestsPerSecond);
  const failures = rounds.reduce((sum, round) => sum + round.off.failures + round.on.failures, 0);
  const percent = (ratios: number[]) => ratios.map((ratio) => `${(ratio * 100).toFixed(0)} %`).join(', ');
  report(
    `${label}: the tool list with counting on stays within 10 % of counting off (median of 5 rounds, each on against its off)`,
    `p99 on/off ${(median(p99Ratios) * 100).toFixed(0)} % (${percent(p99Ratios)}); throughput on/off ${(median(rpsRatios) * 100).toFixed(0)} % (${percent(rpsRatios)}); ` +
      `off ${rounds.map((round) => `${round.off.requestsPerSecond.toFixed(0)} req/s p99 ${round.off.p99} ms`).join(', ')}${failures ? `; ${failures} failed` : ''}`,
    median(p99Ratios) <= 1.1 && median(rpsRatios) >= 0.9 && failures === 0,
  );
}

/** Page views as fast as 50 connections send them to one process; every one answered must be counted. */
async function measureEventIntake(env: Record<string, string>, database: OpenDatabaseOptions, label: string): Promise<void> {
  const opened = await openDatabase(database);
  const site = await startSite({ env: { ...env, RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'warn' }, pollMs: 10, cpus: SERVER_CPU });
  try {
    const before = await viewsCounted(opened.db);
    await autocannon({ ...eventRequest(site.url), connections: CONNECTIONS, duration: 2 });
    const warmed = await settledViews(opened.db, -1);
    let sent = 0;
    const result = await autocannon({
      ...eventRequest(site.url),
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [{ setupRequest: (request) => ((sent += 1), request) }],
    });
    const answered = result['2xx'];
    const counted = (await settledViews(opened.db, warmed + answered)) - warmed;
    const failures = result.errors + result.timeouts + result.non2xx;
    // Requests still in flight when the run stops may be counted without being counted as answered.
    report(
      `${label}: page views counted ≥ 5,000/s by one process, each answered one counted`,
      `${result.requests.average.toFixed(0)} events/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${counted} counted, ${answered} answered 204, ${sent} sent${failures ? `, ${failures} failed` : ''} (${warmed - before} in the warm-up)`,
      result.requests.average >= 5000 && counted >= answered && counted <= sent && failures === 0,
    );
  } finally {
    await site.stop();
    await opened.close();
  }
}

/**
 * A year of totals as a busy roadmap would leave them: per day a few hundred to a few thousand visitors, views of
 * 50 pages and 300 tools, 100 websites, 500 tools shown, 100 searches (30 without a result), the phases, 10
 * countries, 30 keywords and 20 referring sites.
 */
async function generateInsightYear(db: OpenedDatabase['db']): Promise<number> {
  const tools = (await db.selectFrom('ai_tools').select('id').where('approved', '=', 1).limit(2000).execute()).map((row) => String(row.id));
  const keywords = (await db.selectFrom('keywords').select('id').limit(200).execute()).map((row) => String(row.id));
  const countries = ['BE', 'NL', 'DE', 'FR', 'GB', 'US', 'ES', 'IT', 'SE', 'DK'];
  const phases = ['pre-event', 'event', 'post-event', 'overkoepelend'];
  let seed = 20_261_125;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const pick = (list: string[], count: number) => Array.from({ length: count }, () => list[Math.floor(random() * list.length)]!);
  const today = siteDay();
  let rows = 0;
  for (let back = 365; back >= 1; back--) {
    const day = addDays(today, -back);
    const daily = new Map<string, { metric: string; day: string; key: string; count: number }>();
    const add = (metric: string, key: string, count: number) => {
      const id = `${metric}\n${key}`;
      const row = daily.get(id);
      if (row) row.count += count;
      else daily.set(id, { metric, day, key, count });
    };
    const visitors = 300 + Math.floor(random() * 2700);
    add('visitors', '', visitors);
    add('views', '', visitors * 4);
    for (let page = 0; page < 50; page++) add('page', `/pagina-${page}`, 1 + Math.floor(random() * 200));
    for (const tool of pick(tools, 300)) add('tool_view', tool, 1 + Math.floor(random() * 40));
    for (const tool of pick(tools, 100)) add('website', tool, 1 + Math.floor(random() * 10));
    for (const tool of pick(tools, 500)) add('shown', tool, 1 + Math.floor(random() * 60));
    for (let search = 0; search < 100; search++) add('search', `zoekterm ${Math.floor(random() * 400)}`, 1 + Math.floor(random() * 20));
    for (let search = 0; search < 30; search++) add('search_empty', `ontbrekend ${Math.floor(random() * 200)}`, 1 + Math.floor(random() * 5));
    add('searches', '', 2000);
    add('empty_searches', '', 300);
    for (const phase of phases) add('phase', phase, 1 + Math.floor(random() * 300));
    for (const country of countries) add('country', country, 1 + Math.floor(random() * 100));
    for (const keyword of pick(keywords, 30)) add('keyword', keyword, 1 + Math.floor(random() * 50));
    for (let referrer = 0; referrer < 20; referrer++) add('referrer', `site-${referrer}.example`, 1 + Math.floor(random() * 80));
    add('prediction', '', Math.floor(random() * 20));
    const values = [...daily.values()];
    for (let from = 0; from < values.length; from += 200) await db.insertInto('insight_daily').values(values.slice(from, from + 200)).execute();
    rows += values.length;
  }
  return rows;
}

/** The admin's report for 90 days (and a whole year) on a year of generated totals: 1 warm-up, then 10 timed. */
async function measureInsightReport(env: Record<string, string>, database: OpenDatabaseOptions, label: string): Promise<void> {
  const opened = await openDatabase(database);
  const site = await startSite({ env: { ...env, RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'warn' }, pollMs: 10, cpus: SERVER_CPU });
  try {
    const started = performance.now();
    const rows = await generateInsightYear(opened.db);
    report(`${label}: a year of generated insight totals`, `${rows} rows in ${seconds(performance.now() - started)}`, null);
    const [admin] = await opened.db.insertInto('users').values({ firstname: 'Bench', lastname: 'Admin', email: `bench-admin-${Date.now()}@bench.test`, created_at: new Date().toISOString() }).returning('id').execute();
    await opened.db.insertInto('user_roles').values({ user_id: admin!.id, role: 'admin' }).execute();
    const authorization = `Bearer ${await createAccessTokens(opened.db).sign(admin!.id, ['admin'])}`;
    const today = siteDay();
    for (const days of [90, 365]) {
      const url = `${site.url}/api/insights?from=${addDays(today, 1 - days)}&to=${today}`;
      const times: number[] = [];
      for (let run = 0; run <= 10; run++) {
        const before = performance.now();
        const answer = await fetch(url, { headers: { authorization } });
        const body = (await answer.json()) as { totals?: { views: number } };
        if (!answer.ok || !body.totals) throw new Error(`${url}: ${answer.status} ${JSON.stringify(body).slice(0, 200)}`);
        if (run > 0) times.push(performance.now() - before);
      }
      times.sort((a, b) => a - b);
      const figure = `median ${times[5]!.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms of 10`;
      if (days === 90) report(`${label}: the insights report for 90 days on a year of totals < 300 ms`, figure, times.at(-1)! < 300);
      else report(`${label}: the insights report for a whole year`, figure, null);
    }
  } finally {
    await site.stop();
    await opened.close();
  }
}

async function measureInsights(env: Record<string, string>, database: OpenDatabaseOptions, label: string): Promise<void> {
  console.log(`\nInsights on ${label} ...`);
  await measureCountingCost(env, '/api/aiTools?limit=9&offset=0&eventprocess=pre-event+event&origin=BE+NL+US', label);
  await measureEventIntake(env, database, label);
  await measureInsightReport(env, database, label);
}

/** Two API instances on one PostgreSQL database: N page views sent through both in turn are counted as N. */
async function measureTwoInstancesCounting(databaseUrl: string): Promise<void> {
  const opened = await openDatabase({ databaseUrl, poolSize: 2 });
  const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'warn' };
  const first = await startSite({ env, pollMs: 10, cpus: SERVER_CPU });
  const second = await startSite({ env, pollMs: 10, cpus: SERVER_CPU });
  const sent = 4000;
  let answered = 0;
  try {
    const before = await viewsCounted(opened.db);
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < sent) {
          const site = next++ % 2 === 0 ? first : second;
          const answer = await fetch(`${site.url}/api/insights/events`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': BROWSER }, body: PAGE_VIEW });
          if (answer.status === 204) answered += 1;
        }
      }),
    );
    // A clean stop writes what each instance still holds.
    await first.stop();
    await second.stop();
    const counted = (await viewsCounted(opened.db)) - before;
    report('PostgreSQL: two API instances count together', `${counted} counted of ${sent} page views sent through both (${answered} answered 204)`, counted === sent && answered === sent);
  } finally {
    await first.stop();
    await second.stop();
    await opened.close();
  }
}

/** --insights: the insights' budgets alone, on a fresh large data set and, with TEST_DATABASE_URL, on PostgreSQL. */
async function measureInsightsAlone(): Promise<void> {
  pinLoadGeneratorToCpu1();
  const dataDir = mkdtempSync(join(tmpdir(), 'roadmap-bench-'));
  try {
    const database = await openDatabase({ dataDir });
    await migrateToLatest(database.db);
    await seedLargeDataSet(database.db, { tools: TOOLS, forumPosts: POSTS });
    await database.close();
    await measureInsights({ DATA_DIR: dataDir }, { dataDir }, 'SQLite, the large data set');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await measureInsightsOnPostgres();
}

/** Counting on PostgreSQL (demo data): its cost beside the tool list, the intake, and two instances together. */
async function measureInsightsOnPostgres(): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    report('Insights on PostgreSQL', 'not measured: set TEST_DATABASE_URL', null);
    return;
  }
  const name = `bench_insights_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  try {
    // The first start migrates and seeds the demo data; the measurements start after it.
    const first = await startSite({ env: { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' }, pollMs: 10, cpus: SERVER_CPU });
    await first.stop();
    console.log('\nInsights on PostgreSQL, demo data ...');
    await measureCountingCost({ DATABASE_URL: url.toString() }, '/api/aiTools?limit=9&offset=0&eventprocess=pre-event+event', 'PostgreSQL, demo data');
    await measureEventIntake({ DATABASE_URL: url.toString() }, { databaseUrl: url.toString(), poolSize: 2 }, 'PostgreSQL, demo data');
    await measureTwoInstancesCounting(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

// ── 6. Two API instances on PostgreSQL ──────────────────────────────────────────────────────────────────
const INSTANCES_LIST = '/api/aiTools?limit=9&offset=0&eventprocess=pre-event+event';
const WRITE_ROUNDS = 20;

/** A stored admin and a bearer header for them, signed with the API's key in that database. */
async function adminAuthorization(databaseUrl: string): Promise<string> {
  const opened = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const [admin] = await opened.db
      .insertInto('users')
      .values({ firstname: 'Bench', lastname: 'Instanties', email: `bench-instances-${Date.now()}@bench.test`, created_at: new Date().toISOString() })
      .returning('id')
      .execute();
    await opened.db.insertInto('user_roles').values({ user_id: admin!.id, role: 'admin' }).execute();
    return `Bearer ${await createAccessTokens(opened.db).sign(admin!.id, ['admin'])}`;
  } finally {
    await opened.close();
  }
}

/** An approved tool that the list INSTANCES_LIST counts (an admin's tool is approved at once). */
function newToolBody(name: string, providerId: number): string {
  return JSON.stringify({ name, eventprocess: 'pre-event', kind: 'Planning', description: 'Gemaakt door de bench.', origin: 'BE', price: 'Gratis', roi: 'Hoog', complexity: 'Laag', detailsUrl: '', useCaseUrl: '', provider_id: providerId });
}

/**
 * Tools created through the first instance, each read through the second as soon as the creation is answered:
 * seen at that first read, or after how many reads and how long (the change notification's delay).
 */
async function measureWriteSeenByOther(one: Site, two: Site, authorization: string, providerId: number): Promise<void> {
  const countOn = async (site: Site) => ((await (await fetch(`${site.url}${INSTANCES_LIST}`)).json()) as { count: number }).count;
  const delays: number[] = [];
  let atFirstRead = 0;
  let ownAtOnce = 0;
  for (let round = 0; round < WRITE_ROUNDS; round++) {
    // Both lists cached before the write.
    const before = await countOn(two);
    await countOn(two);
    const ownBefore = await countOn(one);
    const created = await fetch(`${one.url}/api/aiTools/create`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: newToolBody(`Bench instantie ${process.pid} ${round}`, providerId),
    });
    if (created.status !== 201) throw new Error(`creating a tool answered ${created.status}: ${(await created.text()).slice(0, 200)}`);
    const written = performance.now();
    let reads = 0;
    let seen = false;
    while (!seen && performance.now() - written < 2_000) {
      reads += 1;
      seen = (await countOn(two)) > before;
    }
    if (seen) delays.push(performance.now() - written);
    if (seen && reads === 1) atFirstRead += 1;
    if ((await countOn(one)) > ownBefore) ownAtOnce += 1;
    await sleep(20);
  }
  delays.sort((a, b) => a - b);
  const ms = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(1)} ms`);
  report(
    'PostgreSQL, two instances: a tool created through instance 1, read at once through instance 2, is in the list',
    `seen at the first read ${atFirstRead} of ${WRITE_ROUNDS} times, within 2 s ${delays.length} of ${WRITE_ROUNDS}; ` +
      `creation answered → list answer showing it: median ${ms(delays[Math.floor(delays.length / 2)])}, slowest ${ms(delays.at(-1))}; ` +
      `instance 1's own next read showed it ${ownAtOnce} of ${WRITE_ROUNDS}`,
    atFirstRead === WRITE_ROUNDS && ownAtOnce === WRITE_ROUNDS,
  );
}

/**
 * Two API instances on one PostgreSQL database (demo data, a database of their own, dropped after): the tool list
 * on each against a bare Fastify route with the same body, measured in the same run; a write through one read
 * through the other; and, for information, the list on one while the other creates tools (each write empties both
 * instances' caches).
 */
async function measureTwoInstancesOnPostgres(): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    report('Two API instances on PostgreSQL', 'not measured: set TEST_DATABASE_URL', null);
    return;
  }
  const name = `bench_instances_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const sites: Site[] = [];
  let bare: { url: string; child: ChildProcess } | undefined;
  try {
    console.log(`\nTwo API instances on PostgreSQL, demo data (load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}) ...`);
    const env = { DATABASE_URL: url.toString(), RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'warn' };
    // One after the other: the first start migrates and seeds the demo data.
    sites.push(await startSite({ env, pollMs: 10, cpus: SERVER_CPU }));
    sites.push(await startSite({ env, pollMs: 10, cpus: SERVER_CPU }));
    const [one, two] = sites as [Site, Site];
    const body = await (await fetch(`${one.url}${INSTANCES_LIST}`)).text();
    const answer = JSON.parse(body) as { count?: number; data?: unknown[] };
    if (!answer.data || answer.data.length === 0) throw new Error(`${INSTANCES_LIST} answered no data: ${body.slice(0, 200)}`);
    console.log(`  ${INSTANCES_LIST}: ${answer.count} matching, ${answer.data.length} in the page, ${kb(Buffer.byteLength(body))}`);
    bare = await startBareFastify(body);

    console.log(`  autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each (after 2 s of warm-up)`);
    const runs = [await load('instance 1: GET /api/aiTools (phase)', `${one.url}${INSTANCES_LIST}`), await load('instance 2: GET /api/aiTools (phase)', `${two.url}${INSTANCES_LIST}`)];
    const baseline = await load(`bare Fastify, the tool list's ${kb(Buffer.byteLength(body))} as a constant JSON body`, bare.url);
    for (const run of runs) {
      const ratio = run.requestsPerSecond / baseline.requestsPerSecond;
      report(
        `PostgreSQL, two instances: ${run.name}: throughput ≥ 0.5 × bare Fastify (same body size)`,
        `${ratio.toFixed(2)} × (${run.requestsPerSecond.toFixed(0)} / ${baseline.requestsPerSecond.toFixed(0)} req/s), p99 ${run.p99} ms${run.failures ? `, ${run.failures} failed` : ''}`,
        ratio >= 0.5 && run.failures === 0,
      );
    }

    const authorization = await adminAuthorization(url.toString());
    const providerId = (await one.api<{ data: { id: number }[] }>('providers')).data[0]!.id;
    await measureWriteSeenByOther(one, two, authorization, providerId);

    // Ten tools a second through instance 2 while instance 1's list is measured: every write makes both caches miss once.
    let created = 0;
    const writes = autocannon({
      url: two.url,
      connections: 2,
      overallRate: 10,
      duration: DURATION_S + 2,
      requests: [
        {
          method: 'POST',
          path: '/api/aiTools/create',
          setupRequest: (request) => ({
            ...request,
            headers: { authorization, 'content-type': 'application/json' },
            body: newToolBody(`Bench schrijver ${process.pid} ${created++}`, providerId),
          }),
        },
      ],
    });
    const busy = await load('instance 1: GET /api/aiTools (phase) while instance 2 creates 10 tools/s', `${one.url}${INSTANCES_LIST}`);
    const written = await writes;
    report(
      `PostgreSQL, two instances: ${busy.name} (information)`,
      `${(busy.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} × bare (${busy.requestsPerSecond.toFixed(0)} req/s), p99 ${busy.p99} ms; ${written['2xx']} tools created${busy.failures ? `; ${busy.failures} failed` : ''}`,
      busy.failures === 0 ? null : false,
    );
  } finally {
    bare?.child.kill('SIGTERM');
    for (const site of sites) await site.stop();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

if (flags.insights) {
  await measureInsightsAlone();
} else if (flags.instances) {
  pinLoadGeneratorToCpu1();
  await measureTwoInstancesOnPostgres();
} else {
  if (!flags.api) await measureFrontEnd();
  if (!flags['front-end']) {
    await measureApi();
    await measureWritesOnPostgres();
    await measureInsightsOnPostgres();
    await measureTwoInstancesOnPostgres();
  }
}

const failed = lines.filter((line) => line.pass === false);
console.log(`\nBudgets (ARCHITECTURE §6), ${new Date().toISOString()}, Node ${process.version}:`);
for (const line of lines) console.log(`${line.pass === null ? 'INFO' : line.pass ? 'PASS' : 'FAIL'}  ${line.budget}: ${line.figure}`);
console.log(failed.length === 0 ? 'All measured budgets pass.' : `${failed.length} budget(s) FAIL.`);
process.exitCode = failed.length === 0 ? 0 : 1;
