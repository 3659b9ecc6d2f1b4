// The auth session of SPEC §3, a vanilla zustand store in `shared` so the shell and every remote share it.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Role } from '../types/domain.ts';

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
}

export interface AuthSessionActions {
  signIn(session: { accessToken: string; id: number; email: string; firstname: string; lastname: string; roles: Role[] }): void;
  signOut(): void;
  setLoginLoading(loading: boolean): void;
  showPopupMessage(message: string): void;
  clearPopupMessage(): void;
  /**
   * Logs out the way SPEC §4 says, from any app (the account remote after an e-mail change, the admin remote
   * when admins change their own role): local storage cleared, the session emptied, the identity provider's
   * session ended, back to the site's origin. The shell installs the full logout at start with
   * setLogoutHandler; until then (a remote run alone) it does all of that except the identity provider.
   */
  logout(): void;
  /** Called by the shell at start; a test can install a spy the same way. */
  setLogoutHandler(handler: () => void): void;
}

const signedOut = {
  accessToken: null,
  id: null,
  email: null,
  firstname: null,
  lastname: null,
  roles: [] as Role[],
  loginLoading: false,
};

export const authSession = createStore<AuthSessionState & AuthSessionActions>()((set) => ({
  ...signedOut,
  popupMessage: null,
  signIn: (session) => set({ ...session, loginLoading: false }),
  signOut: () => set({ ...signedOut }),
  logout: () => logOutLocally(),
  setLogoutHandler: (logout) => set({ logout }),
  setLoginLoading: (loginLoading) => set({ loginLoading }),
  showPopupMessage: (popupMessage) => set({ popupMessage }),
  clearPopupMessage: () => set({ popupMessage: null }),
}));

/** SPEC §4's logout without an identity provider: local storage cleared, the session emptied, back to the origin. */
export function logOutLocally(): void {
  localStorage.clear();
  authSession.getState().signOut();
  window.location.assign(`${window.location.origin}/`);
}

export function useAuthSession<T>(selector: (state: AuthSessionState & AuthSessionActions) => T): T {
  return useStore(authSession, selector);
}

export function hasRole(roles: readonly Role[], role: Role): boolean {
  return roles.includes(role);
}
