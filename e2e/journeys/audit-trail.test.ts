// Journey of the audit trail's promise ('every admin action is here'): the first admin adds a keyword, a navigation
// link and an FAQ, edits and removes the FAQ, and finds each of those actions on /audit, with who did it and from
// where, at a desk and on a phone. Every write route's record is proven in api/src/modules/audit/admin-writes.test.ts.
import { screenshot, visit } from '../support/browser.ts';
import { logInAsFirstAdmin } from '../support/first-admin.ts';
import { journeyPerTest } from '../support/journey.ts';
import { popupMessage } from '../support/login.ts';
import { messages } from '../support/texts.ts';

const { site, page } = journeyPerTest();
const keywordText = messages.admin.keywords;
const settings = messages.admin.settings;
const faqText = messages.forum.faq;
const audit = messages.admin.audit;

const QUESTION = 'Kan ik mijn event laten doorlichten op AI-kansen?';

test('the admin adds a keyword, a navigation link and an FAQ, edits and removes the FAQ, and finds each on /audit', async () => {
  await logInAsFirstAdmin(page, site);

  await visit(page, site.url, '/keywords');
  await page.getByRole('button', { name: keywordText.add }).click();
  const addKeyword = page.getByRole('dialog', { name: keywordText.titles.create });
  await addKeyword.getByLabel(keywordText.name, { exact: true }).fill('Draaiboek');
  await addKeyword.getByRole('button', { name: keywordText.confirm.create, exact: true }).click();
  await popupMessage(page, keywordText.done.create).waitFor();

  await visit(page, site.url, '/settings');
  await page.getByRole('button', { name: settings.add }).click();
  const addLink = page.getByRole('dialog', { name: settings.dialogTitle });
  await addLink.getByLabel(settings.name).fill('Eventplatform Vlaanderen');
  await addLink.getByLabel(settings.url).fill('www.eventplatform.be');
  await addLink.getByRole('button', { name: settings.confirm.add }).click();
  await popupMessage(page, settings.done.add).waitFor();

  await visit(page, site.url, '/FAQ');
  await page.getByRole('button', { name: faqText.add }).click();
  const addFaq = page.getByRole('dialog', { name: faqText.titles.create });
  await addFaq.getByLabel(faqText.question).fill(QUESTION);
  await addFaq.getByLabel(faqText.answer).fill('Ja, het projectteam helpt je op weg.');
  await addFaq.getByRole('button', { name: faqText.save }).click();
  await popupMessage(page, faqText.created).waitFor();
  await page.getByRole('button', { name: faqText.editLabel(QUESTION) }).click();
  const editFaq = page.getByRole('dialog', { name: faqText.titles.edit });
  await editFaq.getByLabel(faqText.answer).fill('Ja: mail het projectteam via het contactadres onderaan.');
  await editFaq.getByRole('button', { name: faqText.update }).click();
  await popupMessage(page, faqText.updated).waitFor();
  await page.getByRole('button', { name: faqText.removeLabel(QUESTION) }).click();
  const removeFaq = page.getByRole('dialog', { name: faqText.titles.remove });
  await removeFaq.getByRole('button', { name: faqText.remove }).click();
  await popupMessage(page, faqText.removed).waitFor();

  await visit(page, site.url, '/audit');
  const table = page.getByRole('table');
  await table.waitFor();
  const rowOf = (action: keyof typeof audit.actions, target: string) => table.getByRole('row').filter({ hasText: audit.actions[action] }).filter({ hasText: target });
  // Newest first: the FAQ's removal, its edit, its creation, the link, the keyword (stored in lower case).
  const expected = [
    rowOf('faq.deleted', QUESTION),
    rowOf('faq.changed', QUESTION),
    rowOf('faq.created', QUESTION),
    rowOf('roadmap-setting.created', 'Eventplatform Vlaanderen'),
    rowOf('keyword.created', 'draaiboek'),
  ];
  for (const row of expected) {
    await row.waitFor();
    expect(await row.count()).toBe(1);
  }
  const actions = await table.getByRole('row').evaluateAll((rows) => rows.slice(1, 6).map((row) => row.querySelectorAll('td')[2]?.textContent));
  expect(actions).toEqual([audit.actions['faq.deleted'], audit.actions['faq.changed'], audit.actions['faq.created'], audit.actions['roadmap-setting.created'], audit.actions['keyword.created']]);
  // The link's record says where it leads; each names the admin's address.
  await rowOf('roadmap-setting.created', 'Eventplatform Vlaanderen').getByText('navlink: www.eventplatform.be').waitFor();
  expect(await expected[0].getByRole('cell').last().textContent()).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  await screenshot(page, 'audit-trail-1280');

  await page.setViewportSize({ width: 375, height: 800 });
  await rowOf('keyword.created', 'draaiboek').waitFor();
  await screenshot(page, 'audit-trail-375');
});
