// Journey "no dead ends": the site's own No Show Tool is reached from the navbar's MENU and from the account page;
// an online event's form asks nothing about weather, parking or public transport and still predicts; the admin adds
// the tool's path as a navigation link and the navbar opens it inside the app (no reload); a request to become a
// provider shows as pending on the account page; a report leaves 'Meld ongepast' as 'Gemeld', also after a reload.
import type { ForumIssue, ListResponse } from 'shared/contracts';
import type { Page } from 'playwright-core';
import { screenshot, visit } from '../support/browser.ts';
import { logInAsFirstAdmin } from '../support/first-admin.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, popupMessage, type Person } from '../support/login.ts';
import { messages } from '../support/texts.ts';

const navbarText = messages.shell.navbar;
const noshow = messages.noshow;
const cards = messages.account.overview.cards;
const NO_SHOW_PATH = '/AI-tool/NoShowTool';

const { site, page } = journeyPerTest();

const navbar = () => page.getByRole('navigation', { name: navbarText.label });

async function newUser(who: Person): Promise<void> {
  await visit(page, site.url, '/');
  await createAccount(page, who);
  await completeWelcome(page, who);
}

async function openMenu(): Promise<void> {
  const menu = navbar().getByRole('button', { name: navbarText.menu });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

/** A mark on the page's window: it survives in-app navigation and is gone after a full reload. */
async function markThisDocument(target: Page): Promise<void> {
  await target.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
}
const sameDocument = (target: Page) => target.evaluate(() => (window as unknown as { stillTheSameDocument?: boolean }).stillTheSameDocument === true);

async function atTheTool(): Promise<void> {
  await page.getByRole('heading', { level: 1, name: noshow.title }).waitFor();
  expect(new URL(page.url()).pathname).toBe(NO_SHOW_PATH);
}

test('a user reaches the No Show Tool from the menu and the account page; an online event is asked only what applies', async () => {
  await newUser({ email: 'femke.janssens@congres.be', password: 'Online-2026x', firstname: 'Femke', lastname: 'Janssens' });
  await visit(page, site.url, '/');
  await markThisDocument(page);
  await openMenu();
  await navbar().getByRole('link', { name: navbarText.noShow, exact: true }).click();
  await atTheTool();
  expect(await sameDocument(page)).toBe(true);

  await visit(page, site.url, '/account');
  await page.getByRole('link', { name: cards.noShow.title, exact: true }).click();
  await atTheTool();

  // Online: no weather, parking or public transport; an answer without effect says so before it is given.
  await page.getByLabel('Soort deelname').selectOption('online');
  await page.getByText(noshow.onlineNote).waitFor();
  expect(await page.getByLabel('Weer').count()).toBe(0);
  expect(await page.getByLabel('Bereikbaarheid met openbaar vervoer').count()).toBe(0);
  expect(await page.getByLabel('Parking beschikbaar').count()).toBe(0);
  const submit = page.getByRole('button', { name: noshow.submit });
  expect(await submit.isDisabled()).toBe(true);
  expect(await page.getByText(noshow.submitWhy).isVisible()).toBe(true);
  await page.getByLabel('Type event').selectOption('workshop');
  await page.getByLabel('Tijdstip').selectOption('evening');
  await page.getByLabel(noshow.temperature).fill('7');
  await page.getByLabel('Herinnering verstuurd').check();
  expect(await submit.isEnabled()).toBe(true);
  await screenshot(page, 'no-dead-ends-online-form');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'no-dead-ends-online-form-phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await submit.click();
  const result = page.getByRole('region', { name: noshow.resultTitle });
  await result.getByText(/^Verwachte no-show: \d+ % \(\d+–\d+ %\)$/).waitFor();
});

test('the admin adds the tool as a navigation link; the navbar opens it in the app, without a reload', async () => {
  const settings = messages.admin.settings;
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, '/settings');
  await page.getByRole('button', { name: settings.add }).click();
  const add = page.getByRole('dialog', { name: settings.dialogTitle });
  await add.getByLabel(settings.name).fill('Voorspel je no-show');
  await add.getByLabel(settings.url).fill('//elders.example');
  await add.getByText(settings.invalidUrl).waitFor();
  await add.getByLabel(settings.url).fill(NO_SHOW_PATH);
  await add.getByRole('button', { name: settings.confirm.add }).click();
  await popupMessage(page, settings.done.add).waitFor();

  await markThisDocument(page);
  await openMenu();
  const own = navbar().getByRole('link', { name: 'Voorspel je no-show', exact: true });
  expect(await own.getAttribute('href')).toBe(NO_SHOW_PATH);
  expect(await own.getAttribute('target')).toBeNull();
  await own.click();
  await atTheTool();
  expect(await sameDocument(page)).toBe(true);
  await openMenu();
  await screenshot(page, 'no-dead-ends-navbar-own-link', false);
});

test('a request to become a provider shows as pending on the account page', async () => {
  const fields = messages.providerForm.fields;
  await newUser({ email: 'jonas.wouters@zalen.be', password: 'Aanvraag-2026x', firstname: 'Jonas', lastname: 'Wouters' });
  await visit(page, site.url, '/account');
  await page.getByRole('link', { name: cards.upgrade.title }).click();
  await page.getByLabel(fields.name).fill('Zalen Wouters');
  await page.getByLabel(fields.country).selectOption('BE');
  await page.getByLabel(fields.email).fill('info@zalen-wouters.be');
  await page.getByLabel(fields.url).fill('www.zalen-wouters.be');
  await page.getByLabel(fields.telephone).fill('+32 3 555 43 21');
  await page.getByLabel(fields.logoUrl).fill('/demo-logos/brella.svg');
  await page.getByRole('button', { name: messages.account.providers.submit }).click();
  await page.getByRole('heading', { name: messages.account.upgrade.pendingTitle }).waitFor();

  await visit(page, site.url, '/account');
  const card = page.getByRole('link', { name: cards.upgrade.title });
  await page.getByText(cards.upgradePending.label, { exact: true }).waitFor();
  await page.getByText(cards.upgradePending.description).waitFor();
  expect(await card.getAttribute('aria-describedby')).toBeTruthy();
  await screenshot(page, 'no-dead-ends-upgrade-pending');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'no-dead-ends-upgrade-pending-phone');
});

test("a report leaves the button reported ('Gemeld', with the reason), also after a reload", async () => {
  const report = messages.community.report;
  const issue = (await site.api<ListResponse<ForumIssue>>('issues/data?limit=1&offset=0')).data[0]!;
  await newUser({ email: 'sara.peeters@beurs.be', password: 'Gemeld-2026x', firstname: 'Sara', lastname: 'Peeters' });
  await visit(page, site.url, `/forum/${issue.id}`);
  const label = messages.forum.post.postLabel(issue.user_name);
  await page.getByRole('button', { name: `${report.button}: ${label}` }).click();
  const dialog = page.getByRole('dialog', { name: report.title });
  await dialog.getByLabel(report.reason).fill('Dit is reclame, geen vraag.');
  await dialog.getByRole('button', { name: report.submit }).click();
  await popupMessage(page, report.sent).waitFor();

  const reported = page.getByRole('button', { name: `${report.reported}: ${label}` });
  await reported.waitFor();
  expect(await reported.isDisabled()).toBe(true);
  await page.getByText(report.reportedNote).waitFor();
  await screenshot(page, 'no-dead-ends-reported', false);

  await page.reload();
  await page.getByRole('heading', { level: 1, name: issue.subject }).waitFor();
  expect(await page.getByRole('button', { name: `${report.reported}: ${label}` }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: `${report.button}: ${label}` }).count()).toBe(0);
});
