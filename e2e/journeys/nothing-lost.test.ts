// Journey: nothing a visitor read or wrote is lost. Back after 'Laad meer' shows the same cards at the same place
// (the kit's list memory); a form with changes asks before a menu link or a reload leaves it (useLeaveGuard); a
// length limit is counted and never cuts a text silently (the kit's fields).
import type { AiTool, ForumIssue, ListResponse } from 'shared/contracts';
import { screenshot, visit } from '../support/browser.ts';
import { logInAsFirstAdmin } from '../support/first-admin.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, type Person } from '../support/login.ts';
import { messages, TOOL_PAGE_SIZE } from '../support/texts.ts';
import { eventually, expectCount } from '../support/wait.ts';

const search = messages.catalogue.search;
const form = messages.catalogue.form;
const safety = messages.formSafety;
const writer: Person = { email: 'marie.dubois@congresteam.be', password: 'Niets-kwijt-2026', firstname: 'Marie', lastname: 'Dubois' };

const { site, page } = journeyPerTest();

const results = () => page.getByRole('region', { name: search.resultsTitle });
const cards = () => results().getByRole('listitem').getByRole('link');
const scrollY = () => page.evaluate(() => window.scrollY);
const homeLink = () => page.getByRole('link', { name: messages.shell.header.homeLabel, exact: true });
const leaveDialog = () => page.getByRole('dialog', { name: safety.leaveTitle });

test("Back after 'Laad meer' shows as many cards as were loaded, scrolled to the same place", async () => {
  const total = (await site.api<ListResponse<AiTool>>('aiTools?limit=1&offset=0')).count;
  expect(total).toBeGreaterThanOrEqual(3 * TOOL_PAGE_SIZE);
  await visit(page, site.url, '/');
  await expectCount(cards(), TOOL_PAGE_SIZE);
  for (const shown of [2 * TOOL_PAGE_SIZE, 3 * TOOL_PAGE_SIZE]) {
    await results().getByRole('button', { name: search.loadMore, exact: true }).click();
    await expectCount(cards(), shown);
  }
  // Opened with the keyboard: a mouse click may scroll the card first, and the place is where the visitor left.
  const chosen = cards().nth(3 * TOOL_PAGE_SIZE - 2);
  await chosen.focus();
  const place = await scrollY();
  expect(place).toBeGreaterThan(500);
  const name = (await chosen.getByRole('heading').textContent())!.trim();

  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  await page.goBack();
  await expectCount(cards(), 3 * TOOL_PAGE_SIZE);
  await eventually(scrollY, (y) => Math.abs(y - place) <= 4, `scrolled back to ${place}`);
  await screenshot(page, 'nothing-lost-back', false);
});

test('a half-filled tool form asks before a menu link or a reload leaves it: stay keeps the text, leave goes', async () => {
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, '/AI-tool/add');
  await page.getByRole('heading', { level: 1, name: form.titleAdmin }).waitFor();
  // Untouched, a menu link just goes.
  await homeLink().click();
  await page.getByRole('heading', { level: 1, name: search.title }).waitFor();
  await visit(page, site.url, '/AI-tool/add');
  const name = page.getByLabel(form.name);
  await name.fill('Slimme Badgeprinter');

  await homeLink().click();
  await leaveDialog().waitFor();
  await screenshot(page, 'nothing-lost-leave-question', false);
  await leaveDialog().getByRole('button', { name: safety.stay, exact: true }).click();
  await leaveDialog().waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/AI-tool/add');
  expect(await name.inputValue()).toBe('Slimme Badgeprinter');

  // A reload gets the browser's own question; dismissed, the text stays.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  void page.reload({ timeout: 5000 }).catch(() => undefined);
  expect(await asked).toBe('beforeunload');
  expect(await name.inputValue()).toBe('Slimme Badgeprinter');

  await homeLink().click();
  await leaveDialog().getByRole('button', { name: safety.leave, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: search.title }).waitFor();
});

test('a forum title past its limit is counted and refused, never cut silently', async () => {
  const forum = messages.forum.list;
  await visit(page, site.url, '/forum');
  await createAccount(page, writer);
  await completeWelcome(page, writer);
  const before = (await site.api<ListResponse<ForumIssue>>('issues/data?limit=1&offset=0')).count;

  await page.getByRole('button', { name: forum.create, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: forum.createTitle });
  const subject = dialog.getByRole('textbox', { name: forum.subject, exact: true });
  const title = 'Welke AI-tool vertaalt live voor een gratis congres in Gent?';
  expect(title).toHaveLength(60);
  // Near the limit the count shows what is left.
  await subject.pressSequentially(title.slice(0, 45));
  await dialog.getByText(safety.charactersLeft(5), { exact: true }).waitFor();
  await subject.pressSequentially(title.slice(45));
  expect(await subject.inputValue()).toBe(title);
  await dialog.getByText(safety.charactersOver(10), { exact: true }).waitFor();
  await dialog.getByRole('textbox', { name: forum.content, exact: true }).fill('Met tolken voor Frans en Engels.');
  await screenshot(page, 'nothing-lost-title-over', false);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'nothing-lost-title-over-phone', false);
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole('button', { name: forum.submit, exact: true }).click();
  await dialog.getByText(safety.tooLong(50), { exact: true }).waitFor();
  expect(await subject.evaluate((element) => element === document.activeElement)).toBe(true);
  expect((await site.api<ListResponse<ForumIssue>>('issues/data?limit=1&offset=0')).count).toBe(before);
});
