// 'De roadmap in cijfers' as a visitor reads it: the totals, the tools per phase and the months, from the API's
// answer; while the page is switched off (404) it is the site's not-found page.
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicFigures } from 'shared';
import { apiError, json } from 'shared/testing/fake-api';
import { messages } from '../messages.ts';
import type { PageLoader } from '../routes/page-loader.ts';
import { fakePage, renderApp, signInAs, stubHealthyServer } from '../test/shell-test-kit.tsx';

const text = messages.shell.figures;

const months = ['2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05'];

const figures: PublicFigures = {
  toolsPerPhase: [
    { phase: 'overkoepelend', label: 'Overkoepelend', count: 9 },
    { phase: 'pre-event', label: 'Pre-event', count: 21 },
    { phase: 'event', label: 'Event', count: 14 },
    { phase: 'post-event', label: 'Post-event', count: 6 },
  ],
  tools: 42,
  reviews: 1234,
  forumQuestions: 17,
  months: months.map((month, index) => ({ month, visitors: 1000 + index * 100, reviews: index, forumQuestions: index % 3 })),
};

const loader = () => jest.fn<PageLoader>(async (moduleId) => fakePage(`pagina ${moduleId}`));

function site(answer: () => Response) {
  return stubHealthyServer({ 'insights/public': answer });
}

beforeEach(() => signInAs('anonymous'));
afterEach(() => jest.restoreAllMocks());

test('shows the totals, the tools per event phase and a chart per month', async () => {
  const api = site(() => json(figures));
  renderApp('/cijfers', loader());
  expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
  expect(screen.getByText(/zonder cookies/)).toBeInTheDocument();

  const totals = screen.getByRole('region', { name: text.totalsTitle });
  expect(within(totals).getAllByRole('term').map((term) => term.textContent)).toEqual(['AI-tools', 'Reviews', 'Forumvragen']);
  expect(within(totals).getAllByRole('definition').map((value) => value.textContent)).toEqual(['42', '1.234', '17']);

  const phases = screen.getByRole('region', { name: text.phasesTitle });
  expect(within(phases).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Overkoepelend9', 'Pre-event21', 'Event14', 'Post-event6']);

  const perMonth = screen.getByRole('region', { name: text.monthsTitle });
  // The charts as a screen reader announces them (the kit's chart words the summary).
  expect(within(perMonth).getByRole('img', { name: /^Bezoekers per maand.*hoogste 2\.100/ })).toBeInTheDocument();
  expect(within(perMonth).getByRole('img', { name: /^Reviews en forumvragen per maand.*hoogste 11/ })).toBeInTheDocument();
  expect(api.requestsTo('insights/public')).toHaveLength(1);
});

test('the figures per month also read as a table, shown on request', async () => {
  site(() => json(figures));
  renderApp('/cijfers', loader());
  const summary = await screen.findByText(text.asTable(text.communityTitle));
  const table = within(summary.closest('details')!).getByRole('table');
  expect(table).not.toBeVisible();

  await userEvent.click(summary);
  expect(table).toBeVisible();
  const rows = within(table).getAllByRole('row');
  expect(rows[0]).toHaveTextContent('MaandReviewsForumvragen');
  expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('juni 2025');
  expect(within(rows.at(-1)!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['11', '2']);
  expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('mei 2026');
});

test('while the page is switched off (404) it is the not-found page', async () => {
  site(() => apiError(404, 'NOT_FOUND'));
  renderApp('/cijfers', loader());
  expect(await screen.findByRole('heading', { level: 1, name: messages.shell.notFound.title })).toBeInTheDocument();
  expect(screen.getByText(messages.shell.notFound.text)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: text.title })).not.toBeInTheDocument();
  expect(document.title).toMatch(new RegExp(`^${messages.shell.notFound.title}`));
});

test('a failure other than switched off says so in the error box', async () => {
  site(() => apiError(500, 'INTERNAL_ERROR'));
  renderApp('/cijfers', loader());
  expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR');
  expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
});
