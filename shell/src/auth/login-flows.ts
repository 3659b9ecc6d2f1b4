// The shell's login, registration and logout (SPEC §4 'Auth', ARCHITECTURE §3 and §4): the identity
// provider first (a 400×600 popup, a full-page redirect when the popup is blocked), then the backend login
// with the ID token, which answers the API's own token. A silent renew of the identity provider's tokens
// renews the API token the same way. Loaded on first use (login.ts), together with oidc-client-ts.
import type { User, UserManager } from 'oidc-client-ts';
import { api, describeApiError, httpStatus, requestIdOf, type LoginResponse } from 'shared';
import { authSession, getRuntimeConfig, LOGGED_OUT_MARK } from 'shared-core';
import { messages } from '../messages.ts';
import { identityErrorMessage, isClosedByUser, isPopupBlocked } from './identity-errors.ts';
import { isCallbackPath, type OidcConfig } from './oidc-paths.ts';
import { registration, type RegistrationProfile } from './registration-store.ts';
import { createDetachedUserManager, createUserManager, isRecentIdToken } from './user-manager.ts';

/** What a redirect login remembers through the identity provider: where to continue afterwards. */
interface RedirectState {
  returnTo: string;
}

let current: { oidc: OidcConfig; manager: UserManager } | null = null;
/** Sign-ins the shell runs and follows up itself; any other 'userLoaded' is oidc-client-ts's silent renew. */
let ownSignins = 0;

/** One UserManager per OIDC configuration. Only called once login.ts saw that /config.json names one. */
function userManager(): UserManager {
  const oidc = getRuntimeConfig().oidc!;
  if (current?.oidc !== oidc) {
    const manager = createUserManager(oidc);
    manager.events.addUserLoaded((user) => {
      if (ownSignins === 0) void backendLogin(user, { announce: false });
    });
    // The renewal before the tokens expire, with a nonce of its own (automaticSilentRenew would send none).
    manager.events.addAccessTokenExpiring(() => {
      void ownSignin(() => manager.signinSilent({ nonce: newNonce() })).then(
        (user) => user && backendLogin(user, { announce: false }),
        (error: unknown) => console.info('Silent renew not possible', error),
      );
    });
    current = { oidc, manager };
  }
  return current.manager;
}

/**
 * A fresh nonce for every sign-in: it lands in the ID token, so no two ID tokens are alike. The API takes each
 * one once (decision 0021); without a nonce two sign-ins of one person in the same second (a login and a reload right
 * after it, two tabs renewing together) got byte-identical tokens, and the second was refused. getRandomValues
 * also works on a plain-http address, where randomUUID does not.
 */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function ownSignin<T>(signin: () => Promise<T>): Promise<T> {
  ownSignins += 1;
  try {
    return await signin();
  } finally {
    ownSignins -= 1;
  }
}

function profileOf(user: User): RegistrationProfile {
  const { email, given_name: firstname, family_name: lastname } = user.profile;
  return { email: email ?? '', firstname: firstname ?? '', lastname: lastname ?? '' };
}

function signInWith({ token, user }: LoginResponse): void {
  const { id, email, firstname, lastname, roles } = user;
  authSession.getState().signIn({ accessToken: token, id, email, firstname, lastname, roles });
}

/**
 * POST /users/login/ with the ID token. `announce` is a login the visitor asked for: it says 'Ingelogd als …'
 * and reports failures; a restore or renew stays quiet. No account yet (404) opens 'Welkom!' either way.
 */
function backendLogin(user: User, options: { announce: boolean }): Promise<void> {
  // The API takes an ID token once (decision 0021); a token may reach here twice (the sign-in's own follow-up and
  // oidc-client-ts's 'userLoaded'), and a second POST would be refused and log the visitor out: send it once.
  const idToken = user.id_token ?? '';
  let login = backendLogins.get(idToken);
  if (login === undefined) {
    // A failed login did not spend the token (a 404 leaves it for 'Welkom!'): forget it.
    login = postLogin(user, options).then((spent) => {
      if (!spent) backendLogins.delete(idToken);
    });
    backendLogins.set(idToken, login);
  }
  return login;
}

/** The backend logins by ID token, so that each token is posted once; forgotten at logout. */
const backendLogins = new Map<string, Promise<void>>();
authSession.subscribe((state, previous) => {
  if (previous.accessToken !== null && state.accessToken === null) backendLogins.clear();
});

/** Resolves to whether the API took the token. */
async function postLogin(user: User, { announce }: { announce: boolean }): Promise<boolean> {
  const session = authSession.getState();
  try {
    const answer = await api.post<LoginResponse>('users/login/', { idToken: user.id_token });
    signInWith(answer);
    if (announce) session.showPopupMessage(messages.auth.loggedInAs(answer.user.email));
    return true;
  } catch (error) {
    session.setLoginLoading(false);
    const status = httpStatus(error);
    if (status === 404) {
      session.signOut();
      registration.getState().open(profileOf(user));
    } else if (announce) {
      session.showPopupMessage(describeApiError(error, 'login'));
    } else if (status === 400 || status === 401) {
      // The API no longer accepts this identity: forget it rather than try it again on every reload.
      session.signOut();
      await userManager().removeUser();
    }
    return false;
  }
}

function endLogin(error: unknown): void {
  authSession.getState().setLoginLoading(false);
  if (isClosedByUser(error)) return;
  console.warn('Login failed', error);
  authSession.getState().showPopupMessage(identityErrorMessage(error));
}

/**
 * The embedded provider's pages share the site's origin and Cross-Origin-Opener-Policy, so a popup the visitor
 * closes ends the wait at once. An external issuer's pages may use another policy, which makes a popup in use look
 * closed to this window (oidc-client-ts still gets the answer through a BroadcastChannel): there a closed popup is
 * noticed when its 60 s are up.
 */
function popupAbortsOnClose(oidc: OidcConfig): boolean {
  return new URL(oidc.authority, window.location.origin).origin === window.location.origin;
}

/** LOGIN (login.ts has set loginLoading): the identity provider's popup, then the backend login. */
export async function loginWithPopup(): Promise<void> {
  const manager = userManager();
  let user: User;
  try {
    const popupAbortOnClose = popupAbortsOnClose(getRuntimeConfig().oidc!);
    user = await ownSignin(() => manager.signinPopup({ popupAbortOnClose, nonce: newNonce() }));
  } catch (error) {
    if (isPopupBlocked(error)) return redirectLogin(manager);
    return endLogin(error);
  }
  await backendLogin(user, { announce: true });
}

/**
 * The shell's confirmIdentity (session.ts): the provider's popup asks for the login again, whatever session it
 * keeps (prompt=login, and max_age=0 for a provider that reads only that), and answers a new ID token, which the
 * caller hands to the API as proof. It goes through a client of its own that keeps the answer in memory: the
 * session's stored login and its API token stay untouched, and no backend login follows.
 */
export async function confirmIdentity(): Promise<string> {
  const oidc = getRuntimeConfig().oidc!;
  const manager = createDetachedUserManager(oidc);
  const user = await manager.signinPopup({ prompt: 'login', max_age: 0, nonce: newNonce(), popupAbortOnClose: popupAbortsOnClose(oidc) });
  if (!user.id_token) throw new Error('The identity provider answered without an ID token');
  return user.id_token;
}

/** The popup was blocked: the whole page goes to the identity provider and comes back on /login/callback. */
async function redirectLogin(manager: UserManager): Promise<void> {
  const { pathname, search, hash } = window.location;
  const state: RedirectState = { returnTo: `${pathname}${search}${hash}` };
  try {
    await manager.signinRedirect({ state, nonce: newNonce() });
  } catch (error) {
    endLogin(error);
  }
}

/** Only a path of this site, never the callback itself, is a place to continue on. */
function returnPathOf(state: unknown): string {
  const returnTo = (state as Partial<RedirectState> | undefined)?.returnTo;
  const safe = typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//');
  return safe && !isCallbackPath(returnTo.split(/[?#]/)[0]) ? returnTo : '/';
}

const callbacks = new Map<string, Promise<string | null>>();

/**
 * /login/callback. In the popup oidc-client-ts hands the answer to the opener, which closes the popup:
 * resolves to null. After a redirect login it finishes the login here and resolves to the path to continue
 * on, while the backend login runs (the guards wait for it). Once per address: StrictMode runs effects twice
 * and the answer's state can be used only once.
 */
export function completeLoginCallback(url = window.location.href): Promise<string | null> {
  let done = callbacks.get(url);
  if (!done) {
    done = finishLoginCallback(url);
    callbacks.set(url, done);
  }
  return done;
}

async function finishLoginCallback(url: string): Promise<string | null> {
  const session = authSession.getState();
  try {
    const manager = userManager();
    const user = await ownSignin(() => manager.signinCallback(url));
    if (!user) return null;
    session.setLoginLoading(true);
    void backendLogin(user, { announce: true });
    return returnPathOf(user.state);
  } catch (error) {
    console.warn('Login callback failed', error);
    // A popup whose answer cannot be handed over: its opener stops waiting once it is closed.
    if (window.opener) {
      window.close();
      return null;
    }
    session.showPopupMessage(identityErrorMessage(error));
    return '/';
  }
}

/** Why 'Welkom!' failed: the message, and the failed request's id when the API gave one. */
export interface RegistrationFailure {
  message: string;
  requestId: string | null;
}

/**
 * 'Welkom!': POST /users/register/ with the current ID token and the names. Resolves to null once the visitor
 * is registered and logged in, else to the failure the dialog shows.
 */
export async function register(names: { firstname: string; lastname: string }): Promise<RegistrationFailure | null> {
  try {
    const manager = userManager();
    let user = await manager.getUser();
    // 'Welkom!' left open for minutes: the API takes only a recent ID token, so ask the provider for a new one.
    if (user && !isRecentIdToken(user)) user = await ownSignin(() => manager.signinSilent({ nonce: newNonce() })).catch(() => null);
    if (!user?.id_token) return { message: messages.auth.loginFailed, requestId: null };
    const answer = await api.post<LoginResponse>('users/register/', { idToken: user.id_token, ...names });
    signInWith(answer);
    registration.getState().close();
    authSession.getState().showPopupMessage(messages.auth.registeredAs(answer.user.email));
    return null;
  } catch (error) {
    return { message: describeApiError(error, 'registration'), requestId: requestIdOf(error) };
  }
}

/**
 * SPEC §4 logout: local storage cleared (all of it), the session emptied, then the identity provider ends its
 * session and sends the visitor back to the site's origin; a provider without an end-session endpoint is left
 * alone and the origin is loaded directly.
 */
export async function logout(): Promise<void> {
  const origin = window.location.origin;
  const manager = userManager();
  // Read before localStorage is cleared: the ID token tells the provider whose session ends.
  const idToken = (await manager.getUser())?.id_token;
  const endSession = await manager.metadataService.getEndSessionEndpoint().catch(() => undefined);
  localStorage.clear();
  authSession.getState().signOut();
  registration.getState().close();
  // The page is left for the provider's logout and comes back fresh: the next start confirms it (login.ts).
  sessionStorage.setItem(LOGGED_OUT_MARK, '1');
  if (endSession) {
    try {
      await manager.signoutRedirect({ post_logout_redirect_uri: `${origin}/`, id_token_hint: idToken });
      return;
    } catch (error) {
      console.warn('Logout at the identity provider failed', error);
    }
  }
  window.location.assign(`${origin}/`);
}

/**
 * A reload keeps the session: the API takes an ID token once (decision 0021), and the stored one was spent at its own
 * login, so one silent sign-in at the identity provider (its session cookie) gives a fresh one to log in with.
 * The API's token is never stored (docs/decisions/0021-tokens-once-and-where-they-live.md).
 */
export async function restoreSession(): Promise<void> {
  try {
    const manager = userManager();
    const user = await signinSilentOnce(manager);
    if (user) return await backendLogin(user, { announce: false });
  } catch (error) {
    console.warn('Restoring the session failed', error);
  }
  authSession.getState().setLoginLoading(false);
}

async function signinSilentOnce(manager: UserManager): Promise<User | null> {
  try {
    return await ownSignin(() => manager.signinSilent({ nonce: newNonce() }));
  } catch (error) {
    // The identity provider's session ended as well: stay logged out.
    console.info('Silent login not possible', error);
    await manager.removeUser();
    return null;
  }
}
