// Test kit of the shell: `fetch` stubbed at the network edge (the real ky client runs), a session of a
// given persona, and the app in a memory router with an injected page loader (no federation in jsdom).
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { authSession, getRuntimeConfig, MemoryRouter, type Role, setRuntimeConfig, useLocation } from 'shared';
import { App } from '../app.tsx';
import type { PageLoader } from '../routes/page-loader.ts';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type Handler = (url: URL) => Response | Promise<Response>;

/** Stubs fetch: `routes` maps a path after /api/ to a handler; anything else is a 404. */
export function stubFetch(routes: Record<string, Handler>) {
  setRuntimeConfig({ ...getRuntimeConfig(), apiBaseUrl: 'http://localhost/api' });
  const requests: URL[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init as RequestInit);
    const url = new URL(request.url);
    requests.push(url);
    const handler = routes[url.pathname.replace(/^\/api\//, '')];
    return handler ? handler(url) : json({ code: 'NOT_FOUND', message: 'x' }, 404);
  });
  return { requests, spy, requestsTo: (path: string) => requests.filter((url) => url.pathname === `/api/${path}`) };
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
