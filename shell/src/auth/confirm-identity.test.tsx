// The shell's confirmIdentity, which a remote calls through the session before removing an account with an outside
// identity provider: a login popup that insists on a new login and answers its ID token, while the session (the
// stored login, the API token) stays as it was. oidc-client-ts is replaced at the module edge, as in login.test.tsx.
import { jest } from '@jest/globals';
import { authSession, getRuntimeConfig, setRuntimeConfig } from 'shared-core';
import { fakeApi } from 'shared/testing/fake-api';

interface FakeUser {
  id_token?: string;
  profile: { sub: string };
}

const created: FakeUserManager[] = [];
const signinPopup = jest.fn<(args: unknown) => Promise<FakeUser>>();

class FakeUserManager {
  readonly settings: { userStore: FakeWebStorageStateStore } & Record<string, unknown>;
  events = { addUserLoaded: () => {}, addAccessTokenExpiring: () => {} };
  constructor(settings: FakeUserManager['settings']) {
    this.settings = settings;
    created.push(this);
  }
  /** Mirrors oidc-client-ts: the user a sign-in gets goes into the manager's user store. */
  signinPopup = async (args: unknown) => {
    const user = await signinPopup(args);
    this.settings.userStore.options.store.setItem('oidc.user:stored', JSON.stringify(user));
    return user;
  };
}

class FakeWebStorageStateStore {
  readonly options: { store: Storage };
  constructor(options: { store: Storage }) {
    this.options = options;
  }
}

/** oidc-client-ts's memory store: a Storage that lives as long as the object. */
class FakeInMemoryWebStorage {
  private data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

jest.unstable_mockModule('oidc-client-ts', () => ({
  UserManager: FakeUserManager,
  WebStorageStateStore: FakeWebStorageStateStore,
  InMemoryWebStorage: FakeInMemoryWebStorage,
}));

const { startAuth } = await import('./login.ts');

const session = { accessToken: 'api-token', id: 7, email: 'an@example.be', firstname: 'An', lastname: 'Peeters', roles: ['user' as const] };
const storedLogin = JSON.stringify({ id_token: 'id-of-the-session', profile: { sub: 'an' } });
const initial = authSession.getState();

function configure(authority: string) {
  setRuntimeConfig({ ...getRuntimeConfig(), oidc: { authority, clientId: 'shell', scope: 'openid profile email' } });
}

beforeEach(() => {
  created.length = 0;
  localStorage.clear();
  // The login of the session, as the shell stored it; startAuth would restore it: leave that out of this test.
  configure('https://login.voorbeeld.be/realms/events');
  startAuth();
  localStorage.setItem('oidc.user:https://login.voorbeeld.be/realms/events:shell', storedLogin);
  authSession.getState().signIn(session);
});

afterEach(() => {
  signinPopup.mockReset();
  jest.restoreAllMocks();
  authSession.setState({ login: initial.login, logout: initial.logout, confirmIdentity: undefined });
  authSession.getState().signOut();
});

test('the shell installs confirmIdentity in the session at start', () => {
  expect(authSession.getState().confirmIdentity).toEqual(expect.any(Function));
});

test('asks the provider for a new login in a popup and answers its ID token; the session stays as it was', async () => {
  const api = fakeApi();
  signinPopup.mockResolvedValue({ id_token: 'fresh-id-token', profile: { sub: 'an' } });

  await expect(authSession.getState().confirmIdentity!()).resolves.toBe('fresh-id-token');

  expect(signinPopup).toHaveBeenCalledTimes(1);
  // prompt=login and max_age=0: the provider asks for the password again, whatever session it keeps. An outside
  // issuer's popup may look closed while in use, so only its own timeout ends the wait.
  expect(signinPopup).toHaveBeenCalledWith({ prompt: 'login', max_age: 0, nonce: expect.stringMatching(/^[0-9a-f]{32}$/), popupAbortOnClose: false });
  // Its own client, keeping what it gets in memory: the stored login of the session is untouched.
  expect(created).toHaveLength(1);
  expect(created[0].settings).toMatchObject({ authority: 'https://login.voorbeeld.be/realms/events', client_id: 'shell', redirect_uri: 'http://localhost/login/callback' });
  expect(created[0].settings.userStore.options.store).not.toBe(localStorage);
  expect(localStorage.getItem('oidc.user:https://login.voorbeeld.be/realms/events:shell')).toBe(storedLogin);
  expect(localStorage.length).toBe(1);
  // No backend login with it: the API token and the person are the same.
  expect(api.requests).toEqual([]);
  expect(authSession.getState()).toMatchObject({ accessToken: 'api-token', id: 7, email: 'an@example.be' });
});

test("with the site's own provider a closed popup ends the wait at once", async () => {
  configure(`${window.location.origin}/oidc`);
  signinPopup.mockResolvedValue({ id_token: 'fresh-id-token', profile: { sub: 'an' } });
  await authSession.getState().confirmIdentity!();
  expect(signinPopup).toHaveBeenCalledWith(expect.objectContaining({ popupAbortOnClose: true }));
});

test('a popup closed or refused rejects, and the session stays', async () => {
  signinPopup.mockRejectedValue(new Error('Popup closed by user'));
  await expect(authSession.getState().confirmIdentity!()).rejects.toThrow('Popup closed by user');
  expect(authSession.getState().accessToken).toBe('api-token');
  expect(localStorage.getItem('oidc.user:https://login.voorbeeld.be/realms/events:shell')).toBe(storedLogin);
});

test('an answer without an ID token is no proof', async () => {
  signinPopup.mockResolvedValue({ profile: { sub: 'an' } });
  await expect(authSession.getState().confirmIdentity!()).rejects.toThrow(/without an ID token/);
});

test('a site without an identity provider has nothing to confirm with', async () => {
  setRuntimeConfig({ ...getRuntimeConfig(), oidc: null });
  await expect(authSession.getState().confirmIdentity!()).rejects.toThrow(/no identity provider/);
  expect(signinPopup).not.toHaveBeenCalled();
});
