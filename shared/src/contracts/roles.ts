// The roles of SPEC §6 and their precedence, one definition for the screens and the API.

export type Role = 'admin' | 'provider' | 'user';

/** Highest first: the precedence of the roles, the order of the role select and of every role list. */
export const ROLES: readonly Role[] = ['admin', 'provider', 'user'];

/** The highest role in the list (a list without roles counts as a plain user). */
export function highestRole(roles: readonly string[]): Role {
  return ROLES.find((role) => roles.includes(role)) ?? 'user';
}

/** SPEC §4: a role with every role below it (admin → admin, provider, user), the list the API stores. */
export function rolesFrom(role: Role): Role[] {
  return ROLES.slice(ROLES.indexOf(role));
}
