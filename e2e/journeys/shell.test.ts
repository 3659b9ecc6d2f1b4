// Journeys through what the shell owns (SPEC §2 "Other screens", route table): the navbar by keyboard with
// the navlinks from the database, about, disclaimer, not-found, the admin guard and the footer rule.
import type { Locator } from 'playwright-core';
import type { AiTool, ListResponse, RoadmapSetting } from 'shared/contracts';
import { screenshot, visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { messages, SITE_DESCRIPTION } from '../support/texts.ts';
import { eventually } from '../support/wait.ts';

const nav = messages.shell.navbar;

let navlinks: RoadmapSetting[];
const { site, page } = journeyPerTest();

beforeAll(async () => {
  navlinks = (await site.api<{ data: RoadmapSetting[] }>('roadmapSettings?limit=-1&offset=-1&type=navlink')).data;
});

const navbar = () => page.getByRole('navigation', { name: nav.label });
const footer = () => page.getByRole('contentinfo', { name: messages.shell.footer.label });
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const focusedText = () => page.evaluate(() => (document.activeElement?.textContent ?? '').trim());

/** Presses Tab (at most `limit` times) until the element has the focus. */
async function tabTo(locator: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await hasFocus(locator)) return;
    await page.keyboard.press('Tab');
  }
  if (!(await hasFocus(locator))) throw new Error(`Tab never reached the element; focus is on "${await focusedText()}"`);
}

test('the navbar menus open, move and close with the keyboard and carry the navlinks from the database', async () => {
  expect(navlinks.length).toBeGreaterThan(0);
  await visit(page, site.url, '/');
  await page.getByRole('heading', { level: 1, name: messages.catalogue.search.title }).waitFor();

  const menu = navbar().getByRole('button', { name: nav.menu });
  await page.locator('body').focus();
  await tabTo(menu);
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  await page.keyboard.press('Enter');
  await eventually(() => menu.getAttribute('aria-expanded'), (value) => value === 'true', 'an open MENU');
  // Focus moves into the menu: the first link a desktop shows is the forum.
  await eventually(focusedText, (value) => value === nav.forum, 'focus on the forum link');
  await page.keyboard.press('ArrowDown');
  await eventually(focusedText, (value) => value === nav.noShow, 'focus on the No Show Tool');
  await page.keyboard.press('ArrowDown');
  await eventually(focusedText, (value) => value.startsWith(navlinks[0]!.name), 'focus on the first navlink');
  const panel = page.locator(`#${(await menu.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
  for (const link of navlinks) {
    const anchor = panel.getByRole('link', { name: link.name });
    expect(await anchor.getAttribute('href')).toBe(/^www\./i.test(link.url) ? `http://${link.url}` : link.url);
    expect(await anchor.getAttribute('target')).toBe('_blank');
  }
  await screenshot(page, 'shell-menu-open', false);
  await page.keyboard.press('Escape');
  await eventually(() => menu.getAttribute('aria-expanded'), (value) => value === 'false', 'a closed MENU');
  expect(await hasFocus(menu)).toBe(true);

  const insights = navbar().getByRole('button', { name: nav.insights });
  await tabTo(insights);
  await page.keyboard.press('Enter');
  await eventually(() => insights.getAttribute('aria-expanded'), (value) => value === 'true', 'an open INZICHTEN');
  await eventually(focusedText, (value) => value.startsWith(navlinks[0]!.name), 'focus on the first navlink');
  for (let presses = 0; presses < navlinks.length + 5 && (await focusedText()) !== nav.about; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await focusedText()).toBe(nav.about);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.url}/about`);
  await page.getByRole('heading', { level: 1, name: messages.shell.about.title(messages.shell.projectName) }).waitFor();
  await eventually(() => insights.getAttribute('aria-expanded'), (value) => value === 'false', 'INZICHTEN closed after following a link');
  await page.getByText(SITE_DESCRIPTION, { exact: true }).waitFor();
  await screenshot(page, 'shell-about');
});

test('the footer leads to the disclaimer', async () => {
  await visit(page, site.url, '/');
  await footer().getByRole('link', { name: messages.shell.footer.disclaimer, exact: true }).click();
  await page.waitForURL(`${site.url}/disclaimer`);
  await page.getByRole('heading', { level: 1, name: messages.shell.disclaimer.title }).waitFor();
  for (const point of messages.shell.disclaimer.points) await page.getByText(point, { exact: true }).waitFor();
  await screenshot(page, 'shell-disclaimer');
});

test('an unknown address shows the not-found page inside the layout', async () => {
  await visit(page, site.url, '/deze-pagina-bestaat-niet');
  await page.getByRole('heading', { level: 1, name: messages.shell.notFound.title }).waitFor();
  await page.getByText(messages.shell.notFound.text, { exact: true }).waitFor();
  await navbar().waitFor();
  await footer().waitFor();
  await screenshot(page, 'shell-not-found', false);
  await page.getByRole('main').getByRole('link', { name: messages.common.backHome }).click();
  await page.getByRole('heading', { level: 1, name: messages.catalogue.search.title }).waitFor();
});

test('an admin page sends a visitor to /unauthorized before any admin code loads', async () => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/admin/')) adminRequests.push(request.url());
  });
  await visit(page, site.url, '/users');
  await page.waitForURL(`${site.url}/unauthorized`);
  await page.getByRole('heading', { level: 1, name: messages.shell.unauthorized.title }).waitFor();
  await page.getByRole('main').getByRole('button', { name: messages.common.login, exact: true }).waitFor();
  await page.getByRole('main').getByRole('link', { name: messages.shell.unauthorized.backToMain }).waitFor();
  expect(adminRequests).toEqual([]);
  await screenshot(page, 'shell-unauthorized', false);
});

/** Records, from the page's first byte on, whether the page spinner of a remote's page ever showed. */
async function watchPageSpinner(): Promise<() => Promise<boolean>> {
  await page.addInitScript((label) => {
    const seen = () => document.querySelector(`[role="status"][aria-label="${label}"]`) !== null;
    new MutationObserver(() => {
      if (seen()) (window as { pageSpinnerShown?: boolean }).pageSpinnerShown = true;
    }).observe(document, { subtree: true, childList: true });
  }, messages.shell.pageLoading);
  return () => page.evaluate(() => (window as { pageSpinnerShown?: boolean }).pageSpinnerShown === true);
}

const compareAddress = async () =>
  `/vergelijk?tools=${(await site.api<ListResponse<AiTool>>('aiTools?limit=2')).data.map((tool) => tool.id).join(',')}`;

test("a page the server does not render shows at the first render, without its remote's spinner in between", async () => {
  // Behind a spinner, React holds the page back until 300 ms after the spinner appeared.
  const spinnerShown = await watchPageSpinner();
  await visit(page, site.url, await compareAddress());
  await page.getByRole('heading', { level: 1, name: messages.catalogue.compare.title }).waitFor();
  expect(await spinnerShown()).toBe(false);
});

test('a page whose remote is slow shows the layout and the spinner first, then the page', async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/catalogue/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${site.url}${await compareAddress()}`);
  await navbar().waitFor();
  await page.getByRole('status', { name: messages.shell.pageLoading }).waitFor();
  release();
  await page.getByRole('heading', { level: 1, name: messages.catalogue.compare.title }).waitFor();
});

test("hovering a link loads its page's code, so the page opens without its spinner; a page the guard keeps shut loads nothing", async () => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/')) remoteRequests.push(pathname);
  });
  const spinnerShown = await watchPageSpinner();
  await visit(page, site.url, '/');
  // A link to an admin page, hovered by a visitor: the admin remote is not asked for anything.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/users';
    link.textContent = 'Gebruikers';
    document.querySelector('main')!.prepend(link);
  });
  await page.getByRole('link', { name: 'Gebruikers', exact: true }).hover();
  const forumLink = footer().getByRole('link', { name: messages.shell.footer.forum, exact: true });
  await forumLink.hover();
  await eventually(
    async () => remoteRequests.filter((path) => path.startsWith('/remotes/forum/js/__federation_expose_forum_list_page')),
    (chunks) => chunks.length === 1,
    "the forum list's code, asked for on hover",
  );
  await forumLink.click();
  await page.getByRole('heading', { level: 1, name: messages.forum.list.title }).waitFor();
  expect(await spinnerShown()).toBe(false);
  expect(remoteRequests.filter((path) => path.startsWith('/remotes/admin/'))).toEqual([]);
});

test('the footer shows on the site but not on /login', async () => {
  await visit(page, site.url, '/');
  await footer().waitFor();
  await visit(page, site.url, '/login');
  await navbar().waitFor();
  await page.getByRole('main').waitFor();
  expect(await footer().count()).toBe(0);
  await visit(page, site.url, '/FAQ');
  await footer().waitFor();
});
