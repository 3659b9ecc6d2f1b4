// Every route of the site through axe-core, as a visitor and as the first admin (who passes every guard): no
// serious or critical violation on any of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AiTool, ForumIssue, ListResponse } from 'shared/contracts';
import { expectAccessible } from '../support/accessibility.ts';
import { visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { logIn } from '../support/login.ts';
import { messages } from '../support/texts.ts';

const { site, page } = journeyPerTest();

const PUBLIC_ROUTES = ['/', '/about', '/disclaimer', '/FAQ', '/forum', '/unauthorized', '/bestaat-niet', '/AI-tool/999999'];
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
];

async function detailRoutes(): Promise<string[]> {
  const tools = await site.api<ListResponse<AiTool>>('aiTools?limit=1');
  const posts = await site.api<ListResponse<ForumIssue>>('issues/data?limit=1');
  return [`/AI-tool/${tools.data[0].id}`, `/forum/${posts.data[0].id}`];
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
});

test('every guarded route, as the first admin', async () => {
  const oneTimePassword = readFileSync(join(site.dataDir, 'first-admin-password.txt'), 'utf8').trim();
  await visit(page, site.url, '/');
  await logIn(page, 'admin@roadmap.local', oneTimePassword, 'Toegankelijk-2026');
  await page.getByRole('navigation', { name: messages.shell.navbar.label }).getByRole('button', { name: messages.common.logout }).waitFor();
  for (const path of GUARDED_ROUTES) {
    await settle(path);
    await expectAccessible(page, path);
  }
});
