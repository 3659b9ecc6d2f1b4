// The one way a screen reads from the API: a query is a key and a loader. A new key aborts the request of the
// old one (a late answer is never shown); refetch() loads again (the retry button); invalidate() loads again
// every mounted query of a name (after a write). The last loaded data stays while a new key loads, so a list
// that grows with 'load more' does not flash empty. On a server-rendered page (docs/server-rendering.md) the server
// loads each query once while it renders, and the browser's first render starts from that answer instead of asking
// the API again.
import { use, useCallback, useEffect, useRef, useState } from 'react';
import * as core from 'shared-core';
import type { PageDataSource } from 'shared-core';

export type LoadStatus = 'loading' | 'loaded' | 'failed';

/** The first element names the query ('tools', 'forumPost' …): invalidate() goes by it. */
export type QueryKey = readonly [name: string, ...rest: unknown[]];

/**
 * A query's id: the key as JSON. Two keys with the same parts are one query, and a server-rendered page sends each
 * answer under this id, so the server and the browser must make it the same way: here, only.
 */
export function queryId(key: QueryKey): string {
  return JSON.stringify(key);
}

/** While a key loads or after it failed, `data` is the last data loaded (for an earlier key), if any. */
export type QueryState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'loaded'; data: T; error: null }
  | { status: 'failed'; data: T | undefined; error: unknown };

export type Query<T> = QueryState<T> & {
  /** Load this key again. */
  refetch(): void;
  /** Change the loaded data in place, e.g. with the row a write answered. */
  setData(update: (data: T) => T): void;
};

interface Loaded<T> {
  id: string | null;
  status: LoadStatus;
  data: T | undefined;
  error: unknown;
}

const mounted = new Set<{ name: string; refetch(): void }>();

/** Loads again every mounted query with one of these names (a write changed what they show). */
export function invalidate(...names: string[]): void {
  for (const query of mounted) if (names.includes(query.name)) query.refetch();
}

// A shell built before the core had page data provides a core without the context: then no page data.
const PageData = (core as Partial<typeof core>).PageDataContext;

/** What a server-rendered page came with: the server's loader while it renders, the sent answers while it hydrates. */
export function usePageData(): PageDataSource | null {
  // use() may be called conditionally (useContext may not); the condition is the same at every render anyway.
  return PageData ? use(PageData) : null;
}

/** A query with key null is off: it loads nothing and stays 'loading'. */
export function useQuery<T>(key: QueryKey | null, load: (signal: AbortSignal) => Promise<T>): Query<T> {
  const id = key === null ? null : queryId(key);
  const name = key?.[0] ?? null;
  const pageData = usePageData();
  const [attempt, setAttempt] = useState(0);
  // The key the server rendered the page with: its first load is the server's answer, not a request.
  const seededId = useRef<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded<T>>(() => {
    const seeded = id !== null && pageData?.side === 'browser' ? pageData.take(id) : undefined;
    if (!seeded) return { id: null, status: 'loading', data: undefined, error: null };
    seededId.current = id;
    return { id, status: 'loaded', data: seeded.data as T, error: null };
  });
  // The loader is a fresh function at every render; the key decides when to call it.
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    if (id === null) return;
    if (seededId.current === id && attempt === 0) return;
    seededId.current = null;
    const controller = new AbortController();
    setLoaded((current) => ({ ...current, id, status: 'loading' }));
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setLoaded({ id, status: 'loaded', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded((current) => ({ ...current, id, status: 'failed', error }));
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const refetch = useCallback(() => setAttempt((current) => current + 1), []);
  useEffect(() => {
    if (name === null) return;
    const entry = { name, refetch };
    mounted.add(entry);
    return () => {
      mounted.delete(entry);
    };
  }, [name, refetch]);

  const setData = useCallback(
    (update: (data: T) => T) => setLoaded((current) => (current.data === undefined ? current : { ...current, data: update(current.data) })),
    [],
  );
  const actions = { refetch, setData };
  if (id !== null && pageData?.side === 'server') {
    // React waits for the answer and renders again; a failed load makes the server leave the page to the browser.
    return { status: 'loaded', data: use(pageData.load(id, () => load(new AbortController().signal))) as T, error: null, ...actions };
  }
  // Until the effect has started the new key's request, the state still describes the old key.
  if (loaded.id !== id || loaded.status === 'loading') return { status: 'loading', data: loaded.data, error: null, ...actions };
  if (loaded.status === 'failed') return { status: 'failed', data: loaded.data, error: loaded.error, ...actions };
  return { status: 'loaded', data: loaded.data as T, error: null, ...actions };
}

/** Waits, unless the signal aborts first: a query's loader that waits for the typing to stop (a debounce). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
