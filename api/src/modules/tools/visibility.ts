// Who sees a tool (docs/decisions/0028-who-sees-a-tool.md): everybody sees an approved tool; a pending or rejected
// one only the linked user of its provider and admins. This is the one place that says so: every read of tools and
// of what hangs off a tool (its keywords, reviews, favourites, the sitemap, the insights' figures) filters with
// `visibleTo`, given the caller as a viewer. The lists of the public catalogue answer every caller alike: they
// pass the anonymous viewer.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { isAdmin, type Caller } from '../../auth/access.ts';

/** Whom a read answers: a visitor, a logged-in user (who may be the linked user of providers), or an admin. */
export type Viewer = { kind: 'anonymous' } | { kind: 'user'; userId: number } | { kind: 'admin' };

export const ANONYMOUS: Viewer = { kind: 'anonymous' };

export function viewerOf(caller: Caller | null): Viewer {
  if (caller === null) return ANONYMOUS;
  return isAdmin(caller) ? { kind: 'admin' } : { kind: 'user', userId: caller.userId };
}

/** Which approval states a read asks for, before visibility narrows them. */
export type ApprovalFilter = 'approved' | 'unapproved' | 'any';

/**
 * The condition on a row of `ai_tools` (under `table`, its name or alias in the query) that the viewer sees it and
 * that it is in the asked approval state. An approved tool is the same for everybody, so 'approved' (and the
 * anonymous viewer) is the bare `approved = 1` the catalogue's indexes and query plans are made for.
 */
export function visibleTo(viewer: Viewer, { approval = 'any', table = 'ai_tools' }: { approval?: ApprovalFilter; table?: string } = {}): RawBuilder<SqlBool> {
  const approved = sql.ref(`${table}.approved`);
  if (approval === 'approved' || (viewer.kind === 'anonymous' && approval === 'any')) return sql<SqlBool>`${approved} = ${1}`;
  if (viewer.kind === 'anonymous') return sql<SqlBool>`1 = 0`;
  if (viewer.kind === 'admin') return approval === 'unapproved' ? sql<SqlBool>`${approved} = ${0}` : sql<SqlBool>`1 = 1`;
  const own = sql<SqlBool>`${sql.ref(`${table}.provider_id`)} in (select providers.id from providers where providers.user_id = ${viewer.userId})`;
  return approval === 'unapproved' ? sql<SqlBool>`(${approved} = ${0} and ${own})` : sql<SqlBool>`(${approved} = ${1} or ${own})`;
}
