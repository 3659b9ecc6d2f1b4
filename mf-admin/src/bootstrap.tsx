// Standalone start (`npm run dev -w mf-admin`): the team runs its pages alone, with its own router.
// Inside the site the shell renders these pages; this file is never loaded through federation.
import { createRoot } from 'react-dom/client';
import { GlobalStyle } from 'shared';
import { BrowserRouter, Route, Routes } from 'shared-core';
import ProviderSubmissionsPage from './pages/provider-submissions-page.tsx';
import UsersPage from './pages/users-page.tsx';
import KeywordsPage from './pages/keywords-page.tsx';
import SettingsPage from './pages/settings-page.tsx';
import ReportsPage from './pages/reports-page.tsx';
import InsightsPage from './pages/insights-page.tsx';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <GlobalStyle />
    <Routes>
        <Route path="/providers/submissions" element={<ProviderSubmissionsPage />} />
        <Route path="/users" element={<UsersPage />} />
        <Route path="/keywords" element={<KeywordsPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/insights" element={<InsightsPage />} />
    </Routes>
  </BrowserRouter>,
);
