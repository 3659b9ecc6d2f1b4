// Journey: a person's data is theirs. A visitor reads the privacy statement (a desktop and a phone, axe-core on
// both). A new user leaves traces everywhere (a review, a forum question, a comment, a saved tool, a No Show
// prediction), downloads everything the site keeps about them from 'Account beheer' and finds each trace in the
// file, then removes the account with the password and the confirmation: logged out on '/', the old password no
// longer logs in, the review stays under 'Verwijderd account', and neither the address nor the last name is left
// anywhere in the database files.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from 'playwright-core';
import { texts as provider } from '../../api/src/oidc/texts.ts';
import type { AiTool, ForumIssue, ListResponse, PersonalDataExport, PrivacyStatement } from 'shared/contracts';
import { expectAccessible } from '../support/accessibility.ts';
import { openPage, PHONE, screenshot, visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, navbarLogin, popupMessage, type Person } from '../support/login.ts';
import { messages, TOOL_PAGE_SIZE } from '../support/texts.ts';
import { eventually } from '../support/wait.ts';

/** An unusual last name, so that finding it anywhere after the removal means it was left behind. */
const person: Person = { email: 'lien.wyckmansdael@privacyproef.be', password: 'Mijn gegevens zijn van mij 2026', firstname: 'Lien', lastname: 'Wyckmansdael' };
/** The name under which what a removed account wrote stays (the API's DELETED_ACCOUNT_NAME). */
const DELETED_ACCOUNT_NAME = 'Verwijderd account';
const review = 'De live-ondertiteling werkte vlot tijdens ons symposium.';
const question = { subject: 'Bewaart een chatbot de vragen van bezoekers?', content: 'Hoe lang houden jullie chatlogs van een beurs bij?' };
const comment = 'Wij vragen de leverancier altijd om een verwerkersovereenkomst.';

const text = messages.account.yourData;
const privacy = messages.shell.privacy;
const { site, page } = journeyPerTest();

/** Whether anything sticks out to the right of a page `width` pixels wide, with what does for the message. */
async function expectNoSidewaysScrolling(target: Page, width: number, name: string): Promise<void> {
  const { scrollWidth, sticking } = await target.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    sticking: Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  }));
  if (scrollWidth > width) throw new Error(`${name}: ${scrollWidth} px wide on a ${width} px screen; sticking out: ${sticking.join(', ')}`);
}

/** The tables with a row that names `needle` (read-only, beside the running server). */
function rowsNaming(dataDir: string, needle: string): string[] {
  const db = new DatabaseSync(join(dataDir, 'roadmap.sqlite'), { readOnly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    return tables
      .filter(({ name }) => db.prepare(`SELECT * FROM "${name}"`).all().some((row) => JSON.stringify(row).toLowerCase().includes(needle.toLowerCase())))
      .map(({ name }) => name);
  } finally {
    db.close();
  }
}

/** The statement as the API gives it: the page must show its list, not one of its own. */
async function openStatement(target: Page): Promise<PrivacyStatement> {
  const statement = await site.api<PrivacyStatement>('privacy');
  await visit(target, site.url, '/privacy');
  await target.getByRole('heading', { level: 1, name: privacy.title }).waitFor();
  const kept = target.getByRole('region', { name: privacy.dataTitle });
  const reviews = statement.personalData.find((entry) => entry.table === 'reviews')!;
  await kept.getByRole('listitem', { name: reviews.label }).getByText(reviews.purpose).waitFor();
  expect(await kept.getByRole('listitem').count()).toBe(statement.personalData.length);
  expect(await target.getByRole('region', { name: privacy.browserTitle }).getByRole('listitem').count()).toBe(statement.browserStorage.length);
  // Nothing written on /settings yet: the page says so rather than naming anyone.
  await target.getByRole('region', { name: privacy.controllerTitle }).getByText(privacy.controllerMissing).waitFor();
  await target.getByRole('region', { name: privacy.rightsTitle }).getByText(/www\.gegevensbeschermingsautoriteit\.be/).waitFor();
  return statement;
}

test('a visitor reads the privacy statement from the footer; it fits a desktop and a phone', async () => {
  await visit(page, site.url, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: messages.shell.footer.privacy }).click();
  await page.waitForURL(`${site.url}/privacy`);
  await openStatement(page);
  expect(await page.title()).toBe(`${privacy.title} · ${messages.shell.projectName}`);
  // A visitor gets no cookie.
  expect(await page.context().cookies()).toEqual([]);
  await expectNoSidewaysScrolling(page, 1280, 'privacy (desktop)');
  await screenshot(page, 'privacy-desktop');

  const phone = await openPage(page.context().browser()!, { ...PHONE, viewport: { width: 375, height: 800 } });
  try {
    await openStatement(phone.page);
    await expectNoSidewaysScrolling(phone.page, 375, 'privacy (phone)');
    await screenshot(phone.page, 'privacy-phone');
    await expectAccessible(phone.page);
    expect(phone.pageErrors).toEqual([]);
  } finally {
    await phone.close();
  }
  // axe-core and full-page screenshots of a long statement, twice: more than the default minute on two busy cores.
}, 120_000);

test('a new user downloads everything the site keeps about them, removes the account, and nothing of them is left', async () => {
  const tools = (await site.api<ListResponse<AiTool>>(`aiTools?limit=${TOOL_PAGE_SIZE}&offset=0`)).data;
  const tool = tools[0]!;
  const someoneElsesQuestion = (await site.api<ListResponse<ForumIssue>>('issues/data?limit=1&offset=0')).data[0]!;

  // The person's access token and id, as the site sends them: the token must stop working once the account is gone.
  let bearer: string | undefined;
  let userId: number | undefined;
  page.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (authorization?.startsWith('Bearer ') && request.url().startsWith(`${site.url}/api/`)) bearer = authorization;
    const own = /\/api\/users\/(\d+)\/data$/.exec(request.url());
    if (own) userId = Number(own[1]);
  });

  // A new account, from the tool's page.
  await visit(page, site.url, `/AI-tool/${tool.id}`);
  await createAccount(page, person, page.getByRole('region', { name: messages.catalogue.detail.reviews }).getByRole('button', { name: messages.common.login }));
  await completeWelcome(page, person);

  // A review and 'Bewaar' on the tool.
  const form = page.getByRole('form', { name: messages.catalogue.reviews.formTitle });
  await form.getByLabel(messages.catalogue.reviews.content).fill(review);
  await form.getByRole('button', { name: messages.catalogue.reviews.submit }).click();
  await popupMessage(page, messages.catalogue.reviews.posted).waitFor();
  await page.getByRole('button', { name: messages.catalogue.favourites.save, exact: true }).click();
  await popupMessage(page, messages.catalogue.favourites.saved).waitFor();

  // A question in the forum, and a comment on someone else's.
  await visit(page, site.url, '/forum');
  await page.getByRole('button', { name: messages.forum.list.create }).click();
  const ask = page.getByRole('dialog', { name: messages.forum.list.createTitle });
  await ask.getByLabel(messages.forum.list.subject).fill(question.subject);
  await ask.getByLabel(messages.forum.list.content).fill(question.content);
  await ask.getByRole('button', { name: messages.forum.list.submit }).click();
  await popupMessage(page, messages.forum.list.posted).waitFor();
  await visit(page, site.url, `/forum/${someoneElsesQuestion.id}`);
  const reply = page.getByRole('form', { name: messages.forum.post.commentForm });
  await reply.getByLabel(messages.forum.post.commentContent).fill(comment);
  await reply.getByRole('button', { name: messages.forum.post.commentSubmit }).click();
  await popupMessage(page, messages.forum.post.commentPosted).waitFor();

  // A No Show prediction: a workshop in the morning, in person, in light rain.
  await visit(page, site.url, '/AI-tool/NoShowTool');
  await page.getByLabel('Type event').selectOption('workshop');
  await page.getByLabel('Soort deelname').selectOption('in-person');
  await page.getByLabel('Tijdstip').selectOption('morning');
  await page.getByLabel('Weer').selectOption('light_rain');
  await page.getByLabel('Bereikbaarheid met openbaar vervoer').selectOption('=Missing=');
  await page.getByLabel(messages.noshow.temperature).fill('9,5');
  await page.getByLabel(messages.noshow.registrations).fill('120');
  await page.getByRole('button', { name: messages.noshow.submit }).click();
  await page.getByRole('region', { name: messages.noshow.resultTitle }).getByText(/^Verwachte no-show: /).first().waitFor();

  // 'Account beheer', reached from the account page; 'Je gegevens' leads to the statement too.
  await visit(page, site.url, '/account');
  // The account page's own link (the footer holds one to the statement too).
  await page.getByRole('main').getByRole('link', { name: messages.account.overview.privacyLink }).waitFor();
  await page.getByRole('link', { name: messages.account.overview.cards.accountEdit.title }).click();
  const yourData = page.getByRole('region', { name: text.title });
  await yourData.waitFor();
  await page.getByLabel(messages.account.edit.email).waitFor();
  expect(await yourData.getByRole('link', { name: text.privacyLink }).getAttribute('href')).toBe('/privacy');
  await expectAccessible(page);
  await screenshot(page, 'privacy-account-edit');

  // 'Mijn gegevens downloaden': the browser gets a file named by the API, holding every trace and no secret.
  const [download] = await Promise.all([page.waitForEvent('download'), yourData.getByRole('button', { name: text.download.button }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
  await popupMessage(page, text.download.done).waitFor();
  const file = readFileSync((await download.path())!, 'utf8');
  expect(file).not.toContain('password_hash');
  const exported = JSON.parse(file) as PersonalDataExport;
  expect(exported.site).toBe(site.url);
  const { data } = exported;
  expect(JSON.stringify(data)).toContain(person.email);
  expect(data.reviews).toEqual([expect.objectContaining({ ai_tool_id: tool.id, content: review })]);
  expect(data.forum_posts).toEqual([expect.objectContaining(question)]);
  expect(data.forum_comments).toEqual([expect.objectContaining({ issue_id: someoneElsesQuestion.id, content: comment })]);
  expect(data.favourites).toEqual([expect.objectContaining({ ai_tool_id: tool.id })]);
  expect(data.noshow_predictions).toEqual([
    expect.objectContaining({ input: { event: expect.objectContaining({ 'Event Type': 'workshop', Timing: 'morning' }), registrations: 120 } }),
  ]);
  expect(bearer).toBeDefined();
  expect(exported.data.users).toEqual([expect.objectContaining({ id: userId, email: person.email })]);

  // 'Account verwijderen': the password, the explicit confirmation (keyboard in the dialog), back on '/' logged out.
  await yourData.getByLabel(text.remove.password).fill(person.password);
  await yourData.getByRole('button', { name: text.remove.button }).click();
  const confirm = page.getByRole('dialog', { name: text.remove.confirmTitle });
  await confirm.getByText(text.remove.confirmText).waitFor();
  await expectAccessible(page, '/account/edit (confirmation)');
  await screenshot(page, 'privacy-confirm-removal', false);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.url}/`);
  await popupMessage(page, text.remove.removed).waitFor();
  await navbarLogin(page).waitFor();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await screenshot(page, 'privacy-removed', false);

  // Neither the address nor the last name is left anywhere in the database's files (the main file and its log).
  // Looked at before anything else happens: the failed login below records the address it was tried with, as the
  // statement says ('Mislukte aanmeldingen', one day).
  const files = ['roadmap.sqlite', 'roadmap.sqlite-wal'].map((name) => join(site.dataDir, name)).filter((path) => existsSync(path));
  expect(files[0]).toBe(join(site.dataDir, 'roadmap.sqlite'));
  const needles = [person.email, person.lastname, person.lastname.toLowerCase()];
  await eventually(
    async () =>
      files.flatMap((path) => {
        const bytes = readFileSync(path);
        return needles.filter((needle) => bytes.includes(Buffer.from(needle, 'utf8'))).map((needle) => `${needle} in ${path}`);
      }),
    (found) => found.length === 0,
    'no trace of the person in the database files',
    5_000,
  );

  // The old access token is refused.
  const old = await fetch(`${site.url}/api/users/${userId!}`, { headers: { Authorization: bearer! } });
  expect(old.status).toBe(401);

  // The old password no longer logs in at the identity provider.
  const [popup] = await Promise.all([page.waitForEvent('popup'), navbarLogin(page).click()]);
  await popup.getByRole('heading', { name: provider.login.title }).waitFor();
  await popup.getByLabel(provider.login.email).fill(person.email);
  await popup.getByLabel(provider.login.password, { exact: true }).fill(person.password);
  await popup.getByRole('button', { name: provider.login.submit }).click();
  await popup.getByRole('alert').getByText(provider.login.wrong).waitFor();
  await popup.close();
  await navbarLogin(page).waitFor();
  // That attempt is all the database holds with the address now: the declared record of failed logins.
  expect(rowsNaming(site.dataDir, person.email)).toEqual(['login_failures']);

  // What they wrote stays, under 'Verwijderd account'.
  await visit(page, site.url, `/AI-tool/${tool.id}`);
  const kept = page.getByRole('article', { name: messages.catalogue.detail.reviewBy(DELETED_ACCOUNT_NAME) });
  await kept.getByText(review).waitFor();
  expect(await page.getByText(person.lastname).count()).toBe(0);
  await kept.scrollIntoViewIfNeeded();
  await screenshot(page, 'privacy-review-kept', false);
  // Five kinds of traces, a download, a removal and two logins: more than the default minute on two busy cores.
}, 120_000);
