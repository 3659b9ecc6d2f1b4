// The shell's route table (ARCHITECTURE §3): one data file, read by the router and by the tests.
// Order matters for readers, not for react-router (it ranks static segments above `:id`), but the
// specific /AI-tool/... routes are kept before /AI-tool/:id so the table reads as it matches.
import type { RemoteName, RemotePage } from 'shared';
import type { ShellPageName } from '../pages/shell-pages.tsx';

/** Who may open a route (SPEC §6). Admins pass the provider guard; the plain-user guard excludes both. */
export type Guard = 'anyone' | 'loggedIn' | 'plainUser' | 'provider' | 'admin';

/** 'shell' marks a page the shell renders itself; otherwise the remote that exposes it. */
export type RouteOwner = RemoteName | 'shell';

/**
 * A route: a page of the remote that exposes it (only the pages REMOTES lists for that remote type-check, and
 * each remote's build exposes exactly those), or one of the shell's own pages.
 */
export type RouteEntry =
  | { [R in RemoteName]: { path: string; remote: R; page: RemotePage<R>; guard: Guard } }[RemoteName]
  | { path: string; remote: 'shell'; page: ShellPageName; guard: Guard };

export const routeTable: readonly RouteEntry[] = [
  // catalogue
  { path: '/', remote: 'catalogue', page: 'tool-search-page', guard: 'anyone' },
  { path: '/AI-tool/NoShowTool', remote: 'noshow', page: 'no-show-page', guard: 'loggedIn' },
  { path: '/AI-tool/submit', remote: 'catalogue', page: 'tool-form-page', guard: 'provider' },
  { path: '/AI-tool/add', remote: 'catalogue', page: 'tool-form-page', guard: 'admin' },
  { path: '/AI-tool/manage', remote: 'catalogue', page: 'tool-manage-page', guard: 'provider' },
  { path: '/AI-tool/:id', remote: 'catalogue', page: 'tool-detail-page', guard: 'anyone' },
  { path: '/ai-tool/:id', remote: 'catalogue', page: 'tool-detail-page', guard: 'anyone' },
  // forum
  { path: '/forum', remote: 'forum', page: 'forum-list-page', guard: 'anyone' },
  { path: '/forum/:id', remote: 'forum', page: 'forum-post-page', guard: 'anyone' },
  { path: '/FAQ', remote: 'forum', page: 'faq-page', guard: 'anyone' },
  // account and providers
  { path: '/account', remote: 'account', page: 'account-page', guard: 'loggedIn' },
  { path: '/account/edit', remote: 'account', page: 'account-edit-page', guard: 'loggedIn' },
  { path: '/account/upgrade', remote: 'account', page: 'upgrade-page', guard: 'plainUser' },
  { path: '/providers', remote: 'account', page: 'providers-page', guard: 'provider' },
  { path: '/provider/new', remote: 'account', page: 'provider-page', guard: 'provider' },
  { path: '/provider/:id', remote: 'account', page: 'provider-page', guard: 'provider' },
  // admin console
  { path: '/providers/submissions', remote: 'admin', page: 'provider-submissions-page', guard: 'admin' },
  { path: '/users', remote: 'admin', page: 'users-page', guard: 'admin' },
  { path: '/keywords', remote: 'admin', page: 'keywords-page', guard: 'admin' },
  { path: '/settings', remote: 'admin', page: 'settings-page', guard: 'admin' },
  { path: '/reports', remote: 'admin', page: 'reports-page', guard: 'admin' },
  // the shell's own pages (/linkedin and /login/... are rendered outside the layout: login callbacks)
  { path: '/about', remote: 'shell', page: 'about-page', guard: 'anyone' },
  { path: '/disclaimer', remote: 'shell', page: 'disclaimer-page', guard: 'anyone' },
  { path: '/unauthorized', remote: 'shell', page: 'unauthorized-page', guard: 'anyone' },
  { path: '/linkedin', remote: 'shell', page: 'linkedin-callback-page', guard: 'anyone' },
  { path: '/login/callback', remote: 'shell', page: 'login-callback-page', guard: 'anyone' },
  { path: '/login/silent', remote: 'shell', page: 'login-silent-page', guard: 'anyone' },
  { path: '*', remote: 'shell', page: 'not-found-page', guard: 'anyone' },
];

/** The module id loadRemote expects: 'catalogue/tool-search-page'. */
export function remoteModuleId(entry: { remote: RemoteName; page: string }): string {
  return `${entry.remote}/${entry.page}`;
}
