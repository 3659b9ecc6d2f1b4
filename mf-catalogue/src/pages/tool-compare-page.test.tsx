// The comparison page: the address holds two to four tools, shown side by side; one taken out changes the
// address; a tool that is not there is named and left out; fewer than two asks for a choice.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-core';
import ToolComparePage from './tool-compare-page.tsx';
import { apiError, fakeApi, json } from 'shared/testing/fake-api';
import { tool } from '../test/fixtures.ts';

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderCompare(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/vergelijk" element={<ToolComparePage />} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

const synthesia = tool({ id: 12, name: 'Synthesia', eventprocess: 'post-event', price: 'Vanaf 29 euro per maand.', averageRating: 4.5, reviewCount: 2, keywords: ['video', 'avatar'], providerName: 'Synthesia Ltd' });
const canva = tool({ id: 4, name: 'Canva', eventprocess: 'pre-event', price: 'Gratis basisversie.', keywords: [], providerName: 'Canva' });
const brella = tool({ id: 31, name: 'Brella', eventprocess: 'event', price: 'Op aanvraag.', providerName: 'Brella' });

function compareApi() {
  return fakeApi()
    .on('aiTools/12', json(synthesia))
    .on('aiTools/4', json(canva))
    .on('aiTools/31', json(brella))
    .on('aiTools/99', apiError(404, 'NOT_FOUND'));
}

test('the tools of the address side by side, a row per property; one taken out changes the address', async () => {
  const user = userEvent.setup();
  compareApi();
  renderCompare('/vergelijk?tools=12,4,31');
  const table = await screen.findByRole('table', { name: 'Vergelijking van de gekozen AI-tools' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent?.replace('×', '').trim())).toEqual(['Eigenschap', 'Synthesia', 'Canva', 'Brella']);
  const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
  expect(within(row('Prijs')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Vanaf 29 euro per maand.', 'Gratis basisversie.', 'Op aanvraag.']);
  expect(within(row('Score')).getAllByRole('cell')[0]).toHaveTextContent('4,5 van 5 (2 reviews)');
  expect(within(row('Score')).getAllByRole('cell')[1]).toHaveTextContent('Nog geen reviews');
  expect(within(row('Keywords')).getAllByRole('cell')[0]).toHaveTextContent('Video, Avatar');
  expect(within(row('Provider')).getAllByRole('cell')[0]).toHaveTextContent('Synthesia Ltd');
  expect(within(table).getByRole('link', { name: 'Canva' })).toHaveAttribute('href', '/AI-tool/4');

  await user.click(within(table).getByRole('button', { name: 'Canva uit de vergelijking halen' }));
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('?tools=12,31'));
  await waitFor(() => expect(within(screen.getByRole('table')).queryByRole('link', { name: 'Canva' })).not.toBeInTheDocument());
});

test('a tool that is not there is named and left out; fewer than two asks for a choice', async () => {
  compareApi();
  renderCompare('/vergelijk?tools=12,99');
  expect(await screen.findByText('Niet gevonden en weggelaten: 99.')).toBeInTheDocument();
  expect(screen.getByText(/Kies twee tot vier AI-tools om te vergelijken/)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('what the address cannot mean is ignored: no request for it', async () => {
  const api = compareApi();
  renderCompare('/vergelijk?tools=abc,12,12,-4,4,31,12,999,5');
  await screen.findByRole('table');
  expect(api.requests.map((url) => url.pathname).sort()).toEqual(['/api/aiTools/12', '/api/aiTools/31', '/api/aiTools/4', '/api/aiTools/999']);
});
