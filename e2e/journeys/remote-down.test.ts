// Journey: one remote cannot be loaded (its host is down). Only its own routes break, with the Dutch message
// inside the intact layout; the other remotes keep working (ARCHITECTURE §3, shareStrategy 'loaded-first').
import { screenshot, visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { freePort } from '../support/site.ts';
import { messages, TOOL_PAGE_SIZE } from '../support/texts.ts';
import { expectCount } from '../support/wait.ts';

let deadUrl: string;
const { site, page } = journeyPerTest(async () => {
  // A loopback port nobody listens on: connections are refused at once.
  deadUrl = `http://127.0.0.1:${await freePort()}/mf-manifest.json`;
  return { env: { REMOTE_FORUM_URL: deadUrl } };
});

const header = () => page.getByRole('link', { name: messages.shell.header.homeLabel });
const navbar = () => page.getByRole('navigation', { name: messages.shell.navbar.label });
const footer = () => page.getByRole('contentinfo', { name: messages.shell.footer.label });

test('the site tells where the forum is expected to be', async () => {
  const config = (await (await fetch(`${site.url}/config.json`)).json()) as { remotes: Record<string, string> };
  expect(config.remotes.forum).toBe(deadUrl);
  expect(config.remotes.catalogue).toBe('/remotes/catalogue/mf-manifest.json');
});

test('/forum shows that this part cannot be loaded, inside the intact header, navbar and footer', async () => {
  await visit(page, site.url, '/forum');
  await page.getByText(messages.common.remoteUnavailable, { exact: true }).waitFor();
  await page.getByRole('button', { name: messages.common.retry }).waitFor();
  await header().waitFor();
  await navbar().waitFor();
  await footer().waitFor();
  expect(await page.getByRole('heading', { level: 1, name: messages.forum.list.title }).count()).toBe(0);
  await screenshot(page, 'remote-down-forum');

  // The rest of the site still works from here: the catalogue through the header link.
  await header().click();
  await page.getByRole('heading', { level: 1, name: messages.catalogue.search.title }).waitFor();
  await expectCount(page.getByRole('region', { name: messages.catalogue.search.resultsTitle }).getByRole('listitem').getByRole('link'), TOOL_PAGE_SIZE);
  await screenshot(page, 'remote-down-home-after-forum', false);
});

test('/ (the catalogue) works on a first visit while the forum is down', async () => {
  await visit(page, site.url, '/');
  await page.getByRole('heading', { level: 1, name: messages.catalogue.search.title }).waitFor();
  await expectCount(page.getByRole('region', { name: messages.catalogue.search.resultsTitle }).getByRole('listitem').getByRole('link'), TOOL_PAGE_SIZE);
  expect(await page.getByText(messages.common.remoteUnavailable).count()).toBe(0);
  // The shell's own pages and the FAQ route of the dead forum remote, one after the other.
  await footer().getByRole('link', { name: messages.shell.footer.disclaimer, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: messages.shell.disclaimer.title }).waitFor();
  await footer().getByRole('link', { name: messages.shell.footer.faq, exact: true }).click();
  await page.getByText(messages.common.remoteUnavailable, { exact: true }).waitFor();
  await footer().waitFor();
});
