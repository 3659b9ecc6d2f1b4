// The wires between the apps, used in the assembled site: a remote asks the shell to log in through the one
// session of shared-core (LOGIN on a tool's page opens the identity provider), and the shell and every remote
// share one session and one router (a link in a remote moves the shell's navbar; a login in the shell shows in
// the remotes at once).
import type { AiTool, ListResponse } from 'shared/contracts';
import { visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, type Person } from '../support/login.ts';
import { messages } from '../support/texts.ts';
import { eventually } from '../support/wait.ts';

const { site, page } = journeyPerTest();

const navbar = () => page.getByRole('navigation', { name: messages.shell.navbar.label });

test("LOGIN on a tool's page opens the login; once registered, the tool page shows the logged-in state", async () => {
  const person: Person = { email: 'lies.janssens@zaal.be', password: 'Herfst2026!', firstname: 'Lies', lastname: 'Janssens' };
  const { data } = await site.api<ListResponse<AiTool>>('aiTools?limit=1');
  await visit(page, site.url, `/AI-tool/${data[0].id}`);
  const reviews = page.getByRole('region', { name: messages.catalogue.detail.reviews });
  await reviews.getByText(messages.catalogue.detail.loginForReview).waitFor();

  // The catalogue's button, not the navbar's: the catalogue calls the session's login, which the shell installed.
  await createAccount(page, person, reviews.getByRole('button', { name: messages.common.login, exact: true }));
  await completeWelcome(page, person);

  // Still on the tool's page, now logged in: the catalogue and the navbar read the one session.
  expect(new URL(page.url()).pathname).toBe(`/AI-tool/${data[0].id}`);
  await reviews.getByText(messages.catalogue.detail.loginForReview).waitFor({ state: 'detached' });
  await navbar().getByRole('button', { name: messages.common.logout, exact: true }).waitFor();
});

test("one router and one session: a remote's links move the shell's navbar, the remotes greet the shell's login", async () => {
  const person: Person = { email: 'tom.maes@congres.be', password: 'Winter2026!', firstname: 'Tom', lastname: 'Maes' };
  await visit(page, site.url, '/');
  await createAccount(page, person);
  await completeWelcome(page, person);

  // The shell's navbar link opens the forum remote; the forum's own link opens a post, and the navbar (the
  // shell's NavLink) marks the forum as the current page: both follow the one router.
  await navbar().getByRole('button', { name: messages.shell.navbar.menu }).click();
  const forumLink = navbar().getByRole('link', { name: messages.shell.navbar.forum, includeHidden: true }).first();
  await forumLink.click();
  await page.getByRole('heading', { level: 1, name: messages.forum.list.title }).waitFor();
  const question = page.getByRole('region', { name: messages.forum.list.questionsTitle }).getByRole('link').first();
  await question.click();
  await page.waitForURL(/\/forum\/\d+$/);
  await eventually(() => forumLink.getAttribute('aria-current'), (current) => current === 'page', 'the navbar marking the forum');

  // The account remote greets with the name the shell's login put in the session, and its own link to
  // 'Account beheer' loads the user with the session's token.
  await navbar().getByRole('button', { name: messages.shell.navbar.insights }).click();
  await navbar().getByRole('link', { name: messages.shell.navbar.account }).last().click();
  await page.getByText(messages.account.overview.greeting(person.firstname)).waitFor();
  await page.getByRole('link', { name: messages.account.overview.cards.accountEdit.title }).click();
  await page.waitForURL(`${site.url}/account/edit`);
  expect(await page.getByLabel(messages.account.edit.email).inputValue()).toBe(person.email);
  await navbar().getByRole('button', { name: messages.common.logout, exact: true }).waitFor();
});
