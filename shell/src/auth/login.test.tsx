// Login, registration and logout of the shell as a visitor lives them. oidc-client-ts is replaced at the
// module edge by a fake UserManager (the identity provider's popup, redirect and iframe cannot run in jsdom);
// the API is the shared fake behind the real ky client.
import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession, getRuntimeConfig, logOutLocally, setRuntimeConfig } from 'shared-core';
import { messages } from '../messages.ts';
import type { PageLoader } from '../routes/page-loader.ts';
import { fakePage, json, renderApp, signInAs, stubHealthyServer, type Handler } from '../test/shell-test-kit.tsx';
import { registration } from './registration-store.ts';

interface FakeUser {
  id_token: string;
  profile: { sub: string; iat?: number; exp: number; email?: string; given_name?: string; family_name?: string };
  state?: unknown;
}

/** What the fake identity provider does; each test sets the parts it needs. */
const provider = {
  managers: [] as FakeUserManager[],
  stored: null as FakeUser | null,
  endSessionEndpoint: 'http://localhost/oidc/session/end' as string | undefined,
  signinPopup: jest.fn<(args: unknown) => Promise<FakeUser>>(),
  signinRedirect: jest.fn<(args: unknown) => Promise<void>>(),
  signinSilent: jest.fn<(args?: unknown) => Promise<FakeUser | null>>(),
  signinCallback: jest.fn<(url: string) => Promise<FakeUser | undefined>>(),
  signoutRedirect: jest.fn<(args: unknown) => Promise<void>>(),
};

/** Mirrors oidc-client-ts: a sign-in stores the user and raises 'userLoaded'. */
class FakeUserManager {
  private listeners: ((user: FakeUser) => void)[] = [];
  private expiring: (() => void)[] = [];
  events = {
    addUserLoaded: (listener: (user: FakeUser) => void) => this.listeners.push(listener),
    addAccessTokenExpiring: (listener: () => void) => this.expiring.push(listener),
  };
  /** The library's timer: the tokens expire within a minute. */
  tokensExpiring() {
    for (const listener of this.expiring) listener();
  }
  metadataService = { getEndSessionEndpoint: async () => provider.endSessionEndpoint };
  readonly settings: Record<string, unknown>;
  constructor(settings: Record<string, unknown>) {
    this.settings = settings;
    provider.managers.push(this);
  }
  /** A user the library loaded by itself: the automatic silent renew. */
  load(user: FakeUser) {
    provider.stored = user;
    for (const listener of this.listeners) listener(user);
  }
  private async signedIn(user: FakeUser | null | undefined) {
    if (user) this.load(user);
    return user;
  }
  getUser = async () => provider.stored;
  removeUser = async () => {
    provider.stored = null;
  };
  signinPopup = async (args: unknown) => this.signedIn(await provider.signinPopup(args));
  signinRedirect = (args: unknown) => provider.signinRedirect(args);
  signinSilent = async (args?: unknown) => this.signedIn(await provider.signinSilent(args));
  signinCallback = async (url: string) => this.signedIn(await provider.signinCallback(url));
  signoutRedirect = (args: unknown) => provider.signoutRedirect(args);
}

class FakeWebStorageStateStore {
  readonly options: { store: Storage };
  constructor(options: { store: Storage }) {
    this.options = options;
  }
}

jest.unstable_mockModule('oidc-client-ts', () => ({
  UserManager: FakeUserManager,
  WebStorageStateStore: FakeWebStorageStateStore,
  // The identity check's client keeps its user in memory (confirm-identity.test.tsx).
  InMemoryWebStorage: class {},
}));

// After the mock: the login flows (and through them oidc-client-ts) load lazily, and now get the fake.
const { startAuth } = await import('./login.ts');
const { completeLoginCallback } = await import('./login-flows.ts');
const { storedUserKey } = await import('./oidc-paths.ts');

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function identity(idToken: string, profile: Partial<FakeUser['profile']> = {}): FakeUser {
  return {
    id_token: idToken,
    profile: { sub: 'local|an', iat: Math.floor(Date.now() / 1000), exp: inAnHour(), email: 'an@example.be', given_name: 'An', family_name: 'Peeters', ...profile },
  };
}

const account = { id: 7, firstname: 'An', lastname: 'Peeters', email: 'an@example.be', roles: ['user'] };
const loggedIn = (token = 'api-token') => json({ token, user: account });

/** The JSON bodies the shell posted, by path after /api/ (the shared fake API records only addresses). */
let posted: { path: string; body: Promise<unknown> }[] = [];

function recordBodies() {
  const fetchMock = jest.mocked(globalThis.fetch);
  const answer = fetchMock.getMockImplementation()!;
  posted = [];
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.method === 'POST') {
      posted.push({ path: new URL(request.url).pathname.replace(/^\/api\//, ''), body: request.clone().json() });
    }
    return answer(request);
  });
}

function bodiesTo(path: string): Promise<unknown[]> {
  return Promise.all(posted.filter((entry) => entry.path === path).map((entry) => entry.body));
}

function server(extra: Record<string, Handler> = {}) {
  const api = stubHealthyServer(extra);
  recordBodies();
  // A fresh OIDC configuration per test: the shell keeps one UserManager per configuration.
  setRuntimeConfig({
    ...getRuntimeConfig(),
    oidc: { authority: 'http://localhost/oidc', clientId: 'shell', scope: 'openid profile email' },
  });
  return api;
}

const loader = () => jest.fn<PageLoader>(async (moduleId) => fakePage(`pagina ${moduleId}`));
const navbar = () => screen.getByRole('navigation', { name: messages.shell.navbar.label });
const location = () => screen.getByTestId('location');

async function clickLogin() {
  await userEvent.click(await within(navbar()).findByRole('button', { name: messages.common.login }));
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  provider.managers = [];
  provider.stored = null;
  provider.endSessionEndpoint = 'http://localhost/oidc/session/end';
  signInAs('anonymous');
});

afterEach(() => {
  jest.restoreAllMocks();
  for (const mock of [
    provider.signinPopup,
    provider.signinRedirect,
    provider.signinSilent,
    provider.signinCallback,
    provider.signoutRedirect,
  ]) {
    mock.mockReset();
  }
  act(() => registration.getState().close());
  sessionStorage.clear();
});

describe('the identity provider client', () => {
  test('is built from /config.json with the settings of SPEC §9, only when LOGIN is clicked', async () => {
    server({ 'users/login/': () => loggedIn() });
    provider.signinPopup.mockResolvedValue(identity('id-1'));
    renderApp('/', loader());
    await within(navbar()).findByRole('button', { name: messages.common.login });
    expect(provider.managers).toHaveLength(0);

    await clickLogin();
    expect(provider.managers).toHaveLength(1);
    const { userStore, ...settings } = provider.managers[0].settings;
    expect(settings).toMatchObject({
      authority: 'http://localhost/oidc',
      client_id: 'shell',
      scope: 'openid profile email',
      response_type: 'code',
      redirect_uri: 'http://localhost/login/callback',
      silent_redirect_uri: 'http://localhost/login/silent',
      post_logout_redirect_uri: 'http://localhost/',
      popupWindowFeatures: { width: 400, height: 600, closePopupWindowAfterInSeconds: 60 },
      silentRequestTimeoutInSeconds: 60,
      automaticSilentRenew: false,
      loadUserInfo: false,
    });
    expect((userStore as FakeWebStorageStateStore).options.store).toBe(window.localStorage);
  });

  test('without an identity provider in /config.json LOGIN says logging in is unavailable', async () => {
    stubHealthyServer();
    setRuntimeConfig({ ...getRuntimeConfig(), oidc: null });
    renderApp('/', loader());
    await clickLogin();
    expect(await screen.findByText(messages.shell.auth.loginUnavailable)).toHaveAttribute('role', 'status');
    expect(provider.managers).toHaveLength(0);
  });
});

describe('LOGIN', () => {
  test('opens the popup, logs in to the backend with the ID token and says who is logged in', async () => {
    const api = server({ 'users/login/': () => loggedIn() });
    provider.signinPopup.mockResolvedValue(identity('id-1'));
    renderApp('/', loader());
    await clickLogin();

    expect(await screen.findByText(messages.auth.loggedInAs('an@example.be'))).toHaveAttribute('role', 'status');
    expect(within(navbar()).getByRole('button', { name: messages.common.logout })).toBeInTheDocument();
    expect(provider.signinPopup).toHaveBeenCalledTimes(1);
    // The popup's own 'userLoaded' is not mistaken for a silent renew: one backend login.
    expect(await bodiesTo('users/login/')).toEqual([{ idToken: 'id-1' }]);
    expect(api.requestsTo('users/login/')).toHaveLength(1);
    expect(authSession.getState()).toMatchObject({ accessToken: 'api-token', id: 7, roles: ['user'], loginLoading: false });
  });

  test('the prompt of a logged-in-only page starts the same login, and the page opens once logged in', async () => {
    server({ 'users/login/': () => loggedIn() });
    provider.signinPopup.mockResolvedValue(identity('id-1'));
    const pages = loader();
    renderApp('/account', pages);
    const main = await screen.findByRole('main');
    await userEvent.click(within(main).getByRole('button', { name: messages.common.login }));
    expect(await screen.findByRole('heading', { name: 'pagina account/account-page' })).toBeInTheDocument();
    expect(pages).toHaveBeenCalledWith('account/account-page');
  });

  test('shows the spinner while the popup is open', async () => {
    server();
    let close!: () => void;
    provider.signinPopup.mockReturnValue(new Promise((_resolve, reject) => (close = () => reject(new Error('Popup blocked by user')))));
    renderApp('/', loader());
    await clickLogin();
    expect(within(navbar()).getByRole('status', { name: messages.shell.navbar.loginLoading })).toBeInTheDocument();
    expect(within(navbar()).queryByRole('button', { name: messages.common.login })).not.toBeInTheDocument();
    close();
    expect(await within(navbar()).findByRole('button', { name: messages.common.login })).toBeInTheDocument();
  });

  test('a visitor who closed the popup gets LOGIN back and no message when its time is up', async () => {
    server();
    // What oidc-client-ts reports when the 60 s are up and the popup is no longer there.
    provider.signinPopup.mockRejectedValue(new Error('Popup blocked by user'));
    renderApp('/', loader());
    await clickLogin();
    expect(await within(navbar()).findByRole('button', { name: messages.common.login })).toBeInTheDocument();
    expect(authSession.getState().popupMessage).toBeNull();
  });

  test("closing the popup of the site's own provider gives LOGIN back at once, without a message", async () => {
    server();
    // The authority shares the page's origin (http://localhost), so the popup is watched for closing.
    provider.signinPopup.mockRejectedValue(new Error('Popup closed by user'));
    renderApp('/', loader());
    await clickLogin();
    expect(await within(navbar()).findByRole('button', { name: messages.common.login })).toBeInTheDocument();
    expect(provider.signinPopup).toHaveBeenCalledWith({ popupAbortOnClose: true, nonce: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(authSession.getState().popupMessage).toBeNull();
  });

  test("'Annuleren' on the provider's page is a choice, not an error: no message, LOGIN back", async () => {
    server();
    provider.signinPopup.mockRejectedValue(
      Object.assign(new Error('End-User aborted interaction'), { name: 'ErrorResponse', error: 'access_denied', form: undefined }),
    );
    renderApp('/', loader());
    await clickLogin();
    expect(await within(navbar()).findByRole('button', { name: messages.common.login })).toBeInTheDocument();
    expect(authSession.getState().popupMessage).toBeNull();
  });

  test('a failed login at the identity provider says so', async () => {
    server();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    provider.signinPopup.mockRejectedValue(Object.assign(new Error('server_error'), { name: 'ErrorResponse', error: 'server_error', form: undefined }));
    renderApp('/', loader());
    await clickLogin();
    expect(await screen.findByText(messages.auth.loginFailed)).toBeInTheDocument();
    expect(within(navbar()).getByRole('button', { name: messages.common.login })).toBeInTheDocument();
  });

  test('tokens the identity provider refuses to hand out read "Get access token failed"', async () => {
    server();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = Object.assign(new Error('invalid_grant'), { name: 'ErrorResponse', form: new URLSearchParams('grant_type=authorization_code') });
    provider.signinPopup.mockRejectedValue(refused);
    renderApp('/', loader());
    await clickLogin();
    expect(await screen.findByText(messages.auth.accessTokenFailed)).toBeInTheDocument();
  });

  test('a blocked popup becomes a redirect login that remembers where the visitor was', async () => {
    server();
    window.history.replaceState(null, '', '/forum?zoek=ai');
    provider.signinPopup.mockRejectedValue(new Error('Attempted to navigate on a disposed window'));
    provider.signinRedirect.mockReturnValue(new Promise(() => {}));
    renderApp('/forum?zoek=ai', loader());
    await clickLogin();
    await waitFor(() => expect(provider.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/forum?zoek=ai' }, nonce: expect.any(String) }));
    // The page is leaving for the identity provider: the spinner stays.
    expect(authSession.getState().loginLoading).toBe(true);
  });

  test.each([
    [401, messages.errors.login.invalidCredentials],
    [400, messages.errors.login.invalidCredentials],
    [500, messages.errors.login.unexpected],
  ])('a backend login answering %i says "%s"', async (status, message) => {
    server({ 'users/login/': () => json({ code: 'X', message: 'x' }, status) });
    provider.signinPopup.mockResolvedValue(identity('id-1'));
    renderApp('/', loader());
    await clickLogin();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(navbar()).getByRole('button', { name: messages.common.login })).toBeInTheDocument();
    expect(authSession.getState().accessToken).toBeNull();
  });

  test('a backend that does not answer says "Geen reactie van de server. "', async () => {
    server({
      'users/login/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    provider.signinPopup.mockResolvedValue(identity('id-1'));
    renderApp('/', loader());
    await clickLogin();
    await waitFor(() => expect(authSession.getState().popupMessage).toBe('Geen reactie van de server. '));
  });
});

describe("'Welkom!' registration", () => {
  const welcome = () => screen.findByRole('dialog', { name: messages.auth.registration.title });
  const text = messages.auth.registration;

  async function openWelcome(profile: Partial<FakeUser['profile']> = {}, register: Handler = () => loggedIn('new-token')) {
    const api = server({ 'users/login/': () => json({ code: 'NOT_FOUND', message: 'x' }, 404), 'users/register/': register });
    provider.signinPopup.mockResolvedValue(identity('id-1', profile));
    renderApp('/', loader());
    await clickLogin();
    return { api, dialog: await welcome() };
  }

  test('opens when the backend knows no account, prefilled from the ID token, the e-mail read-only', async () => {
    const { dialog } = await openWelcome({ given_name: 'An', family_name: undefined });
    expect(within(dialog).getByLabelText(text.firstname)).toHaveValue('An');
    expect(within(dialog).getByLabelText(text.lastname)).toHaveValue('');
    expect(within(dialog).getByLabelText(text.email)).toHaveValue('an@example.be');
    expect(within(dialog).getByLabelText(text.email)).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('button', { name: text.submit })).toBeDisabled();
    // Nothing typed yet: no message for the empty last name.
    expect(within(dialog).queryByText(text.invalidName)).not.toBeInTheDocument();
    expect(within(navbar()).getByRole('button', { name: messages.common.login })).toBeInTheDocument();
  });

  test('the names given to the identity provider are filled in, valid and editable: nobody types them twice', async () => {
    const { dialog } = await openWelcome({ given_name: 'An', family_name: 'Peeters' });
    const firstname = within(dialog).getByLabelText(text.firstname);
    const lastname = within(dialog).getByLabelText(text.lastname);
    expect(firstname).toHaveValue('An');
    expect(lastname).toHaveValue('Peeters');
    expect(firstname).not.toHaveAttribute('readonly');
    expect(lastname).not.toHaveAttribute('readonly');
    expect(within(dialog).getByRole('button', { name: text.submit })).toBeEnabled();

    await userEvent.type(lastname, '-Janssens');
    await userEvent.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await screen.findByText(messages.auth.registeredAs('an@example.be'))).toBeInTheDocument();
    expect(await bodiesTo('users/register/')).toEqual([{ idToken: 'id-1', firstname: 'An', lastname: 'Peeters-Janssens' }]);
  });

  test("'Welkom!' left open for minutes registers with a new ID token from a silent sign-in", async () => {
    const { dialog } = await openWelcome({ iat: Math.floor(Date.now() / 1000) - 10 * 60, family_name: 'Peeters' });
    provider.signinSilent.mockResolvedValue(identity('id-2'));
    await userEvent.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await screen.findByText(messages.auth.registeredAs('an@example.be'))).toBeInTheDocument();
    expect(provider.signinSilent).toHaveBeenCalledTimes(1);
    expect(await bodiesTo('users/register/')).toEqual([{ idToken: 'id-2', firstname: 'An', lastname: 'Peeters' }]);
  });

  test('does not close on Escape', async () => {
    await openWelcome();
    await userEvent.keyboard('{Escape}');
    expect(await welcome()).toBeInTheDocument();
  });

  test('checks the names with the rule of SPEC §5, then registers and says so', async () => {
    const { dialog } = await openWelcome({ given_name: undefined, family_name: undefined });
    const firstname = within(dialog).getByLabelText(text.firstname);
    const lastname = within(dialog).getByLabelText(text.lastname);
    const submit = within(dialog).getByRole('button', { name: text.submit });

    await userEvent.type(firstname, 'A');
    expect(within(dialog).getByText(text.invalidName)).toBeInTheDocument();
    await userEvent.type(firstname, 'n');
    await userEvent.type(lastname, 'Peeters3');
    expect(within(dialog).getAllByText(text.invalidName)).toHaveLength(1);
    expect(lastname).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();

    await userEvent.clear(lastname);
    await userEvent.type(lastname, 'Van den Broeck');
    expect(within(dialog).queryByText(text.invalidName)).not.toBeInTheDocument();
    await userEvent.click(submit);

    expect(await screen.findByText(messages.auth.registeredAs('an@example.be'))).toBeInTheDocument();
    expect(await bodiesTo('users/register/')).toEqual([{ idToken: 'id-1', firstname: 'An', lastname: 'Van den Broeck' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(navbar()).getByRole('button', { name: messages.common.logout })).toBeInTheDocument();
    expect(authSession.getState().accessToken).toBe('new-token');
  });

  test.each([
    [400, json({ code: 'VALIDATION_FAILED', message: 'x' }, 400), messages.errors.registration.validationFailed],
    [409, json({ code: 'ER_DUP_ENTRY', message: 'x' }, 409), messages.errors.registration.alreadyRegistered],
  ])('a registration answering %i shows the message in the dialog', async (_status, response, message) => {
    const { dialog } = await openWelcome({}, () => response);
    await userEvent.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(authSession.getState().accessToken).toBeNull();
  });

  test('a registration without an answer says "Geen reactie van de server. "', async () => {
    const { dialog } = await openWelcome({}, () => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.click(within(dialog).getByRole('button', { name: text.submit }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Geen reactie van de server.'));
  });

  test("'Niet jouw emailadres?' logs out at the identity provider", async () => {
    const { dialog } = await openWelcome();
    await userEvent.click(within(dialog).getByRole('button', { name: text.notYourEmail }));
    await waitFor(() =>
      expect(provider.signoutRedirect).toHaveBeenCalledWith({ post_logout_redirect_uri: 'http://localhost/', id_token_hint: 'id-1' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});

describe('LOGOUT', () => {
  async function logInAndOut() {
    server({ 'users/login/': () => loggedIn() });
    provider.signinPopup.mockResolvedValue(identity('id-1'));
    renderApp('/', loader());
    await clickLogin();
    localStorage.setItem('andere-sleutel', 'x');
    await userEvent.click(await within(navbar()).findByRole('button', { name: messages.common.logout }));
  }

  test('clears local storage and the session, and ends the session at the identity provider', async () => {
    await logInAndOut();
    await waitFor(() =>
      expect(provider.signoutRedirect).toHaveBeenCalledWith({ post_logout_redirect_uri: 'http://localhost/', id_token_hint: 'id-1' }),
    );
    expect(localStorage.length).toBe(0);
    expect(authSession.getState()).toMatchObject({ accessToken: null, roles: [] });
  });

  test("back on the site after the provider's logout, 'Je bent uitgelogd.' shows once", async () => {
    await logInAndOut();
    await waitFor(() => expect(provider.signoutRedirect).toHaveBeenCalled());
    // The provider sends the browser back: a fresh start of the shell in the same tab.
    act(() => startAuth());
    expect(authSession.getState().popupMessage).toBe('Je bent uitgelogd.');
    act(() => authSession.getState().clearPopupMessage());
    act(() => startAuth());
    expect(authSession.getState().popupMessage).toBeNull();
  });

  test("a screen's local logout with a message (an account just removed): the next start shows that message once", async () => {
    server();
    // jsdom cannot load a page: it reports the return to the origin as a "navigation" error.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('user');
    localStorage.setItem('oidc.user:http://localhost/oidc:shell', '{}');
    logOutLocally('Je account is verwijderd.');
    expect(localStorage.length).toBe(0);
    expect(authSession.getState().accessToken).toBeNull();
    act(() => startAuth());
    expect(authSession.getState().popupMessage).toBe('Je account is verwijderd.');
    act(() => authSession.getState().clearPopupMessage());
    act(() => startAuth());
    expect(authSession.getState().popupMessage).toBeNull();
  });

  test('goes to the origin itself when the identity provider has no end-session endpoint', async () => {
    provider.endSessionEndpoint = undefined;
    // jsdom cannot load a page: it reports the attempt (away from /forum) as a "navigation" error.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/forum');
    await logInAndOut();
    await waitFor(() => expect(consoleError.mock.calls.map(([first]) => String(first))).toContainEqual(expect.stringMatching(/navigation/)));
    expect(provider.signoutRedirect).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  test('is the session store\'s logout, which the remotes call', async () => {
    server();
    provider.stored = identity('id-9');
    startAuth();
    authSession.getState().logout();
    await waitFor(() => expect(provider.signoutRedirect).toHaveBeenCalledWith(expect.objectContaining({ id_token_hint: 'id-9' })));
  });
});

describe('a reload', () => {
  function storeSession(user: FakeUser) {
    provider.stored = user;
    localStorage.setItem(storedUserKey(getRuntimeConfig().oidc!), JSON.stringify(user));
  }

  test('without a stored session does not load the identity library', () => {
    server();
    startAuth();
    expect(authSession.getState().loginLoading).toBe(false);
    expect(provider.managers).toHaveLength(0);
  });

  test('keeps the session: the guard waits while a silent sign-in gives a new ID token that logs in, without a banner', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server({
      'users/login/': async () => {
        await answered;
        return loggedIn();
      },
    });
    storeSession(identity('id-stored'));
    provider.signinSilent.mockResolvedValue(identity('id-new'));
    startAuth();
    expect(authSession.getState().loginLoading).toBe(true);
    const pages = loader();
    renderApp('/account', pages);

    expect(await screen.findAllByRole('status', { name: messages.common.loading })).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: messages.shell.loginRequired.title })).not.toBeInTheDocument();
    // The page's code loads beside the sign-in (route-guard.tsx), not after it.
    await waitFor(() => expect(pages).toHaveBeenCalledWith('account/account-page'));
    expect(screen.queryByRole('heading', { name: 'pagina account/account-page' })).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('heading', { name: 'pagina account/account-page' })).toBeInTheDocument();
    // The stored ID token was spent at its own login; the API takes each one once.
    expect(await bodiesTo('users/login/')).toEqual([{ idToken: 'id-new' }]);
    expect(provider.signinSilent).toHaveBeenCalledTimes(1);
    expect(authSession.getState().popupMessage).toBeNull();
  });

  test('an ID token that reaches the backend login twice (the sign-in and a late "userLoaded") is posted once', async () => {
    server({ 'users/login/': () => loggedIn() });
    storeSession(identity('id-stored'));
    const renewed = identity('id-new');
    provider.signinSilent.mockResolvedValue(renewed);
    startAuth();
    await waitFor(() => expect(authSession.getState().accessToken).toBe('api-token'));
    // oidc-client-ts announces the same user again after the sign-in has finished.
    act(() => provider.managers[0]!.load(renewed));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await bodiesTo('users/login/')).toEqual([{ idToken: 'id-new' }]);
    expect(authSession.getState().accessToken).toBe('api-token');
  });

  test('stays logged out when the silent sign-in fails, and the guard then asks to log in', async () => {
    const api = server();
    jest.spyOn(console, 'info').mockImplementation(() => {});
    storeSession(identity('id-old', { exp: 1 }));
    provider.signinSilent.mockRejectedValue(new Error('login_required'));
    startAuth();
    renderApp('/account', loader());
    expect(await screen.findByRole('heading', { name: messages.shell.loginRequired.title })).toBeInTheDocument();
    expect(provider.stored).toBeNull();
    expect(api.requestsTo('users/login/')).toHaveLength(0);
  });

  test('on /unauthorized with roles restored goes home', async () => {
    server({ 'users/login/': () => loggedIn() });
    storeSession(identity('id-stored'));
    provider.signinSilent.mockResolvedValue(identity('id-new'));
    startAuth();
    renderApp('/unauthorized', loader());
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });
});

describe('a silent renew of the identity provider', () => {
  test('renews the API token with the new ID token, quietly', async () => {
    let token = 'api-token-1';
    server({ 'users/login/': () => loggedIn(token) });
    provider.signinPopup.mockResolvedValue(identity('id-1'));
    renderApp('/', loader());
    await clickLogin();
    await screen.findByText(messages.auth.loggedInAs('an@example.be'));
    act(() => authSession.getState().clearPopupMessage());

    token = 'api-token-2';
    act(() => provider.managers[0].load(identity('id-2')));
    await waitFor(() => expect(authSession.getState().accessToken).toBe('api-token-2'));
    expect(await bodiesTo('users/login/')).toEqual([{ idToken: 'id-1' }, { idToken: 'id-2' }]);
    expect(authSession.getState().popupMessage).toBeNull();
  });

  test('before the tokens expire the shell renews with a nonce of its own, each sign-in a new one', async () => {
    server({ 'users/login/': () => loggedIn('api-token-renewed') });
    provider.signinPopup.mockResolvedValue(identity('id-1'));
    provider.signinSilent.mockResolvedValue(identity('id-renewed'));
    renderApp('/', loader());
    await clickLogin();
    await screen.findByText(messages.auth.loggedInAs('an@example.be'));
    act(() => provider.managers[0]!.tokensExpiring());
    await waitFor(() => expect(authSession.getState().accessToken).toBe('api-token-renewed'));
    expect(await bodiesTo('users/login/')).toEqual([{ idToken: 'id-1' }, { idToken: 'id-renewed' }]);
    const popupNonce = (provider.signinPopup.mock.calls[0]![0] as { nonce: string }).nonce;
    const renewNonce = (provider.signinSilent.mock.calls[0]![0] as { nonce: string }).nonce;
    expect(renewNonce).toMatch(/^[0-9a-f]{32}$/);
    expect(renewNonce).not.toBe(popupNonce);
  });
});

describe('the login callback pages', () => {
  test('after a redirect login: finishes the login and continues where the visitor was, no remote loaded meanwhile', async () => {
    server({ 'users/login/': () => loggedIn() });
    let finish!: (user: FakeUser) => void;
    provider.signinCallback.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    window.history.replaceState(null, '', '/login/callback?code=c1&state=s1');
    const pages = loader();
    renderApp('/login/callback?code=c1&state=s1', pages);

    expect(await screen.findByText(messages.auth.busy)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(provider.signinCallback).toHaveBeenCalledWith('http://localhost/login/callback?code=c1&state=s1');
    expect(pages).not.toHaveBeenCalled();

    finish({ ...identity('id-r'), state: { returnTo: '/forum' } });
    expect(await screen.findByRole('heading', { name: 'pagina forum/forum-list-page' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/forum');
    expect(await screen.findByText(messages.auth.loggedInAs('an@example.be'))).toBeInTheDocument();
    expect(await bodiesTo('users/login/')).toEqual([{ idToken: 'id-r' }]);
  });

  test('never continues to another site', async () => {
    server({ 'users/login/': () => loggedIn() });
    provider.signinCallback.mockResolvedValue({ ...identity('id-r'), state: { returnTo: '//evil.example/x' } });
    expect(await completeLoginCallback('http://localhost/login/callback?code=c2&state=s2')).toBe('/');
  });

  test('in the popup: hands the answer to the opener and stays put', async () => {
    const api = server();
    provider.signinCallback.mockResolvedValue(undefined);
    window.history.replaceState(null, '', '/login/callback?code=c3&state=s3');
    renderApp('/login/callback?code=c3&state=s3', loader());
    await waitFor(() => expect(provider.signinCallback).toHaveBeenCalled());
    expect(location()).toHaveTextContent('/login/callback');
    expect(api.requestsTo('users/login/')).toHaveLength(0);
  });

  test("/login/silent, where a server sends the app's page: hands the silent renew its answer", async () => {
    server();
    // In jsdom the window is its own parent.
    const post = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/login/silent?code=c4&state=s4');
    renderApp('/login/silent?code=c4&state=s4', loader());
    expect(await screen.findByText(messages.auth.busy)).toBeInTheDocument();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith({ source: 'oidc-client', url: 'http://localhost/login/silent?code=c4&state=s4', keepOpen: false }, 'http://localhost'),
    );
    post.mockRestore();
  });
});
