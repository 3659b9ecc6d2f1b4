// Renders a public page on the site's server (docs/server-rendering.md): the whole app, as the browser would show it to
// a visitor who is not logged in, with the page's code loaded first and every query answered before the HTML is
// complete. What the queries answered goes with the page, so the browser hydrates the same markup without asking
// the API again. A page that needs more than the server can give (a failed query, a missing server build, the time
// budget) is left to the browser: renderPage answers null and the site sends today's empty page.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { isServerRendered, matchRoute, type PageRenderRequest, type RenderedPage } from 'shared';
import { PageDataContext, setApiFetch, setRuntimeConfig, StaticRouter, type PageDataSource } from 'shared-core';
import { App } from '../app.tsx';
import { preloadRoute } from '../routes/preload-route.ts';
import { serverPageLoader } from './server-remotes.ts';

/** Every query of one render, loaded once; a failure marks the render as unusable and is reported at once. */
function serverPageData(onFailure: (error: unknown) => void) {
  const loads = new Map<string, Promise<unknown>>();
  const answers: Record<string, unknown> = {};
  let failed: unknown = null;
  const source: PageDataSource = {
    side: 'server',
    load(id, loader) {
      let loading = loads.get(id);
      if (!loading) {
        loading = loader().then(
          (data) => {
            answers[id] = data;
            return data;
          },
          (error: unknown) => {
            failed ??= error;
            onFailure(error);
            // Never settles: the render stops (onFailure aborts it) and its HTML is thrown away.
            return new Promise(() => undefined);
          },
        );
        loads.set(id, loading);
      }
      return loading;
    },
    take: () => undefined,
  };
  return { source, answers, failed: () => failed };
}

/** The HTML of a tree once every suspended part is ready; rejects on an error or when the signal aborts. */
function renderToHtml(tree: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // The whole page in document order, no boundary sent apart with a script to move it (the site's content
      // security policy allows no inline script, and nothing streams: the HTML is sent once it is complete).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
    const stop = () => {
      stream.abort();
      reject(signal.reason ?? new Error('Page render aborted'));
    };
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
}

export async function render(request: PageRenderRequest): Promise<RenderedPage | null> {
  const { pathname } = new URL(request.url, 'http://site.invalid');
  if (!isServerRendered(matchRoute(pathname).entry)) return null;
  // The browser's configuration, with the API's address absolute: the server has no page to resolve it against.
  setRuntimeConfig({ ...request.config, apiBaseUrl: new URL(request.config.apiBaseUrl, 'http://site.invalid').href });
  setApiFetch(request.apiFetch);
  const entry = matchRoute(pathname).entry;
  if (entry.remote !== 'shell' && !request.remotes[entry.remote]) return null;
  const loadPage = serverPageLoader(request.remotes);
  await preloadRoute(loadPage, pathname);

  const sheet = new ServerStyleSheet();
  // A failed query stops the render at once: there is no use waiting for the rest.
  const controller = new AbortController();
  const pageData = serverPageData((error) => controller.abort(error));
  const forward = () => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', forward, { once: true });
  try {
    const html = await renderToHtml(
      sheet.collectStyles(
        <PageDataContext value={pageData.source}>
          <StaticRouter location={request.url}>
            <App loadPage={loadPage} serverRendered />
          </StaticRouter>
        </PageDataContext>,
      ),
      controller.signal,
    );
    if (pageData.failed()) return null;
    return { html, styles: sheet.getStyleTags(), data: pageData.answers };
  } finally {
    request.signal.removeEventListener('abort', forward);
    sheet.seal();
  }
}
