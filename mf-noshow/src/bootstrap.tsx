// Standalone start (`npm run dev -w mf-noshow`): the team runs its pages alone, with its own router.
// Inside the site the shell renders these pages; this file is never loaded through federation.
import { createRoot } from 'react-dom/client';
import { GlobalStyle } from 'shared';
import { BrowserRouter, Route, Routes } from 'shared-core';
import NoShowPage from './pages/no-show-page.tsx';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <GlobalStyle />
    <Routes>
        <Route path="/AI-tool/NoShowTool" element={<NoShowPage />} />
    </Routes>
  </BrowserRouter>,
);
