import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type User } from 'shared';
import { authSession, getRuntimeConfig, MemoryRouter, Route, Routes, setRuntimeConfig } from 'shared-core';
import { apiError, fakeApi, json, type FakeApi } from 'shared/testing/fake-api';
import AccountEditPage from './account-edit-page.tsx';
import { resetSession, rolesOf, sessionUser, signInAs } from '../test/session.ts';

const me: User = { ...sessionUser, roles: rolesOf.user };
/** Addresses that already have an account (GET /users/email/{email} answers data false). */
const taken = ['lotte.peeters@example.be'];

interface SentUpdate {
  path: string;
  contentType: string | null;
  body: URLSearchParams;
}

/**
 * The API of this page: GET /users/7, the availability check, and PUT /users/7 (the fake API routes by path
 * only, so the PUT is answered here, before it, from `updateReply`).
 */
function accountApi(updateReply: () => Response | Promise<Response> = () => json(me)) {
  const api = fakeApi()
    .on('users/7', json(me))
    .on(/^users\/email\//, (url) => {
      const email = decodeURIComponent(url.pathname.split('/').at(-1)!);
      return json({ data: !taken.includes(email) });
    });
  const updates: SentUpdate[] = [];
  const fetchMock = globalThis.fetch as jest.MockedFunction<typeof fetch>;
  const routed = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.method !== 'PUT') return routed(input, init);
    updates.push({
      path: new URL(request.url).pathname,
      contentType: request.headers.get('Content-Type'),
      body: new URLSearchParams(await request.text()),
    });
    return updateReply();
  });
  return { api, updates };
}

const availabilityChecks = (api: FakeApi) => api.requests.filter((url) => url.pathname.startsWith('/api/users/email/'));

function renderEdit() {
  return render(
    <MemoryRouter initialEntries={['/account', '/account/edit']} initialIndex={1}>
      <Routes>
        <Route path="/account/edit" element={<AccountEditPage />} />
        <Route path="/account" element={<p>Accountpagina</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const field = (name: 'E-mail' | 'Voornaam' | 'Achternaam') => screen.getByRole('textbox', { name });
const updateButton = () => screen.getByRole('button', { name: 'Update gegevens' });
const nameMessage =
  'Dit is geen geldige naam. Elke naam moet minstens 2 tekens lang zijn en mag geen cijfers of speciale tekens bevatten.';

async function replace(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
}

/** The session's logout (the shell installs the full one at start); a spy stands in for it. */
const defaultLogout = authSession.getState().logout;
const logout = jest.fn();

beforeEach(() => {
  resetSession();
  signInAs('user');
  logout.mockReset();
  authSession.setState({ logout });
});

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { jest?: unknown }).jest;
  jest.restoreAllMocks();
  authSession.setState({ logout: defaultLogout });
});

describe('changing the password', () => {
  const config = getRuntimeConfig();
  afterEach(() => setRuntimeConfig(config));

  test("with the site's own identity provider: a link to its 'Wachtwoord wijzigen' page", async () => {
    accountApi();
    setRuntimeConfig({ ...getRuntimeConfig(), oidc: { authority: `${window.location.origin}/oidc`, clientId: 'roadmap-shell', scope: 'openid' } });
    renderEdit();
    expect(screen.getByRole('link', { name: 'Wachtwoord wijzigen' })).toHaveAttribute('href', `${window.location.origin}/oidc/password`);
    await screen.findByDisplayValue(me.email);
  });

  test("with another identity provider: the way through 'Wachtwoord vergeten?'", async () => {
    accountApi();
    setRuntimeConfig({ ...getRuntimeConfig(), oidc: { authority: 'https://login.voorbeeld.be', clientId: 'roadmap-shell', scope: 'openid' } });
    renderEdit();
    expect(screen.queryByRole('link', { name: 'Wachtwoord wijzigen' })).not.toBeInTheDocument();
    expect(screen.getByText(/gebruik bij het opnieuw inloggen de link 'Wachtwoord vergeten\?'/)).toBeInTheDocument();
    await screen.findByDisplayValue(me.email);
  });
});

describe("account edit (SPEC §2 'Account edit', §5, §8)", () => {
  test('prefills e-mail, first and last name; update is disabled until something changes', async () => {
    const user = userEvent.setup();
    const { api } = accountApi();
    renderEdit();

    expect(screen.getByRole('heading', { level: 1, name: 'Account beheer' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Wil je je wachtwoord wijzigen? Log dan uit en gebruik bij het opnieuw inloggen de link 'Wachtwoord vergeten?' op de loginpagina.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByDisplayValue('an.peeters@example.be')).toBe(field('E-mail'));
    expect(api.requestsTo('users/7')).toHaveLength(1);
    expect(field('Voornaam')).toHaveValue('An');
    expect(field('Achternaam')).toHaveValue('Peeters');
    expect(updateButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Terug naar account' })).toHaveAttribute('href', '/account');

    await user.type(field('Voornaam'), 'na');
    expect(updateButton()).toBeEnabled();
    // back to what it was: nothing changed any more
    await user.type(field('Voornaam'), '{Backspace}{Backspace}');
    expect(updateButton()).toBeDisabled();

    // the API keeps addresses in lower case: another case alone is no change
    await replace(user, field('E-mail'), 'An.Peeters@Example.be');
    expect(updateButton()).toBeDisabled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(availabilityChecks(api)).toHaveLength(0);
  });

  test('an invalid changed name shows the name rule and disables update', async () => {
    const user = userEvent.setup();
    accountApi();
    renderEdit();
    await screen.findByDisplayValue('An');

    for (const invalid of ['J', 'Jan3', 'Jan!', '-Jan', 'Abcdefghijklmnopqrstuvwxy']) {
      await replace(user, field('Achternaam'), invalid);
      expect(field('Achternaam')).toHaveAccessibleDescription(nameMessage);
      expect(field('Achternaam')).toBeInvalid();
      expect(updateButton()).toBeDisabled();
    }
    await replace(user, field('Achternaam'), 'Van den Broeck-Moës');
    expect(screen.queryByText(nameMessage)).not.toBeInTheDocument();
    expect(updateButton()).toBeEnabled();

    // a valid change elsewhere does not make an invalid one submittable
    await replace(user, field('Voornaam'), 'X');
    expect(field('Voornaam')).toHaveAccessibleDescription(nameMessage);
    expect(updateButton()).toBeDisabled();
  });

  test('an invalid e-mail address says so and is never checked on the server', async () => {
    const user = userEvent.setup();
    const { api } = accountApi();
    renderEdit();
    await screen.findByDisplayValue('An');

    await replace(user, field('E-mail'), 'an.peeters@example');
    expect(field('E-mail')).toHaveAccessibleDescription('Dit is geen geldig emailadres.');
    expect(updateButton()).toBeDisabled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(availabilityChecks(api)).toHaveLength(0);
  });

  test('a changed address is checked 300 ms after the last keystroke; a taken one disables update', async () => {
    jest.useFakeTimers();
    // Testing Library recognises jest's fake timers through the global `jest`, which ES modules do not get.
    (globalThis as { jest?: unknown }).jest = jest;
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { api } = accountApi();
    renderEdit();
    await screen.findByDisplayValue('An');

    await replace(user, field('E-mail'), 'lotte.peeters@example.be');
    expect(screen.getByRole('status')).toHaveTextContent('Beschikbaarheid van het e-mailadres controleren ...');
    expect(updateButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(299));
    expect(availabilityChecks(api)).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByText('Dit emailadres is al in gebruik.')).toBeInTheDocument();
    // one check, for the whole address, not one per key
    expect(availabilityChecks(api).map((url) => url.pathname)).toEqual(['/api/users/email/lotte.peeters%40example.be']);
    expect(field('E-mail')).toHaveAccessibleDescription('Dit emailadres is al in gebruik.');
    expect(updateButton()).toBeDisabled();

    await replace(user, field('E-mail'), 'an@peeters.be');
    act(() => jest.advanceTimersByTime(300));
    await waitFor(() => expect(updateButton()).toBeEnabled());
    expect(screen.queryByText('Dit emailadres is al in gebruik.')).not.toBeInTheDocument();
    expect(availabilityChecks(api).at(-1)!.pathname).toBe('/api/users/email/an%40peeters.be');
    expect(screen.getByText('Een nieuw e-mailadres geldt pas als je het bevestigt met de link die we ernaar sturen; tot dan blijft je huidige adres gelden.')).toBeInTheDocument();

    // the current address again: nothing to check
    const checks = availabilityChecks(api).length;
    await replace(user, field('E-mail'), 'an.peeters@example.be');
    act(() => jest.advanceTimersByTime(1000));
    expect(availabilityChecks(api)).toHaveLength(checks);
    expect(updateButton()).toBeDisabled();
  });

  test("Enter with an invalid value says 'Invalid Entry' and sends nothing", async () => {
    const user = userEvent.setup();
    const { updates } = accountApi();
    renderEdit();
    await screen.findByDisplayValue('An');

    await replace(user, field('Voornaam'), 'A1');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Invalid Entry')).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    // typing again clears it
    await user.type(field('Voornaam'), '{Backspace}');
    expect(screen.queryByText('Invalid Entry')).not.toBeInTheDocument();
  });

  test('names only: sends the changed name form-encoded, updates the session, shows the banner, returns to /account', async () => {
    const user = userEvent.setup();
    const { updates } = accountApi(() => json({ ...me, firstname: 'Anneleen' }));
    renderEdit();
    await screen.findByDisplayValue('An');

    await replace(user, field('Voornaam'), 'Anneleen');
    await user.click(updateButton());

    expect(await screen.findByText('Accountpagina')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(updates[0].path).toBe('/api/users/7');
    expect(updates[0].contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect([...updates[0].body]).toEqual([['firstname', 'Anneleen']]);
    const session = authSession.getState();
    expect(session.popupMessage).toBe('Uw gegevens zijn correct aangepast.');
    expect(session).toMatchObject({ firstname: 'Anneleen', lastname: 'Peeters', accessToken: 'test-token' });
    expect(logout).not.toHaveBeenCalled();
  });

  test('Enter with valid changes submits them all', async () => {
    const user = userEvent.setup();
    const { updates } = accountApi(() => json({ ...me, firstname: 'Jan', lastname: 'Maes' }));
    renderEdit();
    await screen.findByDisplayValue('An');

    await replace(user, field('Voornaam'), 'Jan');
    await replace(user, field('Achternaam'), 'Maes');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Accountpagina')).toBeInTheDocument();
    expect(Object.fromEntries(updates[0].body)).toEqual({ firstname: 'Jan', lastname: 'Maes' });
    expect(authSession.getState()).toMatchObject({ firstname: 'Jan', lastname: 'Maes' });
  });

  test('a changed e-mail address waits for its confirmation: the banner says where the link went, the session goes on', async () => {
    const user = userEvent.setup();
    // The API keeps the old address until the link in the mail to the new one is followed.
    const { updates } = accountApi(() => json(me));
    renderEdit();
    await screen.findByDisplayValue('An');

    await replace(user, field('E-mail'), 'An@Peeters.be');
    expect(await screen.findByText(/Een nieuw e-mailadres geldt pas als je het bevestigt/)).toBeInTheDocument();
    await waitFor(() => expect(updateButton()).toBeEnabled());
    await user.click(updateButton());

    expect(await screen.findByText('Accountpagina')).toBeInTheDocument();
    expect(Object.fromEntries(updates[0].body)).toEqual({ email: 'An@Peeters.be' });
    expect(authSession.getState().popupMessage).toBe(
      'We stuurden een bevestigingslink naar an@peeters.be. Je huidige e-mailadres blijft gelden tot je die link volgt.',
    );
    expect(authSession.getState().email).toBe(me.email);
    expect(logout).not.toHaveBeenCalled();
  });

  test.each([
    ['409 (address taken meanwhile)', () => apiError(409, 'ER_DUP_ENTRY'), 'Dit emailadres is al in gebruik.'],
    [
      '400',
      () => apiError(400, 'VALIDATION_FAILED'),
      'Error 400: fout bij het valideren van uw gegevens, is het wachtwoord correct?',
    ],
    [
      '401 (token gone)',
      () => apiError(401, 'UNAUTHORIZED'),
      'Er is een onverwachte fout opgetreden. Log opnieuw in en probeer deze actie nogmaals.',
    ],
    [
      '500',
      () => apiError(500, 'INTERNAL_ERROR'),
      'Er is een onverwachte fout opgetreden. Log opnieuw in en probeer deze actie nogmaals.',
    ],
    [
      'no response',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Geen reactie van de server.',
    ],
  ])('update failure %s: says so and stays on the form', async (_case, reply, message) => {
    const user = userEvent.setup();
    accountApi(reply);
    renderEdit();
    await screen.findByDisplayValue('An');

    await replace(user, field('E-mail'), 'an@peeters.be');
    await waitFor(() => expect(updateButton()).toBeEnabled());
    await user.click(updateButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field('E-mail')).toHaveValue('an@peeters.be');
    expect(updateButton()).toBeEnabled();
    expect(authSession.getState().popupMessage).toBeNull();
    expect(logout).not.toHaveBeenCalled();
  });

  test('a failing load shows the error and the way back', async () => {
    fakeApi().on('users/7', apiError(500, 'INTERNAL_ERROR'));
    renderEdit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar account' })).toHaveAttribute('href', '/account');
  });
});
