// 'Je gegevens' on 'Account beheer' as the person uses it: the download of what the site keeps about them, and the
// removal of their account, proved with the password (the site's own identity provider) or a new login (another
// one), after an explicit confirmation. The real API client runs against the fake API (shared/testing/fake-api).
import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type User } from 'shared';
import { authSession, getRuntimeConfig, LOGGED_OUT_MARK, MemoryRouter, Route, Routes, setRuntimeConfig } from 'shared-core';
import { apiError, fakeApi, json, type FakeApi, type Reply } from 'shared/testing/fake-api';
import AccountEditPage from '../pages/account-edit-page.tsx';
import { messages } from '../messages.ts';
import { resetSession, rolesOf, sessionUser, signInAs } from '../test/session.ts';

const text = messages.account.yourData;
const me: User = { ...sessionUser, roles: rolesOf.user };
const exported = {
  exportedAt: '2026-05-04T09:30:00.000Z',
  site: 'http://localhost',
  data: { users: [{ id: 7, email: me.email }], reviews: [{ id: 3, content: 'Vlot op ons congres.' }] },
};
const wrongPassword = { code: 'VALIDATION_FAILED', message: 'Het wachtwoord klopt niet.', details: [{ field: 'password', message: 'Het wachtwoord klopt niet.' }] };

/** Every request with its method, Authorization header and JSON body (the fake API records only part of it). */
let sent: { method: string; path: string; authorization: string | null }[] = [];

function accountApi(removal: Reply = () => new Response(null, { status: 204 }), download: Reply = exportFile()): FakeApi {
  sent = [];
  const api = fakeApi()
    .on('users/7', (_url, request) => (request.method === 'DELETE' ? (typeof removal === 'function' ? removal(_url, request) : removal) : json(me)))
    .on('users/7/data', download);
  const fetchMock = jest.mocked(globalThis.fetch);
  const routed = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    sent.push({ method: request.method, path: new URL(request.url).pathname, authorization: request.headers.get('Authorization') });
    return routed(request);
  });
  return api;
}

function exportFile(disposition: string | null = 'attachment; filename="mijn-gegevens-2026-05-04.json"'): Reply {
  return () =>
    new Response(JSON.stringify(exported), {
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...(disposition === null ? {} : { 'Content-Disposition': disposition }) },
    });
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/account/edit']}>
      <Routes>
        <Route path="/account/edit" element={<AccountEditPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const section = () => screen.getByRole('region', { name: text.title });
const removeForm = () => within(section()).getByRole('form', { name: text.remove.title });
const passwordField = () => within(section()).getByLabelText(text.remove.password);
const removeButton = () => within(section()).getByRole('button', { name: text.remove.button });
const dialog = () => screen.getByRole('dialog', { name: text.remove.confirmTitle });
const removals = (api: FakeApi) => api.writes.filter((write) => write.method === 'DELETE');

const config = getRuntimeConfig();
const initial = authSession.getState();
/** jsdom cannot load a page: the return to '/' after the removal shows as a "navigation" console error. */
let consoleError: jest.SpiedFunction<typeof console.error>;

function identityProvider(authority: string) {
  setRuntimeConfig({ ...getRuntimeConfig(), oidc: { authority, clientId: 'roadmap-shell', scope: 'openid email profile' } });
}

beforeEach(() => {
  resetSession();
  signInAs('user');
  localStorage.setItem('oidc.user:x', '{}');
  identityProvider(`${window.location.origin}/oidc`);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  setRuntimeConfig(config);
  authSession.setState({ confirmIdentity: initial.confirmIdentity });
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

test("links to the privacy statement and says what goes and what stays before anything is removed", async () => {
  accountApi();
  renderPage();
  await screen.findByDisplayValue(me.email);
  expect(within(section()).getByRole('link', { name: text.privacyLink })).toHaveAttribute('href', '/privacy');
  expect(section()).toHaveTextContent("blijft wat je schreef (reviews, vragen en antwoorden op het forum) staan, onder de naam 'Verwijderd account'");
  expect(section()).toHaveTextContent('blijven de bedrijven die je beheert op de roadmap staan, zonder beheerder.');
  expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
  expect(passwordField()).toHaveAccessibleDescription(text.remove.passwordHint);
});

describe("'Mijn gegevens downloaden'", () => {
  let saved: { href: string; download: string }[];
  let blobs: Blob[];

  beforeEach(() => {
    saved = [];
    blobs = [];
    // jsdom has no object URLs and no downloads: record what the page hands to the browser.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return `blob:http://localhost/${blobs.length}`;
      },
      revokeObjectURL: () => {},
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  test('fetches the export with the bearer token and saves it under the name the API gives', async () => {
    const user = userEvent.setup();
    accountApi();
    renderPage();
    await user.click(within(section()).getByRole('button', { name: text.download.button }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'mijn-gegevens-2026-05-04.json' }]));
    expect(sent.filter((request) => request.path === '/api/users/7/data')).toEqual([
      { method: 'GET', path: '/api/users/7/data', authorization: 'Bearer test-token' },
    ]);
    expect(JSON.parse(await blobs[0].text())).toEqual(exported);
    expect(authSession.getState().popupMessage).toBe(text.download.done);
    // The link did its work and is gone again.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  test('without a name from the API the file is still called after today', async () => {
    const user = userEvent.setup();
    accountApi(undefined, exportFile(null));
    renderPage();
    await user.click(within(section()).getByRole('button', { name: text.download.button }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].download).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
  });

  test('a failure shows in the error box and saves nothing', async () => {
    const user = userEvent.setup();
    accountApi(undefined, apiError(500, 'INTERNAL_ERROR'));
    renderPage();
    await user.click(within(section()).getByRole('button', { name: text.download.button }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR');
    expect(saved).toEqual([]);
  });
});

describe("'Account verwijderen' with the site's own identity provider", () => {
  test('with the keyboard: the password, Enter, the confirmation; then DELETE with it, logged out, back to / with the message', async () => {
    const user = userEvent.setup();
    const api = accountApi();
    // The browser's own address (the memory router keeps its own): jsdom reports leaving it for '/'.
    window.history.replaceState(null, '', '/account/edit');
    renderPage();
    await screen.findByDisplayValue(me.email);

    await user.click(passwordField());
    await user.keyboard('mijn geheime zin{Enter}');
    expect(dialog()).toHaveTextContent(text.remove.confirmText);
    // 'Annuleer' has the focus first; Tab to the removal and Enter.
    expect(within(dialog()).getByRole('button', { name: messages.common.cancel })).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');

    await waitFor(() => expect(authSession.getState().accessToken).toBeNull());
    expect(removals(api)).toEqual([{ method: 'DELETE', path: 'users/7', body: { password: 'mijn geheime zin' } }]);
    expect(sent.find((request) => request.method === 'DELETE')?.authorization).toBe('Bearer test-token');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem(LOGGED_OUT_MARK)).toBe('Je account is verwijderd.');
    expect(consoleError.mock.calls.map(([first]) => String(first))).toContainEqual(expect.stringMatching(/navigation/));
  });

  test("a wrong password: the API's message under the field, which gets the focus; nothing else changes", async () => {
    const user = userEvent.setup();
    const api = accountApi(() => json(wrongPassword, 400));
    renderPage();
    await user.type(passwordField(), 'niet mijn wachtwoord');
    await user.click(removeButton());
    await user.click(within(dialog()).getByRole('button', { name: text.remove.confirmButton }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(passwordField()).toHaveAccessibleDescription('Het wachtwoord klopt niet.');
    expect(passwordField()).toBeInvalid();
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(removals(api)).toHaveLength(1);
    expect(authSession.getState().accessToken).toBe('test-token');
    expect(sessionStorage.getItem(LOGGED_OUT_MARK)).toBeNull();

    // Typing again clears it.
    await user.type(passwordField(), 'x');
    expect(within(section()).queryByText('Het wachtwoord klopt niet.')).not.toBeInTheDocument();
  });

  test('an empty password is asked for before any confirmation', async () => {
    const user = userEvent.setup();
    const api = accountApi();
    renderPage();
    await user.click(removeButton());
    expect(passwordField()).toHaveAccessibleDescription(text.remove.passwordMissing);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removals(api)).toEqual([]);
  });

  test("'Annuleer' in the confirmation removes nothing", async () => {
    const user = userEvent.setup();
    const api = accountApi();
    renderPage();
    await user.type(passwordField(), 'mijn geheime zin');
    await user.click(removeButton());
    await user.click(within(dialog()).getByRole('button', { name: messages.common.cancel }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removals(api)).toEqual([]);
    expect(authSession.getState().accessToken).toBe('test-token');
    expect(localStorage.length).toBe(1);
    expect(removeButton()).toHaveFocus();
  });

  test('any other refusal (the last admin) shows in the error box of the confirmation', async () => {
    const user = userEvent.setup();
    accountApi(() => apiError(409, 'LAST_ADMIN', 'Dit is de laatste admin.'));
    renderPage();
    await user.type(passwordField(), 'mijn geheime zin');
    await user.click(removeButton());
    await user.click(within(dialog()).getByRole('button', { name: text.remove.confirmButton }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(messages.errors.lastAdmin);
    expect(passwordField()).not.toBeInvalid();
    expect(authSession.getState().accessToken).toBe('test-token');
  });
});

describe("'Account verwijderen' with another identity provider", () => {
  beforeEach(() => identityProvider('https://login.voorbeeld.be/realms/events'));

  test('no password: after the confirmation a new login in the shell proves it, and its ID token goes to the API', async () => {
    const user = userEvent.setup();
    const confirmIdentity = jest.fn(async () => 'nieuw-id-token');
    authSession.setState({ confirmIdentity });
    const api = accountApi();
    renderPage();
    await screen.findByDisplayValue(me.email);
    expect(within(section()).queryByLabelText(text.remove.password)).not.toBeInTheDocument();
    expect(removeForm()).toHaveTextContent(text.remove.logInAgain);

    await user.click(removeButton());
    expect(confirmIdentity).not.toHaveBeenCalled();
    await user.click(within(dialog()).getByRole('button', { name: text.remove.confirmButton }));

    await waitFor(() => expect(authSession.getState().accessToken).toBeNull());
    expect(confirmIdentity).toHaveBeenCalledTimes(1);
    expect(removals(api)).toEqual([{ method: 'DELETE', path: 'users/7', body: { idToken: 'nieuw-id-token' } }]);
    expect(sessionStorage.getItem(LOGGED_OUT_MARK)).toBe('Je account is verwijderd.');
  });

  test('a login that was closed or failed removes nothing and says so', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'info').mockImplementation(() => {});
    authSession.setState({ confirmIdentity: jest.fn(async () => Promise.reject(new Error('Popup closed by user'))) });
    const api = accountApi();
    renderPage();
    await user.click(removeButton());
    await user.click(within(dialog()).getByRole('button', { name: text.remove.confirmButton }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(text.remove.loginFailed);
    expect(removals(api)).toEqual([]);
    expect(authSession.getState().accessToken).toBe('test-token');
  });

  test("a login too old for the API: its Dutch message in the confirmation's error box", async () => {
    const user = userEvent.setup();
    authSession.setState({ confirmIdentity: jest.fn(async () => 'oud-id-token') });
    const message = 'Je login is te oud om je account mee te verwijderen. Log opnieuw in.';
    accountApi(() => json({ code: 'VALIDATION_FAILED', message, details: [{ field: 'idToken', message }] }, 400));
    renderPage();
    await user.click(removeButton());
    await user.click(within(dialog()).getByRole('button', { name: text.remove.confirmButton }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
  });

  test('a shell without the new login (built before it) gets the advice to log out and in again, and no button', async () => {
    authSession.setState({ confirmIdentity: undefined });
    accountApi();
    renderPage();
    await screen.findByDisplayValue(me.email);
    expect(section()).toHaveTextContent(text.remove.logOutAndIn);
    expect(within(section()).queryByRole('button', { name: text.remove.button })).not.toBeInTheDocument();
  });
});
