// The one HTTP client of every app: base URL from the runtime config, bearer token from the session.
import ky, { type KyInstance, type Options } from 'ky';
import * as core from 'shared-core';
import { authSession, getRuntimeConfig } from 'shared-core';
import type { ListResponse } from '../contracts/wire.ts';

function client(): KyInstance {
  // A shell built before the core had getApiFetch provides a core without it: then the browser's fetch.
  const fetcher = (core as Partial<typeof core>).getApiFetch?.();
  return ky.create({
    prefix: getRuntimeConfig().apiBaseUrl,
    ...(fetcher ? { fetch: fetcher } : {}),
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
  /** POST of a file as it is, with its type (POST /images): no JSON around it. */
  upload<T>(path: string, file: Blob, contentType: string, options?: Options): Promise<T> {
    return client().post(path, { ...options, body: file, headers: { 'Content-Type': contentType } }).json<T>();
  },
  /** PUT with a form-encoded body (SPEC §7: PUT /users/{id}). */
  putForm<T>(path: string, fields: Record<string, string>, options?: Options): Promise<T> {
    return client().put(path, { ...options, body: new URLSearchParams(fields) }).json<T>();
  },
  async delete(path: string, options?: Options): Promise<void> {
    await client().delete(path, options);
  },
  /** A GET whose answer is a file to keep: its bytes, and the name the API gives it (Content-Disposition), if any. */
  async download(path: string, options?: Options): Promise<{ blob: Blob; filename: string | null }> {
    const response = await client().get(path, options);
    return { blob: await response.blob(), filename: attachmentName(response.headers.get('Content-Disposition')) };
  },
};

/**
 * The file name of a Content-Disposition header (`filename*=UTF-8''…` first, else `filename="…"`), without any
 * folder part: a name to save under, never a path. Null when there is none (or another origin's API did not expose
 * the header).
 */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended !== undefined) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header)?.slice(1).find((part) => part !== undefined)?.replace(/\\(.)/g, '$1');
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}
