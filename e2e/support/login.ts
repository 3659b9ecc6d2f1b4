// Logging in as a person does: LOGIN in the navbar opens the identity provider's page in a popup (the
// embedded provider under /oidc, its Dutch texts from api/src/oidc/texts.ts), the popup closes itself and the
// site carries on. Shared by the account and user-management journeys.
import type { Locator, Page } from 'playwright-core';
import { texts as provider } from '../../api/src/oidc/texts.ts';
import { waitUntilHydrated } from './server-rendering.ts';
import { messages } from './texts.ts';

export interface Person {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

const navbar = (page: Page) => page.getByRole('navigation', { name: messages.shell.navbar.label });

/** The navbar's LOGIN. */
export function navbarLogin(page: Page): Locator {
  return navbar(page).getByRole('button', { name: messages.common.login, exact: true });
}

/**
 * Clicks a LOGIN button (the navbar's unless another is given) and returns the provider's popup, loaded. The button
 * is in the server's HTML before the app runs (after logging out, the site loads `/` anew), and a click before React
 * has taken it over does nothing.
 */
async function openLoginPopup(page: Page, login = navbarLogin(page)): Promise<Page> {
  await waitUntilHydrated(login);
  const [popup] = await Promise.all([page.waitForEvent('popup'), login.click()]);
  await popup.getByRole('heading', { name: provider.login.title }).waitFor();
  return popup;
}

/** Creates an account on the provider's page; the popup closes and the site shows 'Welkom!'. */
export async function createAccount(page: Page, person: Person, login?: Locator): Promise<void> {
  const popup = await openLoginPopup(page, login);
  await popup.getByRole('link', { name: provider.login.register }).click();
  await popup.getByRole('heading', { name: provider.register.title }).waitFor();
  await popup.getByLabel(provider.register.email).fill(person.email);
  await popup.getByLabel(provider.register.firstname).fill(person.firstname);
  await popup.getByLabel(provider.register.lastname).fill(person.lastname);
  await popup.getByLabel(provider.register.password, { exact: true }).fill(person.password);
  await popup.getByLabel(provider.register.passwordConfirm).fill(person.password);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: provider.register.submit }).click()]);
}

/**
 * Logs in with e-mail and password. `newPassword` answers the provider's 'Kies een nieuw wachtwoord' step
 * (a one-time password).
 */
export async function logIn(page: Page, email: string, password: string, newPassword?: string): Promise<void> {
  const popup = await openLoginPopup(page);
  await popup.getByLabel(provider.login.email).fill(email);
  await popup.getByLabel(provider.login.password, { exact: true }).fill(password);
  const submit = popup.getByRole('button', { name: provider.login.submit });
  if (newPassword === undefined) {
    await Promise.all([popup.waitForEvent('close'), submit.click()]);
    return;
  }
  await submit.click();
  await popup.getByRole('heading', { name: provider.changePassword.title }).waitFor();
  await popup.getByLabel(provider.changePassword.password, { exact: true }).fill(newPassword);
  await popup.getByLabel(provider.changePassword.passwordConfirm).fill(newPassword);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: provider.changePassword.submit }).click()]);
}

/** The navbar's logout; the provider ends its session and sends the browser back to the site's origin. */
export async function logOut(page: Page, siteUrl: string): Promise<void> {
  await navbar(page).getByRole('button', { name: messages.common.logout, exact: true }).click();
  await page.waitForURL(`${siteUrl}/`);
  await navbar(page).getByRole('button', { name: messages.common.login, exact: true }).waitFor();
}

export function popupMessage(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

/**
 * 'Welkom!' after a new account: the names come filled in from the ID token (the embedded provider always sends
 * them); a field an identity provider left empty is typed. 'Registreer' logs in.
 */
export async function completeWelcome(page: Page, person: Person): Promise<void> {
  const welcome = page.getByRole('dialog', { name: messages.auth.registration.title });
  await welcome.waitFor();
  for (const [label, name] of [
    [messages.auth.registration.firstname, person.firstname],
    [messages.auth.registration.lastname, person.lastname],
  ] as const) {
    const field = welcome.getByLabel(label, { exact: true });
    if ((await field.inputValue()) === '') await field.fill(name);
  }
  await welcome.getByRole('button', { name: messages.auth.registration.submit }).click();
  await popupMessage(page, messages.auth.registeredAs(person.email)).waitFor();
  await welcome.waitFor({ state: 'detached' });
}
