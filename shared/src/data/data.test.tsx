// The one data layer: reads (useQuery, usePagedList) and writes (useMutation) against the real API client, with
// only fetch stubbed (shared/testing/fake-api); and a query on a server-rendered page in the browser
// (docs/server-rendering.md), started from the page's data. On the server: server-query.test.tsx.
import { jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { authSession, PageDataContext, type PageDataSource } from 'shared-core';
import { api } from '../api/api-client.ts';
import { apiError, deferred, fakeApi, json, list } from '../testing/fake-api.ts';
import { errors } from '../messages/errors.ts';
import { invalidate, pause, queryId, useQuery } from './use-query.ts';
import { usePagedList } from './use-paged-list.ts';
import { useMutation } from './use-mutation.ts';

afterEach(() => {
  jest.restoreAllMocks();
  authSession.getState().clearPopupMessage();
});

const getFaq = (id: number) => (signal: AbortSignal) => api.get<{ id: number }>(`faqs/${id}`, undefined, { signal });

describe('useQuery', () => {
  test('loads, and a new key aborts the old request: its late answer is never shown', async () => {
    const slow = deferred();
    const server = fakeApi().on('faqs/1', () => slow.reply).on('faqs/2', json({ id: 2 }));
    const { result, rerender } = renderHook(({ id }) => useQuery(['faq', id], getFaq(id)), { initialProps: { id: 1 } });
    expect(result.current.status).toBe('loading');
    rerender({ id: 2 });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', data: { id: 2 } }));
    slow.resolve(json({ id: 1 }));
    await act(() => pause(20, new AbortController().signal));
    expect(result.current.data).toEqual({ id: 2 });
    expect(server.requests.map((url) => url.pathname)).toEqual(['/api/faqs/1', '/api/faqs/2']);
  });

  test('a failure is kept with its error; refetch loads again', async () => {
    let answer = apiError(500, 'INTERNAL_ERROR');
    fakeApi().on('faqs/1', () => answer);
    const { result } = renderHook(() => useQuery(['faq', 1], getFaq(1)));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    answer = json({ id: 1 });
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', data: { id: 1 } }));
  });

  test('invalidate loads every mounted query of that name again; setData changes the data in place', async () => {
    let version = 1;
    const server = fakeApi().on('faqs/1', () => json({ id: 1, version: version++ }));
    const { result } = renderHook(() => useQuery(['faq', 1], (signal) => api.get<{ id: number; version: number }>('faqs/1', undefined, { signal })));
    await waitFor(() => expect(result.current.data).toEqual({ id: 1, version: 1 }));
    act(() => invalidate('something else'));
    act(() => invalidate('faq'));
    await waitFor(() => expect(result.current.data).toEqual({ id: 1, version: 2 }));
    expect(server.requestsTo('faqs/1')).toHaveLength(2);
    act(() => result.current.setData((faq) => ({ ...faq, version: 99 })));
    expect(result.current.data).toEqual({ id: 1, version: 99 });
  });

  test('a query with key null loads nothing', async () => {
    const server = fakeApi();
    const { result } = renderHook(() => useQuery(null, getFaq(1)));
    await act(() => pause(20, new AbortController().signal));
    expect(result.current.status).toBe('loading');
    expect(server.requests).toEqual([]);
  });

  test('pause waits, or rejects as soon as the signal aborts (a debounce)', async () => {
    const controller = new AbortController();
    const waiting = pause(10_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
  });
});

describe('useQuery on a page rendered on the server, in the browser', () => {
  /** The browser's page data as the shell reads it from the page: the answers the server rendered the page with. */
  function browserPageData(answers: Record<string, unknown>): PageDataSource {
    return {
      side: 'browser',
      load: () => Promise.reject(new Error('Only the server loads page data')),
      take: (id) => (Object.hasOwn(answers, id) ? { data: answers[id] } : undefined),
    };
  }

  function withPageData(source: PageDataSource) {
    return ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <PageDataContext value={source}>{children}</PageDataContext>
      </StrictMode>
    );
  }

  test('in the browser a query the page was rendered with starts loaded with its data and asks the API nothing', async () => {
    const server = fakeApi().on('faqs/1', json({ id: 1, fresh: true }));
    const { result } = renderHook(() => useQuery(['faq', 1], getFaq(1)), { wrapper: withPageData(browserPageData({ '["faq",1]': { id: 1 } })) });
    expect(result.current).toMatchObject({ status: 'loaded', data: { id: 1 }, error: null });
    await act(() => pause(20, new AbortController().signal));
    expect(result.current.data).toEqual({ id: 1 });
    expect(server.requests).toEqual([]);
  });

  test('a refetch of a query started from the page data asks the API', async () => {
    const server = fakeApi().on('faqs/1', json({ id: 1, fresh: true }));
    const { result } = renderHook(() => useQuery(['faq', 1], getFaq(1)), { wrapper: withPageData(browserPageData({ '["faq",1]': { id: 1 } })) });
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', data: { id: 1, fresh: true } }));
    expect(server.requestsTo('faqs/1')).toHaveLength(1);
  });

  test('another key, and a key the page was not rendered with, ask the API', async () => {
    const server = fakeApi()
      .on('faqs/2', json({ id: 2 }))
      .on('faqs/3', json({ id: 3 }));
    const pageData = browserPageData({ '["faq",1]': { id: 1 } });
    const { result, rerender } = renderHook(({ id }) => useQuery(['faq', id], getFaq(id)), { initialProps: { id: 1 }, wrapper: withPageData(pageData) });
    rerender({ id: 2 });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', data: { id: 2 } }));
    const other = renderHook(() => useQuery(['faq', 3], getFaq(3)), { wrapper: withPageData(pageData) });
    expect(other.result.current.status).toBe('loading');
    await waitFor(() => expect(other.result.current).toMatchObject({ status: 'loaded', data: { id: 3 } }));
    expect(server.requests.map((url) => url.pathname)).toEqual(['/api/faqs/2', '/api/faqs/3']);
  });

  test("a 'load more' list hydrates with the server's first page, then grows to where the visitor was", async () => {
    const server = fakeApi().on('faqs', (url) => {
      const limit = Number(url.searchParams.get('limit'));
      return list(Array.from({ length: limit }, (_, index) => ({ id: index + 1 })), 40);
    });
    const firstPage = { data: Array.from({ length: 9 }, (_, index) => ({ id: index + 1 })), count: 40 };
    // A reload after two pages: the list's memory says 18, the page came with the first 9.
    const memory = { savedLimit: 18, saveLimit: () => undefined, listShown: () => undefined };
    const shown: { status: string; items: number }[] = [];
    const { result } = renderHook(
      () => {
        const faqs = usePagedList<{ id: number }>(['faqs', 'a'], (limit, signal) => api.list('faqs', { limit, offset: 0 }, { signal }), 9, memory);
        shown.push({ status: faqs.status, items: faqs.items.length });
        return faqs;
      },
      { wrapper: withPageData(browserPageData({ [queryId(['faqs', 'a', 9])]: firstPage })) },
    );
    // The first render is the server's: loaded, with its nine.
    expect(shown[0]).toEqual({ status: 'loaded', items: 9 });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', count: 40 }));
    expect(result.current.items).toHaveLength(18);
    expect(server.requests.map((url) => url.searchParams.get('limit'))).toEqual(['18']);
  });
});

test("a query's id is its key as JSON: the id a server-rendered page sends each answer under", () => {
  expect(queryId(['tools', { zoek: 'zaal' }, 9])).toBe('["tools",{"zoek":"zaal"},9]');
});

describe('usePagedList', () => {
  test('grows the limit by a page per loadMore (offset 0) and starts again for a new key', async () => {
    const server = fakeApi().on('faqs', (url) => {
      const limit = Number(url.searchParams.get('limit'));
      return list(Array.from({ length: Math.min(limit, 20) }, (_, index) => ({ id: index + 1 })), 20);
    });
    const { result, rerender } = renderHook(
      ({ term }) => usePagedList<{ id: number }>(['faqs', term], (limit, signal) => api.list('faqs', { limit, offset: 0, term }, { signal }), 9),
      { initialProps: { term: 'a' } },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(9));
    expect(result.current).toMatchObject({ count: 20, hasMore: true });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(18));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current).toMatchObject({ count: 20, hasMore: false }));
    rerender({ term: 'b' });
    await waitFor(() => expect(server.requests.at(-1)?.searchParams.get('term')).toBe('b'));
    expect(server.requests.map((url) => url.searchParams.get('limit'))).toEqual(['9', '18', '27', '9']);
    expect(server.requests.every((url) => url.searchParams.get('offset') === '0')).toBe(true);
  });
});

describe('useMutation', () => {
  test('pending while it runs; a success shows the popup message, loads the named queries again and tells the screen', async () => {
    const save = deferred();
    let reads = 0;
    fakeApi()
      .on('faqs/1', () => json({ id: 1, reads: ++reads }))
      .on('faqs', () => save.reply);
    const onSuccess = jest.fn();
    const { result } = renderHook(() => ({
      read: useQuery(['faq', 1], (signal) => api.get<{ reads: number }>('faqs/1', undefined, { signal })),
      write: useMutation((faq: { question: string }) => api.post<{ id: number }>('faqs', faq), {
        success: 'FAQ toegevoegd.',
        invalidates: ['faq'],
        onSuccess,
      }),
    }));
    await waitFor(() => expect(result.current.read.data).toEqual({ id: 1, reads: 1 }));
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.write.run({ question: 'Waarom?' });
    });
    expect(result.current.write.pending).toBe(true);
    save.resolve(json({ id: 7 }, 201));
    await act(() => done);
    expect(result.current.write).toMatchObject({ pending: false, error: null });
    expect(onSuccess).toHaveBeenCalledWith({ id: 7 });
    expect(authSession.getState().popupMessage).toBe('FAQ toegevoegd.');
    await waitFor(() => expect(result.current.read.data).toEqual({ id: 1, reads: 2 }));
  });

  test("a failure becomes the screen's Dutch message and resolves to undefined", async () => {
    fakeApi().on('faqs', apiError(409, 'ER_DUP_ENTRY'));
    const onSuccess = jest.fn();
    const { result } = renderHook(() => useMutation((faq: object) => api.post('faqs', faq), { errorContext: 'faq', onSuccess }));
    let answer: unknown = 'not yet';
    await act(async () => {
      answer = await result.current.run({});
    });
    expect(answer).toBeUndefined();
    expect(result.current.error).toBe(errors.duplicate.faq);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(authSession.getState().popupMessage).toBeNull();
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  test("keeps the failed request's id beside the message; a new run and clearError forget it", async () => {
    let answer = (): Response => json({ code: 'INTERNAL_ERROR', message: 'x', requestId: '0123456789abcdef' }, 500);
    fakeApi().on('faqs', () => answer());
    const { result } = renderHook(() => useMutation((faq: object) => api.post('faqs', faq)));
    expect(result.current.requestId).toBeNull();
    await act(() => result.current.run({}));
    expect(result.current).toMatchObject({ error: errors.otherCode('INTERNAL_ERROR'), requestId: '0123456789abcdef' });
    act(() => result.current.clearError());
    expect(result.current).toMatchObject({ error: null, requestId: null });

    // Without one in the body, the X-Request-Id header's.
    answer = () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'X-Request-Id': 'proxy-42' } });
    await act(() => result.current.run({}));
    expect(result.current).toMatchObject({ error: errors.otherCode('502'), requestId: 'proxy-42' });

    // A new run starts without the old failure.
    const save = deferred();
    fakeApi().on('faqs', () => save.reply);
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.run({});
    });
    expect(result.current).toMatchObject({ pending: true, error: null, requestId: null });
    save.resolve(json({ id: 1 }, 201));
    await act(() => done);
    expect(result.current).toMatchObject({ pending: false, error: null, requestId: null });
  });

  test('a failure without an answer has no id', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useMutation((faq: object) => api.post('faqs', faq)));
    await act(() => result.current.run({}));
    expect(result.current).toMatchObject({ error: errors.network, requestId: null });
  });
});
