/**
 * @jest-environment node
 */
// A query while the site's server renders a page (docs/server-rendering.md): with the server's page data the hook
// loads through it and gives the answer through React's use(), so React's server renderer waits for it and the HTML
// holds it; each query of a render loads once. Rendered as shell/src/server/render.tsx does, with only fetch stubbed.
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { PageDataContext, type PageDataSource } from 'shared-core';
import { api } from '../api/api-client.ts';
import { fakeApi, json } from '../testing/fake-api.ts';
import { useQuery } from './use-query.ts';

afterEach(() => jest.restoreAllMocks());

/** The server's page data as the shell's render keeps it: one load per query id. */
function serverPageData() {
  const loads = new Map<string, Promise<unknown>>();
  const source: PageDataSource = {
    side: 'server',
    load(id, loader) {
      if (!loads.has(id)) loads.set(id, loader());
      return loads.get(id)!;
    },
    take: () => undefined,
  };
  return { source, loads };
}

/** The HTML once every suspended part is ready. */
function renderToHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject });
  });
}

function Question({ id }: { id: number | null }) {
  const faq = useQuery(id === null ? null : ['faq', id], (signal) => api.get<{ question: string }>(`faqs/${id}`, undefined, { signal }));
  return <p>{`${faq.status}: ${faq.data?.question}`}</p>;
}

test("the query's answer is in the HTML: React waits for it through use(), and each query loads once", async () => {
  const server = fakeApi().on('faqs/1', json({ id: 1, question: 'Waarom?' }));
  const { source, loads } = serverPageData();
  const html = await renderToHtml(
    <PageDataContext value={source}>
      <Suspense fallback={<p>laden</p>}>
        <Question id={1} />
        <Question id={1} />
      </Suspense>
    </PageDataContext>,
  );
  expect(html.match(/<p>loaded: Waarom\?<\/p>/g)).toHaveLength(2);
  expect(html).not.toContain('laden');
  expect([...loads.keys()]).toEqual(['["faq",1]']);
  expect(server.requestsTo('faqs/1')).toHaveLength(1);
});

test('a query with key null loads nothing on the server either', async () => {
  const server = fakeApi();
  const { source, loads } = serverPageData();
  const html = await renderToHtml(
    <PageDataContext value={source}>
      <Question id={null} />
    </PageDataContext>,
  );
  expect(html).toBe('<p>loading: undefined</p>');
  expect(loads.size).toBe(0);
  expect(server.requests).toEqual([]);
});
