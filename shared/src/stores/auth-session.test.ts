import { jest } from '@jest/globals';
import { authSession, hasRole } from './auth-session.ts';

test('signing in fills the session; signing out clears it but keeps a pending popup message', () => {
  authSession.getState().signIn({ accessToken: 't', id: 4, email: 'an@example.com', firstname: 'An', lastname: 'Peeters', roles: ['user'] });
  authSession.getState().showPopupMessage('Ingelogd als an@example.com');
  expect(authSession.getState()).toMatchObject({ id: 4, roles: ['user'], loginLoading: false });
  expect(hasRole(authSession.getState().roles, 'admin')).toBe(false);
  authSession.getState().signOut();
  expect(authSession.getState()).toMatchObject({ accessToken: null, id: null, roles: [], popupMessage: 'Ingelogd als an@example.com' });
});

const an = { accessToken: 't', id: 4, email: 'an@example.com', firstname: 'An', lastname: 'Peeters', roles: ['user' as const] };

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

test('logout runs the handler the shell installs, so every remote logs out the same way', () => {
  const builtIn = authSession.getState().logout;
  const handler = jest.fn();
  authSession.getState().setLogoutHandler(handler);
  authSession.getState().logout();
  expect(handler).toHaveBeenCalledTimes(1);
  authSession.getState().setLogoutHandler(builtIn);
});
