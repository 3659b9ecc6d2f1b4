// Journey of favourites and the comparison: a new user saves two tools with 'Bewaar', finds them on /account, compares them side by side;
// the comparison's address opens the same comparison for a visitor in another browser; taking one out changes it.
import type { AiTool, ListResponse } from 'shared/contracts';
import { screenshot, visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, popupMessage, type Person } from '../support/login.ts';
import { messages, TOOL_PAGE_SIZE } from '../support/texts.ts';

const saver: Person = { email: 'jonas.wouters@eventbureau.be', password: 'Bewaar-2026-tools', firstname: 'Jonas', lastname: 'Wouters' };
const text = messages.catalogue;
const { site, page } = journeyPerTest();

test('a user saves two tools, compares them from the account page, and the comparison can be shared', async () => {
  const [first, second] = (await site.api<ListResponse<AiTool>>(`aiTools?limit=${TOOL_PAGE_SIZE}&offset=0`)).data;

  await visit(page, site.url, `/AI-tool/${first!.id}`);
  await createAccount(page, saver, page.getByRole('navigation', { name: messages.shell.navbar.label }).getByRole('button', { name: messages.common.login }));
  await completeWelcome(page, saver);
  for (const tool of [first!, second!]) {
    await visit(page, site.url, `/AI-tool/${tool.id}`);
    const save = page.getByRole('button', { name: text.favourites.save, exact: true });
    await save.click();
    await popupMessage(page, text.favourites.saved).waitFor();
    await page.getByRole('button', { name: text.favourites.savedLabel, exact: true, pressed: true }).waitFor();
  }

  await visit(page, site.url, '/account');
  const saved = page.getByRole('region', { name: messages.account.favourites.title });
  await saved.getByRole('link', { name: first!.name, exact: true }).waitFor();
  // The last saved first.
  expect(await saved.getByRole('listitem').getByRole('link').allTextContents()).toEqual([second!.name, first!.name]);
  for (const tool of [first!, second!]) await saved.getByRole('checkbox', { name: messages.account.favourites.choose(tool.name) }).check();
  await saved.getByRole('link', { name: messages.account.favourites.compare(2) }).click();
  await page.waitForURL(`${site.url}/vergelijk?tools=${first!.id},${second!.id}`);
  const table = page.getByRole('table', { name: text.compare.caption });
  const headers = async (within = table) => (await within.getByRole('columnheader').getByRole('link').allTextContents()).map((name) => name.trim());
  await table.waitFor();
  expect(await headers()).toEqual([first!.name, second!.name]);
  await table.getByRole('rowheader', { name: text.compare.rows.price }).waitFor();
  await screenshot(page, 'compare');

  // Anyone with the address sees the same comparison.
  const other = await page.context().browser()!.newPage();
  try {
    await other.goto(page.url());
    const otherTable = other.getByRole('table', { name: text.compare.caption });
    await otherTable.waitFor();
    expect(await headers(otherTable)).toEqual([first!.name, second!.name]);
  } finally {
    await other.close();
  }

  await table.getByRole('button', { name: text.compare.remove(second!.name) }).click();
  await page.waitForURL(`${site.url}/vergelijk?tools=${first!.id}`);
  await page.getByText(text.compare.tooFew).waitFor();
});
