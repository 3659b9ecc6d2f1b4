// The provider screens (SPEC §2 "Provider detail", "Upgrade page"; §5 "Provider form"): the rules and their
// messages, what is sent, the states a request goes through.
import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession, MemoryRouter, Route, Routes } from 'shared-core';
import { apiError, fakeApi, json, list } from 'shared/testing/fake-api';
import ProviderPage from './provider-page.tsx';
import UpgradePage from './upgrade-page.tsx';
import { resetSession, sessionUser, signInAs } from '../test/session.ts';

const provider = (overrides: object = {}) => ({
  id: 4,
  name: 'Eventbureau',
  country: 'BE',
  email: 'info@eventbureau.be',
  url: 'https://eventbureau.be',
  telephone: '+32 9 123 45 67',
  logoUrl: 'https://eventbureau.be/logo.svg',
  approved: true,
  approvalComment: '',
  user_id: sessionUser.id,
  ...overrides,
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={['/account', path]} initialIndex={1}>
      <Routes>
        <Route path="/account" element={<p>Account stub</p>} />
        <Route path="/account/upgrade" element={<UpgradePage />} />
        <Route path="/provider/new" element={<ProviderPage />} />
        <Route path="/provider/:id" element={<ProviderPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = await screen.findByLabelText(label);
    if (field.tagName === 'SELECT') await user.selectOptions(field, value);
    else {
      await user.clear(field);
      await user.type(field, value);
    }
  }
}

const valid = {
  'Naam *': 'Slimme Events',
  'Land van oorsprong *': 'BE',
  'E-mailadres *': 'info@slimme-events.be',
  'Website *': 'www.slimme-events.be',
  'Telefoon *': '+32 9 123 45 67',
  'Logo (url) *': 'https://slimme-events.be/logo.png',
};

beforeEach(resetSession);
afterEach(() => jest.restoreAllMocks());

test('a provider submits a new provider: the three formats with the spec’s messages, then what is sent', async () => {
  const user = userEvent.setup();
  const api = fakeApi().on('providers/submit', json(provider({ id: 9, approved: false }), 201)).on('providers/9', json(provider({ id: 9, approved: false })));
  signInAs('provider');
  renderAt('/provider/new');
  expect(screen.getByRole('heading', { level: 1, name: 'Indienen nieuwe provider' })).toBeInTheDocument();
  await fill(user, { ...valid, 'E-mailadres *': 'info@', 'Website *': 'slimme events', 'Logo (url) *': 'logo.png' });
  await user.click(screen.getByRole('button', { name: 'Dien provider in' }));
  expect(screen.getByText('Het emailadres is niet geldig!')).toBeInTheDocument();
  expect(screen.getByText('De website is geen geldige url!')).toBeInTheDocument();
  expect(screen.getByText('De url is niet geldig!')).toBeInTheDocument();
  expect(api.writes).toEqual([]);

  await fill(user, valid);
  await user.click(screen.getByRole('button', { name: 'Dien provider in' }));
  await waitFor(() => expect(api.writes).toHaveLength(1));
  expect(api.writes[0]).toEqual({
    method: 'POST',
    path: 'providers/submit',
    body: { name: 'Slimme Events', country: 'BE', email: 'info@slimme-events.be', url: 'www.slimme-events.be', telephone: '+32 9 123 45 67', logoUrl: 'https://slimme-events.be/logo.png' },
  });
  expect(authSession.getState().popupMessage).toBe('Provider succesvol ingediend! Een admin bekijkt ze zo snel mogelijk.');
});

test('an admin creates one for the account it chooses; a name in use reads the spec’s message', async () => {
  const user = userEvent.setup();
  const api = fakeApi()
    .on('users', list([{ id: 12, firstname: 'Pieter', lastname: 'Janssens', email: 'pieter@example.be', roles: ['user'] }]))
    .on('providers/create', apiError(409, 'ER_DUP_ENTRY'));
  signInAs('admin');
  renderAt('/provider/new');
  expect(screen.getByRole('heading', { level: 1, name: 'Aanmaken nieuwe provider' })).toBeInTheDocument();
  await fill(user, valid);
  await user.click(screen.getByRole('button', { name: 'Maak provider aan' }));
  expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(1);
  await screen.findByRole('option', { name: 'Pieter Janssens (pieter@example.be)' });
  await fill(user, { 'Gekoppeld account *': '12' });
  await user.click(screen.getByRole('button', { name: 'Maak provider aan' }));
  expect(await screen.findByText('Deze provider bestaat al!')).toBeInTheDocument();
  expect((api.writes[0].body as { user_id: number }).user_id).toBe(12);
});

test('an existing provider: its state and reason, save only after a change, the update failure, and delete blocked by tools', async () => {
  const user = userEvent.setup();
  const api = fakeApi()
    .on('providers/4/tools', list([{ name: 'Slimme Zaalplanner' }]))
    .on('providers/4', (_url, request) => (request.method === 'GET' ? json(provider({ approved: false, approvalComment: 'Logo ontbreekt' })) : apiError(500, 'INTERNAL_ERROR')));
  signInAs('provider');
  renderAt('/provider/4');
  expect(await screen.findByText('Logo ontbreekt')).toBeInTheDocument();
  expect(screen.getByText('afgekeurd')).toBeInTheDocument();
  const save = screen.getByRole('button', { name: 'Sla op' });
  expect(save).toBeDisabled();
  await fill(user, { 'Telefoon *': '+32 9 765 43 21' });
  expect(save).toBeEnabled();
  await user.click(save);
  expect(await screen.findByText('Er ging iets mis bij het bijwerken van de provider!')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Verwijder' }));
  const dialog = await screen.findByRole('dialog', { name: 'Provider verwijderen' });
  expect(await screen.findByText('Slimme Zaalplanner')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('U kan deze provider niet verwijderen aangezien deze nog gekoppeld is aan een AI-tool!');
  expect(api.writes.filter((write) => write.method === 'DELETE')).toEqual([]);
});

test('a company stored without e-mail address keeps it empty; a stored telephone number cannot be blanked', async () => {
  const user = userEvent.setup();
  const api = fakeApi().on('providers/4/tools', list([])).on('providers/4', (_url, request) => json(provider(request.method === 'GET' ? { email: '' } : { email: '', url: 'https://eventbureau.be/nl' })));
  signInAs('provider');
  renderAt('/provider/4');
  // The marker '*' shows what this form requires: the e-mail address the company never had is not.
  expect(await screen.findByLabelText('E-mailadres')).toHaveValue('');
  await fill(user, { 'Telefoon *': ' ' });
  await user.click(screen.getByRole('button', { name: 'Sla op' }));
  expect(screen.getByLabelText('Telefoon *')).toHaveAccessibleDescription('Dit veld is verplicht.');
  expect(api.writes).toEqual([]);
  await fill(user, { 'Telefoon *': '+32 9 123 45 67', 'Website *': 'https://eventbureau.be/nl' });
  await user.click(screen.getByRole('button', { name: 'Sla op' }));
  await waitFor(() => expect(api.writes).toHaveLength(1));
  expect(api.writes[0]).toMatchObject({ method: 'PUT', path: 'providers/4', body: { email: '', url: 'https://eventbureau.be/nl' } });
});

test('someone else’s provider: no access', async () => {
  fakeApi().on('providers/5', apiError(404, 'NOT_FOUND'));
  signInAs('provider');
  renderAt('/provider/5');
  expect(await screen.findByText('U heeft geen toegang tot provider')).toBeInTheDocument();
});

test('upgrade: the request form, then the pending state', async () => {
  const user = userEvent.setup();
  let mine: object[] = [];
  const api = fakeApi()
    .on('providers/mine', () => list(mine))
    .on('providers/submit', () => {
      mine = [provider({ approved: false })];
      return json(mine[0], 201);
    });
  signInAs('user');
  renderAt('/account/upgrade');
  await fill(user, valid);
  await user.click(screen.getByRole('button', { name: 'Dien provider in' }));
  expect(await screen.findByRole('heading', { name: 'Je aanvraag is in behandeling' })).toBeInTheDocument();
  expect(api.writes[0].path).toBe('providers/submit');
});

test('upgrade: a rejected request shows the reason and is resubmitted with PUT', async () => {
  const user = userEvent.setup();
  const api = fakeApi()
    .on('providers/mine', list([provider({ approved: false, approvalComment: 'Logo ontbreekt' })]))
    .on('providers/submit/4', json(provider({ approved: false })));
  signInAs('user');
  renderAt('/account/upgrade');
  expect(await screen.findByText('Logo ontbreekt')).toBeInTheDocument();
  await fill(user, { 'Logo (url) *': 'https://eventbureau.be/nieuw.svg' });
  await user.click(screen.getByRole('button', { name: 'Dien opnieuw in' }));
  await waitFor(() => expect(api.writes).toHaveLength(1));
  expect(api.writes[0]).toMatchObject({ method: 'PUT', path: 'providers/submit/4', body: { logoUrl: 'https://eventbureau.be/nieuw.svg' } });
});

test('upgrade: an approved request tells the user to log in again and ends the session after a second', async () => {
  fakeApi().on('providers/mine', list([provider()]));
  const logout = jest.fn();
  signInAs('user');
  authSession.setState({ logout });
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    renderAt('/account/upgrade');
    expect(await screen.findByRole('heading', { name: 'Je aanvraag is goedgekeurd' })).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(logout).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});
