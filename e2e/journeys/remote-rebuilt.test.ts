// Journey: the forum team changes `shared` (a new helper and a new text) and its own page, rebuilds and redeploys
// only the forum while the site runs. A reload shows the new forum page; the shell, built earlier, is not
// rebuilt, the server is not restarted, and the remotes that were not rebuilt keep working beside it
// (ARCHITECTURE §3's independence rule, decision 0009).
//
// How, without touching tracked files: the server runs with WEB_ROOT pointing at a staging folder in the
// git-ignored e2e/artifacts/. There the shell and the other remotes are links to their real builds, mf-forum is
// a copy of the forum's source whose dist starts as the real build, and the copy resolves `shared` to a copy of
// the kit (web/node_modules/shared is a link to it, as in the repository). The test changes the two copies and
// runs the forum's own build command (`npm run build`) in its copy, which writes its dist in place, exactly as a
// redeploy of that one remote to its static host would.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { APP_FOLDERS } from 'shared/contracts';
import { expectAccessible } from '../support/accessibility.ts';
import { launchBrowser, openPage, screenshot, visit, type JourneyPage } from '../support/browser.ts';
import { ARTIFACTS, REPOSITORY_ROOT, startSite, type Site } from '../support/site.ts';
import { messages, TOOL_PAGE_SIZE } from '../support/texts.ts';
import { expectCount } from '../support/wait.ts';

const stage = join(ARTIFACTS, 'rebuilt-remote');
const webRoot = join(stage, 'web');
const forumCopy = join(webRoot, 'mf-forum');
const sharedCopy = join(stage, 'shared');
const note = `Nieuw in het forum (${new Date().toISOString()})`;

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

function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output.join('') });
    });
  });
}

const withoutNodeModules = (from: string) => (source: string) => !relative(from, source).split('/').includes('node_modules');

beforeAll(async () => {
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(join(webRoot, 'node_modules'), { recursive: true });
  for (const app of APP_FOLDERS.filter((folder) => folder !== 'mf-forum')) {
    mkdirSync(join(webRoot, app));
    symlinkSync(join(REPOSITORY_ROOT, app, 'dist'), join(webRoot, app, 'dist'), 'dir');
  }
  // The forum's source and its current build, and the kit it builds with; the rest resolves from the repository.
  cpSync(join(REPOSITORY_ROOT, 'mf-forum'), forumCopy, { recursive: true, filter: withoutNodeModules(join(REPOSITORY_ROOT, 'mf-forum')) });
  cpSync(join(REPOSITORY_ROOT, 'shared'), sharedCopy, { recursive: true, filter: withoutNodeModules(join(REPOSITORY_ROOT, 'shared')) });
  symlinkSync(sharedCopy, join(webRoot, 'node_modules', 'shared'), 'dir');
  site = await startSite({ env: { WEB_ROOT: webRoot } });
  browser = await launchBrowser();
  journey = await openPage(browser);
  page = journey.page;
}, 60_000);

afterAll(async () => {
  await journey?.close();
  await browser?.close();
  await site?.stop();
  rmSync(stage, { recursive: true, force: true });
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name });

test('the forum, rebuilt alone with a changed shared, runs in the shell built before; the other remotes keep working', async () => {
  await visit(page, site.url, '/forum');
  await heading(messages.forum.list.title).waitFor();
  expect(await page.getByText(note).count()).toBe(0);
  const shellBefore = fingerprint(join(REPOSITORY_ROOT, 'shell', 'dist'));
  const catalogueBefore = fingerprint(join(REPOSITORY_ROOT, 'mf-catalogue', 'dist'));
  const manifestBefore = readFileSync(join(forumCopy, 'dist', 'mf-manifest.json'), 'utf8');
  const serverPid = site.process.pid;

  // The change to shared: a new helper and a new common text, both new exports the shell's build has never seen.
  writeFileSync(join(sharedCopy, 'src', 'format', 'with-mark.ts'), 'export function withMark(text: string): string {\n  return `✓ ${text}`;\n}\n');
  appendFileSync(join(sharedCopy, 'src', 'index.ts'), "export * from './format/with-mark.ts';\n");
  const common = join(sharedCopy, 'src', 'messages', 'common.ts');
  writeFileSync(common, readFileSync(common, 'utf8').replace('export const common = {', `export const common = {\n  forumNews: ${JSON.stringify(note)},`));
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
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = await run(npm, ['run', 'build', '--silent'], forumCopy, 240_000);
  if (build.code !== 0) throw new Error(`The forum build failed (${build.code}):\n${build.output}`);
  expect(readFileSync(join(forumCopy, 'dist', 'mf-manifest.json'), 'utf8')).not.toBe(manifestBefore);

  // A reload fetches /config.json, the shell and the forum's manifest again (all no-cache).
  const forumFiles: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/remotes/forum/') && response.ok()) forumFiles.push(path);
  });
  await page.reload();
  await page.getByRole('note').filter({ hasText: `✓ ${note}` }).waitFor();
  await heading(messages.forum.list.title).waitFor();
  expect(forumFiles).toContain('/remotes/forum/mf-manifest.json');
  await screenshot(page, 'remote-rebuilt-forum');

  // Beside it, the remotes that were not rebuilt: the catalogue's home and a tool, the forum's FAQ, a shell page.
  const cards = page.getByRole('region', { name: messages.catalogue.search.resultsTitle }).getByRole('listitem').getByRole('link');
  await page.getByRole('link', { name: messages.shell.header.homeLabel }).click();
  await heading(messages.catalogue.search.title).waitFor();
  await expectCount(cards, TOOL_PAGE_SIZE);
  await cards.first().click();
  await page.getByRole('heading', { name: messages.catalogue.detail.keywords, exact: true }).waitFor();
  await visit(page, site.url, '/FAQ');
  await heading(messages.forum.faq.title).waitFor();
  await visit(page, site.url, '/about');
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  // Same server process, never restarted; the shell's and the catalogue's files are byte for byte what they were.
  expect(site.process.pid).toBe(serverPid);
  expect(site.process.exitCode).toBeNull();
  expect(fingerprint(join(REPOSITORY_ROOT, 'shell', 'dist'))).toEqual(shellBefore);
  expect(fingerprint(join(REPOSITORY_ROOT, 'mf-catalogue', 'dist'))).toEqual(catalogueBefore);
  expect(journey.pageErrors).toEqual([]);
  await expectAccessible(page);
}, 300_000);
