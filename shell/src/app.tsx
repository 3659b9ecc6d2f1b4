// The shell's routes, built from the one route table. The router itself comes from the caller
// (BrowserRouter in the browser, MemoryRouter in tests), and so does the page loader.
import { Suspense } from 'react';
import { GlobalStyle } from 'shared';
import { Route, Routes } from 'shared-core';
import { routeTable, remoteModuleId, type RouteEntry } from './routes/route-table.ts';
import { PageLoaderContext, type PageLoader } from './routes/page-loader.ts';
import { RemotePage, PageSpinner } from './routes/remote-page.tsx';
import { RouteGuard } from './guards/route-guard.tsx';
import type { ShellPage } from 'shared';
import { shellPages } from './pages/shell-pages.tsx';
import { Layout } from './layout/layout.tsx';
import { ConnectingGate } from './connecting/connecting-overlay.tsx';
import { loginCallbackPath, silentCallbackPath } from './auth/oidc-paths.ts';
import { usePageViews } from './insights/use-page-views.ts';
import { usePreloadOnIntent } from './routes/preload-on-intent.ts';

/** Rendered outside the layout: login callbacks, in a popup, an iframe or on the way back from a redirect. */
const bareRoutes = new Set(['/linkedin', loginCallbackPath, silentCallbackPath]);

function ShellPageOf({ page }: { page: ShellPage }) {
  const Page = shellPages[page];
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

function element(entry: RouteEntry) {
  const page =
    entry.remote === 'shell' ? (
      <ShellPageOf page={entry.page} />
    ) : (
      <RemotePage remote={entry.remote} moduleId={remoteModuleId(entry)} />
    );
  // The key gives each route its own boundary state: a failed forum must not stick to the next route.
  return (
    <RouteGuard key={entry.path} entry={entry}>
      {page}
    </RouteGuard>
  );
}

interface AppProps {
  loadPage: PageLoader;
  /** The page is rendered on the site's server, or hydrated from what it rendered. */
  serverRendered?: boolean;
}

export function App({ loadPage, serverRendered = false }: AppProps) {
  usePageViews();
  usePreloadOnIntent(loadPage);
  return (
    <PageLoaderContext value={loadPage}>
      <GlobalStyle />
      <Routes>
        {routeTable
          .filter((entry) => bareRoutes.has(entry.path))
          .map((entry) => (
            <Route key={entry.path} path={entry.path} element={element(entry)} />
          ))}
        <Route
          element={
            <ConnectingGate serverRendered={serverRendered}>
              <Layout />
            </ConnectingGate>
          }
        >
          {routeTable
            .filter((entry) => !bareRoutes.has(entry.path))
            .map((entry) => (
              <Route key={entry.path} path={entry.path} element={element(entry)} />
            ))}
        </Route>
      </Routes>
    </PageLoaderContext>
  );
}
