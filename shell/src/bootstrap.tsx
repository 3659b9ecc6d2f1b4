// Start-up: read the runtime configuration (sent inline with the page by the site's own server, else fetched from
// /config.json), register the remotes it names, restore a stored login, render. A page the server rendered
// (docs/server-rendering.md) is hydrated: its page's code is loaded first and its queries start from the answers sent
// with it, so the first render matches the HTML and asks the API nothing. A page rendered here waits briefly for its
// code too (firstPageCode). Without the configuration no remote can be found, so a Dutch error page replaces the app.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, loadRuntimeConfig, PageDataContext, setRuntimeConfig } from 'shared-core';
import { matchRoute, type RuntimeConfig } from 'shared';
import { App } from './app.tsx';
import { startAuth } from './auth/login.ts';
import { isCallbackPath } from './auth/oidc-paths.ts';
import { startSessionRefresh } from './auth/session-refresh.ts';
import { ConfigErrorPage } from './pages/config-error-page.tsx';
import { loadFederatedPage, registerRuntimeRemotes } from './remotes/federation-loader.ts';
import { preloadEntry, preloadRoute } from './routes/preload-route.ts';
import { hydrationPageData } from './server/hydration-page-data.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

const container = document.getElementById('root')!;

/** The configuration the server put in the page (page-documents.ts): one round trip less before the first remote. */
function inlineConfig(): RuntimeConfig | null {
  const text = document.getElementById('runtime-config')?.textContent;
  if (!text) return null;
  const config = JSON.parse(text) as RuntimeConfig;
  setRuntimeConfig(config);
  return config;
}

/** How long the first render of a page the server did not render waits for the page's code (firstPageCode). */
const PAGE_CODE_WAIT_MS = 500;

/**
 * The code of a page anyone may open, before the first render. Rendered without it, the page showed its spinner
 * first, and React holds content back until 300 ms after a spinner (a Suspense fallback) appeared: the page showed
 * 300 ms after the start instead of when its code was there. The page's preload hints asked for that code with the
 * HTML, so it is mostly there already. A remote that answers later than the wait, or not at all, renders as before:
 * with its spinner, then the page or the page's own error. A guarded page's code loads when its guard lets the
 * visitor in, or beside the login that may (guards/route-guard.tsx).
 */
async function firstPageCode(pathname: string): Promise<void> {
  const { entry } = matchRoute(pathname);
  if (entry.guard !== 'anyone') return;
  const waited = new Promise<void>((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS));
  await Promise.race([preloadEntry(loadFederatedPage, entry).catch(() => undefined), waited]);
}

try {
  // The app's modules have just run in this task: the start-up goes on in the next.
  await yieldToBrowser();
  registerRuntimeRemotes(inlineConfig() ?? (await loadRuntimeConfig()));
  // Before the first render, so a guard sees the restore running instead of an anonymous visitor. A hydrated page
  // still matches its HTML: the session's components render the signed-out state while they hydrate.
  startAuth();
  // Rights change at once on the server (decision 0008): the open page follows on focus and every minute.
  if (!isCallbackPath(window.location.pathname)) startSessionRefresh();
  const pageData = hydrationPageData();
  if (pageData) {
    await preloadRoute(loadFederatedPage, window.location.pathname);
    // As a transition React hydrates in slices and lets the browser answer input in between: no long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <PageDataContext value={pageData}>
            <BrowserRouter>
              <App loadPage={loadFederatedPage} serverRendered />
            </BrowserRouter>
          </PageDataContext>
        </StrictMode>,
      );
    });
  } else {
    await firstPageCode(window.location.pathname);
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <BrowserRouter>
            <App loadPage={loadFederatedPage} />
          </BrowserRouter>
        </StrictMode>,
      ),
    );
  }
} catch (error) {
  console.error('Start-up failed', error);
  createRoot(container).render(<ConfigErrorPage />);
}
