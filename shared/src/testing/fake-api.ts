// The remotes' page tests stub only the network edge: `fetch`. The real `api` client of shared (ky) runs
// against it, so the URLs, query strings and error bodies the pages see are those of the API contract.
// Imported as 'shared/testing/fake-api' by tests only; never part of a bundle.
import { jest } from '@jest/globals';
import { getRuntimeConfig, setRuntimeConfig } from 'shared-core';
import type { ErrorCode } from '../contracts/error-codes.ts';

/** Node's fetch (unlike a browser) needs absolute URLs: the API as the shell's /config.json would name it. */
export const TEST_API_BASE = 'http://localhost/api';

/** A fixed answer, or one made from the request (its method and JSON body tell a write apart). */
export type Reply = Response | ((url: URL, request: Request) => Response | Promise<Response>);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(status: number, code: ErrorCode, message: string = code): Response {
  return json({ code, message }, status);
}

export function list<T>(data: T[], count = data.length): Response {
  return json({ data, count });
}

export interface FakeApi {
  /** Every request URL the page made, in order. */
  requests: URL[];
  /** Every request that was not a GET: method, path (after /api/) and body (parsed when JSON), in order. */
  writes: Array<{ method: string; path: string; body: unknown }>;
  /** Requests whose path (after /api/) is exactly `path`. */
  requestsTo(path: string): URL[];
  /** Answer a path (after /api/) with a reply; later routes win, so a test can override a default. */
  on(path: string | RegExp, reply: Reply): FakeApi;
}

export function fakeApi(): FakeApi {
  setRuntimeConfig({ ...getRuntimeConfig(), apiBaseUrl: TEST_API_BASE });
  const routes: [string | RegExp, Reply][] = [];
  const requests: URL[] = [];
  const writes: FakeApi['writes'] = [];
  const pathOf = (url: URL) => url.pathname.replace(/^\/api\//, '');
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init as RequestInit);
    const url = new URL(request.url);
    requests.push(url);
    const path = pathOf(url);
    if (request.method !== 'GET') {
      const text = await request.clone().text();
      const json = (request.headers.get('content-type') ?? '').includes('json');
      writes.push({ method: request.method, path, body: text === '' ? undefined : json ? JSON.parse(text) : text });
    }
    for (let index = routes.length - 1; index >= 0; index -= 1) {
      const [pattern, reply] = routes[index];
      if (typeof pattern === 'string' ? pattern === path : pattern.test(path)) {
        const response = typeof reply === 'function' ? await reply(url, request.clone()) : reply;
        return response.clone();
      }
    }
    return apiError(404, 'NOT_FOUND', `Geen route ${path}`);
  });
  const api: FakeApi = {
    requests,
    writes,
    requestsTo: (path) => requests.filter((url) => pathOf(url) === path),
    on(pattern, reply) {
      routes.push([pattern, reply]);
      return api;
    },
  };
  return api;
}

/** A reply the test resolves later: for answers that arrive out of order. */
export function deferred(): { reply: Promise<Response>; resolve(response: Response): void } {
  let resolve!: (response: Response) => void;
  const reply = new Promise<Response>((done) => {
    resolve = done;
  });
  return { reply, resolve };
}
