// Standalone start (`npm run dev -w mf-account`): the team runs its pages alone, with its own router.
// Inside the site the shell renders these pages; this file is never loaded through federation.
import { createRoot } from 'react-dom/client';
import { GlobalStyle } from 'shared';
import { BrowserRouter, Route, Routes } from 'shared-core';
import AccountPage from './pages/account-page.tsx';
import AccountEditPage from './pages/account-edit-page.tsx';
import UpgradePage from './pages/upgrade-page.tsx';
import ProvidersPage from './pages/providers-page.tsx';
import ProviderPage from './pages/provider-page.tsx';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <GlobalStyle />
    <Routes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="/account/edit" element={<AccountEditPage />} />
        <Route path="/account/upgrade" element={<UpgradePage />} />
        <Route path="/providers" element={<ProvidersPage />} />
        <Route path="/provider/new" element={<ProviderPage />} />
        <Route path="/provider/:id" element={<ProviderPage />} />
    </Routes>
  </BrowserRouter>,
);
