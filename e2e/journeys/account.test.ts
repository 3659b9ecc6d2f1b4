// Identity end to end (decision 0008) in chromium, against the embedded OpenID provider of a fresh site: a new
// visitor creates an account, completes 'Welkom!', edits the account and logs out; the first admin logs in with
// the one-time password from the data folder and makes that person a provider; the person logs in again and has
// the provider's rights. Then an e-mail change confirmed from the mailed link, and a demoted admin's open page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { openDatabase } from '../../api/src/db/connect.ts';
import { texts as provider } from '../../api/src/oidc/texts.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { screenshot, visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { createAccount, logIn, logOut, popupMessage, type Person } from '../support/login.ts';
import { messages } from '../support/texts.ts';
import { eventually } from '../support/wait.ts';

const person: Person = { email: 'an.peeters@eventbureau.be', password: 'Zomer2026!', firstname: 'An', lastname: 'Peeters' };
const FIRST_ADMIN = 'admin@roadmap.local';
const ADMIN_PASSWORD = 'Beheer-2026x';

const { site, page } = journeyPerTest();

const welcome = () => page.getByRole('dialog', { name: messages.auth.registration.title });
const heading = (name: string) => page.getByRole('heading', { level: 1, name });

test('a visitor who closes the login popup gets LOGIN back at once', async () => {
  await visit(page, site.url, '/');
  const navbar = page.getByRole('navigation', { name: messages.shell.navbar.label });
  const [popup] = await Promise.all([page.waitForEvent('popup'), navbar.getByRole('button', { name: messages.common.login, exact: true }).click()]);
  await navbar.getByRole('status', { name: messages.shell.navbar.loginLoading }).waitFor();
  await popup.close();
  // Well within the popup's 60 s: the site notices the closed popup itself.
  await navbar.getByRole('button', { name: messages.common.login, exact: true }).waitFor({ timeout: 5_000 });
});

test('a new visitor creates an account, completes Welkom!, edits the account and logs out', async () => {
  await visit(page, site.url, '/');
  await createAccount(page, person);

  // The API does not know this identity yet: 'Welkom!' with the e-mail read-only and both names already filled in
  // from the ID token (typed once, on the provider's page), still editable.
  await welcome().waitFor();
  const email = welcome().getByLabel(messages.auth.registration.email);
  expect(await email.inputValue()).toBe(person.email);
  expect(await email.getAttribute('readonly')).not.toBeNull();
  const firstname = welcome().getByLabel(messages.auth.registration.firstname);
  expect(await firstname.inputValue()).toBe(person.firstname);
  const givenLastname = welcome().getByLabel(messages.auth.registration.lastname);
  expect(await givenLastname.inputValue()).toBe(person.lastname);
  expect(await givenLastname.isEditable()).toBe(true);
  expect(await welcome().getByRole('button', { name: messages.auth.registration.submit }).isEnabled()).toBe(true);
  await firstname.fill('4n');
  await welcome().getByText(messages.auth.registration.invalidName).waitFor();
  expect(await welcome().getByRole('button', { name: messages.auth.registration.submit }).isDisabled()).toBe(true);
  await firstname.fill(person.firstname);
  await screenshot(page, 'account-welkom', false);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'account-welkom-phone', false);
  await page.setViewportSize({ width: 1280, height: 900 });
  await welcome().getByRole('button', { name: messages.auth.registration.submit }).click();
  await popupMessage(page, messages.auth.registeredAs(person.email)).waitFor();
  await welcome().waitFor({ state: 'detached' });

  // The account page greets with the first name and the role label, with the plain user's cards.
  await visit(page, site.url, '/account');
  await page.getByText(messages.account.overview.greeting(person.firstname)).waitFor();
  await page.getByText(messages.account.overview.signedInAs(messages.account.overview.roleLabels.user)).waitFor();
  await page.getByRole('link', { name: messages.account.overview.cards.upgrade.title }).waitFor();
  expect(await page.getByRole('link', { name: messages.account.overview.cards.submitTool.title }).count()).toBe(0);

  // 'Account beheer': a changed last name is saved and the page returns to /account.
  await page.getByRole('link', { name: messages.account.overview.cards.accountEdit.title }).click();
  const lastname = page.getByLabel(messages.account.edit.lastname);
  await lastname.waitFor();
  await expectValue(lastname, person.lastname);
  const submit = page.getByRole('button', { name: messages.account.edit.submit });
  expect(await submit.isDisabled()).toBe(true);
  await lastname.fill('Peeters-Janssens');
  await page.getByRole('button', { name: messages.account.edit.submit, disabled: false }).click();
  await popupMessage(page, messages.account.edit.updated).waitFor();
  await page.waitForURL(`${site.url}/account`);

  // A reload keeps the session: a silent login in a hidden iframe, whose page (/login/silent) hands the answer over
  // with one small script of its own instead of starting the whole app beside the page that waits for it.
  const framed: string[] = [];
  const recordFramed = (request: Request) => {
    if (request.frame() !== page.mainFrame()) framed.push(`${request.resourceType()} ${new URL(request.url()).pathname}`);
  };
  page.on('request', recordFramed);
  await page.reload();
  await page.getByText(messages.account.overview.greeting(person.firstname)).waitFor();
  page.off('request', recordFramed);
  const silentPage = framed.filter((line) => line === 'document /login/silent');
  const framedScripts = framed.filter((line) => line.startsWith('script '));
  expect({ silentPage, framedScripts }).toEqual({ silentPage: ['document /login/silent'], framedScripts: [expect.stringMatching(/^script \/login-silent\/login-silent\.[0-9a-f]{10}\.js$/)] });

  await logOut(page, site.url);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await visit(page, site.url, '/account');
  await heading(messages.shell.loginRequired.title).waitFor();
  await page.getByRole('main').getByRole('button', { name: messages.common.login, exact: true }).waitFor();
});

test('the first admin logs in with the one-time password and makes that person a provider', async () => {
  const oneTimePassword = readFileSync(join(site.dataDir, 'first-admin-password.txt'), 'utf8').trim();
  await visit(page, site.url, '/');
  await logIn(page, FIRST_ADMIN, oneTimePassword, ADMIN_PASSWORD);
  await popupMessage(page, messages.auth.loggedInAs(FIRST_ADMIN)).waitFor();

  await visit(page, site.url, '/users');
  const card = page.locator('article', { hasText: person.email });
  await card.waitFor();
  await card.getByLabel(messages.admin.users.role).selectOption('provider');
  const confirm = page.getByRole('dialog', { name: messages.admin.users.roleDialog.title });
  await confirm.getByRole('button', { name: messages.admin.users.roleDialog.confirm }).click();
  await popupMessage(page, messages.admin.users.roleChanged(messages.admin.users.roleLabels.provider)).waitFor();
  await screenshot(page, 'account-users', false);
  await logOut(page, site.url);
});

test('the person logs in again and has the provider rights', async () => {
  await visit(page, site.url, '/');
  // The popup hands the provider's answer over with the shell's first script alone (auth/popup-callback.ts): none of
  // the app's chunks load at /login/callback.
  const callbackScripts: string[] = [];
  let atCallback = false;
  page.once('popup', (popup) =>
    popup.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'document') atCallback = pathname === '/login/callback';
      else if (atCallback && request.resourceType() === 'script') callbackScripts.push(pathname);
    }),
  );
  await logIn(page, person.email, person.password);
  await popupMessage(page, messages.auth.loggedInAs(person.email)).waitFor();
  expect(callbackScripts).toEqual([expect.stringMatching(/^\/js\/main\.[0-9a-f]{10}\.js$/)]);
  await visit(page, site.url, '/account');
  await page.getByText(messages.account.overview.signedInAs(messages.account.overview.roleLabels.provider)).waitFor();
  await page.getByRole('link', { name: messages.account.overview.cards.submitTool.title }).waitFor();
  // The provider guard lets the person through now; the admin guard does not (and /unauthorized sends a
  // logged-in visitor on to the home page, SPEC §2).
  await visit(page, site.url, '/providers');
  expect(new URL(page.url()).pathname).toBe('/providers');
  await visit(page, site.url, '/users');
  await eventually(async () => new URL(page.url()).pathname, (path) => path === '/', 'the admin guard');
  expect(await heading(messages.admin.pageTitles.users).count()).toBe(0);
});

test('a browser that blocks the popup logs in through the whole page and comes back to where it was', async () => {
  // The same address ends this login as a popup's: here the app starts there and finishes it (auth/popup-callback.ts).
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await visit(page, site.url, '/forum?zoek=badges');
  await page.getByRole('navigation', { name: messages.shell.navbar.label }).getByRole('button', { name: messages.common.login, exact: true }).click();
  await page.getByRole('heading', { name: provider.login.title }).waitFor();
  await page.getByLabel(provider.login.email).fill(FIRST_ADMIN);
  await page.getByLabel(provider.login.password, { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: provider.login.submit }).click();
  await popupMessage(page, messages.auth.loggedInAs(FIRST_ADMIN)).waitFor();
  await page.waitForURL(`${site.url}/forum?zoek=badges`);
  await page.getByRole('heading', { level: 1, name: messages.forum.list.title }).waitFor();
  await logOut(page, site.url);
});

test('the person changes the e-mail address, confirms it from the mailed link and logs in with it', async () => {
  const newEmail = 'an.janssens@eventbureau.be';
  await visit(page, site.url, '/');
  await logIn(page, person.email, person.password);
  await popupMessage(page, messages.auth.loggedInAs(person.email)).waitFor();
  await visit(page, site.url, '/account/edit');
  const email = page.getByLabel(messages.account.edit.email);
  await expectValue(email, person.email);
  await email.fill(newEmail);
  await page.getByText(messages.account.edit.emailChangeNote).waitFor();
  await page.getByRole('button', { name: messages.account.edit.submit, disabled: false }).click();
  await popupMessage(page, messages.account.edit.confirmationSent(newEmail)).waitFor();
  await page.waitForURL(`${site.url}/account`);
  // Still logged in, still under the old address until the link is followed.
  expect(await page.getByRole('button', { name: messages.common.logout, exact: true }).count()).toBe(1);

  // Without SMTP_URL the mail is in the outbox (and the log): the link to confirm it.
  const database = await openDatabase({ dataDir: site.dataDir });
  const link = await eventually(
    async () => {
      const mail = await database.db.selectFrom('mail_outbox').select('body').where('recipient', '=', newEmail).executeTakeFirst();
      return mail && /http:\/\/\S+\/email-confirmation\/[\w-]{43}/.exec(mail.body)?.[0];
    },
    (found) => found !== undefined,
    'the confirmation mail in the outbox',
  ).finally(() => database.close());
  await page.goto(link!);
  await page.getByRole('button', { name: 'Bevestig mijn nieuwe e-mailadres' }).click();
  await page.getByText(`Je e-mailadres is bevestigd. Je meldt je voortaan aan met ${newEmail}.`).waitFor();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Naar de website' }).click();

  await logOut(page, site.url);
  await logIn(page, newEmail, person.password);
  await popupMessage(page, messages.auth.loggedInAs(newEmail)).waitFor();
  await visit(page, site.url, '/account/edit');
  await expectValue(page.getByLabel(messages.account.edit.email), newEmail);
});

test('an admin demotes another admin, whose open page then loses the admin screens', async () => {
  const other = { email: 'an.janssens@eventbureau.be', password: person.password };
  const roleOf = async (target: Page, email: string, role: 'admin' | 'user') => {
    const card = target.locator('article', { hasText: email });
    await card.getByLabel(messages.admin.users.role).selectOption(role);
    const confirm = target.getByRole('dialog', { name: messages.admin.users.roleDialog.title });
    await confirm.getByText(messages.admin.users.roleDialog.takesEffect).waitFor();
    await confirm.getByRole('button', { name: messages.admin.users.roleDialog.confirm }).click();
    await popupMessage(target, messages.admin.users.roleChanged(messages.admin.users.roleLabels[role])).waitFor();
  };
  await visit(page, site.url, '/');
  await logIn(page, FIRST_ADMIN, ADMIN_PASSWORD);
  await popupMessage(page, messages.auth.loggedInAs(FIRST_ADMIN)).waitFor();
  await visit(page, site.url, '/users');
  await roleOf(page, other.email, 'admin');

  // The other admin, in a browser of their own, works on /users.
  const context = await page.context().browser()!.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-BE' });
  try {
    const theirs = await context.newPage();
    await visit(theirs, site.url, '/');
    await logIn(theirs, other.email, other.password);
    await popupMessage(theirs, messages.auth.loggedInAs(other.email)).waitFor();
    await visit(theirs, site.url, '/users');
    await theirs.getByRole('heading', { level: 1, name: messages.admin.pageTitles.users }).waitFor();

    await roleOf(page, other.email, 'user');
    // Their tab gets the focus back: the page reads their rights again and the guard closes the admin screen.
    await theirs.evaluate(() => window.dispatchEvent(new Event('focus')));
    await eventually(async () => new URL(theirs.url()).pathname, (path) => path === '/', 'the demoted admin leaving /users');
    expect(await theirs.getByRole('heading', { level: 1, name: messages.admin.pageTitles.users }).count()).toBe(0);
  } finally {
    await context.close();
  }
});

async function expectValue(locator: ReturnType<Page['getByLabel']>, value: string): Promise<void> {
  for (let tries = 0; tries < 50 && (await locator.inputValue()) !== value; tries += 1) await page.waitForTimeout(100);
  expect(await locator.inputValue()).toBe(value);
}
