// Journey: a visitor opens a tool from the home page and reads its detail page (SPEC §2 "AI tool detail").
import type { AiTool, AiToolKeyword, Provider, Review } from 'shared/contracts';
import { screenshot, visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { capitalize, formatDateTime, messages } from '../support/texts.ts';
import { eventually, expectText } from '../support/wait.ts';

const text = messages.catalogue.detail;

const { site, page } = journeyPerTest();

test('a card opens the tool with its properties, its provider and the login prompt for reviews', async () => {
  await visit(page, site.url, '/');
  const firstCard = page.getByRole('region', { name: messages.catalogue.search.resultsTitle }).getByRole('listitem').getByRole('link').first();
  const name = ((await firstCard.getByRole('heading').textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await firstCard.click();

  await page.waitForURL(/\/AI-tool\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const tool = await site.api<AiTool>(`aiTools/${id}`);
  expect(tool.name).toBe(name);
  await page.getByRole('heading', { level: 1, name: tool.name }).waitFor();
  await page.getByText(tool.description, { exact: true }).waitFor();

  const keywords = await page.getByRole('region', { name: text.keywords });
  await keywords.getByRole('heading', { name: text.keywords, exact: true }).waitFor();
  const links = (await site.api<{ data: AiToolKeyword[] }>(`aiToolKeywords/aiTool/${id}`)).data;
  if (links.length === 0) {
    await keywords.getByText(text.noKeywords).waitFor();
  } else {
    const shown = (await keywords.getByRole('listitem').allTextContents()).map((item) => item.trim());
    expect(shown.sort()).toEqual(links.map((link) => capitalize(link.name ?? '')).sort());
  }

  const provider = await site.api<Provider>(`providers/${tool.provider_id}`);
  const contact = page.getByRole('region', { name: text.provider });
  await contact.getByText(provider.name, { exact: true }).waitFor();
  if (provider.email) await contact.getByRole('link', { name: provider.email }).waitFor();
  if (provider.logoUrl) await contact.getByRole('img', { name: text.providerLogo(provider.name) }).waitFor();

  const reviews = page.getByRole('region', { name: text.reviews });
  await reviews.getByText(text.loginForReview, { exact: true }).waitFor();
  await reviews.getByRole('button', { name: messages.common.login, exact: true }).waitFor();
  await page.getByText(text.disclaimer, { exact: true }).waitFor();
  await screenshot(page, 'tool-detail');
});

test('/ai-tool/{id} shows the reviews with their authors and times', async () => {
  const tools = (await site.api<{ data: AiTool[] }>('aiTools?limit=-1')).data;
  let reviewed: { tool: AiTool; reviews: Review[] } | undefined;
  for (const tool of tools) {
    const reviews = (await site.api<{ data: Review[] }>(`reviews/AI-tool/${tool.id}`)).data;
    if (reviews.length >= 2) {
      reviewed = { tool, reviews };
      break;
    }
  }
  expect(reviewed).toBeDefined();
  const { tool, reviews } = reviewed!;

  await visit(page, site.url, `/ai-tool/${tool.id}`);
  await page.getByRole('heading', { level: 1, name: tool.name }).waitFor();
  const section = page.getByRole('region', { name: text.reviews });
  const articles = section.getByRole('article');
  await eventually(() => articles.count(), (count) => count === reviews.length, `${reviews.length} reviews`);
  // Newest first, as the API answers them: name, stars and the time in Brussels time with 'u'.
  for (const [index, review] of reviews.entries()) {
    const article = articles.nth(index);
    await expectText(article.locator('header strong'), review.user_name);
    await expectText(article.locator('time'), formatDateTime(review.date));
    await article.getByRole('img', { name: text.stars(review.rating) }).waitFor();
    await article.getByText(review.content, { exact: true }).waitFor();
  }
  await section.getByText(text.loginForReview, { exact: true }).waitFor();
  await screenshot(page, 'tool-detail-reviews');
});

test('an unknown tool shows the missing-tool text with a way home', async () => {
  await visit(page, site.url, '/AI-tool/999999');
  await page.getByRole('heading', { level: 1, name: text.notFound('999999') }).waitFor();
  await screenshot(page, 'tool-detail-missing', false);
  await page.getByRole('main').getByRole('link', { name: messages.common.backHome }).click();
  await page.waitForURL(`${site.url}/`);
  await page.getByRole('heading', { level: 1, name: messages.catalogue.search.title }).waitFor();
});

test('a crawler reads a tool page from the HTML the server sends: its title, description, canonical address, Open Graph and structured data with the rating', async () => {
  const tools = (await site.api<{ data: AiTool[] }>('aiTools?limit=-1')).data;
  const rated = tools.find((tool) => tool.reviewCount > 0)!;
  expect(rated).toBeDefined();
  // What a crawler that runs no JavaScript gets: the response body itself, not the page's DOM.
  const response = await page.request.get(`${site.url}/AI-tool/${rated.id}`, { headers: { 'user-agent': 'Googlebot/2.1' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const title = `${rated.name} · AI-tools roadmap voor de eventsector`;
  const escaped = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  expect(html).toContain(`<title>${escaped(title)}</title>`);
  expect(html).toContain(`<meta property="og:title" content="${escaped(title)}">`);
  expect(html).toContain(`<link rel="canonical" href="${site.url}/AI-tool/${rated.id}">`);
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
  const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
  expect(data).toMatchObject({
    '@type': 'SoftwareApplication',
    name: rated.name,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rated.averageRating, reviewCount: rated.reviewCount },
  });

  // In the browser the tab keeps the tool's title, also after moving on inside the site.
  await visit(page, site.url, `/AI-tool/${rated.id}`);
  await page.getByRole('heading', { level: 1, name: rated.name }).waitFor();
  expect(await page.title()).toBe(title);
  await page.getByRole('link', { name: messages.shell.footer.forum, exact: true }).click();
  await page.waitForURL(`${site.url}/forum`);
  await eventually(() => page.title(), (value) => value.startsWith('Forum · '), 'the forum in the tab');
});
