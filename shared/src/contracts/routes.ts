// The site's route table (ARCHITECTURE §3): one data file for the shell's router and the server. Per route: the page
// (a page a remote exposes, or one of the shell's own), the guard (SPEC §6), and what a search engine or a shared
// link shows of it (the title, the description, whether it may be indexed). Order matters for readers and for
// matchRoute: the specific /AI-tool/... routes come before /AI-tool/:id, and '*' (not found) is last.
import type { RemoteName, RemotePage } from './apps.ts';

/** Who may open a route (SPEC §6). Admins pass the provider guard; the plain-user guard excludes both. */
export type Guard = 'anyone' | 'loggedIn' | 'plainUser' | 'provider' | 'admin';

/** The shell's own pages. */
export const SHELL_PAGES = [
  'about-page',
  'disclaimer-page',
  'privacy-page',
  'figures-page',
  'unauthorized-page',
  'linkedin-callback-page',
  'login-callback-page',
  'login-silent-page',
  'not-found-page',
] as const;
export type ShellPage = (typeof SHELL_PAGES)[number];

/** 'shell' marks a page the shell renders itself; otherwise the remote that exposes it. */
export type RouteOwner = RemoteName | 'shell';

export interface PageMeta {
  /** The page's own title; the site's name follows it (pageTitle). Absent: the site's name alone. */
  title?: string;
  /** What a search result or a shared link shows under the title (default: the site's description). */
  description?: string;
  /** Public pages are indexed; personal, guarded and technical ones are not. */
  index: boolean;
}

export type RouteEntry = (
  | { [R in RemoteName]: { path: string; remote: R; page: RemotePage<R>; guard: Guard } }[RemoteName]
  | { path: string; remote: 'shell'; page: ShellPage; guard: Guard }
) & { meta: PageMeta };

export const SITE_NAME = 'AI-tools roadmap voor de eventsector';
export const SITE_DESCRIPTION =
  'Vind AI-tools voor je event per eventfase, land en keyword: beschrijvingen, prijzen, reviews en ervaringen van organisatoren en venues.';

const personal: PageMeta = { index: false };

export const ROUTES: readonly RouteEntry[] = [
  // catalogue
  { path: '/', remote: 'catalogue', page: 'tool-search-page', guard: 'anyone', meta: { index: true } },
  { path: '/AI-tool/NoShowTool', remote: 'noshow', page: 'no-show-page', guard: 'loggedIn', meta: { title: 'No Show Tool', index: false } },
  { path: '/AI-tool/submit', remote: 'catalogue', page: 'tool-form-page', guard: 'provider', meta: { title: 'AI-tool indienen', ...personal } },
  { path: '/AI-tool/add', remote: 'catalogue', page: 'tool-form-page', guard: 'admin', meta: { title: 'Nieuwe AI-tool', ...personal } },
  { path: '/AI-tool/manage', remote: 'catalogue', page: 'tool-manage-page', guard: 'provider', meta: { title: 'AI-tools beheren', ...personal } },
  // The tool's own name and description replace these once it is known (the server and the page).
  { path: '/AI-tool/:id', remote: 'catalogue', page: 'tool-detail-page', guard: 'anyone', meta: { title: 'AI-tool', index: true } },
  { path: '/ai-tool/:id', remote: 'catalogue', page: 'tool-detail-page', guard: 'anyone', meta: { title: 'AI-tool', index: true } },
  // The comparison: the address holds the choice, so anyone can open a shared comparison.
  { path: '/vergelijk', remote: 'catalogue', page: 'tool-compare-page', guard: 'anyone', meta: { title: 'AI-tools vergelijken', index: false } },
  // forum
  {
    path: '/forum',
    remote: 'forum',
    page: 'forum-list-page',
    guard: 'anyone',
    meta: { title: 'Forum', description: 'Vragen en antwoorden over AI-tools in de eventsector.', index: true },
  },
  { path: '/forum/:id', remote: 'forum', page: 'forum-post-page', guard: 'anyone', meta: { title: 'Forumvraag', index: true } },
  {
    path: '/FAQ',
    remote: 'forum',
    page: 'faq-page',
    guard: 'anyone',
    meta: { title: 'Veelgestelde vragen', description: 'Antwoorden op de vragen die we het vaakst krijgen over de roadmap.', index: true },
  },
  // account and providers
  { path: '/account', remote: 'account', page: 'account-page', guard: 'loggedIn', meta: { title: 'Account', ...personal } },
  { path: '/account/edit', remote: 'account', page: 'account-edit-page', guard: 'loggedIn', meta: { title: 'Account beheer', ...personal } },
  { path: '/account/upgrade', remote: 'account', page: 'upgrade-page', guard: 'plainUser', meta: { title: 'Upgrade naar provider', ...personal } },
  { path: '/providers', remote: 'account', page: 'providers-page', guard: 'provider', meta: { title: 'Provider beheer', ...personal } },
  { path: '/provider/new', remote: 'account', page: 'provider-page', guard: 'provider', meta: { title: 'Nieuwe provider', ...personal } },
  { path: '/provider/:id', remote: 'account', page: 'provider-page', guard: 'provider', meta: { title: 'Provider', ...personal } },
  // admin console
  {
    path: '/providers/submissions',
    remote: 'admin',
    page: 'provider-submissions-page',
    guard: 'admin',
    meta: { title: 'Nog niet goedgekeurde providers', ...personal },
  },
  { path: '/users', remote: 'admin', page: 'users-page', guard: 'admin', meta: { title: 'Gebruikersbeheer', ...personal } },
  { path: '/keywords', remote: 'admin', page: 'keywords-page', guard: 'admin', meta: { title: 'Keywordbeheer', ...personal } },
  { path: '/settings', remote: 'admin', page: 'settings-page', guard: 'admin', meta: { title: 'Instellingen website', ...personal } },
  { path: '/audit', remote: 'admin', page: 'audit-page', guard: 'admin', meta: { title: 'Logboek', ...personal } },
  { path: '/reports', remote: 'admin', page: 'reports-page', guard: 'admin', meta: { title: 'Meldingen', ...personal } },
  { path: '/insights', remote: 'admin', page: 'insights-page', guard: 'admin', meta: { title: 'Inzichten', ...personal } },
  // the shell's own pages (/linkedin and /login/... are rendered outside the layout: login callbacks)
  {
    path: '/about',
    remote: 'shell',
    page: 'about-page',
    guard: 'anyone',
    meta: { title: 'Over het project', description: 'Wie de roadmap van AI-tools voor de eventsector maakt, en waarom.', index: true },
  },
  { path: '/disclaimer', remote: 'shell', page: 'disclaimer-page', guard: 'anyone', meta: { title: 'Disclaimer', index: true } },
  {
    path: '/privacy',
    remote: 'shell',
    page: 'privacy-page',
    guard: 'anyone',
    meta: {
      title: 'Privacyverklaring',
      description: 'Welke gegevens de roadmap over je bewaart, waarom, hoe lang en wie ze ziet, en hoe je ze downloadt, verbetert of verwijdert.',
      index: true,
    },
  },
  // Shown only while an admin has switched it on (site content); otherwise the shell's not-found page.
  {
    path: '/cijfers',
    remote: 'shell',
    page: 'figures-page',
    guard: 'anyone',
    meta: {
      title: 'De roadmap in cijfers',
      description: 'Hoeveel AI-tools de roadmap per eventfase toont, en hoeveel reviews, forumvragen en bezoekers hij per maand krijgt.',
      index: true,
    },
  },
  { path: '/unauthorized', remote: 'shell', page: 'unauthorized-page', guard: 'anyone', meta: { title: 'Geen toegang', ...personal } },
  { path: '/linkedin', remote: 'shell', page: 'linkedin-callback-page', guard: 'anyone', meta: personal },
  { path: '/login/callback', remote: 'shell', page: 'login-callback-page', guard: 'anyone', meta: personal },
  { path: '/login/silent', remote: 'shell', page: 'login-silent-page', guard: 'anyone', meta: personal },
  { path: '*', remote: 'shell', page: 'not-found-page', guard: 'anyone', meta: { title: 'Pagina niet gevonden', ...personal } },
];

/** The text of the browser tab and of a search result: the page's own title, then the site's name. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

export interface RouteMatch {
  entry: RouteEntry;
  /** The values of the route's `:name` segments. */
  params: Record<string, string>;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route a path opens, the way the shell's router picks it (segments compared without case; '*' last). */
export function matchRoute(pathname: string): RouteMatch {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const entry of ROUTES) {
    if (entry.path === '*') return { entry, params: {} };
    const pattern = entry.path === '/' ? [] : entry.path.split('/').slice(1);
    if (pattern.length !== (segments.length === 1 && segments[0] === '' ? 0 : segments.length)) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segments[index]);
        return segments[index] !== '';
      }
      return part.toLowerCase() === segments[index].toLowerCase();
    });
    if (matches) return { entry, params };
  }
  throw new Error('The route table ends with *');
}

/** The comparison page compares two to four tools; its address holds them: /vergelijk?tools=12,4,31. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export function compareAddress(ids: ReadonlyArray<string | number>): string {
  return `/vergelijk?tools=${ids.join(',')}`;
}

/** The tool ids of a comparison's query string: numbers only, each once, at most COMPARE_MAX. */
export function comparedIds(search: string): string[] {
  const values = (new URLSearchParams(search).get('tools') ?? '').split(',').map((value) => value.trim());
  return [...new Set(values.filter((value) => /^[1-9]\d{0,8}$/.test(value)))].slice(0, COMPARE_MAX);
}
