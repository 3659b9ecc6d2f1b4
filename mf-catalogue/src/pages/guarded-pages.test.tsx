import { render, screen } from '@testing-library/react';
import { authSession, MemoryRouter, Route, Routes } from 'shared-core';
import ToolFormPage from './tool-form-page.tsx';
import ToolManagePage from './tool-manage-page.tsx';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/AI-tool/add" element={<ToolFormPage />} />
        <Route path="/AI-tool/submit" element={<ToolFormPage />} />
        <Route path="/AI-tool/manage" element={<ToolManagePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => authSession.getState().signOut());

test.each([
  ['/AI-tool/add', 'Creëer een nieuwe AI-tool'],
  ['/AI-tool/submit', 'Dien een nieuwe AI-tool in'],
])('the tool form at %s shows its heading and that it is under construction', (path, heading) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText('Deze pagina is nog in opbouw.')).toBeInTheDocument();
});

test('the manage page names what an admin and a provider will find there', () => {
  authSession.getState().signIn({ accessToken: 't', id: 1, email: 'admin@example.com', firstname: 'Ada', lastname: 'Admin', roles: ['admin', 'provider', 'user'] });
  renderAt('/AI-tool/manage');
  expect(screen.getByRole('heading', { level: 1, name: 'Nog niet goedgekeurde AI-tools' })).toBeInTheDocument();
  expect(screen.getByText('Deze pagina is nog in opbouw.')).toBeInTheDocument();
});

test('a provider sees the heading of their own tools', () => {
  authSession.getState().signIn({ accessToken: 't', id: 5, email: 'p@example.com', firstname: 'Pim', lastname: 'Provider', roles: ['provider', 'user'] });
  renderAt('/AI-tool/manage');
  expect(screen.getByRole('heading', { level: 1, name: 'Mijn AI-tools' })).toBeInTheDocument();
});
