// Journey of the admin's content: the first admin adds, edits and removes an FAQ, and a navigation link; the navbar follows
// each change of the links at once, without a reload. Keyboard in the dialogs. A refused write shows the id of
// its request, which finds the API's log line.
import type { Faq, ListResponse, RoadmapSetting } from 'shared/contracts';
import { screenshot, visit } from '../support/browser.ts';
import { logInAsFirstAdmin } from '../support/first-admin.ts';
import { journeyPerTest } from '../support/journey.ts';
import { popupMessage } from '../support/login.ts';
import { messages, SITE_DESCRIPTION } from '../support/texts.ts';
import { eventually } from '../support/wait.ts';

const faqText = messages.forum.faq;
const settings = messages.admin.settings;

// At info level the API logs every refused request with its id ('request rejected').
const { site, page } = journeyPerTest(() => ({ env: { LOG_LEVEL: 'info' } }));

const faqs = async () => (await site.api<ListResponse<Faq>>('faqs')).data;
const navbar = () => page.getByRole('navigation', { name: messages.shell.navbar.label });

/** The navbar's MENU, opened with the keyboard; its dynamic links by name. */
async function menuLinkNames(): Promise<string[]> {
  const menu = navbar().getByRole('button', { name: messages.shell.navbar.menu });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') {
    await menu.focus();
    await page.keyboard.press('Enter');
  }
  const names = await navbar().getByRole('link').filter({ hasText: messages.shell.navbar.newTab }).allTextContents();
  await page.keyboard.press('Escape');
  return names.map((name) => name.replace(messages.shell.navbar.newTab, '').trim());
}

test('the admin adds, edits and removes an FAQ', async () => {
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, '/FAQ');
  await page.getByRole('button', { name: faqText.add }).click();
  const create = page.getByRole('dialog', { name: faqText.titles.create });
  await page.keyboard.type('Kan ik een workshop over AI-tools aanvragen?');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ja, via het contactadres onderaan de pagina.');
  await create.getByRole('button', { name: faqText.save }).click();
  await popupMessage(page, faqText.created).waitFor();
  const question = page.getByRole('button', { name: 'Kan ik een workshop over AI-tools aanvragen?', exact: true });
  await question.waitFor();
  expect((await faqs()).map((faq) => faq.question)).toContain('Kan ik een workshop over AI-tools aanvragen?');

  // The same question again: 'Deze FAQ bestaat al!'.
  await page.getByRole('button', { name: faqText.add }).click();
  const again = page.getByRole('dialog', { name: faqText.titles.create });
  await again.getByLabel(faqText.question).fill('Kan ik een workshop over AI-tools aanvragen?');
  await again.getByLabel(faqText.answer).fill('Dubbel.');
  await again.getByRole('button', { name: faqText.save }).click();
  await again.getByRole('alert').getByText(messages.errors.duplicate.faq).waitFor();
  // The box names the failed request, and that id finds the API's log line of it.
  const reference = (await again.getByRole('alert').getByText(/^Referentie: /).textContent()) ?? '';
  const requestId = reference.replace(messages.errors.requestReference(''), '');
  expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  await eventually(async () => site.output(), (log) => log.includes(`"reqId":"${requestId}"`), `the log line of request ${requestId}`);
  await page.keyboard.press('Escape');
  await again.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: faqText.editLabel('Kan ik een workshop over AI-tools aanvragen?') }).click();
  const edit = page.getByRole('dialog', { name: faqText.titles.edit });
  await edit.getByLabel(faqText.answer).fill('Ja: mail ons via het contactadres onderaan de pagina.');
  await edit.getByRole('button', { name: faqText.update }).click();
  await popupMessage(page, faqText.updated).waitFor();
  await question.click();
  await page.getByRole('region', { name: 'Kan ik een workshop over AI-tools aanvragen?' }).getByText('Ja: mail ons via het contactadres onderaan de pagina.').waitFor();

  await page.getByRole('button', { name: faqText.removeLabel('Kan ik een workshop over AI-tools aanvragen?') }).click();
  const remove = page.getByRole('dialog', { name: faqText.titles.remove });
  await remove.getByText(faqText.removeWarning).waitFor();
  await remove.getByRole('button', { name: faqText.remove }).click();
  await popupMessage(page, faqText.removed).waitFor();
  await question.waitFor({ state: 'detached' });
  expect((await faqs()).map((faq) => faq.question)).not.toContain('Kan ik een workshop over AI-tools aanvragen?');
});

test('the admin adds, edits and removes a navigation link; the navbar follows each change without a reload', async () => {
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, '/settings');
  await page.getByRole('heading', { level: 1, name: messages.admin.pageTitles.settings }).waitFor();
  const before = await menuLinkNames();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });

  // Add, with the keyboard; a script address is refused first.
  await page.getByRole('button', { name: settings.add }).focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: settings.dialogTitle });
  await page.keyboard.type('Eventplatform Vlaanderen');
  await page.keyboard.press('Tab');
  await page.keyboard.type('javascript:alert(1)');
  await add.getByText(settings.invalidUrl).waitFor();
  expect(await add.getByRole('button', { name: settings.confirm.add }).isDisabled()).toBe(true);
  await add.getByLabel(settings.url).fill('www.eventplatform.be');
  await page.keyboard.press('Enter');
  await popupMessage(page, settings.done.add).waitFor();
  await eventually(menuLinkNames, (names) => names.includes('Eventplatform Vlaanderen'), 'the new link in the navbar');
  const added = (await site.api<ListResponse<RoadmapSetting>>('roadmapSettings?limit=-1&offset=-1&type=navlink')).data.find(
    (link) => link.name === 'Eventplatform Vlaanderen',
  )!;
  expect(added.url).toBe('www.eventplatform.be');
  expect(await navbar().getByRole('link', { name: /^Eventplatform Vlaanderen/, includeHidden: true }).first().getAttribute('href')).toBe('http://www.eventplatform.be');
  await screenshot(page, 'settings-added', false);

  await page.getByRole('button', { name: settings.editLabel('Eventplatform Vlaanderen') }).click();
  const edit = page.getByRole('dialog', { name: settings.dialogTitle });
  await edit.getByLabel(settings.name).fill('Eventplatform');
  await edit.getByRole('button', { name: settings.confirm.edit }).click();
  await popupMessage(page, settings.done.edit).waitFor();
  await eventually(menuLinkNames, (names) => names.includes('Eventplatform') && !names.includes('Eventplatform Vlaanderen'), 'the renamed link');

  await page.getByRole('button', { name: settings.removeLabel('Eventplatform') }).click();
  const remove = page.getByRole('dialog', { name: settings.dialogTitle });
  await remove.getByText(settings.removeWarning).waitFor();
  await remove.getByRole('button', { name: settings.confirm.remove }).click();
  await popupMessage(page, settings.done.remove).waitFor();
  await eventually(menuLinkNames, (names) => JSON.stringify(names) === JSON.stringify(before), 'the navbar as before');
  // No page was loaded again: the navbar followed in place.
  expect(documents).toEqual([]);
});

test('the about page and the footer show nothing made up; the admin writes them on /settings and the footer follows at once', async () => {
  const about = messages.shell.about;
  const written = messages.admin.siteContent;
  const footer = () => page.getByRole('contentinfo');

  // Before anything is written: the project's own description only, no stand-in people, numbers or addresses.
  await visit(page, site.url, '/about');
  await page.getByRole('heading', { level: 1, name: about.title(messages.shell.projectName) }).waitFor();
  await page.getByText(SITE_DESCRIPTION, { exact: true }).waitFor();
  expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([messages.shell.footer.linksTitle]);
  expect(await page.locator('body').innerText()).not.toMatch(/\.example|voorbeeld|fictief|PWO-/i);

  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, '/settings');
  const section = page.getByRole('region', { name: written.title });
  await section.getByRole('textbox', { name: written.goals }).fill('Eventorganisatoren een overzicht geven van AI-tools per fase.');
  await section.getByRole('textbox', { name: written.realisation }).fill('Studenten en docenten eventmanagement en toegepaste informatica.');
  await section.getByRole('button', { name: written.addMember }).click();
  await section.getByRole('textbox', { name: written.name, exact: true }).fill('Lotte Peeters');
  await section.getByRole('textbox', { name: written.role }).fill('Projectleider');
  await section.getByRole('textbox', { name: written.profileUrl }).fill('https://www.linkedin.com/in/lotte-peeters');
  await section.getByRole('button', { name: written.addContact }).click();
  await section.getByRole('textbox', { name: written.contactLabel }).fill('Projectleiding');
  await section.getByRole('textbox', { name: written.email, exact: true }).fill('roadmap@hogeschool.be');
  await section.getByRole('button', { name: written.save }).click();
  await popupMessage(page, written.saved).waitFor();
  // The footer of the page the admin is on follows without a reload.
  await footer().getByRole('link', { name: 'roadmap@hogeschool.be' }).waitFor();
  await screenshot(page, 'settings-site-content');

  await visit(page, site.url, '/about');
  await page.getByRole('heading', { level: 2, name: about.goals }).waitFor();
  await page.getByText('Eventorganisatoren een overzicht geven van AI-tools per fase.', { exact: true }).waitFor();
  await page.getByText('Studenten en docenten eventmanagement en toegepaste informatica.').first().waitFor();
  await page.getByRole('heading', { level: 3, name: 'Lotte Peeters' }).waitFor();
  expect(await page.getByRole('link', { name: new RegExp(`^${about.profileLink('Lotte Peeters')}`) }).getAttribute('href')).toBe('https://www.linkedin.com/in/lotte-peeters');
  // Parts nobody wrote stay away.
  expect(await page.getByRole('heading', { level: 2, name: about.advisoryGroup }).count()).toBe(0);
  await screenshot(page, 'about-written');
});
