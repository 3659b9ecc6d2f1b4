// The one HTTP client of every app: base URL from the runtime config, bearer token from the session.
import ky, { type KyInstance, type Options } from 'ky';
import { authSession, getRuntimeConfig } from 'shared-core';
import type { ListResponse } from '../contracts/wire.ts';

function client(): KyInstance {
  return ky.create({
    prefix: getRuntimeConfig().apiBaseUrl,
    timeout: 15_000,
    retry: 0,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = authSession.getState().accessToken;
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}

type Query = Record<string, string | number | boolean | undefined>;

function searchParams(query: Query | undefined): Record<string, string | number | boolean> | undefined {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean
  >;
}

export const api = {
  get<T>(path: string, query?: Query, options?: Options): Promise<T> {
    return client().get(path, { ...options, searchParams: searchParams(query) }).json<T>();
  },
  list<T>(path: string, query?: Query, options?: Options): Promise<ListResponse<T>> {
    return api.get<ListResponse<T>>(path, query, options);
  },
  post<T>(path: string, body: unknown, options?: Options): Promise<T> {
    return client().post(path, { ...options, json: body }).json<T>();
  },
  put<T>(path: string, body: unknown, options?: Options): Promise<T> {
    return client().put(path, { ...options, json: body }).json<T>();
  },
  /** PUT with a form-encoded body (SPEC §7: PUT /users/{id}). */
  putForm<T>(path: string, fields: Record<string, string>, options?: Options): Promise<T> {
    return client().put(path, { ...options, body: new URLSearchParams(fields) }).json<T>();
  },
  async delete(path: string, options?: Options): Promise<void> {
    await client().delete(path, options);
  },
};
