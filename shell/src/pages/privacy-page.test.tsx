// The privacy statement as a visitor reads it: who is responsible (what the admins wrote, or plainly that they did
// not yet), the API's list of what is kept and what is in the browser, and the rights with their ways to act.
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { EMPTY_SITE_CONTENT, type PrivacyStatement, type SiteContent } from 'shared';
import { apiError, json } from 'shared/testing/fake-api';
import { messages } from '../messages.ts';
import type { PageLoader } from '../routes/page-loader.ts';
import { fakePage, renderApp, signInAs, stubHealthyServer } from '../test/shell-test-kit.tsx';

const text = messages.shell.privacy;

/** As the API answers it: its declaration, not a copy kept by the front end. */
const statement: PrivacyStatement = {
  personalData: [
    {
      table: 'reviews',
      label: 'Reviews',
      fields: ['tekst', 'sterren', 'datum', 'wie ze schreef'],
      purpose: 'Andere bezoekers lezen je ervaring met een AI-tool.',
      retention: 'Tot jij of een admin de review verwijdert.',
      seenBy: 'Iedereen (met je voor- en achternaam).',
    },
    {
      table: 'favourites',
      label: 'Bewaarde AI-tools',
      fields: ['welke AI-tool', 'sinds wanneer'],
      purpose: 'Je vindt je bewaarde AI-tools terug.',
      retention: 'Tot je ze weghaalt of je account verwijdert.',
      seenBy: 'Alleen jij.',
    },
  ],
  browserStorage: [
    {
      name: 'roadmap.loggedOut',
      storage: 'sessionStorage',
      purpose: 'Toont na het afmelden één keer een melding.',
      retention: 'Tot de volgende pagina het toonde.',
    },
  ],
};

const loader = () => jest.fn<PageLoader>(async (moduleId) => fakePage(`pagina ${moduleId}`));

function site(content: SiteContent = EMPTY_SITE_CONTENT, privacy: () => Response = () => json(statement)) {
  return stubHealthyServer({ siteContent: () => json(content), privacy });
}

beforeEach(() => signInAs('anonymous'));
afterEach(() => jest.restoreAllMocks());

test('shows what the API declares: each kind of data with its purpose, retention and who sees it, and the browser storage', async () => {
  const api = site();
  renderApp('/privacy', loader());
  expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();

  const kept = await screen.findByRole('region', { name: text.dataTitle });
  const reviews = within(kept).getByRole('listitem', { name: 'Reviews' });
  expect(within(reviews).getByText('tekst, sterren, datum, wie ze schreef')).toBeInTheDocument();
  expect(within(reviews).getByText('Andere bezoekers lezen je ervaring met een AI-tool.')).toBeInTheDocument();
  expect(within(reviews).getByText('Tot jij of een admin de review verwijdert.')).toBeInTheDocument();
  expect(within(reviews).getByText('Iedereen (met je voor- en achternaam).')).toBeInTheDocument();
  // The name the download uses for the same rows.
  expect(within(reviews).getByText('reviews')).toBeInTheDocument();
  expect(within(kept).getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)).toEqual(['Reviews', 'Bewaarde AI-tools']);

  const browser = screen.getByRole('region', { name: text.browserTitle });
  expect(within(browser).getByText(text.browserIntro)).toBeInTheDocument();
  const mark = within(browser).getByRole('listitem', { name: 'roadmap.loggedOut' });
  expect(within(mark).getByText(text.storageKinds.sessionStorage)).toBeInTheDocument();
  expect(within(mark).getByText('Toont na het afmelden één keer een melding.')).toBeInTheDocument();
  expect(api.requestsTo('privacy')).toHaveLength(1);
});

test('before the admins wrote who is responsible, it says so instead of naming anyone', async () => {
  site();
  renderApp('/privacy', loader());
  const controller = await screen.findByRole('region', { name: text.controllerTitle });
  expect(await within(controller).findByText(text.controllerMissing)).toBeInTheDocument();
  expect(within(controller).getByText(text.contactMissing)).toBeInTheDocument();
  expect(within(controller).queryByRole('link')).not.toBeInTheDocument();
});

test('shows the controller as the admins wrote it, line by line, and the address for questions', async () => {
  site({ ...EMPTY_SITE_CONTENT, privacyController: 'Hogeschool Voorbeeld\nNijverheidskaai 170\n1070 Anderlecht', privacyContact: 'privacy@hogeschool.be' });
  renderApp('/privacy', loader());
  const controller = await screen.findByRole('region', { name: text.controllerTitle });
  const address = await within(controller).findByText(/^Hogeschool Voorbeeld/);
  expect(address.textContent).toBe('Hogeschool Voorbeeld\nNijverheidskaai 170\n1070 Anderlecht');
  expect(within(controller).getByRole('link', { name: 'privacy@hogeschool.be' })).toHaveAttribute('href', 'mailto:privacy@hogeschool.be');
  expect(within(controller).queryByText(text.controllerMissing)).not.toBeInTheDocument();

  const rights = screen.getByRole('region', { name: text.rightsTitle });
  expect(within(rights).getByRole('link', { name: 'privacy@hogeschool.be' })).toBeInTheDocument();
});

test('the rights lead to Account beheer and name the Belgian data protection authority', async () => {
  site();
  renderApp('/privacy', loader());
  const rights = await screen.findByRole('region', { name: text.rightsTitle });
  const links = within(rights).getAllByRole('link', { name: text.accountEdit });
  expect(links).toHaveLength(3);
  for (const link of links) expect(link).toHaveAttribute('href', '/account/edit');
  expect(rights).toHaveTextContent("download je met 'Mijn gegevens downloaden' alles wat de site over je bewaart");
  expect(rights).toHaveTextContent("verwijder je met 'Account verwijderen' je account");
  expect(rights).toHaveTextContent('Gegevensbeschermingsautoriteit: www.gegevensbeschermingsautoriteit.be');
  // No address for questions written yet: no empty mail link.
  expect(within(rights).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
});

test('the footer links to it', async () => {
  site();
  renderApp('/', loader());
  const footer = await screen.findByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: messages.shell.footer.privacy })).toHaveAttribute('href', '/privacy');
});

test('a failing statement says so in the error box; the rights stay readable', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  site(EMPTY_SITE_CONTENT, () => apiError(500, 'INTERNAL_ERROR'));
  renderApp('/privacy', loader());
  expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR');
  expect(screen.getByRole('region', { name: text.rightsTitle })).toBeInTheDocument();
});
