// Journeys: a remote is rebuilt and redeployed alone while the site runs (ARCHITECTURE §3's independence rule,
// decision 0009). The forum team changes `shared` (a new helper and a new text) and its own page: a reload shows the
// new forum page, rendered on the server and in the browser. The catalogue team changes its tool card: the next page
// the server renders has the new card, and the browser hydrates it. A broken server build of the catalogue leaves its
// pages to the browser, which renders them as before. The shell, built earlier, is never rebuilt, the server never
// restarted, and the remotes that were not rebuilt keep working beside them.
//
// How, without touching tracked files: the server runs on a staged web root (support/staged-web-root.ts) where the
// forum and the catalogue are copies of their source, each rebuilt with its own build command in its copy.
import { createHash } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility.ts';
import { launchBrowser, openPage, screenshot, visit, type JourneyPage } from '../support/browser.ts';
import { hasPageData, pageWithoutJavaScript, rootOf, waitUntilHydrated, watchPage } from '../support/server-rendering.ts';
import { startSite, type Site } from '../support/site.ts';
import { BUILT_ROOT, stageWebRoot, type StagedWebRoot } from '../support/staged-web-root.ts';
import { REMOTE_MANIFESTS_ELEMENT_ID } from 'shared/contracts';
import { messages, TOOL_PAGE_SIZE } from '../support/texts.ts';
import { eventually, expectCount } from '../support/wait.ts';

const note = `Nieuw in het forum (${new Date().toISOString()})`;

let staged: StagedWebRoot;
let site: Site;
let browser: Browser;
let journey: JourneyPage;
let page: Page;

/** sha256 of every file under a folder, by relative path. */
function fingerprint(folder: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else result[relative(folder, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(folder);
  return result;
}

/** The document the server sends for a path, as a crawler or a browser without JavaScript gets it. */
async function documentOf(path: string): Promise<string> {
  const response = await fetch(`${site.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Replaces a text that must be in the file exactly once (else the journey no longer changes what it means to). */
function replaceOnce(file: string, search: string, replacement: string): void {
  const source = readFileSync(file, 'utf8');
  expect(source.split(search)).toHaveLength(2);
  writeFileSync(file, source.replace(search, replacement));
}

beforeAll(async () => {
  staged = stageWebRoot('rebuilt-remote', ['mf-forum', 'mf-catalogue']);
  // The journeys are about which build renders the page, not about a busy machine missing the render budget.
  site = await startSite({ env: { WEB_ROOT: staged.webRoot, SERVER_RENDER_BUDGET_MS: '2000' } });
  browser = await launchBrowser();
  journey = await openPage(browser);
  page = journey.page;
}, 60_000);

afterAll(async () => {
  await journey?.close();
  await browser?.close();
  await site?.stop();
  staged?.remove();
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const cards = () => page.getByRole('region', { name: messages.catalogue.search.resultsTitle }).getByRole('listitem').getByRole('link');

test('the forum, rebuilt alone with a changed shared, runs in the shell built before; the other remotes keep working', async () => {
  await visit(page, site.url, '/forum');
  await heading(messages.forum.list.title).waitFor();
  expect(await page.getByText(note).count()).toBe(0);
  const forumCopy = staged.copyOf('mf-forum');
  const shellBefore = fingerprint(join(BUILT_ROOT, 'shell', 'dist'));
  const catalogueBefore = fingerprint(join(staged.copyOf('mf-catalogue'), 'dist'));
  const manifestBefore = readFileSync(join(forumCopy, 'dist', 'mf-manifest.json'), 'utf8');
  const serverPid = site.process.pid;

  // The change to shared: a new helper and a new common text, both new exports the shell's build has never seen.
  writeFileSync(join(staged.sharedCopy, 'src', 'format', 'with-mark.ts'), 'export function withMark(text: string): string {\n  return `✓ ${text}`;\n}\n');
  appendFileSync(join(staged.sharedCopy, 'src', 'index.ts'), "export * from './format/with-mark.ts';\n");
  replaceOnce(join(staged.sharedCopy, 'src', 'messages', 'common.ts'), 'export const common = {', `export const common = {\n  forumNews: ${JSON.stringify(note)},`);
  // The forum's list page uses both.
  const pages = join(forumCopy, 'src', 'pages');
  const listPage = join(pages, 'forum-list-page.tsx');
  writeFileSync(join(pages, 'forum-list-page-before.tsx'), readFileSync(listPage, 'utf8'));
  writeFileSync(
    listPage,
    [
      "import { withMark } from 'shared';",
      "import { messages } from '../messages.ts';",
      "import ForumListPageBefore from './forum-list-page-before.tsx';",
      '',
      'export default function ForumListPage() {',
      '  return (',
      '    <>',
      "      <p role=\"note\" style={{ margin: 0, padding: '12px 24px', background: '#fff3bf', fontWeight: 600 }}>{withMark(messages.common.forumNews)}</p>",
      '      <ForumListPageBefore />',
      '    </>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );

  // The forum team's build command, in the forum's folder, while the server keeps running.
  await staged.rebuild('mf-forum');
  expect(readFileSync(join(forumCopy, 'dist', 'mf-manifest.json'), 'utf8')).not.toBe(manifestBefore);
  // The server renders the page with the new server build at once.
  expect(rootOf(await documentOf('/forum'))).toContain(`✓ ${note}`);

  // A reload brings the forum's new manifest inside the page, and loads the forum's entry again (no-cache).
  const forumFiles: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/remotes/forum/') && response.ok()) forumFiles.push(path);
  });
  const watch = await watchPage(page);
  await page.reload();
  await page.getByRole('note').filter({ hasText: `✓ ${note}` }).waitFor();
  await heading(messages.forum.list.title).waitFor();
  await waitUntilHydrated(page.getByRole('searchbox', { name: messages.forum.list.searchLabel }));
  const sentManifests = JSON.parse((await page.locator(`#${REMOTE_MANIFESTS_ELEMENT_ID}`).textContent())!);
  expect(sentManifests).toEqual({ '/remotes/forum/mf-manifest.json': JSON.parse(readFileSync(join(forumCopy, 'dist', 'mf-manifest.json'), 'utf8')) });
  expect(forumFiles).toContain('/remotes/forum/remoteEntry.js');
  expect(watch.hydrationProblems()).toEqual([]);
  expect((await watch.serverSentElements()).replaced).toEqual([]);
  await screenshot(page, 'remote-rebuilt-forum');

  // Beside it, the remotes that were not rebuilt: the catalogue's home and a tool, the forum's FAQ, a shell page.
  await page.getByRole('link', { name: messages.shell.header.homeLabel }).click();
  await heading(messages.catalogue.search.title).waitFor();
  await expectCount(cards(), TOOL_PAGE_SIZE);
  await cards().first().click();
  await page.getByRole('heading', { name: messages.catalogue.detail.keywords, exact: true }).waitFor();
  await visit(page, site.url, '/FAQ');
  await heading(messages.forum.faq.title).waitFor();
  await visit(page, site.url, '/about');
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  // Same server process, never restarted; the shell's and the catalogue's files are byte for byte what they were.
  expect(site.process.pid).toBe(serverPid);
  expect(site.process.exitCode).toBeNull();
  expect(fingerprint(join(BUILT_ROOT, 'shell', 'dist'))).toEqual(shellBefore);
  expect(fingerprint(join(staged.copyOf('mf-catalogue'), 'dist'))).toEqual(catalogueBefore);
  expect(journey.pageErrors).toEqual([]);
  await expectAccessible(page);
}, 300_000);

test('the catalogue, rebuilt alone with a changed tool card, is rendered with the new card at the next page and hydrates in the browser', async () => {
  const mark = `Vernieuwde kaart (${new Date().toISOString()})`;
  const serverPid = site.process.pid;
  const before = rootOf(await documentOf('/'));
  expect(before).toContain('data-testid="phase-band"');
  expect(before).not.toContain(mark);

  // A new line under the tool's kind and a new attribute on the card: markup only the new build has.
  const card = join(staged.copyOf('mf-catalogue'), 'src', 'tool-card', 'tool-card.tsx');
  replaceOnce(card, '<CardLink to={to}>', '<CardLink to={to} data-card-build="rebuilt">');
  replaceOnce(card, '<p>{tool.kind}</p>', `<p>{tool.kind}</p>\n            <p>{${JSON.stringify(mark)}}</p>`);
  await staged.rebuild('mf-catalogue');

  // Plain HTTP, as a crawler reads it: every card of the first page is the new one, from the same server process.
  const after = rootOf(await documentOf('/'));
  expect(after.match(/data-card-build="rebuilt"/g)).toHaveLength(TOOL_PAGE_SIZE);
  expect(after.split(mark)).toHaveLength(TOOL_PAGE_SIZE + 1);
  expect(site.process.pid).toBe(serverPid);

  // The browser loads the new browser build of the catalogue and takes over the new cards without a mismatch.
  const watch = await watchPage(page);
  await page.goto(`${site.url}/`);
  await waitUntilHydrated(page.getByRole('button', { name: messages.catalogue.search.loadMore, exact: true }));
  await page.waitForLoadState('networkidle');
  await expectCount(cards().getByText(mark, { exact: true }), TOOL_PAGE_SIZE);
  expect(watch.hydrationProblems()).toEqual([]);
  expect(watch.problems).toEqual([]);
  const { count, replaced } = await watch.serverSentElements();
  expect(count).toBeGreaterThan(20);
  expect(replaced).toEqual([]);
  await screenshot(page, 'remote-rebuilt-catalogue-card', false);
  await expectAccessible(page);
}, 300_000);

test('a broken server build of the catalogue leaves / to the browser, which shows the cards as before', async () => {
  const serverEntry = join(staged.copyOf('mf-catalogue'), 'dist', 'server', 'remoteEntry.js');
  writeFileSync(serverEntry, "throw new Error('A server build broken on purpose');\n");

  // The server sends the page empty, without page data, and says why in its log.
  const html = await documentOf('/');
  expect(rootOf(html)).toBe('');
  expect(hasPageData(html)).toBe(false);
  await eventually(
    async () => site.output(),
    (output) => output.includes('Page rendered in the browser: the server could not render it') && output.includes('A server build broken on purpose'),
    'the fallback in the log',
  );

  // Without JavaScript that is the empty page from before server rendering.
  const plain = await pageWithoutJavaScript(browser);
  try {
    expect((await plain.goto(`${site.url}/`))?.status()).toBe(200);
    expect(await plain.locator('#root').innerHTML()).toBe('');
  } finally {
    await plain.context().close();
  }

  // With JavaScript the browser renders the page: the cards, no error page.
  await visit(page, site.url, '/');
  await heading(messages.catalogue.search.title).waitFor();
  await expectCount(cards(), TOOL_PAGE_SIZE);
  expect(await page.getByText(messages.common.remoteUnavailable).count()).toBe(0);
  expect(journey.pageErrors).toEqual([]);
  await screenshot(page, 'remote-rebuilt-catalogue-server-build-broken', false);

  // A catalogue deployed without a server build at all is rendered in the browser too.
  rmSync(serverEntry);
  expect(rootOf(await documentOf('/'))).toBe('');
  await visit(page, site.url, '/');
  await expectCount(cards(), TOOL_PAGE_SIZE);
  expect(journey.pageErrors).toEqual([]);
}, 120_000);
