// The identity provider's client: an oidc-client-ts UserManager built from /config.json's `oidc` settings
// (ARCHITECTURE §3, SPEC §9). Only the lazily loaded login flows import it, so the library stays out of
// the first visit.
import { InMemoryWebStorage, UserManager, WebStorageStateStore, type User, type UserManagerSettings } from 'oidc-client-ts';
import { ID_TOKEN_MAX_AGE_S, LOGIN_POPUP_HEIGHT, LOGIN_POPUP_TIMEOUT_MS, LOGIN_POPUP_WIDTH, SILENT_LOGIN_TIMEOUT_MS } from 'shared';
import { loginCallbackPath, silentCallbackPath, type OidcConfig } from './oidc-paths.ts';

/** SPEC §9: the identity library's requests give up after 10 s. */
const REQUEST_TIMEOUT_S = 10;

/** Everything but the store of the user, which needs the browser's localStorage. */
export function userManagerSettings(oidc: OidcConfig, origin: string): UserManagerSettings {
  return {
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope,
    response_type: 'code',
    // The popup login uses the same callback as the redirect login (popup_redirect_uri defaults to it).
    redirect_uri: `${origin}${loginCallbackPath}`,
    silent_redirect_uri: `${origin}${silentCallbackPath}`,
    post_logout_redirect_uri: `${origin}/`,
    // oidc-client-ts centres a popup of this size on the opener; it closes it when the time is up.
    popupWindowFeatures: {
      width: LOGIN_POPUP_WIDTH,
      height: LOGIN_POPUP_HEIGHT,
      closePopupWindowAfterInSeconds: LOGIN_POPUP_TIMEOUT_MS / 1000,
    },
    silentRequestTimeoutInSeconds: SILENT_LOGIN_TIMEOUT_MS / 1000,
    requestTimeoutInSeconds: REQUEST_TIMEOUT_S,
    // The shell renews itself, with a nonce (login-flows.ts: addAccessTokenExpiring).
    automaticSilentRenew: false,
    // The backend login reads the ID token; the user-info endpoint adds nothing it needs.
    loadUserInfo: false,
  };
}

export function createUserManager(oidc: OidcConfig): UserManager {
  return new UserManager({
    ...userManagerSettings(oidc, window.location.origin),
    // localStorage rather than the default sessionStorage: a session survives a new tab and a reload.
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

/**
 * A client for one look at the identity provider that must not become the session: it keeps the user it gets in
 * memory only, so the stored login (and the API token made from it) stays as it was. The sign-in's state still
 * lives in localStorage, where the login callback in the popup finds it.
 */
export function createDetachedUserManager(oidc: OidcConfig): UserManager {
  return new UserManager({
    ...userManagerSettings(oidc, window.location.origin),
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
}

/** Whether the API still takes this ID token for a first login: issued less than ID_TOKEN_MAX_AGE_S ago, a minute spare. */
export function isRecentIdToken(user: User, now = Date.now()): boolean {
  return Boolean(user.id_token) && typeof user.profile.iat === 'number' && now - user.profile.iat * 1000 < (ID_TOKEN_MAX_AGE_S - 60) * 1000;
}
