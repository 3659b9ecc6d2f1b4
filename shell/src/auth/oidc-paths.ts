// What the first visit needs to know of the identity provider without loading its library: the callback
// addresses of the shell and where oidc-client-ts keeps a logged-in user. Type imports only: the shell's first
// script reads it before the shared modules are there (auth/popup-callback.ts).
import type { RuntimeConfig } from 'shared';

export type OidcConfig = NonNullable<RuntimeConfig['oidc']>;

/** Redirect URIs registered for the shell: popup and redirect logins, and the silent renew iframe. */
export const loginCallbackPath = '/login/callback';
export const silentCallbackPath = '/login/silent';

export function isCallbackPath(pathname: string): boolean {
  return pathname === loginCallbackPath || pathname === silentCallbackPath;
}

/** Where oidc-client-ts keeps the user: WebStorageStateStore's prefix 'oidc.' and UserManager's key. */
export function storedUserKey(oidc: OidcConfig): string {
  return `oidc.user:${oidc.authority}:${oidc.clientId}`;
}
