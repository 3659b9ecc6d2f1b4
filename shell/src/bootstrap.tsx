// Start-up: read /config.json, register the remotes it names, render. Without the config no remote
// can be found, so a Dutch error page replaces the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, loadRuntimeConfig } from 'shared';
import { App } from './app.tsx';
import { ConfigErrorPage } from './pages/config-error-page.tsx';
import { loadFederatedPage, registerRuntimeRemotes } from './remotes/federation-loader.ts';

const root = createRoot(document.getElementById('root')!);

try {
  registerRuntimeRemotes(await loadRuntimeConfig());
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
