// Standalone start of the catalogue remote (npm run dev -w mf-catalogue): its own router with the routes
// the shell gives these pages, so the team can run and test the remote alone. Through federation only the
// exposed pages are loaded and the shell's router is used.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GlobalStyle, PageContainer } from 'shared';
import { BrowserRouter, Route, Routes } from 'shared-core';
import { messages } from './messages.ts';
import ToolDetailPage from './pages/tool-detail-page.tsx';
import ToolFormPage from './pages/tool-form-page.tsx';
import ToolManagePage from './pages/tool-manage-page.tsx';
import ToolComparePage from './pages/tool-compare-page.tsx';
import ToolSearchPage from './pages/tool-search-page.tsx';

/** Routes of other remotes that these pages link to (the No Show Tool). */
function OtherRemote() {
  return (
    <PageContainer>
      <p>{messages.common.remoteUnavailable}</p>
    </PageContainer>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GlobalStyle />
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<ToolSearchPage />} />
        <Route path="/AI-tool/NoShowTool" element={<OtherRemote />} />
        <Route path="/AI-tool/add" element={<ToolFormPage />} />
        <Route path="/AI-tool/submit" element={<ToolFormPage />} />
        <Route path="/AI-tool/manage" element={<ToolManagePage />} />
        <Route path="/vergelijk" element={<ToolComparePage />} />
        <Route path="/AI-tool/:id" element={<ToolDetailPage />} />
        <Route path="/ai-tool/:id" element={<ToolDetailPage />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
