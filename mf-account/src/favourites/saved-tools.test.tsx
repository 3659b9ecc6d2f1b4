// The saved tools on /account: listed as links, removed with 'Niet meer bewaren', two to four chosen lead
// to the comparison page whose address holds them.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-core';
import type { AiTool } from 'shared';
import { fakeApi, list } from 'shared/testing/fake-api';
import { SavedTools } from './saved-tools.tsx';

const tool = (id: number, name: string) => ({ id, name, kind: 'Chatbot', approved: true }) as AiTool;

function Compare() {
  return <p>Vergelijking {useLocation().search}</p>;
}

function renderSaved() {
  render(
    <MemoryRouter initialEntries={['/account']}>
      <Routes>
        <Route path="/account" element={<SavedTools />} />
        <Route path="/vergelijk" element={<Compare />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('an empty list says how to save a tool', async () => {
  fakeApi().on('favourites', list([]));
  renderSaved();
  expect(await screen.findByText("Je hebt nog geen AI-tools bewaard. Bewaar er een met 'Bewaar' op de pagina van een AI-tool.")).toBeInTheDocument();
});

test('saved tools link to their pages; two chosen lead to their comparison; one is removed', async () => {
  const user = userEvent.setup();
  let saved = [tool(12, 'Synthesia'), tool(4, 'Canva'), tool(31, 'Brella')];
  const api = fakeApi().on('favourites', () => list(saved)).on(/^favourites\/\d+$/, (url) => {
    saved = saved.filter((item) => `/api/favourites/${item.id}` !== url.pathname);
    return new Response(null, { status: 204 });
  });
  renderSaved();
  const section = await screen.findByRole('region', { name: 'Bewaarde AI-tools' });
  expect(await within(section).findByRole('link', { name: 'Synthesia' })).toHaveAttribute('href', '/AI-tool/12');

  // One chosen is not enough to compare.
  await user.click(within(section).getByRole('checkbox', { name: 'Vergelijk Synthesia' }));
  expect(within(section).getByRole('button', { name: 'Vergelijk (1)' })).toBeDisabled();
  await user.click(within(section).getByRole('checkbox', { name: 'Vergelijk Brella' }));
  expect(within(section).getByRole('link', { name: 'Vergelijk (2)' })).toHaveAttribute('href', '/vergelijk?tools=12,31');

  await user.click(within(section).getByRole('button', { name: 'Brella niet meer bewaren' }));
  await waitFor(() => expect(within(section).queryByRole('link', { name: 'Brella' })).not.toBeInTheDocument());
  expect(api.requests.some((url) => url.pathname === '/api/favourites/31')).toBe(true);
  // The removed tool is no longer chosen.
  expect(within(section).getByRole('button', { name: 'Vergelijk (1)' })).toBeDisabled();
  await user.click(within(section).getByRole('checkbox', { name: 'Vergelijk Canva' }));
  await user.click(within(section).getByRole('link', { name: 'Vergelijk (2)' }));
  expect(screen.getByText('Vergelijking ?tools=12,4')).toBeInTheDocument();
});
