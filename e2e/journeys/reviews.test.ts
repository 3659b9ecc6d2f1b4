// Journey of a review (decision 0014): a new user reviews a tool with the keyboard and sees its average change on the detail page and
// on its card, is refused a second review within 30 minutes with the minutes left, then edits and deletes the
// review. Real login through the embedded identity provider, the real API on a fresh data folder.
import type { AiTool, ListResponse } from 'shared/contracts';
import { screenshot, visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, popupMessage, type Person } from '../support/login.ts';
import { messages, TOOL_PAGE_SIZE } from '../support/texts.ts';
import { expectText } from '../support/wait.ts';

const text = messages.catalogue.reviews;
const reviewer: Person = { email: 'sofie.claes@congresbureau.be', password: 'Recensie-2026', firstname: 'Sofie', lastname: 'Claes' };

const { site, page } = journeyPerTest();

/** The summary as the screen words it for a screen reader, from the API's figures. */
function summaryOf(tool: Pick<AiTool, 'averageRating' | 'reviewCount'>): string {
  if (tool.averageRating === null) return text.noRatings;
  const average = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(tool.averageRating);
  return text.averageLabel(average, tool.reviewCount);
}

test('a user reviews a tool, is refused a second review for 30 minutes, edits and deletes it; the average follows', async () => {
  // Of the home page's first cards, the tool with the most reviews already, so the average visibly moves.
  const firstPage = (await site.api<ListResponse<AiTool>>(`aiTools?limit=${TOOL_PAGE_SIZE}&offset=0`)).data;
  const tool = firstPage.reduce((most, candidate) => (candidate.reviewCount > most.reviewCount ? candidate : most));
  expect(tool.reviewCount).toBeGreaterThan(0);
  const before = summaryOf(tool);

  await visit(page, site.url, `/AI-tool/${tool.id}`);
  await createAccount(page, reviewer, page.getByRole('region', { name: messages.catalogue.detail.reviews }).getByRole('button', { name: messages.common.login }));
  await completeWelcome(page, reviewer);
  await page.getByRole('heading', { level: 1, name: tool.name }).waitFor();
  const summary = page.getByTestId('rating-summary').first();
  await expectText(summary.locator('span').first(), before);

  // Keyboard only: Tab into the stars, arrow to 5, type the review, Enter on the button.
  const form = page.getByRole('form', { name: text.formTitle });
  await form.getByRole('radio', { name: text.star(1) }).focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  expect(await form.getByRole('radio', { name: text.star(5) }).isChecked()).toBe(true);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Op ons congres werkte het vlot, ook voor de Franstalige sessies.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await popupMessage(page, text.posted).waitFor();

  const afterPost = await site.api<AiTool>(`aiTools/${tool.id}`);
  expect(afterPost.reviewCount).toBe(tool.reviewCount + 1);
  expect(afterPost.averageRating).toBeCloseTo((tool.averageRating! * tool.reviewCount + 5) / (tool.reviewCount + 1), 10);
  await expectText(summary.locator('span').first(), summaryOf(afterPost));
  const own = page.getByRole('article', { name: messages.catalogue.detail.reviewBy(`${reviewer.firstname} ${reviewer.lastname}`) });
  await own.getByText('Op ons congres werkte het vlot, ook voor de Franstalige sessies.').waitFor();
  await screenshot(page, 'reviews-posted', false);

  // A second review at once: the server refuses it, with the minutes left.
  await form.getByLabel(text.content).fill('Nog een tweede review.');
  await form.getByRole('button', { name: text.submit }).click();
  const refusal = form.getByRole('alert');
  await refusal.getByRole('heading', { name: messages.errors.reviewNotPosted }).waitFor();
  // The box's first paragraph is the message; the request's reference follows it.
  await expectText(refusal.locator('p').first(), messages.errors.coolDown(30, 'review'));
  expect((await site.api<AiTool>(`aiTools/${tool.id}`)).reviewCount).toBe(tool.reviewCount + 1);

  // The card on the home page shows the same average.
  await visit(page, site.url, '/');
  const card = page.getByRole('region', { name: messages.catalogue.search.resultsTitle }).getByRole('link').filter({ hasText: tool.name });
  await expectText(card.getByTestId('rating-summary').locator('span').first(), summaryOf(afterPost));

  // Edit: two stars and a new text.
  await visit(page, site.url, `/AI-tool/${tool.id}`);
  await own.getByRole('button', { name: text.editLabel }).click();
  await own.getByLabel(text.content).fill('Na een tweede event minder tevreden over de stemmen.');
  // A click on the second star (the radio button behind it is for the keyboard and screen readers).
  await own.locator('label').filter({ hasText: text.star(2) }).click();
  expect(await own.getByRole('radio', { name: text.star(2) }).isChecked()).toBe(true);
  await own.getByRole('button', { name: text.save }).click();
  await popupMessage(page, text.updated).waitFor();
  await own.getByText('Na een tweede event minder tevreden over de stemmen.').waitFor();
  const afterEdit = await site.api<AiTool>(`aiTools/${tool.id}`);
  expect(afterEdit.averageRating).toBeCloseTo((tool.averageRating! * tool.reviewCount + 2) / (tool.reviewCount + 1), 10);
  await expectText(summary.locator('span').first(), summaryOf(afterEdit));

  // Delete after 'Bent u zeker?', with the keyboard in the dialog.
  await own.getByRole('button', { name: text.removeLabel(`${reviewer.firstname} ${reviewer.lastname}`) }).click();
  const confirm = page.getByRole('dialog', { name: text.confirmRemove });
  await confirm.waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await popupMessage(page, text.removedOwn).waitFor();
  await own.waitFor({ state: 'detached' });
  await expectText(summary.locator('span').first(), before);
});
