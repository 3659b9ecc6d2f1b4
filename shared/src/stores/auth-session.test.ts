import { authSession, hasRole } from './auth-session.ts';

test('signing in fills the session; signing out clears it but keeps a pending popup message', () => {
  authSession.getState().signIn({ accessToken: 't', id: 4, email: 'an@example.com', firstname: 'An', lastname: 'Peeters', roles: ['user'] });
  authSession.getState().showPopupMessage('Ingelogd als an@example.com');
  expect(authSession.getState()).toMatchObject({ id: 4, roles: ['user'], loginLoading: false });
  expect(hasRole(authSession.getState().roles, 'admin')).toBe(false);
  authSession.getState().signOut();
  expect(authSession.getState()).toMatchObject({ accessToken: null, id: null, roles: [], popupMessage: 'Ingelogd als an@example.com' });
});
