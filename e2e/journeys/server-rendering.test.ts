// Journeys: the public pages arrive rendered from the site's server (docs/server-rendering.md). Without JavaScript a
// visitor (or a crawler) reads the tools, a tool with its reviews, the forum and the FAQ; with JavaScript the browser
// takes over the page the server sent (hydrates it) without an error, without asking the API again for what came with
// the page, and the page then works as before. A page the server cannot render in time reaches the browser as before.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { AiTool, AiToolKeyword, Faq, ForumIssue, Provider, Review } from 'shared/contracts';
import { openPage, screenshot, visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { hasPageData, pageWithoutJavaScript, rootOf, waitUntilHydrated, watchPage, type PageWatch } from '../support/server-rendering.ts';
import { startSite } from '../support/site.ts';
import { BUILT_ROOT } from '../support/staged-web-root.ts';
import { capitalize, EVENT_PHASES, FORUM_PAGE_SIZE, messages, TOOL_PAGE_SIZE } from '../support/texts.ts';
import { eventually, expectCount, expectText } from '../support/wait.ts';

const catalogue = messages.catalogue;
const forum = messages.forum;
const phaseLabel = (value: string) => EVENT_PHASES.find((phase) => phase.value === value)!.label;
const ratingLabel = (tool: AiTool) =>
  tool.averageRating === null || tool.reviewCount === 0
    ? catalogue.reviews.noRatings
    : catalogue.reviews.averageLabel(new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(tool.averageRating), tool.reviewCount);

// A loaded CI machine must not miss the default budget: these journeys are about the rendered page, not the budget.
const { site, page } = journeyPerTest(() => ({ env: { SERVER_RENDER_BUDGET_MS: '2000' } }));

interface ReviewedTool {
  tool: AiTool;
  reviews: Review[];
  keywords: AiToolKeyword[];
  provider: Provider;
}

let firstTools: { data: AiTool[]; count: number };
let reviewed: ReviewedTool;

beforeAll(async () => {
  firstTools = await site.api(`aiTools?limit=${TOOL_PAGE_SIZE}&offset=0`);
  // A tool with reviews and keywords, so each part of its page has something to show.
  for (const tool of (await site.api<{ data: AiTool[] }>('aiTools?limit=-1')).data) {
    const reviews = (await site.api<{ data: Review[] }>(`reviews/AI-tool/${tool.id}`)).data;
    const keywords = (await site.api<{ data: AiToolKeyword[] }>(`aiToolKeywords/aiTool/${tool.id}`)).data;
    if (reviews.length >= 2 && keywords.length >= 2) {
      reviewed = { tool, reviews, keywords, provider: await site.api<Provider>(`providers/${tool.provider_id}`) };
      break;
    }
  }
  expect(reviewed).toBeDefined();
});

/** Opens a path with JavaScript off, hands the page over, and closes its context. */
async function withoutJavaScript(path: string, read: (plain: Page) => Promise<void>): Promise<void> {
  const plain = await pageWithoutJavaScript(page.context().browser()!);
  try {
    const response = await plain.goto(`${site.url}${path}`);
    expect(response?.status()).toBe(200);
    await read(plain);
  } finally {
    await plain.context().close();
  }
}

const toolCards = (on: Page) => on.getByRole('region', { name: catalogue.search.resultsTitle }).getByRole('listitem').getByRole('link');

describe('without JavaScript', () => {
  test('/ shows the first tool cards, each with its name, logo, phase, price and rating', async () => {
    expect(firstTools.data).toHaveLength(TOOL_PAGE_SIZE);
    await withoutJavaScript('/', async (plain) => {
      await plain.getByRole('heading', { level: 1, name: catalogue.search.title }).waitFor();
      await expectText(plain.getByRole('region', { name: catalogue.search.resultsTitle }).getByRole('status'), catalogue.search.count(firstTools.count));
      await expectCount(toolCards(plain), TOOL_PAGE_SIZE);
      for (const [index, tool] of firstTools.data.entries()) {
        const card = toolCards(plain).nth(index);
        expect(await card.getAttribute('href')).toBe(`/AI-tool/${tool.id}`);
        await expectText(card.getByRole('heading'), tool.name);
        await card.getByText(tool.kind, { exact: true }).waitFor();
        await expectText(card.getByTestId('phase-band'), phaseLabel(tool.eventprocess));
        await card.getByText(tool.price, { exact: false }).first().waitFor();
        expect(await card.getByTestId('rating-summary').textContent()).toContain(ratingLabel(tool));
        if (tool.providerLogoUrl) {
          const logo = card.locator(`img[src="${tool.providerLogoUrl}"]`);
          // No script loads it: the browser does, from the HTML.
          await eventually(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), Boolean, `${tool.name}'s logo loaded`);
        }
      }
      await screenshot(plain, 'server-rendered-home-without-javascript');
    });
  });

  test('a tool page shows the name, the description, the keywords, the provider and the reviews', async () => {
    const { tool, reviews, keywords, provider } = reviewed;
    await withoutJavaScript(`/AI-tool/${tool.id}`, async (plain) => {
      await plain.getByRole('heading', { level: 1, name: tool.name }).waitFor();
      await plain.getByText(tool.description, { exact: true }).waitFor();
      const shownKeywords = (await plain.getByRole('region', { name: catalogue.detail.keywords }).getByRole('listitem').allTextContents()).map((item) => item.trim());
      expect(shownKeywords.sort()).toEqual(keywords.map((link) => capitalize(link.name ?? '')).sort());
      await plain.getByRole('region', { name: catalogue.detail.provider }).getByText(provider.name, { exact: true }).waitFor();
      const articles = plain.getByRole('region', { name: catalogue.detail.reviews }).getByRole('article');
      await expectCount(articles, reviews.length);
      for (const [index, review] of reviews.entries()) {
        await expectText(articles.nth(index).locator('header strong'), review.user_name);
        await articles.nth(index).getByText(review.content, { exact: true }).waitFor();
      }
      await screenshot(plain, 'server-rendered-tool-without-javascript');
    });
  });

  test('/forum shows the newest questions and /FAQ the questions', async () => {
    const issues = (await site.api<{ data: ForumIssue[]; count: number }>(`issues/data?limit=${FORUM_PAGE_SIZE}&offset=0`)).data;
    expect(issues.length).toBeGreaterThan(0);
    await withoutJavaScript('/forum', async (plain) => {
      await plain.getByRole('heading', { level: 1, name: forum.list.title }).waitFor();
      const subjects = plain.getByRole('region', { name: forum.list.questionsTitle }).getByRole('listitem').getByRole('heading');
      await expectCount(subjects, issues.length);
      expect((await subjects.allTextContents()).map((subject) => subject.trim())).toEqual(issues.map((issue) => issue.subject));
      await screenshot(plain, 'server-rendered-forum-without-javascript');
    });

    const faqs = (await site.api<{ data: Faq[] }>('faqs')).data;
    expect(faqs.length).toBeGreaterThan(0);
    await withoutJavaScript('/FAQ', async (plain) => {
      await plain.getByRole('heading', { level: 1, name: forum.faq.title }).waitFor();
      await expectCount(plain.getByRole('main').getByRole('listitem'), faqs.length);
      for (const faq of faqs) await plain.getByRole('heading', { level: 2, name: faq.question }).waitFor();
    });
  });
});

describe('with JavaScript', () => {
  const loadMore = () => page.getByRole('region', { name: catalogue.search.resultsTitle }).getByRole('button', { name: catalogue.search.loadMore, exact: true });
  /** The shell's own first requests, which come with every server-rendered page. */
  const shellData = ['/api/siteContent', '/api/roadmapSettings', '/api/health/ping'];

  /**
   * Opens a path (null: reloads the page), watched, and waits until React has taken over `ready` and the page has
   * nothing more to load.
   */
  async function openHydrated(path: string | null, ready: () => Locator): Promise<PageWatch> {
    const watch = await watchPage(page);
    if (path === null) await page.reload();
    else await page.goto(`${site.url}${path}`);
    await waitUntilHydrated(ready());
    await page.waitForLoadState('networkidle');
    return watch;
  }

  /**
   * What a visitor would notice of a page that was not hydrated cleanly; the data it asked again; and its remote's
   * manifest, which comes inside the page: the page's code runs without a round trip for it.
   */
  async function expectCleanHydration(watch: PageWatch, dataSent: readonly string[]): Promise<void> {
    expect(watch.hydrationProblems()).toEqual([]);
    expect(watch.manifestRequests).toEqual([]);
    expect(watch.problems).toEqual([]);
    const { count, replaced } = await watch.serverSentElements();
    expect(count).toBeGreaterThan(20);
    expect(replaced).toEqual([]);
    expect(watch.apiRequests.filter((request) => dataSent.some((path) => request.startsWith(path)))).toEqual([]);
  }

  test('/ hydrates without a second request for its tools, then loads more on a click', async () => {
    const watch = await openHydrated('/', loadMore);
    await expectCleanHydration(watch, ['/api/aiTools?', ...shellData]);
    expect(await toolCards(page).getByRole('heading').allTextContents()).toEqual(firstTools.data.map((tool) => tool.name));

    // Interactive: the button asks the API for the next tools and the list grows.
    await loadMore().click();
    await expectCount(toolCards(page), Math.min(2 * TOOL_PAGE_SIZE, firstTools.count));
    expect(watch.apiRequests.filter((request) => request.startsWith('/api/aiTools?'))).toHaveLength(1);
    expect(watch.problems).toEqual([]);
    await screenshot(page, 'server-rendered-home-hydrated', false);

    // Another remote's page, opened in the browser: its manifest did not come with this page, so it is fetched.
    await page.getByRole('contentinfo', { name: messages.shell.footer.label }).getByRole('link', { name: messages.shell.footer.forum, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: forum.list.title }).waitFor();
    expect(watch.manifestRequests).toEqual(['/remotes/forum/mf-manifest.json']);
    expect(watch.problems).toEqual([]);
  });

  test('a tool page hydrates without asking again for the tool, its reviews, keywords and provider; a link then opens a page in the browser', async () => {
    const { tool, reviews, provider } = reviewed;
    const homeLink = () => page.getByRole('link', { name: messages.shell.header.homeLabel });
    const watch = await openHydrated(`/AI-tool/${tool.id}`, homeLink);
    await expectCleanHydration(watch, [
      `/api/aiTools/${tool.id}`,
      `/api/reviews/AI-tool/${tool.id}`,
      `/api/aiToolKeywords/aiTool/${tool.id}`,
      `/api/providers/${provider.id}`,
      ...shellData,
    ]);
    await expectCount(page.getByRole('region', { name: catalogue.detail.reviews }).getByRole('article'), reviews.length);

    // The header's link moves inside the app (no new document); the home page's tools come from the API now.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await homeLink().click();
    await page.waitForURL(`${site.url}/`);
    await expectCount(toolCards(page), TOOL_PAGE_SIZE);
    expect(documents).toEqual([]);
    expect(watch.apiRequests.some((request) => request.startsWith('/api/aiTools?'))).toBe(true);
    expect(watch.problems).toEqual([]);
  });

  test('/forum hydrates without a second request for its questions, then searches what the visitor types', async () => {
    const searchBox = () => page.getByRole('searchbox', { name: forum.list.searchLabel });
    const watch = await openHydrated('/forum', searchBox);
    await expectCleanHydration(watch, ['/api/issues/data', ...shellData]);

    const issues = (await site.api<{ data: ForumIssue[] }>(`issues/data?limit=1&offset=0`)).data;
    const term = issues[0]!.subject.split(/[^\p{L}]+/u).find((word) => word.length >= 5)!;
    await searchBox().fill(term);
    await eventually(
      async () => watch.apiRequests.filter((request) => request.startsWith('/api/issues/data?') && new URL(request, site.url).searchParams.get('filter') === term),
      (searches) => searches.length === 1,
      `a search for "${term}"`,
    );
    await page.waitForURL((url) => url.searchParams.get('zoek') === term);
    await page.getByRole('region', { name: forum.list.questionsTitle }).getByRole('link', { name: issues[0]!.subject }).waitFor();
    expect(watch.problems).toEqual([]);
  });

  // A reload brings back what the browser kept of the page: its history entry, and how far its list was read.
  test('a reload of / reached through a link hydrates the page the server sent', async () => {
    await page.goto(`${site.url}/about`);
    const homeLink = page.getByRole('link', { name: messages.shell.header.homeLabel });
    await waitUntilHydrated(homeLink);
    await homeLink.click();
    await page.waitForURL(`${site.url}/`);
    await expectCount(toolCards(page), TOOL_PAGE_SIZE);

    const watch = await openHydrated(null, loadMore);
    await expectCleanHydration(watch, ['/api/aiTools?', ...shellData]);
    await expectCount(toolCards(page), TOOL_PAGE_SIZE);
  });

  test('a reload of / after loading more hydrates the page the server sent and shows as many tools as before', async () => {
    await page.goto(`${site.url}/`);
    await waitUntilHydrated(loadMore());
    await loadMore().click();
    const shown = Math.min(2 * TOOL_PAGE_SIZE, firstTools.count);
    await expectCount(toolCards(page), shown);

    const watch = await openHydrated(null, loadMore);
    expect(watch.hydrationProblems()).toEqual([]);
    expect(watch.problems).toEqual([]);
    expect((await watch.serverSentElements()).replaced).toEqual([]);
    await expectCount(toolCards(page), shown);
  });
});

/**
 * The forum's build on a host of its own that answers the site's server late (after `delayMs`) and a browser at
 * once: a remote whose host is slow to answer while pages are rendered.
 */
async function slowForumHost(delayMs: number): Promise<{ manifestUrl: string; close(): Promise<void> }> {
  const root = join(BUILT_ROOT, 'mf-forum', 'dist');
  const types: Record<string, string> = { '.json': 'application/json', '.js': 'text/javascript', '.css': 'text/css' };
  const host = createServer((request, response) => {
    const file = join(root, normalize(new URL(request.url ?? '/', 'http://host').pathname));
    const answer = () => {
      if (!file.startsWith(`${root}/`) || !existsSync(file)) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
      response.end(readFileSync(file));
    };
    // Node's fetch says 'node'; a browser says it is Mozilla.
    if (request.headers['user-agent']?.includes('Mozilla')) answer();
    else setTimeout(answer, delayMs).unref();
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const { port } = host.address() as AddressInfo;
  return {
    manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json`,
    close: () =>
      new Promise((resolve) => {
        host.close(() => resolve());
        host.closeAllConnections();
      }),
  };
}

test('a page the server cannot render within its budget is sent empty and rendered in the browser', async () => {
  // Later than the site's server waits for a remote's host (10 s): however the requests fall, the FAQ's render always
  // waits for the forum's manifest, past its budget.
  const forumHost = await slowForumHost(15_000);
  const slow = await startSite({ env: { SERVER_RENDER_BUDGET_MS: '150', REMOTE_FORUM_URL: forumHost.manifestUrl } });
  const browserPage = await openPage(page.context().browser()!);
  try {
    const faqs = (await slow.api<{ data: Faq[] }>('faqs')).data;
    const asked = performance.now();
    const response = await fetch(`${slow.url}/FAQ`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The visitor does not wait for the forum's host (a loaded machine adds a little to the budget, not seconds).
    expect(performance.now() - asked).toBeLessThan(5_000);
    expect(rootOf(html)).toBe('');
    expect(hasPageData(html)).toBe(false);
    await eventually(async () => slow.output(), (output) => output.includes('Page rendered in the browser: the server could not render it'), 'the fallback logged');
    expect(slow.output()).toContain('took longer than 150 ms');

    // The browser renders it as it did before pages were rendered on the server.
    await visit(browserPage.page, slow.url, '/FAQ');
    for (const faq of faqs) await browserPage.page.getByRole('button', { name: faq.question }).waitFor();
    expect(browserPage.pageErrors).toEqual([]);
  } finally {
    await browserPage.close();
    await slow.stop();
    await forumHost.close();
  }
});
