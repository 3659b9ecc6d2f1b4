// SPEC §4 role change: the select offers one role per user, the API stores the role with everything below it.
import type { Role } from 'shared';

/** Highest first: the order of the select and of the precedence. */
export const ROLES: readonly Role[] = ['admin', 'provider', 'user'];

/** The role the select shows: the highest the user has (a user without roles counts as a plain user). */
export function highestRole(roles: readonly Role[]): Role {
  return ROLES.find((role) => roles.includes(role)) ?? 'user';
}

/** The roles list PUT /users/upgrade/{id} takes: the chosen role and every role below it. */
export function rolesFor(role: Role): Role[] {
  return ROLES.slice(ROLES.indexOf(role));
}
