import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastDays, type Role, type ToolInsights } from 'shared';
import { authSession, MemoryRouter } from 'shared-core';
import ToolManagePage from '../pages/tool-manage-page.tsx';
import { apiError, fakeApi, json, list, type FakeApi } from 'shared/testing/fake-api';
import { tool } from '../test/fixtures.ts';

const synthesia = { ...tool({ id: 12, name: 'Synthesia', eventprocess: 'post-event' }), pendingSince: null };

function answer(period: { from: string; to: string }, tools: ToolInsights['tools']): ToolInsights {
  return { ...period, tools };
}

const figures: ToolInsights['tools'] = [
  {
    toolId: 12,
    name: 'Synthesia',
    views: 1234,
    websiteClicks: 87,
    shownInResults: 4051,
    ratings: [
      { month: '2026-09', average: null, phaseMedian: 3.5 },
      { month: '2026-10', average: 4, phaseMedian: 3.5 },
      { month: '2026-11', average: 4.25, phaseMedian: 3.8 },
    ],
  },
  { toolId: 31, name: 'Brella', views: 0, websiteClicks: 0, shownInResults: 3, ratings: [] },
];

/** The API as a provider sees it: their tools, and the figures of whatever period the page asks for. */
function providerApi(tools: ToolInsights['tools'] = figures): FakeApi {
  return fakeApi()
    .on('aiTools/managed', list([synthesia]))
    .on('aiTools/awaitingDecision', list([synthesia]))
    .on('insights/tools', (url) => json(answer({ from: url.searchParams.get('from')!, to: url.searchParams.get('to')! }, tools)));
}

const insightRequests = (api: FakeApi) => api.requestsTo('insights/tools').map((url) => Object.fromEntries(url.searchParams));

function renderManage(roles: Role[] = ['provider', 'user']) {
  authSession.getState().signIn({ accessToken: 'test-token', id: 7, email: 'an.peeters@example.be', firstname: 'An', lastname: 'Peeters', roles });
  render(
    <MemoryRouter initialEntries={['/AI-tool/manage']}>
      <ToolManagePage />
    </MemoryRouter>,
  );
}

const section = () => screen.getByRole('region', { name: 'Hoe je AI-tools gevonden worden' });

afterEach(() => {
  jest.restoreAllMocks();
  authSession.getState().signOut();
});

test('a provider sees per tool how often it was seen, followed and shown, with its rating beside the phase', async () => {
  const api = providerApi();
  renderManage();

  expect(within(section()).getByText(/zonder cookies/)).toBeInTheDocument();
  const card = await within(section()).findByRole('article', { name: 'Synthesia' });
  expect(insightRequests(api)).toEqual([lastDays(30)]);
  expect(within(section()).getByRole('radio', { name: 'Laatste 30 dagen' })).toBeChecked();

  const shown = Object.fromEntries(within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
  expect(shown).toEqual({ Bekeken: '1.234', 'Klikken naar website': '87', 'Getoond in zoekresultaten': '4.051' });
  expect(within(card).getByRole('link', { name: 'Synthesia' })).toHaveAttribute('href', '/AI-tool/12');

  const chart = within(card).getByRole('figure');
  expect(chart.querySelector('figcaption')).toHaveTextContent('Gemiddelde score');
  expect(within(chart).getByRole('img')).toHaveAccessibleName(
    'Gemiddelde score: lijngrafiek van sep 2026 tot nov 2026. Synthesia: laagste 4, hoogste 4,3. Mediaan van de fase: laagste 3,5, hoogste 3,8.',
  );
  const rows = within(chart).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Periode', 'Synthesia', 'Mediaan van de fase'],
    ['sep 2026', 'geen gegevens', '3,5'],
    ['okt 2026', '4', '3,5'],
    ['nov 2026', '4,3', '3,8'],
  ]);

  const brella = within(section()).getByRole('article', { name: 'Brella' });
  expect(within(brella).getByText('Getoond in zoekresultaten').nextElementSibling).toHaveTextContent('3');
  expect(within(brella).getByRole('img')).toHaveAccessibleName('Gemiddelde score: lijngrafiek, nog zonder gegevens.');
});

test('another period asks for its figures again', async () => {
  const user = userEvent.setup({ delay: null });
  const api = providerApi();
  renderManage();
  await within(section()).findByRole('article', { name: 'Synthesia' });

  await user.click(within(section()).getByRole('radio', { name: 'Laatste 7 dagen' }));
  await waitFor(() => expect(insightRequests(api)).toEqual([lastDays(30), lastDays(7)]));

  await user.click(within(section()).getByRole('radio', { name: 'Zelf kiezen' }));
  const from = within(section()).getByLabelText('Van');
  await user.clear(from);
  await user.type(from, '2026-01-01');
  await waitFor(() => expect(insightRequests(api).at(-1)).toEqual({ from: '2026-01-01', to: lastDays(7).to }));
  expect(await within(section()).findByRole('article', { name: 'Synthesia' })).toBeInTheDocument();
});

test('without figures yet the section says when they appear', async () => {
  providerApi([]);
  renderManage();
  expect(await within(section()).findByText('Nog geen cijfers. Ze verschijnen zodra je AI-tools zijn goedgekeurd en bezocht.')).toBeInTheDocument();
  expect(within(section()).queryByRole('article')).not.toBeInTheDocument();
});

test('while loading a spinner shows; a failure shows the error and no figures of another period', async () => {
  const user = userEvent.setup({ delay: null });
  let fail = false;
  providerApi().on('insights/tools', (url) =>
    fail ? apiError(500, 'INTERNAL_ERROR') : json(answer({ from: url.searchParams.get('from')!, to: url.searchParams.get('to')! }, figures)),
  );
  renderManage();
  expect(within(section()).getByRole('status', { name: 'Cijfers laden ...' })).toBeInTheDocument();
  await within(section()).findByRole('article', { name: 'Synthesia' });

  fail = true;
  await user.click(within(section()).getByRole('radio', { name: 'Laatste 90 dagen' }));
  expect(await within(section()).findByRole('alert')).toHaveTextContent('Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR');
  expect(within(section()).queryByRole('article')).not.toBeInTheDocument();
});

test("an admin's page is the queue of tools to decide on, without the figures", async () => {
  const api = providerApi();
  renderManage(['admin', 'provider', 'user']);
  expect(await screen.findByText('Aantal items: 1')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Hoe je AI-tools gevonden worden' })).not.toBeInTheDocument();
  expect(api.requestsTo('insights/tools')).toEqual([]);
});
