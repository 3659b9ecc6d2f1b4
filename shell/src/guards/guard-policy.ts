// The one permission rule of the route guards (SPEC §6): what a visitor with these roles may open.
import type { Role } from 'shared';
import type { Guard } from '../routes/route-table.ts';

export interface Visitor {
  loggedIn: boolean;
  roles: readonly Role[];
}

/** 'pass' renders the page; 'login' asks to log in first; 'unauthorized' redirects to /unauthorized. */
export type GuardVerdict = 'pass' | 'login' | 'unauthorized';

export function checkGuard(guard: Guard, { loggedIn, roles }: Visitor): GuardVerdict {
  const isAdmin = roles.includes('admin');
  const isProvider = roles.includes('provider');
  switch (guard) {
    case 'anyone':
      return 'pass';
    case 'loggedIn':
      return loggedIn ? 'pass' : 'login';
    case 'admin':
      return loggedIn && isAdmin ? 'pass' : 'unauthorized';
    case 'provider':
      return loggedIn && (isProvider || isAdmin) ? 'pass' : 'unauthorized';
    case 'plainUser':
      return loggedIn && !isProvider && !isAdmin ? 'pass' : 'unauthorized';
  }
}
