// Journey: a visitor on a phone (375 × 740): no page scrolls sideways.
import { expectAccessible } from '../support/accessibility.ts';
import type { Browser, Page } from 'playwright-core';
import type { AiTool } from 'shared/contracts';
import { launchBrowser, openPage, PHONE, screenshot, visit, type JourneyPage } from '../support/browser.ts';
import { startSite, type Site } from '../support/site.ts';
import { messages } from '../support/texts.ts';

let site: Site;
let browser: Browser;
let journey: JourneyPage;
let page: Page;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  journey = await openPage(browser, PHONE);
  page = journey.page;
});

afterAll(async () => {
  await journey?.close();
  await browser?.close();
  await site?.stop();
});

afterEach(async () => {
  expect(journey.pageErrors).toEqual([]);
  await expectAccessible(journey.page);
});

const scrollWidth = () => page.evaluate(() => document.scrollingElement!.scrollWidth);
const clientWidth = () => page.evaluate(() => document.scrollingElement!.clientWidth);

/** Elements that stick out to the right of the screen, for a useful failure message. */
const overflowing = () =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`),
  );

async function expectNoSidewaysScrolling(name: string): Promise<void> {
  await screenshot(page, name);
  const width = await scrollWidth();
  if (width > 375) throw new Error(`${name}: the page is ${width} px wide on a 375 px screen; sticking out: ${(await overflowing()).join(', ')}`);
  expect(await clientWidth()).toBe(375);
  expect(width).toBeLessThanOrEqual(375);
}

test('the home page fits a phone', async () => {
  await visit(page, site.url, '/');
  await page.getByRole('region', { name: messages.catalogue.search.resultsTitle }).getByRole('listitem').first().waitFor();
  await expectNoSidewaysScrolling('phone-home');
});

test('a tool detail page fits a phone', async () => {
  // The tool with the longest description, provider block and all.
  const tools = (await site.api<{ data: AiTool[] }>('aiTools?limit=-1')).data;
  const tool = [...tools].sort((a, b) => b.description.length - a.description.length)[0]!;
  await visit(page, site.url, `/AI-tool/${tool.id}`);
  await page.getByRole('heading', { level: 1, name: tool.name }).waitFor();
  await page.getByRole('region', { name: messages.catalogue.detail.reviews }).waitFor();
  await expectNoSidewaysScrolling('phone-tool-detail');
});

test('the forum fits a phone', async () => {
  await visit(page, site.url, '/forum');
  await page.getByRole('region', { name: messages.forum.list.questionsTitle }).getByRole('listitem').first().waitFor();
  await expectNoSidewaysScrolling('phone-forum');
});

test('the FAQ fits a phone', async () => {
  await visit(page, site.url, '/FAQ');
  const first = page.getByRole('heading', { level: 2 }).getByRole('button').first();
  await first.click();
  await expectNoSidewaysScrolling('phone-faq');
});

test('the phone menu folds the homepage and account links into MENU', async () => {
  await visit(page, site.url, '/forum');
  const menu = page.getByRole('navigation', { name: messages.shell.navbar.label }).getByRole('button', { name: messages.shell.navbar.menu });
  await menu.click();
  const panel = page.locator(`#${(await menu.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
  await panel.getByRole('link', { name: messages.shell.navbar.home, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: messages.catalogue.search.title }).waitFor();
  await expectNoSidewaysScrolling('phone-menu-home');
});
