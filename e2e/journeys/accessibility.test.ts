// Every route of the site through axe-core, as a visitor and as the first admin (who passes every guard): no
// serious or critical violation on any of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AiTool, ForumIssue, ListResponse } from 'shared/contracts';
import { expectAccessible, seriousViolations } from '../support/accessibility.ts';
import { visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { logIn } from '../support/login.ts';
import { messages } from '../support/texts.ts';

const { site, page } = journeyPerTest();

const PUBLIC_ROUTES = ['/', '/about', '/disclaimer', '/privacy', '/FAQ', '/forum', '/unauthorized', '/bestaat-niet', '/AI-tool/999999'];
const GUARDED_ROUTES = [
  '/account',
  '/account/edit',
  '/AI-tool/NoShowTool',
  '/AI-tool/add',
  '/AI-tool/manage',
  '/providers',
  '/provider/new',
  '/providers/submissions',
  '/users',
  '/keywords',
  '/settings',
  '/audit',
  '/reports',
  '/insights',
];

async function detailRoutes(): Promise<string[]> {
  const tools = await site.api<ListResponse<AiTool>>('aiTools?limit=2');
  const posts = await site.api<ListResponse<ForumIssue>>('issues/data?limit=1');
  return [`/AI-tool/${tools.data[0].id}`, `/forum/${posts.data[0].id}`, `/vergelijk?tools=${tools.data.map((tool) => tool.id).join(',')}`, '/?zoek=badges&sorteer=score'];
}

async function settle(path: string): Promise<void> {
  await visit(page, site.url, path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

test('every public route, as a visitor', async () => {
  for (const path of [...PUBLIC_ROUTES, ...(await detailRoutes())]) {
    await settle(path);
    await expectAccessible(page, path);
  }
  // A dozen pages through axe-core, the long privacy statement among them: more than a minute on two busy cores.
}, 120_000);

test('the check finds what breaks a page for a screen reader or a weak eye, inside a frame of the site too', async () => {
  await settle('/about');
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.innerHTML = '<img src="/favicon.svg"><p style="color:#ddd;background:#fff">Lichtgrijs op wit</p>';
    const frame = document.createElement('iframe');
    frame.title = 'Proef';
    frame.srcdoc = '<!doctype html><html lang="nl"><title>Proef</title><main><button></button></main></html>';
    box.append(frame);
    document.querySelector('main')!.append(box);
    return new Promise<void>((resolve) => frame.addEventListener('load', () => resolve()));
  });
  const found = (await seriousViolations(page)).map((line) => line.split(':')[0]);
  expect(found).toEqual(expect.arrayContaining(['critical image-alt', 'serious color-contrast', 'critical button-name']));
  // The page as the site makes it again, for the check after the test.
  await page.evaluate(() => document.querySelector('main')!.lastElementChild!.remove());
});

async function logInAsAdmin(first: boolean): Promise<void> {
  const password = first ? readFileSync(join(site.dataDir, 'first-admin-password.txt'), 'utf8').trim() : 'Toegankelijk-2026';
  await visit(page, site.url, '/');
  await logIn(page, 'admin@roadmap.local', password, first ? 'Toegankelijk-2026' : undefined);
}

test('every guarded route, as the first admin', async () => {
  await logInAsAdmin(true);
  await page.getByRole('navigation', { name: messages.shell.navbar.label }).getByRole('button', { name: messages.common.logout }).waitFor();
  for (const path of GUARDED_ROUTES) {
    await settle(path);
    await expectAccessible(page, path);
  }
}, 120_000);

test("the community's forms and dialogs, opened with the keyboard, as the first admin", async () => {
  await logInAsAdmin(false);
  await page.getByRole('navigation', { name: messages.shell.navbar.label }).getByRole('button', { name: messages.common.logout }).waitFor();
  const [toolPath, postPath] = await detailRoutes();
  /** Opens a dialog by its button with Enter, checks it, and closes it with Escape. */
  const dialogAt = async (path: string, button: string | RegExp, dialog: string) => {
    await settle(path);
    await page.getByRole('button', { name: button }).first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: dialog }).waitFor();
    await expectAccessible(page, `${path} (${dialog})`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  };

  // The review form with its stars, and the report dialog of a review.
  await settle(toolPath);
  await page.getByRole('form', { name: messages.catalogue.reviews.formTitle }).waitFor();
  await expectAccessible(page, `${toolPath} (review form)`);
  await dialogAt(postPath, new RegExp(`^${messages.community.report.button}`), messages.community.report.title);
  await dialogAt('/forum', messages.forum.list.create, messages.forum.list.createTitle);
  await dialogAt('/FAQ', messages.forum.faq.add, messages.forum.faq.titles.create);
  await dialogAt('/settings', messages.admin.settings.add, messages.admin.settings.dialogTitle);
});
