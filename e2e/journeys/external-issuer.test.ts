// Journey: a person whose account comes from an outside identity provider removes it by logging in again. Two
// real sites, no mock: site A is the assembled site with its embedded provider under /oidc, which here is the
// outside issuer; site B logs in at A (OIDC_ISSUER), runs no provider of its own and so knows no password. A new
// person creates an account at A through B's LOGIN, writes a review on B, and on B's 'Account beheer' is asked for a
// new login rather than a password. Cancelling that login changes nothing and says so; logging in again at A (which
// asks for the password whatever session it keeps) removes the account on B: logged out on '/', the review stays
// under 'Verwijderd account', the old access token and the spent ID token are refused, and B's database no longer
// holds the person.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page, Request } from 'playwright-core';
import type { AiTool, ListResponse } from 'shared/contracts';
import { texts as provider } from '../../api/src/oidc/texts.ts';
import { screenshot, visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, navbarLogin, popupMessage, type Person } from '../support/login.ts';
import { freePort, startSite, type Site } from '../support/site.ts';
import { messages } from '../support/texts.ts';
import { expectCount } from '../support/wait.ts';

const person: Person = { email: 'jonas.vermeulenhof@buitenaanmelding.be', password: 'Een ander huis voor mijn account 26', firstname: 'Jonas', lastname: 'Vermeulenhof' };
/** The name under which what a removed account wrote stays (the API's DELETED_ACCOUNT_NAME). */
const DELETED_ACCOUNT_NAME = 'Verwijderd account';
const review = 'Bij de voorbereiding van ons congres bespaarde dit ons een hele middag.';
const text = messages.account.yourData;

/** Site B's port, picked before site A starts: A's provider must accept B's redirect addresses and origin. */
let siteBPort = 0;
let siteB: Site;

const { site: siteA, page } = journeyPerTest(async () => {
  siteBPort = await freePort();
  return { env: { CORS_ORIGINS: `http://127.0.0.1:${siteBPort}` } };
});

beforeAll(async () => {
  // Its own data folder, and the issuer of its logins is site A's provider (same client id, the default).
  siteB = await startSite({ port: siteBPort, env: { OIDC_ISSUER: `${siteA.url}/oidc` } });
}, 60_000);

afterAll(async () => {
  await siteB?.stop();
});

interface UserRow {
  id: number;
  email: string;
  auth_issuer: string | null;
}

/** Site B's users and identity accounts, read beside the running server. */
function siteBRows(): { users: UserRow[]; identityAccounts: number } {
  const db = new DatabaseSync(join(siteB.dataDir, 'roadmap.sqlite'), { readOnly: true });
  try {
    return {
      users: db.prepare('SELECT id, email, auth_issuer FROM users').all() as unknown as UserRow[],
      identityAccounts: (db.prepare('SELECT count(*) AS n FROM identity_accounts').get() as { n: number }).n,
    };
  } finally {
    db.close();
  }
}

/** Confirms in the dialog and returns the popup that opens on site A's login page. */
async function confirmAndOpenLogin(target: Page): Promise<Page> {
  const confirm = target.getByRole('dialog', { name: text.remove.confirmTitle });
  const [popup] = await Promise.all([target.waitForEvent('popup'), confirm.getByRole('button', { name: text.remove.confirmButton }).click()]);
  await popup.getByRole('heading', { name: provider.login.title }).waitFor();
  return popup;
}

test('a person of an outside issuer removes the account with a new login there; a cancelled login removes nothing', async () => {
  const tool = (await siteB.api<ListResponse<AiTool>>('aiTools?limit=1&offset=0')).data[0]!;
  const issuer = `${siteA.url}/oidc`;

  // What the page sends: its bearer (for the checks after the removal), the authorisation
  // requests at site A (prompt and max_age), and the removal's body (the fresh ID token).
  let bearer: string | undefined;
  const authorisations: URL[] = [];
  const removals: Request[] = [];
  const registrations: Request[] = [];
  page.context().on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${issuer}/auth?`)) authorisations.push(new URL(url));
    if (!url.startsWith(`${siteB.url}/api/`)) return;
    const authorization = request.headers().authorization;
    if (authorization?.startsWith('Bearer ')) bearer = authorization;
    if (/\/api\/users\/\d+$/.test(url) && request.method() === 'DELETE') removals.push(request);
    if (url === `${siteB.url}/api/users/register/`) registrations.push(request);
  });

  // A new account at site A's provider, through LOGIN on site B's tool page; 'Welkom!' on site B.
  await visit(page, siteB.url, `/AI-tool/${tool.id}`);
  await createAccount(page, person, page.getByRole('region', { name: messages.catalogue.detail.reviews }).getByRole('button', { name: messages.common.login }));
  expect(authorisations.map((url) => url.origin)).toEqual([siteA.url]);
  await completeWelcome(page, person);
  const registered = siteBRows();
  expect(registered.users.filter((user) => user.email === person.email)).toEqual([expect.objectContaining({ auth_issuer: issuer })]);
  const userId = registered.users.find((user) => user.email === person.email)!.id;
  // Site B keeps no password: its users come from site A.
  expect(registered.identityAccounts).toBe(0);

  // A review on the tool, so that something stays.
  const form = page.getByRole('form', { name: messages.catalogue.reviews.formTitle });
  await form.getByLabel(messages.catalogue.reviews.content).fill(review);
  await form.getByRole('button', { name: messages.catalogue.reviews.submit }).click();
  await popupMessage(page, messages.catalogue.reviews.posted).waitFor();

  // 'Account beheer' on site B: the removal asks for a new login, not a password.
  await visit(page, siteB.url, '/account');
  await page.getByRole('link', { name: messages.account.overview.cards.accountEdit.title }).click();
  const yourData = page.getByRole('region', { name: text.title });
  await yourData.waitFor();
  await page.getByLabel(messages.account.edit.email).waitFor();
  const removal = yourData.getByRole('region', { name: text.remove.title });
  await removal.getByText(text.remove.logInAgain).waitFor();
  expect(await removal.getByLabel(text.remove.password).count()).toBe(0);
  await screenshot(page, 'external-issuer-account-edit');

  // First the person cancels the new login on site A's page: nothing is removed, and the dialog says so.
  await removal.getByRole('button', { name: text.remove.button }).click();
  const confirm = page.getByRole('dialog', { name: text.remove.confirmTitle });
  await confirm.getByText(text.remove.confirmText).waitFor();
  const cancelled = await confirmAndOpenLogin(page);
  expect(new URL(cancelled.url()).origin).toBe(siteA.url);
  await Promise.all([cancelled.waitForEvent('close'), cancelled.getByRole('link', { name: provider.cancel }).click()]);
  await confirm.getByText(text.remove.loginFailed).waitFor();
  await screenshot(page, 'external-issuer-cancelled', false);
  expect(removals).toEqual([]);
  const stillThere = await fetch(`${siteB.url}/api/users/${userId}`, { headers: { Authorization: bearer! } });
  expect(stillThere.status).toBe(200);
  await stillThere.arrayBuffer();
  // Nor does an ID token of an earlier login: the one 'Welkom!' registered with was spent there.
  expect(registrations).toHaveLength(1);
  const { idToken: registrationToken } = registrations[0]!.postDataJSON() as { idToken: string };
  const replayed = await fetch(`${siteB.url}/api/users/${userId}`, {
    method: 'DELETE',
    headers: { Authorization: bearer!, 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: registrationToken }),
  });
  expect(replayed.status).toBe(401);
  await replayed.arrayBuffer();
  expect(siteBRows().users.map((user) => user.id)).toContain(userId);

  // Then the person confirms again and logs in at site A once more: it asks for the password although its session
  // is still open (prompt=login, max_age=0), and the fresh ID token goes to the removal.
  const again = await confirmAndOpenLogin(page);
  const asked = authorisations.at(-1)!;
  expect(asked.origin).toBe(siteA.url);
  expect(asked.searchParams.get('prompt')).toBe('login');
  expect(asked.searchParams.get('max_age')).toBe('0');
  await again.getByLabel(provider.login.email).fill(person.email);
  await again.getByLabel(provider.login.password, { exact: true }).fill(person.password);
  await screenshot(again, 'external-issuer-login-again', false);
  await Promise.all([again.waitForEvent('close'), again.getByRole('button', { name: provider.login.submit }).click()]);

  // Logged out on site B's '/', with the message, and nothing of the session left in the browser's storage.
  await page.waitForURL(`${siteB.url}/`);
  await popupMessage(page, text.remove.removed).waitFor();
  await navbarLogin(page).waitFor();
  await page.getByRole('heading', { level: 1, name: messages.catalogue.search.title }).waitFor();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await screenshot(page, 'external-issuer-removed', false);

  // The removal carried a new ID token of site A, for this person, of a login made just now.
  expect(removals).toHaveLength(1);
  const { idToken } = removals[0]!.postDataJSON() as { idToken: string };
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { iss: string; auth_time: number };
  expect(claims.iss).toBe(issuer);
  expect(Date.now() / 1000 - claims.auth_time).toBeLessThan(120);

  // Site B: the old access token is refused, the person's row is gone, and the spent ID token registers no one.
  const old = await fetch(`${siteB.url}/api/users/${userId}`, { headers: { Authorization: bearer! } });
  expect(old.status).toBe(401);
  await old.arrayBuffer();
  expect(siteBRows().users.filter((user) => user.id === userId || user.email === person.email)).toEqual([]);
  const replay = await fetch(`${siteB.url}/api/users/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken, firstname: person.firstname, lastname: person.lastname }),
  });
  expect(replay.status).toBe(401);
  await replay.arrayBuffer();
  expect(siteBRows().users.filter((user) => user.email === person.email)).toEqual([]);

  // What they wrote stays on site B, under 'Verwijderd account'.
  await visit(page, siteB.url, `/AI-tool/${tool.id}`);
  const kept = page.getByRole('article', { name: messages.catalogue.detail.reviewBy(DELETED_ACCOUNT_NAME) });
  await kept.getByText(review).waitFor();
  await expectCount(page.getByText(person.lastname), 0);
  await kept.scrollIntoViewIfNeeded();
  await screenshot(page, 'external-issuer-review-kept', false);
  // Two sites, three logins at the outside provider and a removal on two busy cores.
}, 180_000);
