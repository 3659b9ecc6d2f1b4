import { matchRoute } from 'shared';
import { matchRoutes } from 'shared-core';
import { routeTable, remoteModuleId, type Guard, type RouteOwner } from './route-table.ts';

// SPEC §2 route table and ARCHITECTURE §3 ownership, as the product owner wrote them.
const expected: [path: string, remote: RouteOwner, page: string, guard: Guard][] = [
  ['/', 'catalogue', 'tool-search-page', 'anyone'],
  ['/AI-tool/:id', 'catalogue', 'tool-detail-page', 'anyone'],
  ['/ai-tool/:id', 'catalogue', 'tool-detail-page', 'anyone'],
  ['/AI-tool/submit', 'catalogue', 'tool-form-page', 'provider'],
  ['/AI-tool/add', 'catalogue', 'tool-form-page', 'admin'],
  ['/AI-tool/manage', 'catalogue', 'tool-manage-page', 'provider'],
  ['/AI-tool/NoShowTool', 'noshow', 'no-show-page', 'loggedIn'],
  ['/forum', 'forum', 'forum-list-page', 'anyone'],
  ['/forum/:id', 'forum', 'forum-post-page', 'anyone'],
  ['/FAQ', 'forum', 'faq-page', 'anyone'],
  ['/account', 'account', 'account-page', 'loggedIn'],
  ['/account/edit', 'account', 'account-edit-page', 'loggedIn'],
  ['/account/upgrade', 'account', 'upgrade-page', 'plainUser'],
  ['/providers', 'account', 'providers-page', 'provider'],
  ['/provider/new', 'account', 'provider-page', 'provider'],
  ['/provider/:id', 'account', 'provider-page', 'provider'],
  ['/providers/submissions', 'admin', 'provider-submissions-page', 'admin'],
  ['/users', 'admin', 'users-page', 'admin'],
  ['/keywords', 'admin', 'keywords-page', 'admin'],
  ['/settings', 'admin', 'settings-page', 'admin'],
  // The audit trail of admin actions.
  ['/audit', 'admin', 'audit-page', 'admin'],
  // The admins' reports of improper content.
  ['/reports', 'admin', 'reports-page', 'admin'],
  // The insights: the admins' figures of the site's own counting.
  ['/insights', 'admin', 'insights-page', 'admin'],
  // The comparison: two to four tools side by side; the address holds them, so anyone may open it.
  ['/vergelijk', 'catalogue', 'tool-compare-page', 'anyone'],
  ['/about', 'shell', 'about-page', 'anyone'],
  ['/disclaimer', 'shell', 'disclaimer-page', 'anyone'],
  // The privacy statement: what the site keeps about a person, and their rights.
  ['/privacy', 'shell', 'privacy-page', 'anyone'],
  // 'De roadmap in cijfers': public, but the page itself is not found while an admin has it switched off.
  ['/cijfers', 'shell', 'figures-page', 'anyone'],
  ['/unauthorized', 'shell', 'unauthorized-page', 'anyone'],
  ['/linkedin', 'shell', 'linkedin-callback-page', 'anyone'],
  // ARCHITECTURE §3: the shell owns the login callback (popup and redirect logins, silent renew).
  ['/login/callback', 'shell', 'login-callback-page', 'anyone'],
  ['/login/silent', 'shell', 'login-silent-page', 'anyone'],
];

describe('the route table', () => {
  test.each(expected)('%s belongs to %s (%s) behind the %s guard', (path, remote, page, guard) => {
    expect(routeTable.filter((entry) => entry.path === path).map(({ meta: _meta, ...route }) => route)).toEqual([{ path, remote, page, guard }]);
  });

  test('has no route the spec does not name, apart from not-found', () => {
    const known = new Set(expected.map(([path]) => path));
    expect(routeTable.filter((entry) => !known.has(entry.path)).map((entry) => entry.path)).toEqual(['*']);
  });

  test('lists the fixed /AI-tool/... routes before /AI-tool/:id', () => {
    const index = (path: string) => routeTable.findIndex((entry) => entry.path === path);
    for (const path of ['/AI-tool/NoShowTool', '/AI-tool/submit', '/AI-tool/add', '/AI-tool/manage']) {
      expect(index(path)).toBeLessThan(index('/AI-tool/:id'));
    }
  });

  // What the router actually picks for an address a visitor types.
  test.each([
    ['/AI-tool/NoShowTool', 'no-show-page'],
    ['/AI-tool/submit', 'tool-form-page'],
    ['/AI-tool/manage', 'tool-manage-page'],
    ['/AI-tool/12', 'tool-detail-page'],
    ['/ai-tool/12', 'tool-detail-page'],
    ['/provider/new', 'provider-page'],
    ['/providers/submissions', 'provider-submissions-page'],
    ['/faq', 'faq-page'],
    ['/bestaat-niet', 'not-found-page'],
  ])('%s opens %s', (address, page) => {
    const matches = matchRoutes(
      routeTable.map((entry) => ({ path: entry.path, entry })),
      address,
    );
    expect(matches?.at(-1)?.route.entry.page).toBe(page);
  });

  test('/AI-tool/add is the admin form, /AI-tool/submit the provider form', () => {
    const pick = (address: string) =>
      matchRoutes(routeTable.map((entry) => ({ path: entry.path, entry })), address)?.at(-1)?.route.entry;
    expect(pick('/AI-tool/add')?.guard).toBe('admin');
    expect(pick('/AI-tool/submit')?.guard).toBe('provider');
  });

  test('a remote page loads as <remote>/<module>', () => {
    expect(remoteModuleId({ remote: 'catalogue', page: 'tool-search-page' })).toBe('catalogue/tool-search-page');
  });

  // The server picks a route with matchRoute (contracts) for a page's title and preloads: the same as the router.
  test.each([
    '/',
    '/AI-tool/NoShowTool',
    '/AI-tool/submit',
    '/AI-tool/12',
    '/ai-tool/12',
    '/forum',
    '/forum/7',
    '/faq',
    '/FAQ',
    '/account',
    '/account/edit',
    '/provider/new',
    '/provider/3',
    '/providers/submissions',
    '/about/',
    '/bestaat-niet',
    '/forum/7/meer',
    '/AI-tool/',
  ])('matchRoute picks what the router picks for %s', (address) => {
    const picked = matchRoutes(routeTable.map((entry) => ({ path: entry.path, entry })), address)?.at(-1)?.route.entry;
    expect(matchRoute(address).entry).toBe(picked);
  });

  test('every indexable route is a public one', () => {
    for (const entry of routeTable) if (entry.meta.index) expect([entry.path, entry.guard]).toEqual([entry.path, 'anyone']);
  });
});
