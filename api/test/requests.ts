// Calls of the API as one caller (a persona's headers), answered as status and parsed JSON body.
import type { TestApp } from './app.ts';

export interface Answer {
  status: number;
  // The answer of whichever route a test calls, read as that route's JSON.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export type Send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object) => Promise<Answer>;

/** `as(headers)('POST', '/reviews', {...})`: the path is under /api. */
export function sender(t: TestApp) {
  return (headers: Record<string, string> = {}): Send =>
    async (method, path, body) => {
      const response = await t.inject({ method, url: `/api${path}`, headers, ...(body === undefined ? {} : { payload: body }) });
      return { status: response.statusCode, body: response.body === '' ? null : response.json() };
    };
}
