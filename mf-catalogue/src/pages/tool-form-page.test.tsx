// The tool form (SPEC §2 "Create or submit AI tool", §5 "Tool form"): its headings, its rules and messages, what
// it sends, and where it goes afterwards.
import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession, MemoryRouter, Route, Routes } from 'shared-core';
import { apiError, fakeApi, json, list } from 'shared/testing/fake-api';
import ToolFormPage from './tool-form-page.tsx';
import ToolManagePage, { waitedFor } from './tool-manage-page.tsx';
import { tool } from '../test/fixtures.ts';

const provider = (id: number, name: string, approved = true, approvalComment = '') => ({
  id,
  name,
  country: 'BE',
  email: 'info@example.com',
  url: 'https://example.com',
  telephone: '+32 9 000 00 00',
  logoUrl: '',
  approved,
  approvalComment,
  user_id: 5,
});
const keywords = ['chatbot', 'planning', 'tickets', 'analyse', 'vertaling', 'badges'].map((name, index) => ({ id: index + 1, name }));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/AI-tool/add" element={<ToolFormPage />} />
        <Route path="/AI-tool/submit" element={<ToolFormPage />} />
        <Route path="/AI-tool/manage" element={<ToolManagePage />} />
        <Route path="/AI-tool/:id" element={<p>Tool page stub</p>} />
        <Route path="/account" element={<p>Account stub</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const signIn = (roles: ('admin' | 'provider' | 'user')[]) =>
  authSession.getState().signIn({ accessToken: 't', id: 5, email: 'p@example.com', firstname: 'Pim', lastname: 'Provider', roles });

afterEach(() => {
  authSession.getState().signOut();
  jest.restoreAllMocks();
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Naam *'), 'Slimme planner');
  await user.selectOptions(screen.getByLabelText('Eventproces *'), 'pre-event');
  await user.type(screen.getByLabelText('Soort *'), 'Planning');
  await user.type(screen.getByLabelText('Beschrijving *'), 'Plant je evenement.');
  await user.type(screen.getByLabelText('Complexiteit *'), 'Laag');
  await user.type(screen.getByLabelText('Rendement *'), 'Hoog');
  await user.type(screen.getByLabelText('Prijs *'), 'Gratis');
  await user.selectOptions(screen.getByLabelText('Land van oorsprong *'), 'BE');
}

test('a provider submits for its own approved provider (the pending one is shown, disabled), and lands on the new tool', async () => {
  const user = userEvent.setup();
  const api = fakeApi()
    .on('providers/mine', list([provider(3, 'Eventfirma'), provider(4, 'Nieuwe firma', false)]))
    .on('keywords', list(keywords))
    .on('aiTools/submit', json(tool({ id: 42, approved: false }), 201));
  signIn(['provider', 'user']);
  renderAt('/AI-tool/submit');
  expect(screen.getByRole('heading', { level: 1, name: 'Dien een nieuwe AI-tool in' })).toBeInTheDocument();
  await fillRequired(user);
  const providerSelect = await screen.findByLabelText('Provider *');
  // The only approved provider is chosen already; the pending one cannot be.
  expect(providerSelect).toHaveValue('3');
  expect(screen.getByRole('option', { name: 'Nieuwe firma (nog niet goedgekeurd)' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Dien AI-tool in' }));
  expect(await screen.findByText('Tool page stub')).toBeInTheDocument();
  expect(api.writes).toEqual([
    {
      method: 'POST',
      path: 'aiTools/submit',
      body: {
        name: 'Slimme planner',
        eventprocess: 'pre-event',
        kind: 'Planning',
        description: 'Plant je evenement.',
        complexity: 'Laag',
        roi: 'Hoog',
        price: 'Gratis',
        origin: 'BE',
        detailsUrl: '',
        useCaseUrl: '',
        provider_id: 3,
        keywordIds: [],
      },
    },
  ]);
  expect(authSession.getState().popupMessage).toBe('AI-tool succesvol ingediend! Een admin bekijkt ze zo snel mogelijk.');
});

test('missing fields and a bad URL: the messages, the red cross, and nothing is sent', async () => {
  const user = userEvent.setup();
  const api = fakeApi().on('providers', list([provider(3, 'Eventfirma'), provider(6, 'Andere firma')])).on('keywords', list(keywords));
  signIn(['admin', 'provider', 'user']);
  renderAt('/AI-tool/add');
  expect(screen.getByRole('heading', { level: 1, name: 'Creëer een nieuwe AI-tool' })).toBeInTheDocument();
  await user.type(await screen.findByLabelText('Detailpagina (url)'), 'geen url');
  await user.tab();
  expect(screen.getByText('De url is niet geldig!')).toBeInTheDocument();
  expect(screen.getByLabelText('Detailpagina (url)')).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByRole('button', { name: 'Creëer AI-tool' }));
  expect(screen.getByText('Er ging iets mis bij het creëren van een AI-tool.')).toBeInTheDocument();
  expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(9);
  expect(api.writes).toEqual([]);
});

test('at most 5 keywords; a name in use answers the spec’s message', async () => {
  const user = userEvent.setup();
  const api = fakeApi()
    .on('providers', list([provider(3, 'Eventfirma')]))
    .on('keywords', list(keywords))
    .on('aiTools/create', apiError(409, 'ER_DUP_ENTRY'));
  signIn(['admin', 'provider', 'user']);
  renderAt('/AI-tool/add');
  await fillRequired(user);
  await user.click(await screen.findByLabelText('Keywords (maximaal 5)'));
  for (const name of ['Chatbot', 'Planning', 'Tickets', 'Analyse', 'Vertaling', 'Badges']) {
    await user.click(screen.getByRole('option', { name }));
  }
  expect(screen.getByText('Je kan maar maximaal 5 keywords toevoegen.')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Creëer AI-tool' }));
  expect(await screen.findByText('Deze AI-tool bestaat al!')).toBeInTheDocument();
  expect((api.writes[0].body as { keywordIds: number[] }).keywordIds).toEqual([1, 2, 3, 4, 5]);
});

test('a user who manages no provider is sent to /account with the reason', async () => {
  fakeApi().on('providers/mine', list([])).on('keywords', list(keywords));
  signIn(['provider', 'user']);
  renderAt('/AI-tool/submit');
  expect(await screen.findByText('Account stub')).toBeInTheDocument();
  expect(authSession.getState().popupMessage).toBe('Je beheert nog geen providers. Vraag eerst een provider aan; daarna kan je AI-tools indienen.');
});

test('the manage page: the admin’s queue with how long each waited, the count, and the empty text', async () => {
  fakeApi().on('aiTools/awaitingDecision', list([{ ...tool({ id: 8, name: 'Wachtende', approved: false }), pendingSince: new Date(Date.now() - 3 * 86_400_000).toISOString() }]));
  signIn(['admin', 'provider', 'user']);
  renderAt('/AI-tool/manage');
  expect(screen.getByRole('heading', { level: 1, name: 'Nog niet goedgekeurde AI-tools' })).toBeInTheDocument();
  expect(await screen.findByText('Wacht al 3 dagen')).toBeInTheDocument();
  expect(screen.getByText('Aantal items: 1')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Wachtende/ })).toHaveAttribute('href', '/AI-tool/8');
  expect(screen.getByText('Nog niet goedgekeurd')).toBeInTheDocument();
});

test('a provider without tools reads the empty text', async () => {
  fakeApi().on('aiTools/managed', list([]));
  signIn(['provider', 'user']);
  renderAt('/AI-tool/manage');
  expect(screen.getByRole('heading', { level: 1, name: 'Mijn AI-tools' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Geen AI-tools gevonden.')).toBeInTheDocument());
});

test.each([
  [0, null],
  [5, '5 minuten'],
  [60, '1 uur'],
  [25 * 60, '1 dag'],
])('waited %i minutes reads %s', (minutes, expected) => {
  const now = new Date('2026-11-24T12:00:00Z');
  expect(waitedFor(new Date(now.getTime() - minutes * 60_000).toISOString(), now)).toBe(expected);
});

test('the admin creates a new provider from the tool form with the provider form, and it is chosen at once', async () => {
  const user = userEvent.setup();
  let providers = [provider(3, 'Eventfirma'), provider(6, 'Andere firma')];
  const api = fakeApi()
    .on('providers/create', () => {
      providers = [...providers, provider(9, 'Zaal & Zo')];
      return json(provider(9, 'Zaal & Zo'), 201);
    })
    .on('providers', () => list(providers))
    .on('keywords', list(keywords))
    .on('users', list([{ id: 12, firstname: 'Pieter', lastname: 'Janssens', email: 'pieter@example.be', roles: ['user'] }]));
  signIn(['admin', 'provider', 'user']);
  renderAt('/AI-tool/add');
  await user.click(await screen.findByRole('button', { name: 'Nieuwe provider' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nieuwe provider aanmaken' });
  await user.type(within(dialog).getByLabelText('Naam *'), 'Zaal & Zo');
  await user.selectOptions(within(dialog).getByLabelText('Land van oorsprong *'), 'BE');
  await user.type(within(dialog).getByLabelText('E-mailadres *'), 'info@zaalenzo.be');
  await user.type(within(dialog).getByLabelText('Website *'), 'https://zaalenzo.be');
  await user.type(within(dialog).getByLabelText('Telefoon *'), '+32 3 123 45 67');
  await user.type(within(dialog).getByLabelText('Logo (url) *'), 'https://zaalenzo.be/logo.png');
  await within(dialog).findByRole('option', { name: 'Pieter Janssens (pieter@example.be)' });
  await user.selectOptions(within(dialog).getByLabelText('Gekoppeld account *'), '12');
  await user.click(within(dialog).getByRole('button', { name: 'Maak provider aan' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByLabelText('Provider *')).toHaveValue('9'));
  expect(api.writes).toEqual([
    {
      method: 'POST',
      path: 'providers/create',
      body: { name: 'Zaal & Zo', country: 'BE', email: 'info@zaalenzo.be', url: 'https://zaalenzo.be', telephone: '+32 3 123 45 67', logoUrl: 'https://zaalenzo.be/logo.png', user_id: 12 },
    },
  ]);
});
