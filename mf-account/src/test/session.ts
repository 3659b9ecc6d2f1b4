// Signing in as each role of SPEC §6, as the shell's login leaves the session.
import { type Role } from 'shared';
import { authSession } from 'shared-core';

export const sessionUser = { id: 7, email: 'an.peeters@example.be', firstname: 'An', lastname: 'Peeters' };

export const rolesOf = {
  admin: ['admin', 'provider', 'user'],
  provider: ['provider', 'user'],
  user: ['user'],
} satisfies Record<string, Role[]>;

export function signInAs(role: keyof typeof rolesOf): void {
  authSession.getState().signIn({ accessToken: 'test-token', ...sessionUser, roles: rolesOf[role] });
}

export function resetSession(): void {
  authSession.getState().signOut();
  authSession.getState().clearPopupMessage();
}
