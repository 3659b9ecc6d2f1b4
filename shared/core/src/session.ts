// The auth session of SPEC §3 and the actions that cross apps, in one vanilla zustand store of the singleton
// core: the shell and every remote read and call the same instance. A remote never talks to the shell in any
// other way (no window events): it calls an action here, and the shell has installed what the action does.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Role } from 'shared/contracts';

export interface AuthSessionState {
  accessToken: string | null;
  id: number | null;
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  roles: Role[];
  /** The message the popup bar shows (5 s, then a 1 s fade). */
  popupMessage: string | null;
  loginLoading: boolean;
  /** Goes up by one at every refreshNavlinks(): the navbar loads its dynamic links again when it changes. */
  navlinksVersion: number;
}

export interface SignedInUser {
  accessToken: string;
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  roles: Role[];
}

/** What the shell does when a remote asks to log in or out (installed once at start). */
export interface ShellActions {
  /** Opens the identity provider's login (the popup of SPEC §2's LOGIN). */
  login(): void;
  /** SPEC §4's logout, including the identity provider's session. */
  logout(): void;
  /**
   * A fresh login at the identity provider, in a popup that asks who you are again whatever session it has;
   * resolves to that login's ID token and leaves the current session as it is. A screen asks it before something
   * that cannot be undone (removing your own account). Optional: a shell built before it has none.
   */
  confirmIdentity?(): Promise<string>;
}

export interface AuthSessionActions extends ShellActions {
  signIn(user: SignedInUser): void;
  signOut(): void;
  setLoginLoading(loading: boolean): void;
  showPopupMessage(message: string): void;
  clearPopupMessage(): void;
  /** The navbar's dynamic links changed (the settings screen): the shell loads them again. */
  refreshNavlinks(): void;
  /** Called by the shell at start; until then (a remote run alone) login does nothing and logout is local. */
  installShellActions(actions: ShellActions): void;
}

export type AuthSession = AuthSessionState & AuthSessionActions;

const signedOut = {
  accessToken: null,
  id: null,
  email: null,
  firstname: null,
  lastname: null,
  roles: [] as Role[],
  loginLoading: false,
};

export const authSession = createStore<AuthSession>()((set) => ({
  ...signedOut,
  popupMessage: null,
  navlinksVersion: 0,
  signIn: (user) => set({ ...user, loginLoading: false }),
  signOut: () => set({ ...signedOut }),
  setLoginLoading: (loginLoading) => set({ loginLoading }),
  showPopupMessage: (popupMessage) => set({ popupMessage }),
  clearPopupMessage: () => set({ popupMessage: null }),
  refreshNavlinks: () => set((state) => ({ navlinksVersion: state.navlinksVersion + 1 })),
  login: () => console.warn('No shell has installed the login: open the page through the site.'),
  logout: () => logOutLocally(),
  installShellActions: ({ login, logout, confirmIdentity }) => set({ login, logout, confirmIdentity }),
}));

/**
 * Set in sessionStorage just before a logout leaves the page: the shell's next start shows a message once. Its
 * value is that message, or '1' for the shell's own 'Je bent uitgelogd.' (a shell built before the message could
 * travel shows that one for any value).
 */
export const LOGGED_OUT_MARK = 'roadmap.loggedOut';

/**
 * SPEC §4's logout without an identity provider: local storage cleared, the session emptied, back to the origin.
 * `message` is what the site says once it is back (the page reloads, so the popup bar of this page cannot).
 */
export function logOutLocally(message?: string): void {
  localStorage.clear();
  authSession.getState().signOut();
  if (message) sessionStorage.setItem(LOGGED_OUT_MARK, message);
  window.location.assign(`${window.location.origin}/`);
}

export function useAuthSession<T>(selector: (state: AuthSession) => T): T {
  return useStore(authSession, selector);
}
