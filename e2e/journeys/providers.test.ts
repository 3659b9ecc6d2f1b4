// Journey of a provider (decision 0019): a new user asks to become a provider; the admin rejects the request with a reason; the user
// reads it, corrects and resubmits; the admin approves; the user logs in again as a provider, submits a tool for
// the new company and cannot delete the company while the tool hangs on it. Real logins, the real API.
import type { ListResponse, Provider } from 'shared/contracts';
import { screenshot, visit } from '../support/browser.ts';
import { logInAsFirstAdmin } from '../support/first-admin.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, logIn, logOut, popupMessage, type Person } from '../support/login.ts';
import { messages } from '../support/texts.ts';

const text = messages.account.providers;
const upgrade = messages.account.upgrade;
const submissions = messages.admin.submissions;
const fields = messages.providerForm.fields;
const person: Person = { email: 'lotte.maes@zaalverhuur.be', password: 'Provider-2026', firstname: 'Lotte', lastname: 'Maes' };
const COMPANY = 'Zaalverhuur Maes';

const { site, page } = journeyPerTest();

async function decide(approve: boolean, reason = ''): Promise<void> {
  await visit(page, site.url, '/providers/submissions');
  await page.getByRole('button', { name: submissions.review(COMPANY) }).click();
  const dialog = page.getByRole('dialog', { name: submissions.dialogTitle(COMPANY) });
  await dialog.getByText(`${person.firstname} ${person.lastname} (${person.email})`).waitFor();
  if (approve) {
    await dialog.getByRole('button', { name: submissions.approve }).click();
    await popupMessage(page, submissions.approved).waitFor();
  } else {
    await dialog.getByRole('button', { name: submissions.reject }).click();
    await dialog.getByText(submissions.commentRequired).waitFor();
    await dialog.getByLabel(submissions.comment).fill(reason);
    await dialog.getByRole('button', { name: submissions.reject }).click();
    await popupMessage(page, submissions.rejected).waitFor();
  }
}

test('a user asks to become a provider, is rejected, resubmits, is approved, logs in again and submits a tool', async () => {
  await visit(page, site.url, '/');
  await createAccount(page, person);
  await completeWelcome(page, person);
  await visit(page, site.url, '/account');
  await page.getByRole('link', { name: messages.account.overview.cards.upgrade.title }).click();
  await page.getByRole('heading', { level: 1, name: messages.account.pageTitles.upgrade }).waitFor();
  await page.getByLabel(fields.name).fill(COMPANY);
  await page.getByLabel(fields.country).selectOption('BE');
  await page.getByLabel(fields.email).fill('info@zaalverhuur');
  await page.getByLabel(fields.url).fill('www.zaalverhuur-maes.be');
  await page.getByLabel(fields.telephone).fill('+32 3 555 12 34');
  // An image of the site itself: an https address would be fetched by the server (decision 0023), and this machine
  // reaches no other host; uploading needs the provider role this user asks for.
  await page.getByLabel(fields.logoUrl).fill('/demo-logos/brella.svg');
  await page.getByRole('button', { name: text.submit }).click();
  await page.getByText(messages.providerForm.invalid.email).waitFor();
  await page.getByLabel(fields.email).fill('info@zaalverhuur-maes.be');
  await page.getByRole('button', { name: text.submit }).click();
  await page.getByRole('heading', { name: upgrade.pendingTitle }).waitFor();
  const anonymous = (await (await fetch(`${site.url}/api/providers`)).json()) as ListResponse<Provider>;
  expect(anonymous.data.map((provider) => provider.name)).not.toContain(COMPANY);

  await logOut(page, site.url);
  await logInAsFirstAdmin(page, site);
  await decide(false, 'Vermeld het adres van de zaal op de website.');

  await logOut(page, site.url);
  await logIn(page, person.email, person.password);
  await popupMessage(page, messages.auth.loggedInAs(person.email)).waitFor();
  await visit(page, site.url, '/account');
  // The upgrade card carries '1': the request was rejected.
  const card = page.getByRole('link', { name: messages.account.overview.cards.upgrade.title });
  await page.getByText(messages.account.overview.badgeLabel('1')).waitFor({ state: 'attached' });
  await card.click();
  await page.getByRole('heading', { name: upgrade.rejectedTitle }).waitFor();
  await page.getByText('Vermeld het adres van de zaal op de website.').waitFor();
  await page.getByLabel(fields.url).fill('https://zaalverhuur-maes.be/adres');
  await page.getByRole('button', { name: upgrade.resubmit }).click();
  await popupMessage(page, upgrade.resubmitted).waitFor();
  await page.getByRole('heading', { name: upgrade.pendingTitle }).waitFor();

  await logOut(page, site.url);
  await logInAsFirstAdmin(page, site);
  await decide(true);
  await screenshot(page, 'provider-approved', false);

  // Logged in again (a session from before the approval would be told to, on /account/upgrade): a provider now,
  // with the company among its own, and a tool submitted for it.
  await logOut(page, site.url);
  await logIn(page, person.email, person.password);
  await popupMessage(page, messages.auth.loggedInAs(person.email)).waitFor();
  await visit(page, site.url, '/account');
  await page.getByText(messages.account.overview.signedInAs(messages.account.overview.roleLabels.provider)).waitFor();
  await visit(page, site.url, '/providers');
  await page.getByRole('row', { name: new RegExp(COMPANY) }).getByText(text.states.approved).waitFor();
  await visit(page, site.url, '/AI-tool/submit');
  const form = messages.catalogue.form;
  await page.getByLabel(form.name).fill('Zaalplanner Maes');
  await page.getByLabel(form.eventprocess).selectOption('event');
  await page.getByLabel(form.kind).fill('Zaalindeling');
  await page.getByLabel(form.description).fill('Toont welke zalen vrij zijn.');
  await page.getByLabel(form.complexity).fill('Laag');
  await page.getByLabel(form.roi).fill('Minder leegstand');
  await page.getByLabel(form.price).fill('Gratis');
  await page.getByLabel(form.origin).selectOption('BE');
  await page.getByRole('button', { name: form.submitProvider }).click();
  await popupMessage(page, form.submitted).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Zaalplanner Maes' }).waitFor();

  // The company cannot go while the tool hangs on it.
  await visit(page, site.url, '/providers');
  await page.getByRole('link', { name: text.details(COMPANY) }).click();
  await page.getByRole('heading', { level: 1, name: COMPANY }).waitFor();
  await page.getByRole('button', { name: text.remove }).click();
  const dialog = page.getByRole('dialog', { name: text.removeTitle });
  await dialog.getByText('Zaalplanner Maes').waitFor();
  await dialog.getByText(messages.errors.providerDeleteBlocked).waitFor();
  await dialog.getByRole('button', { name: text.remove }).click();
  await dialog.getByText(messages.errors.providerDeleteBlocked).waitFor();
  const mine = (await (await fetch(`${site.url}/api/providers`)).json()) as ListResponse<Provider>;
  expect(mine.data.map((provider) => provider.name)).toContain(COMPANY);
  await page.keyboard.press('Escape');
});

test('a user claims a listed company on a tool page; the admin sees the domain check and approves; the user manages it', async () => {
  const claimant: Person = { email: 'jonas.peeters@eventhuis.be', password: 'Bedrijf-2026', firstname: 'Jonas', lastname: 'Peeters' };
  const claimText = messages.catalogue.claim;
  const tools = (await site.api<ListResponse<{ id: number; provider_id: number }>>('aiTools?limit=1&offset=0')).data;
  const company = await site.api<Provider>(`providers/${tools[0]!.provider_id}`);
  expect(company.user_id).toBeNull();

  await visit(page, site.url, `/AI-tool/${tools[0]!.id}`);
  await createAccount(page, claimant);
  await completeWelcome(page, claimant);
  const contact = page.getByRole('region', { name: messages.catalogue.detail.provider });
  await contact.getByRole('button', { name: claimText.button }).click();
  const dialog = page.getByRole('dialog', { name: claimText.title(company.name) });
  await dialog.getByRole('button', { name: claimText.submit }).click();
  await dialog.getByText(claimText.roleRequired).waitFor();
  await dialog.getByLabel(claimText.role).fill('Zaakvoerder');
  await dialog.getByRole('button', { name: claimText.submit }).click();
  await popupMessage(page, claimText.sent).waitFor();

  await logOut(page, site.url);
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, '/providers/submissions');
  const userName = `${claimant.firstname} ${claimant.lastname}`;
  await page.getByRole('button', { name: submissions.claims.review(userName, company.name) }).click();
  const review = page.getByRole('dialog', { name: submissions.claims.dialogTitle(company.name) });
  await review.getByText('Zaakvoerder').waitFor();
  // eventhuis.be is not the company's website: the admin is warned.
  await review.getByText(submissions.claims.domainMismatch).waitFor();
  await screenshot(page, 'provider-claim-review', false);
  await review.getByRole('button', { name: submissions.approve }).click();
  await popupMessage(page, submissions.claims.approved).waitFor();

  await logOut(page, site.url);
  await logIn(page, claimant.email, claimant.password);
  await popupMessage(page, messages.auth.loggedInAs(claimant.email)).waitFor();
  await visit(page, site.url, '/providers');
  await page.getByRole('row', { name: new RegExp(company.name) }).getByText(text.states.approved).waitFor();
});
