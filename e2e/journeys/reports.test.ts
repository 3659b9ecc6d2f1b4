// Journey of a report (decision 0014): a user reports a forum post as improper ('Meld ongepast'); the admin finds it through the
// count badge on /account, judges it on /reports and removes the post.
import type { ForumIssue, ListResponse } from 'shared/contracts';
import { screenshot, visit } from '../support/browser.ts';
import { logInAsFirstAdmin } from '../support/first-admin.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, popupMessage, type Person } from '../support/login.ts';
import { messages } from '../support/texts.ts';
import { eventually, expectText } from '../support/wait.ts';

const reporter: Person = { email: 'wim.desmet@cateringgroep.be', password: 'Melding-2026x', firstname: 'Wim', lastname: 'Desmet' };
const report = messages.community.report;
const reportsText = messages.admin.reports;

const { site, page } = journeyPerTest();
let issue: ForumIssue;

test("a user reports a post with 'Meld ongepast' and a reason, once", async () => {
  issue = (await site.api<ListResponse<ForumIssue>>('issues/data?limit=1&offset=0')).data[0];
  await visit(page, site.url, `/forum/${issue.id}`);
  await createAccount(page, reporter);
  await completeWelcome(page, reporter);
  await page.getByRole('heading', { level: 1, name: issue.subject }).waitFor();

  const button = page.getByRole('button', { name: `${report.button}: ${messages.forum.post.postLabel(issue.user_name)}` });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: report.title });
  await dialog.getByText(report.intro).waitFor();
  await page.keyboard.type('Dit is reclame voor een eigen product, geen vraag.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await popupMessage(page, report.sent).waitFor();
  await dialog.waitFor({ state: 'detached' });

  // Once per item: the button says it was reported, disabled, with the reason beside it.
  const reported = page.getByRole('button', { name: `${report.reported}: ${messages.forum.post.postLabel(issue.user_name)}` });
  expect(await reported.isDisabled()).toBe(true);
  await page.getByText(report.reportedNote).waitFor();
});

test('the admin sees the count on /account, judges the report on /reports and removes the post', async () => {
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, '/account');
  const card = page.getByRole('link', { name: messages.account.overview.cards.reports.title });
  await card.waitFor();
  // The badge: '1' on the card, read as '(1 te behandelen)' with the card's description.
  const badgeId = await eventually(async () => (await card.getAttribute('aria-describedby'))?.split(' '), (ids) => ids?.length === 2, 'the badge');
  await expectText(page.locator(`[id="${badgeId![0]}"]`), messages.account.overview.badgeLabel('1'));
  await card.click();

  await page.getByRole('heading', { level: 1, name: messages.admin.pageTitles.reports }).waitFor();
  const item = page.getByRole('article', { name: new RegExp(`^${reportsText.kinds.issue}`) });
  await item.getByText('Dit is reclame voor een eigen product, geen vraag.').waitFor();
  await item.getByText(reportsText.writtenBy(issue.user_name)).waitFor();
  // The reporter is not named.
  expect(await item.textContent()).not.toContain(reporter.lastname);
  await screenshot(page, 'reports', false);

  await item.getByRole('button', { name: reportsText.removeLabel(reportsText.kinds.issue, issue.user_name) }).click();
  await page.getByRole('dialog', { name: reportsText.confirmTitle }).getByRole('button', { name: messages.community.remove }).click();
  await popupMessage(page, reportsText.removed).waitFor();
  await page.getByText(reportsText.empty).waitFor();
  const gone = await fetch(`${site.url}/api/issues/${issue.id}`);
  expect(gone.status).toBe(404);
});
