// Start-up: read /config.json, register the remotes it names, restore a stored login, render. Without the
// config no remote can be found, so a Dutch error page replaces the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, loadRuntimeConfig } from 'shared-core';
import { App } from './app.tsx';
import { startAuth } from './auth/login.ts';
import { ConfigErrorPage } from './pages/config-error-page.tsx';
import { loadFederatedPage, registerRuntimeRemotes } from './remotes/federation-loader.ts';

const root = createRoot(document.getElementById('root')!);

try {
  registerRuntimeRemotes(await loadRuntimeConfig());
  // Before the first render, so a guard sees the restore running instead of an anonymous visitor.
  startAuth();
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App loadPage={loadFederatedPage} />
      </BrowserRouter>
    </StrictMode>,
  );
} catch (error) {
  console.error('Start-up failed', error);
  root.render(<ConfigErrorPage />);
}
