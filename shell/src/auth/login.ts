// The shell's login and logout. Logging in through the identity provider comes with the next issue
// (oidc-client-ts, loaded lazily so it stays out of the first-visit bundle); until then LOGIN says so.
import { authSession, messages } from 'shared';

export function login(): void {
  authSession.getState().showPopupMessage(messages.shell.auth.loginUnavailable);
}

export function logout(): void {
  const session = authSession.getState();
  session.signOut();
  session.showPopupMessage(messages.shell.auth.loggedOut);
}
