// Test kit of the shell: `fetch` stubbed at the network edge (the real ky client runs), a session of a
// given persona, and the app in a memory router with an injected page loader (no federation in jsdom).
import { render } from '@testing-library/react';
import { type Role } from 'shared';
import { authSession, MemoryRouter, useLocation } from 'shared-core';
import { fakeApi, json } from 'shared/testing/fake-api';
import { App } from '../app.tsx';
import type { PageLoader } from '../routes/page-loader.ts';

export { json } from 'shared/testing/fake-api';
export type Handler = (url: URL) => Response | Promise<Response>;

/** Stubs fetch (shared/testing/fake-api): `routes` maps a path after /api/ to a handler; anything else is a 404. */
export function stubFetch(routes: Record<string, Handler>) {
  const api = fakeApi();
  for (const [path, handler] of Object.entries(routes)) api.on(path, handler);
  return api;
}

/** The site as a visitor finds it: the server answers the health check and has no navlinks. */
export function stubHealthyServer(extra: Record<string, Handler> = {}) {
  return stubFetch({
    'health/ping': () => json({ status: 'ok' }),
    roadmapSettings: () => json({ data: [], count: 0 }),
    ...extra,
  });
}

export type Persona = 'anonymous' | Role;

export function signInAs(persona: Persona): void {
  authSession.getState().signOut();
  authSession.getState().clearPopupMessage();
  if (persona === 'anonymous') return;
  const roles: Role[] = persona === 'admin' ? ['admin'] : persona === 'provider' ? ['provider'] : ['user'];
  authSession.getState().signIn({ accessToken: 'token', id: 7, email: 'an@example.be', firstname: 'An', lastname: 'Peeters', roles });
}

/** A page module as a remote would expose it: a router-less page with a heading. */
export function fakePage(title: string) {
  return { default: () => <h1>{title}</h1> };
}

/** Shows where the router is and its navigation state, so tests can read redirects. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export function renderApp(path: string, loadPage: PageLoader) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App loadPage={loadPage} />
      <LocationProbe />
    </MemoryRouter>,
  );
}
