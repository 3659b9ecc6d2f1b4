// Journey: the catalogue team rebuilds and redeploys their remote alone while the site runs. A reload shows
// the new catalogue; the shell is not rebuilt and the server is not restarted (ARCHITECTURE §1, §3).
//
// How, without touching tracked files: the server runs with WEB_ROOT pointing at a staging folder in the
// git-ignored e2e/artifacts/. There the shell and the other remotes are links to their real builds, and
// mf-catalogue is a copy of the catalogue's source whose dist starts as the real build. The test changes the
// copy's home page and runs the catalogue's own build command (`npm run build`) in the copy, which writes its
// dist in place, exactly as a redeploy of that one remote to its static host would.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, visit, type JourneyPage } from '../support/browser.ts';
import { ARTIFACTS, REPOSITORY_ROOT, startSite, type Site } from '../support/site.ts';
import { APP_FOLDERS } from 'shared/contracts';
import { messages, TOOL_PAGE_SIZE } from '../support/texts.ts';
import { expectCount } from '../support/wait.ts';

const stage = join(ARTIFACTS, 'rebuilt-remote');
const webRoot = join(stage, 'web');
const catalogueCopy = join(webRoot, 'mf-catalogue');
const marker = `Nieuwe versie van de catalogus (${new Date().toISOString()})`;

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

beforeAll(async () => {
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(webRoot, { recursive: true });
  for (const app of APP_FOLDERS.filter((folder) => folder !== 'mf-catalogue')) {
    mkdirSync(join(webRoot, app));
    symlinkSync(join(REPOSITORY_ROOT, app, 'dist'), join(webRoot, app, 'dist'), 'dir');
  }
  // The catalogue's source and its current build; node_modules resolve from the repository above.
  cpSync(join(REPOSITORY_ROOT, 'mf-catalogue'), catalogueCopy, {
    recursive: true,
    filter: (source) => !relative(join(REPOSITORY_ROOT, 'mf-catalogue'), source).startsWith('node_modules'),
  });
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

test('rebuilding the catalogue alone changes the running site on reload', async () => {
  const cards = page.getByRole('region', { name: messages.catalogue.search.resultsTitle }).getByRole('listitem');
  await visit(page, site.url, '/');
  await page.getByRole('heading', { level: 1, name: messages.catalogue.search.title }).waitFor();
  await expectCount(cards, TOOL_PAGE_SIZE);
  expect(await page.getByText(marker).count()).toBe(0);
  const shellBefore = fingerprint(join(REPOSITORY_ROOT, 'shell', 'dist'));
  const manifestBefore = readFileSync(join(catalogueCopy, 'dist', 'mf-manifest.json'), 'utf8');
  const serverPid = site.process.pid;

  // The change: the exposed home page gets a notice above the page it always showed.
  const pages = join(catalogueCopy, 'src', 'pages');
  renameSync(join(pages, 'tool-search-page.tsx'), join(pages, 'tool-search-page-before.tsx'));
  writeFileSync(
    join(pages, 'tool-search-page.tsx'),
    [
      "import ToolSearchPageBefore from './tool-search-page-before.tsx';",
      '',
      'export default function ToolSearchPage() {',
      '  return (',
      '    <>',
      `      <p role="note" style={{ margin: 0, padding: '12px 24px', background: '#fff3bf', fontWeight: 600 }}>${JSON.stringify(marker).slice(1, -1)}</p>`,
      '      <ToolSearchPageBefore />',
      '    </>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );

  // The catalogue team's build command, in the catalogue's folder, while the server keeps running.
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = await run(npm, ['run', 'build', '--silent'], catalogueCopy, 240_000);
  if (build.code !== 0) throw new Error(`The catalogue build failed (${build.code}):\n${build.output}`);
  const manifestAfter = readFileSync(join(catalogueCopy, 'dist', 'mf-manifest.json'), 'utf8');
  expect(manifestAfter).not.toBe(manifestBefore);

  // A reload fetches /config.json, the shell and the catalogue's manifest again (all no-cache).
  const catalogueFiles: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/remotes/catalogue/') && response.ok()) catalogueFiles.push(path);
  });
  await page.reload();
  await page.getByRole('note').filter({ hasText: marker }).waitFor();
  await page.getByRole('heading', { level: 1, name: messages.catalogue.search.title }).waitFor();
  await expectCount(cards, TOOL_PAGE_SIZE);
  expect(catalogueFiles).toContain('/remotes/catalogue/mf-manifest.json');
  await screenshot(page, 'remote-rebuilt-home');

  // Same server process, never restarted; the shell's files are byte for byte what they were.
  expect(site.process.pid).toBe(serverPid);
  expect(site.process.exitCode).toBeNull();
  expect(site.process.signalCode).toBeNull();
  expect(fingerprint(join(REPOSITORY_ROOT, 'shell', 'dist'))).toEqual(shellBefore);
  expect(journey.pageErrors).toEqual([]);
}, 300_000);
