// The shell's view of the route table, which lives in the contracts (shared/src/contracts/routes.ts) because the
// server reads it too (titles, descriptions, preloads).
import { ROUTES, type RemoteName } from 'shared';

export type { Guard, RouteEntry, RouteOwner } from 'shared';

export const routeTable = ROUTES;

/** The module id loadRemote expects: 'catalogue/tool-search-page'. */
export function remoteModuleId(entry: { remote: RemoteName; page: string }): string {
  return `${entry.remote}/${entry.page}`;
}
