// Journey of the ratings people can trust (decision 0014, its amendment on which reviews count): the stars' default
// says 'Je geeft 1 ster' before anything is posted; a user reviews a tool, reviews it again after SPEC's 30-minute
// cool-down, and the average and count take only the latest, the earlier one marked 'Eerdere review'; the user who
// manages the tool's company reviews it and the review reads 'Van de provider' without moving the average. The
// cool-down is passed by dating the first review 31 minutes back in the site's database, and the company's manager
// is linked there directly too, to keep this journey about ratings (providers.test.ts goes through the screens).
import type { AiTool, ListResponse } from 'shared/contracts';
import type { Page } from 'playwright-core';
import { openDatabase, type OpenedDatabase } from '../../api/src/db/connect.ts';
import { screenshot, visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, logOut, popupMessage, type Person } from '../support/login.ts';
import { messages, TOOL_PAGE_SIZE } from '../support/texts.ts';
import { expectText } from '../support/wait.ts';

const text = messages.catalogue.reviews;
const reviewer: Person = { email: 'hanne.wouters@eventbureau.be', password: 'Opnieuw-2026', firstname: 'Hanne', lastname: 'Wouters' };
const manager: Person = { email: 'bram.desmet@aanbieder.be', password: 'Eigen-2026', firstname: 'Bram', lastname: 'Desmet' };

const { site, page } = journeyPerTest();
let database: OpenedDatabase;

beforeAll(async () => {
  database = await openDatabase({ dataDir: site.dataDir });
});
afterAll(async () => {
  await database?.close();
});

/** The summary as the screen words it for a screen reader, from the API's figures. */
function summaryOf(tool: Pick<AiTool, 'averageRating' | 'reviewCount'>): string {
  if (tool.averageRating === null) return text.noRatings;
  const average = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(tool.averageRating);
  return text.averageLabel(average, tool.reviewCount);
}

/** Writes a review through the form: the stars by keyboard from the default of 1, then the text. */
async function postReview(current: Page, stars: number, content: string): Promise<void> {
  const form = current.getByRole('form', { name: text.formTitle });
  await form.getByRole('radio', { name: text.star(1) }).focus();
  for (let step = 1; step < stars; step += 1) await current.keyboard.press('ArrowRight');
  await expectText(form.getByTestId('rating-choice'), text.chosen(stars));
  await form.getByLabel(text.content).fill(content);
  await form.getByRole('button', { name: text.submit, exact: true }).click();
  await popupMessage(current, text.posted).waitFor();
}

test("a repeat review counts once with the latest, the company's own review is marked and left out, the default star is said", async () => {
  // Of the home page's first cards, the tool with the most reviews, so the figures visibly move.
  const firstPage = (await site.api<ListResponse<AiTool>>(`aiTools?limit=${TOOL_PAGE_SIZE}&offset=0`)).data;
  const tool = firstPage.reduce((most, candidate) => (candidate.reviewCount > most.reviewCount ? candidate : most));
  const { averageRating: average, reviewCount: count } = tool;
  expect(count).toBeGreaterThan(0);

  await visit(page, site.url, `/AI-tool/${tool.id}`);
  await createAccount(page, reviewer, page.getByRole('region', { name: messages.catalogue.detail.reviews }).getByRole('button', { name: messages.common.login }));
  await completeWelcome(page, reviewer);
  const summary = page.getByTestId('rating-summary').first().locator('span').first();
  await expectText(summary, summaryOf(tool));

  // The default of 1 star is chosen and said before anything is posted.
  const form = page.getByRole('form', { name: text.formTitle });
  expect(await form.getByRole('radio', { name: text.star(1) }).isChecked()).toBe(true);
  await expectText(form.getByTestId('rating-choice'), text.chosen(1));
  await form.scrollIntoViewIfNeeded();
  await screenshot(page, 'ratings-default-star', false);

  await postReview(page, 2, 'Eerste indruk: de stemmen klinken nog stijf.');
  const afterFirst = await site.api<AiTool>(`aiTools/${tool.id}`);
  expect(afterFirst.reviewCount).toBe(count + 1);
  expect(afterFirst.averageRating).toBeCloseTo((average! * count + 2) / (count + 1), 10);
  await expectText(summary, summaryOf(afterFirst));

  // SPEC's cool-down stays; the first review is dated 31 minutes back, as if the wait had passed.
  const user = await database.db.selectFrom('users').select('id').where('email', '=', reviewer.email).executeTakeFirstOrThrow();
  await database.db
    .updateTable('reviews')
    .set({ date: new Date(Date.now() - 31 * 60_000).toISOString() })
    .where('user_id', '=', user.id)
    .where('ai_tool_id', '=', tool.id)
    .execute();
  await page.reload();
  await postReview(page, 5, 'Na drie events: vlot en betrouwbaar.');

  // One person, one rating: the count stays, the average takes the latest 5 instead of the 2.
  const afterSecond = await site.api<AiTool>(`aiTools/${tool.id}`);
  expect(afterSecond.reviewCount).toBe(count + 1);
  expect(afterSecond.averageRating).toBeCloseTo((average! * count + 5) / (count + 1), 10);
  await expectText(summary, summaryOf(afterSecond));
  const reviews = page.getByRole('region', { name: messages.catalogue.detail.reviews });
  const earlier = reviews.getByRole('article').filter({ hasText: 'Eerste indruk: de stemmen klinken nog stijf.' });
  await earlier.getByText(text.earlier, { exact: true }).waitFor();
  const latest = reviews.getByRole('article').filter({ hasText: 'Na drie events: vlot en betrouwbaar.' });
  expect(await latest.getByText(text.earlier, { exact: true }).count()).toBe(0);
  await earlier.scrollIntoViewIfNeeded();
  await screenshot(page, 'ratings-earlier-review', false);

  // The company's manager reviews its own tool: marked, and the figures do not move.
  await logOut(page, site.url);
  await visit(page, site.url, `/AI-tool/${tool.id}`);
  await createAccount(page, manager, reviews.getByRole('button', { name: messages.common.login }));
  await completeWelcome(page, manager);
  const managerId = (await database.db.selectFrom('users').select('id').where('email', '=', manager.email).executeTakeFirstOrThrow()).id;
  await database.db.updateTable('providers').set({ user_id: managerId }).where('id', '=', tool.provider_id).execute();
  await postReview(page, 5, 'Wij blijven de tool elke maand verbeteren.');
  const own = reviews.getByRole('article').filter({ hasText: 'Wij blijven de tool elke maand verbeteren.' });
  await own.getByText(text.byProvider, { exact: true }).waitFor();
  const afterOwn = await site.api<AiTool>(`aiTools/${tool.id}`);
  expect({ averageRating: afterOwn.averageRating, reviewCount: afterOwn.reviewCount }).toEqual({
    averageRating: afterSecond.averageRating,
    reviewCount: afterSecond.reviewCount,
  });
  await expectText(summary, summaryOf(afterSecond));
  await own.scrollIntoViewIfNeeded();
  await screenshot(page, 'ratings-by-provider', false);

  // On a phone the marks and the stars' sentence fit without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await own.scrollIntoViewIfNeeded();
  await screenshot(page, 'ratings-by-provider-phone', false);
  await page.getByRole('form', { name: text.formTitle }).scrollIntoViewIfNeeded();
  await screenshot(page, 'ratings-default-star-phone', false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
