// The shell's route table (ARCHITECTURE §3): one data file, read by the router and by the tests.
// Order matters for readers, not for react-router (it ranks static segments above `:id`), but the
// specific /AI-tool/... routes are kept before /AI-tool/:id so the table reads as it matches.
import type { RemoteName } from 'shared';

/** Who may open a route (SPEC §6). Admins pass the provider guard; the plain-user guard excludes both. */
export type Guard = 'anyone' | 'loggedIn' | 'plainUser' | 'provider' | 'admin';

/** 'shell' marks a page the shell renders itself; otherwise the remote that exposes it. */
export type RouteOwner = RemoteName | 'shell';

export interface RouteEntry {
  path: string;
  remote: RouteOwner;
  /** The exposed module ('./tool-search-page'); for shell pages the page's key in shell-pages.tsx. */
  exposed: string;
  guard: Guard;
}

export const routeTable: readonly RouteEntry[] = [
  // catalogue
  { path: '/', remote: 'catalogue', exposed: './tool-search-page', guard: 'anyone' },
  { path: '/AI-tool/NoShowTool', remote: 'noshow', exposed: './no-show-page', guard: 'loggedIn' },
  { path: '/AI-tool/submit', remote: 'catalogue', exposed: './tool-form-page', guard: 'provider' },
  { path: '/AI-tool/add', remote: 'catalogue', exposed: './tool-form-page', guard: 'admin' },
  { path: '/AI-tool/manage', remote: 'catalogue', exposed: './tool-manage-page', guard: 'provider' },
  { path: '/AI-tool/:id', remote: 'catalogue', exposed: './tool-detail-page', guard: 'anyone' },
  { path: '/ai-tool/:id', remote: 'catalogue', exposed: './tool-detail-page', guard: 'anyone' },
  // forum
  { path: '/forum', remote: 'forum', exposed: './forum-list-page', guard: 'anyone' },
  { path: '/forum/:id', remote: 'forum', exposed: './forum-post-page', guard: 'anyone' },
  { path: '/FAQ', remote: 'forum', exposed: './faq-page', guard: 'anyone' },
  // account and providers
  { path: '/account', remote: 'account', exposed: './account-page', guard: 'loggedIn' },
  { path: '/account/edit', remote: 'account', exposed: './account-edit-page', guard: 'loggedIn' },
  { path: '/account/upgrade', remote: 'account', exposed: './upgrade-page', guard: 'plainUser' },
  { path: '/providers', remote: 'account', exposed: './providers-page', guard: 'provider' },
  { path: '/provider/new', remote: 'account', exposed: './provider-page', guard: 'provider' },
  { path: '/provider/:id', remote: 'account', exposed: './provider-page', guard: 'provider' },
  // admin console
  { path: '/providers/submissions', remote: 'admin', exposed: './provider-submissions-page', guard: 'admin' },
  { path: '/users', remote: 'admin', exposed: './users-page', guard: 'admin' },
  { path: '/keywords', remote: 'admin', exposed: './keywords-page', guard: 'admin' },
  { path: '/settings', remote: 'admin', exposed: './settings-page', guard: 'admin' },
  // the shell's own pages (/linkedin and /login/... are rendered outside the layout: login callbacks)
  { path: '/about', remote: 'shell', exposed: './about-page', guard: 'anyone' },
  { path: '/disclaimer', remote: 'shell', exposed: './disclaimer-page', guard: 'anyone' },
  { path: '/unauthorized', remote: 'shell', exposed: './unauthorized-page', guard: 'anyone' },
  { path: '/linkedin', remote: 'shell', exposed: './linkedin-callback-page', guard: 'anyone' },
  { path: '/login/callback', remote: 'shell', exposed: './login-callback-page', guard: 'anyone' },
  { path: '/login/silent', remote: 'shell', exposed: './login-silent-page', guard: 'anyone' },
  { path: '*', remote: 'shell', exposed: './not-found-page', guard: 'anyone' },
];

/** The module id loadRemote expects: 'catalogue/tool-search-page'. */
export function remoteModuleId(entry: Pick<RouteEntry, 'remote' | 'exposed'>): string {
  return `${entry.remote}/${entry.exposed.slice(2)}`;
}
