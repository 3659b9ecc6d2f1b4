// Standalone start of the forum remote (npm run dev -w mf-forum): its own router with the routes the shell
// gives these pages, so the team can run and test the remote alone. Through federation only the exposed
// pages are loaded and the shell's router is used.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GlobalStyle } from 'shared';
import { BrowserRouter, Navigate, Route, Routes } from 'shared-core';
import FaqPage from './pages/faq-page.tsx';
import ForumListPage from './pages/forum-list-page.tsx';
import ForumPostPage from './pages/forum-post-page.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GlobalStyle />
    <BrowserRouter>
      <Routes>
        <Route path="/forum" element={<ForumListPage />} />
        <Route path="/forum/:id" element={<ForumPostPage />} />
        <Route path="/FAQ" element={<FaqPage />} />
        {/* The home page belongs to the catalogue; alone, the forum is the start page. */}
        <Route path="*" element={<Navigate to="/forum" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
