// The API reads a caller's roles at every request, so a promotion, a demotion or a deletion counts at
// once on the server. The open page learns of it when its tab regains the focus, and at least every minute: it
// reads the user again and updates the session (the route guards follow, so a demoted admin's admin screens
// close), or ends the local session when the account is gone.
import { api, httpStatus, type User } from 'shared';
import { authSession } from 'shared-core';

export const SESSION_REFRESH_MS = 60_000;

/** Reads the logged-in user again and brings the session in line; quiet on a network failure. */
export async function refreshSession(): Promise<void> {
  const { id, accessToken } = authSession.getState();
  if (id === null || accessToken === null) return;
  try {
    const user = await api.get<User>(`users/${id}`);
    const session = authSession.getState();
    // The session may have changed meanwhile (a logout, another login): only update the one that asked.
    if (session.accessToken !== accessToken) return;
    const same = session.roles.join() === user.roles.join() && session.firstname === user.firstname && session.lastname === user.lastname;
    if (!same) authSession.setState({ roles: user.roles, firstname: user.firstname, lastname: user.lastname });
  } catch (error) {
    if (httpStatus(error) === 401 && authSession.getState().accessToken === accessToken) authSession.getState().signOut();
  }
}

/** Starts the refreshes: on focus and on a timer; returns the stop (for tests). */
export function startSessionRefresh(): () => void {
  const onFocus = () => void refreshSession();
  window.addEventListener('focus', onFocus);
  const timer = window.setInterval(onFocus, SESSION_REFRESH_MS);
  return () => {
    window.removeEventListener('focus', onFocus);
    window.clearInterval(timer);
  };
}
