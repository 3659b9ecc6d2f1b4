// Start-up: read the runtime configuration (sent inline with the page by the site's own server, else fetched from
// /config.json), register the remotes it names, restore a stored login, render. Without the configuration no
// remote can be found, so a Dutch error page replaces the app.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, loadRuntimeConfig, setRuntimeConfig } from 'shared-core';
import type { RuntimeConfig } from 'shared';
import { App } from './app.tsx';
import { startAuth } from './auth/login.ts';
import { isCallbackPath } from './auth/oidc-paths.ts';
import { startSessionRefresh } from './auth/session-refresh.ts';
import { ConfigErrorPage } from './pages/config-error-page.tsx';
import { loadFederatedPage, registerRuntimeRemotes } from './remotes/federation-loader.ts';

const root = createRoot(document.getElementById('root')!);

/** The configuration the server put in the page (page-documents.ts): one round trip less before the first remote. */
function inlineConfig(): RuntimeConfig | null {
  const text = document.getElementById('runtime-config')?.textContent;
  if (!text) return null;
  const config = JSON.parse(text) as RuntimeConfig;
  setRuntimeConfig(config);
  return config;
}

try {
  registerRuntimeRemotes(inlineConfig() ?? (await loadRuntimeConfig()));
  // Before the first render, so a guard sees the restore running instead of an anonymous visitor.
  startAuth();
  // Rights change at once on the server (decision 0008): the open page follows on focus and every minute.
  if (!isCallbackPath(window.location.pathname)) startSessionRefresh();
  // As a transition React renders in slices and lets the browser paint and answer input in between: no long
  // task while the first screen is built.
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App loadPage={loadFederatedPage} />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
} catch (error) {
  console.error('Start-up failed', error);
  root.render(<ConfigErrorPage />);
}
