// Start-up: read the runtime configuration (sent inline with the page by the site's own server, else fetched from
// /config.json), register the remotes it names, restore a stored login, render. A page the server rendered
// (docs/server-rendering.md) is hydrated: its page's code is loaded first and its queries start from the answers sent
// with it, so the first render matches the HTML and asks the API nothing. Without the configuration no remote can be
// found, so a Dutch error page replaces the app.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, loadRuntimeConfig, PageDataContext, setRuntimeConfig } from 'shared-core';
import type { RuntimeConfig } from 'shared';
import { App } from './app.tsx';
import { startAuth } from './auth/login.ts';
import { isCallbackPath } from './auth/oidc-paths.ts';
import { startSessionRefresh } from './auth/session-refresh.ts';
import { ConfigErrorPage } from './pages/config-error-page.tsx';
import { loadFederatedPage, registerRuntimeRemotes } from './remotes/federation-loader.ts';
import { preloadRoute } from './routes/preload-route.ts';
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
