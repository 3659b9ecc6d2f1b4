// Journey of a tool's approval (decision 0018): a new provider submits a tool, which no visitor sees; the admin rejects it with a reason; the
// provider reads the reason, corrects and resubmits; the admin approves it and a visitor finds it by phase and
// keyword on '/'; the owner edits its keywords and deletes it; the admin manages keywords. Real logins through the
// embedded identity provider, the real API and its database. To keep this journey about tools, the provider's
// company and role are written to the site's database directly; providers.test.ts goes that way through the screens.
import type { AiTool, KeywordUsage, ListResponse } from 'shared/contracts';
import { openDatabase, type OpenedDatabase } from '../../api/src/db/connect.ts';
import { screenshot, visit } from '../support/browser.ts';
import { logInAsFirstAdmin } from '../support/first-admin.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, logIn, logOut, popupMessage, type Person } from '../support/login.ts';
import { capitalize, EVENT_PHASES, messages } from '../support/texts.ts';
import { eventually, expectText } from '../support/wait.ts';

const form = messages.catalogue.form;
const approval = messages.catalogue.approval;
const edit = messages.catalogue.edit;
const provider: Person = { email: 'pieter.janssens@slimme-events.be', password: 'Indienen-2026', firstname: 'Pieter', lastname: 'Janssens' };
const TOOL = 'Slimme Zaalplanner';

const { site, page } = journeyPerTest();
let database: OpenedDatabase;

beforeAll(async () => {
  database = await openDatabase({ dataDir: site.dataDir });
});
afterAll(async () => {
  await database?.close();
});

const anonymous = async (path: string) => fetch(`${site.url}/api/${path}`);

/** The provider's account becomes a provider with an approved company (as an approved upgrade request leaves it). */
async function makeProvider(email: string): Promise<number> {
  const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await database.db.insertInto('user_roles').values({ user_id: user.id, role: 'provider' }).execute();
  const row = await database.db
    .insertInto('providers')
    .values({
      name: 'Slimme Events BV',
      country: 'BE',
      email: 'info@slimme-events.be',
      url: 'https://slimme-events.be',
      telephone: '+32 9 123 45 67',
      logo_url: '',
      approved: 1,
      approval_comment: '',
      user_id: user.id,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function choose(label: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label });
  const list = page.getByRole('listbox', { name: label });
  if (!(await list.isVisible())) await combobox.click();
  await list.getByRole('option', { name: option, exact: true }).click();
}

test('a provider submits a tool; the admin rejects it, then approves the corrected one; a visitor finds it; the owner edits and deletes it', async () => {
  const keywords = (await site.api<ListResponse<{ id: number; name: string }>>('keywords?limit=1000&offset=0')).data;
  const [first, second, third] = keywords;

  // A new account, made a provider; it logs in again to carry the role.
  await visit(page, site.url, '/');
  await createAccount(page, provider);
  await completeWelcome(page, provider);
  await makeProvider(provider.email);
  await logOut(page, site.url);
  await logIn(page, provider.email, provider.password);
  await popupMessage(page, messages.auth.loggedInAs(provider.email)).waitFor();

  // From the account page to the form.
  await visit(page, site.url, '/account');
  await page.getByRole('link', { name: messages.account.overview.cards.submitTool.title }).click();
  await page.getByRole('heading', { level: 1, name: form.titleProvider }).waitFor();
  // An empty send: the spec's message, nothing stored.
  await page.getByRole('button', { name: form.submitProvider }).click();
  await page.getByText(form.incomplete).waitFor();
  await page.getByLabel(form.name).fill(TOOL);
  await page.getByLabel(form.eventprocess).selectOption('pre-event');
  await page.getByLabel(form.kind).fill('Zaalindeling');
  await page.getByLabel(form.description).fill('Stelt een zaalindeling voor op basis van het aantal inschrijvingen.');
  await page.getByLabel(form.complexity).fill('Laag');
  await page.getByLabel(form.roi).fill('Minder verloren plaatsen');
  await page.getByLabel(form.price).fill('Op aanvraag');
  await page.getByLabel(form.origin).selectOption('BE');
  await page.getByLabel(form.detailsUrl).fill('www.slimme-events');
  await page.getByLabel(form.detailsUrl).blur();
  await page.getByText(form.invalidUrl).waitFor();
  await page.getByLabel(form.detailsUrl).fill('https://slimme-events.be/zaalplanner');
  await choose(form.keywords, capitalize(first.name));
  await choose(form.keywords, capitalize(second.name));
  await page.keyboard.press('Escape');
  await screenshot(page, 'tool-submit-form', false);
  await page.getByRole('button', { name: form.submitProvider }).click();
  await popupMessage(page, form.submitted).waitFor();
  await page.getByRole('heading', { level: 1, name: TOOL }).waitFor();
  await page.getByRole('region', { name: approval.pending }).waitFor();
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // Nobody else sees it: not on its address, not in the list.
  expect((await anonymous(`aiTools/${id}`)).status).toBe(404);
  expect((await site.api<ListResponse<AiTool>>('aiTools?limit=-1')).data.map((tool) => tool.name)).not.toContain(TOOL);

  // The admin's queue: the badge on the account page, the card on the manage page; a rejection needs a reason.
  await logOut(page, site.url);
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, '/account');
  const reviewCard = page.getByRole('link', { name: messages.account.overview.cards.reviewTools.title });
  // The red badge: its count joins the card's description.
  await eventually(() => reviewCard.getAttribute('aria-describedby'), (ids) => (ids ?? '').includes(' '), 'the badge on the review card');
  await reviewCard.click();
  await page.getByRole('heading', { level: 1, name: messages.catalogue.manage.titleAdmin }).waitFor();
  await page.getByRole('link', { name: new RegExp(TOOL) }).click();
  await page.getByRole('heading', { level: 1, name: TOOL }).waitFor();
  await page.getByRole('button', { name: approval.reject }).click();
  const dialog = page.getByRole('dialog', { name: approval.rejectTitle });
  await dialog.getByRole('button', { name: approval.reject }).click();
  await dialog.getByText(approval.reasonRequired).waitFor();
  await dialog.getByLabel(approval.rejectReason).fill('De prijs is te vaag: vermeld een bedrag per event.');
  await dialog.getByRole('button', { name: approval.reject }).click();
  await popupMessage(page, approval.rejectedDone).waitFor();
  await page.getByRole('region', { name: approval.rejected }).getByText('De prijs is te vaag: vermeld een bedrag per event.').waitFor();
  await screenshot(page, 'tool-rejected', true);
  // The provider got the decision by mail (the outbox without SMTP_URL).
  const mail = await database.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', provider.email).executeTakeFirstOrThrow();
  expect(mail.body).toContain('De prijs is te vaag');
  expect(mail.body).toContain(`/AI-tool/${id}`);

  // The provider reads the reason on its own tools, corrects the price: pending again.
  await logOut(page, site.url);
  await logIn(page, provider.email, provider.password);
  await popupMessage(page, messages.auth.loggedInAs(provider.email)).waitFor();
  await visit(page, site.url, '/AI-tool/manage');
  // The list of own tools, not the figures below it, which name the tool too.
  const card = page.getByRole('region', { name: messages.catalogue.search.resultsTitle, exact: true }).getByRole('link', { name: new RegExp(TOOL) });
  await card.getByText(messages.catalogue.card.rejected).waitFor();
  await card.click();
  await page.getByRole('region', { name: approval.rejected }).getByText(approval.ownerRejected).waitFor();
  await page.getByRole('button', { name: edit.edit }).click();
  await page.getByLabel(form.price).fill('€ 250 per event');
  await page.getByRole('button', { name: edit.save }).click();
  await popupMessage(page, edit.updated).waitFor();
  await page.getByRole('region', { name: approval.pending }).waitFor();
  await page.getByText('€ 250 per event').waitFor();

  // The admin approves it.
  await logOut(page, site.url);
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, `/AI-tool/${id}`);
  await page.getByRole('button', { name: approval.approve }).click();
  await popupMessage(page, approval.approved).waitFor();
  await page.getByRole('region', { name: approval.pending }).waitFor({ state: 'detached' });
  const history = page.getByRole('region', { name: messages.catalogue.history.title });
  await history.getByText(new RegExp(messages.catalogue.history.actions.approved)).waitFor();
  expect(await history.getByRole('listitem').count()).toBe(5);

  // A visitor finds it by phase and keyword on the home page.
  await logOut(page, site.url);
  expect((await anonymous(`aiTools/${id}`)).status).toBe(200);
  await visit(page, site.url, '/');
  const search = messages.catalogue.search;
  await choose(search.filterEventProcess, EVENT_PHASES.find((phase) => phase.value === 'pre-event')!.label);
  await choose(search.filterKeywords, capitalize(first.name));
  // Each choice searches at once (decision 0022): no 'Zoek' needed.
  await page.keyboard.press('Escape');
  await page.getByRole('region', { name: search.resultsTitle }).getByRole('link', { name: new RegExp(TOOL) }).waitFor();

  // The owner swaps a keyword, then deletes the tool; it goes back after a second.
  await logIn(page, provider.email, provider.password);
  await popupMessage(page, messages.auth.loggedInAs(provider.email)).waitFor();
  await visit(page, site.url, '/AI-tool/manage');
  await page.getByRole('region', { name: search.resultsTitle, exact: true }).getByRole('link', { name: new RegExp(TOOL) }).click();
  await page.getByRole('button', { name: edit.edit }).click();
  const keywordText = messages.catalogue.toolKeywords;
  await page.getByRole('button', { name: keywordText.remove(capitalize(second.name)) }).click();
  await page.getByRole('button', { name: keywordText.yes }).click();
  await popupMessage(page, keywordText.removed).waitFor();
  await page.getByLabel(keywordText.add).selectOption(String(third.id));
  await page.getByRole('button', { name: keywordText.add }).click();
  await popupMessage(page, keywordText.added).waitFor();
  await screenshot(page, 'tool-edit-mode', true);
  const carried = async () => {
    const response = await fetch(`${site.url}/api/aiToolKeywords/aiTool/${id}`);
    return ((await response.json()) as ListResponse<{ keyword_id: number }>).data.map((link) => link.keyword_id).sort((a, b) => a - b);
  };
  const wanted = [first.id, third.id].sort((a, b) => a - b);
  await eventually(carried, (ids) => JSON.stringify(ids) === JSON.stringify(wanted), 'the tool’s keywords after the swap');
  await page.getByRole('button', { name: edit.cancel }).click();
  await page.getByRole('button', { name: edit.remove }).click();
  const confirm = page.getByRole('dialog', { name: edit.removeTitle });
  await confirm.getByText(edit.confirmRemove).waitFor();
  await confirm.getByRole('button', { name: edit.remove }).click();
  await popupMessage(page, edit.removed).waitFor();
  await page.waitForURL(`${site.url}/AI-tool/manage`);
  expect((await anonymous(`aiTools/${id}`)).status).toBe(404);
});

test('the admin adds, renames and removes a keyword; a name in use in another case is refused', async () => {
  const text = messages.admin.keywords;
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, '/keywords');
  await page.getByRole('heading', { level: 1, name: messages.admin.pageTitles.keywords }).waitFor();
  const usage = (await site.api<ListResponse<KeywordUsage>>('keywords?limit=1000&offset=0')).count;
  await expectText(page.getByRole('region', { name: text.gridTitle }).getByRole('status'), text.count(usage));

  await page.getByRole('button', { name: text.add }).click();
  let dialog = page.getByRole('dialog', { name: text.titles.create });
  await page.keyboard.type('Spraakherkenning');
  await page.keyboard.press('Enter');
  await popupMessage(page, text.done.create).waitFor();
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: text.add }).click();
  dialog = page.getByRole('dialog', { name: text.titles.create });
  await dialog.getByLabel(text.name).fill('SPRAAKHERKENNING');
  await dialog.getByRole('button', { name: text.confirm.create }).click();
  await dialog.getByText(messages.errors.keyword).waitFor();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `${text.editPrefix} Spraakherkenning` }).click();
  dialog = page.getByRole('dialog', { name: text.titles.edit });
  await dialog.getByLabel(text.newName).fill('Spraak naar tekst');
  await dialog.getByRole('button', { name: text.confirm.edit }).click();
  await popupMessage(page, text.done.edit).waitFor();

  // A used keyword says how many tools lose it.
  const used = (await database.db
    .selectFrom('keywords')
    .innerJoin('ai_tool_keywords', 'ai_tool_keywords.keyword_id', 'keywords.id')
    .select((eb) => ['keywords.name', eb.fn.count<number>('ai_tool_keywords.ai_tool_id').as('count')])
    .groupBy('keywords.name')
    .orderBy('count', 'desc')
    .executeTakeFirstOrThrow()) as { name: string; count: number };
  await page.getByRole('button', { name: text.removeLabel(capitalize(used.name)) }).click();
  dialog = page.getByRole('dialog', { name: text.titles.remove });
  await dialog.getByText(text.removeUsed(Number(used.count))).waitFor();
  await dialog.getByRole('button', { name: text.cancel }).click();

  await page.getByRole('button', { name: text.removeLabel('Spraak naar tekst') }).click();
  dialog = page.getByRole('dialog', { name: text.titles.remove });
  await dialog.getByText(text.removeUnused).waitFor();
  await dialog.getByRole('button', { name: text.confirm.remove }).click();
  await popupMessage(page, text.done.remove).waitFor();
  const names = (await site.api<ListResponse<{ name: string }>>('keywords?limit=1000&offset=0')).data.map((keyword) => keyword.name);
  expect(names).not.toContain('spraak naar tekst');
});
