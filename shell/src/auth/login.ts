// The login as a first visit sees it: LOGIN, LOGOUT and the start-up check. The flows and oidc-client-ts
// (login-flows.ts) load on first use: LOGIN pointed at or clicked, a stored session, a logout.
import { authSession, getRuntimeConfig, LOGGED_OUT_MARK, logOutLocally } from 'shared-core';
import { messages } from '../messages.ts';
import { isCallbackPath, storedUserKey } from './oidc-paths.ts';

const loadFlows = () => import('./login-flows.ts');

/** Pointing at LOGIN starts the download, so the click opens the popup at once (a browser allows a popup only
 * shortly after a click). */
function preloadLogin(): void {
  if (getRuntimeConfig().oidc) loadFlows().catch(() => {});
}

export async function login(): Promise<void> {
  const session = authSession.getState();
  if (!getRuntimeConfig().oidc) {
    session.showPopupMessage(messages.shell.auth.loginUnavailable);
    return;
  }
  if (session.loginLoading) return;
  session.setLoginLoading(true);
  try {
    const flows = await loadFlows();
    await flows.loginWithPopup();
  } catch (error) {
    console.warn('Login failed', error);
    session.setLoginLoading(false);
    session.showPopupMessage(messages.auth.loginFailed);
  }
}

/** The props of every LOGIN button: the click logs in, pointing at it or tabbing to it preloads. */
export const loginButtonProps = {
  onClick: () => void login(),
  onPointerEnter: preloadLogin,
  onFocus: preloadLogin,
};

/** SPEC §4; without an identity provider (or when its code cannot load) the same, minus ending its session. */
export async function logout(): Promise<void> {
  const flows = getRuntimeConfig().oidc ? await loadFlows().catch(() => null) : null;
  if (flows) return flows.logout();
  logOutLocally();
}

/** A fresh login at the identity provider, for a screen that must know it is still you (session.ts). */
export async function confirmIdentity(): Promise<string> {
  if (!getRuntimeConfig().oidc) throw new Error('This site names no identity provider');
  return (await loadFlows()).confirmIdentity();
}

/**
 * At start: installs the login, logout and identity check every app calls (authSession.getState().login() and
 * so on), and restores a stored session, except in the login popup or the renew iframe. The guards wait while it
 * runs (loginLoading).
 */
export function startAuth(): void {
  authSession.getState().installShellActions({ login: () => void login(), logout: () => void logout(), confirmIdentity });
  const mark = sessionStorage.getItem(LOGGED_OUT_MARK);
  if (mark !== null) {
    sessionStorage.removeItem(LOGGED_OUT_MARK);
    // '1' is the shell's own logout; any other value is the message of the screen that logged out (logOutLocally).
    authSession.getState().showPopupMessage(mark === '1' || mark.trim() === '' ? messages.auth.loggedOut : mark);
  }
  const oidc = getRuntimeConfig().oidc;
  if (!oidc || isCallbackPath(window.location.pathname) || localStorage.getItem(storedUserKey(oidc)) === null) return;
  authSession.getState().setLoginLoading(true);
  loadFlows().then(
    (flows) => flows.restoreSession(),
    (error: unknown) => {
      console.warn('Restoring the session failed', error);
      authSession.getState().setLoginLoading(false);
    },
  );
}
