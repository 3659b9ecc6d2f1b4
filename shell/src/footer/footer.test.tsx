// The footer links to 'De roadmap in cijfers' only while an admin has switched that page on (site content).
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { EMPTY_SITE_CONTENT } from 'shared';
import { json } from 'shared/testing/fake-api';
import { messages } from '../messages.ts';
import type { PageLoader } from '../routes/page-loader.ts';
import { fakePage, renderApp, signInAs, stubHealthyServer } from '../test/shell-test-kit.tsx';

const text = messages.shell.footer;
const loader = () => jest.fn<PageLoader>(async (moduleId) => fakePage(`pagina ${moduleId}`));

beforeEach(() => signInAs('anonymous'));
afterEach(() => jest.restoreAllMocks());

test("links to 'De roadmap in cijfers' while the public figures are switched on", async () => {
  stubHealthyServer({ siteContent: () => json({ ...EMPTY_SITE_CONTENT, publicFigures: true }) });
  renderApp('/', loader());
  const footer = await screen.findByRole('contentinfo');
  expect(await within(footer).findByRole('link', { name: text.figures })).toHaveAttribute('href', '/cijfers');
});

test('has no such link while they are switched off', async () => {
  const contacts = [{ label: 'Projectleiding', email: 'roadmap@hogeschool.be' }];
  stubHealthyServer({ siteContent: () => json({ ...EMPTY_SITE_CONTENT, contacts, publicFigures: false }) });
  renderApp('/', loader());
  const footer = await screen.findByRole('contentinfo');
  // The contact shows once the site content is in: only then is the missing link a fact.
  expect(await within(footer).findByRole('link', { name: 'roadmap@hogeschool.be' })).toBeInTheDocument();
  expect(within(footer).queryByRole('link', { name: text.figures })).not.toBeInTheDocument();
});
