import { jest } from '@jest/globals';
import { authSession, LOGGED_OUT_MARK, logOutLocally } from './session.ts';

const an = { accessToken: 't', id: 4, email: 'an@example.com', firstname: 'An', lastname: 'Peeters', roles: ['user' as const] };

test('signing in fills the session; signing out clears it but keeps a pending popup message', () => {
  authSession.getState().signIn(an);
  authSession.getState().showPopupMessage('Ingelogd als an@example.com');
  expect(authSession.getState()).toMatchObject({ id: 4, roles: ['user'], loginLoading: false });
  authSession.getState().signOut();
  expect(authSession.getState()).toMatchObject({ accessToken: null, id: null, roles: [], popupMessage: 'Ingelogd als an@example.com' });
});

test('logout without the shell (a remote run alone) clears local storage and the session', () => {
  // jsdom cannot navigate; it reports the return to the origin as a console error.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('oidc.user:x', '{}');
  authSession.getState().signIn(an);
  authSession.getState().logout();
  expect(localStorage.length).toBe(0);
  expect(authSession.getState()).toMatchObject({ accessToken: null, roles: [] });
  consoleError.mockRestore();
});

test('login and logout run what the shell installs, so every remote logs in and out the same way', () => {
  const { login, logout } = authSession.getState();
  const shell = { login: jest.fn(), logout: jest.fn() };
  authSession.getState().installShellActions(shell);
  authSession.getState().login();
  authSession.getState().logout();
  expect(shell.login).toHaveBeenCalledTimes(1);
  expect(shell.logout).toHaveBeenCalledTimes(1);
  authSession.getState().installShellActions({ login, logout });
});

test('a logout with a message leaves it for the next start of the shell; without one it leaves nothing', () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  authSession.getState().signIn(an);
  logOutLocally();
  expect(sessionStorage.getItem(LOGGED_OUT_MARK)).toBeNull();
  authSession.getState().signIn(an);
  logOutLocally('Je account is verwijderd.');
  expect(sessionStorage.getItem(LOGGED_OUT_MARK)).toBe('Je account is verwijderd.');
  expect(authSession.getState()).toMatchObject({ accessToken: null, roles: [] });
  sessionStorage.clear();
  consoleError.mockRestore();
});

test('confirmIdentity is what the shell installs, and absent without a shell (or with one built before it)', async () => {
  const { login, logout } = authSession.getState();
  expect(authSession.getState().confirmIdentity).toBeUndefined();
  const confirmIdentity = jest.fn(async () => 'id-token');
  authSession.getState().installShellActions({ login, logout, confirmIdentity });
  await expect(authSession.getState().confirmIdentity!()).resolves.toBe('id-token');
  // A shell from before it installs only login and logout.
  authSession.getState().installShellActions({ login, logout });
  expect(authSession.getState().confirmIdentity).toBeUndefined();
});

test('refreshNavlinks tells the navbar to load its links again', () => {
  const before = authSession.getState().navlinksVersion;
  authSession.getState().refreshNavlinks();
  expect(authSession.getState().navlinksVersion).toBe(before + 1);
});
