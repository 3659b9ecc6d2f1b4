// The admin's reports page: each open report with its item in context (never the reporter), 'Verwijder' after a
// confirmation removes the item through its own DELETE, 'Negeer' closes the report; both load the list again.
import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession, MemoryRouter, Route, Routes } from 'shared-core';
import type { OpenReport } from 'shared';
import ReportsPage from './reports-page.tsx';
import { apiError, fakeApi, json, list, type FakeApi } from 'shared/testing/fake-api';

const item = { subject: null, rating: null, date: '2026-11-20T09:00:00.000Z', user_id: 7, user_name: 'Tom Spammer', toolId: null, toolName: null, issueId: null, issueSubject: null };
const reviewReport: OpenReport = {
  id: 1,
  itemType: 'review',
  itemId: 40,
  reason: 'Reclame voor horloges',
  date: '2026-11-21T10:00:00.000Z',
  status: 'open',
  item: { ...item, content: 'Koop nu goedkope horloges op https://spam.example!', rating: 1, toolId: 12, toolName: 'Synthesia' },
};
const commentReport: OpenReport = {
  id: 2,
  itemType: 'comment',
  itemId: 55,
  reason: 'Beledigend',
  date: '2026-11-22T10:00:00.000Z',
  status: 'open',
  item: { ...item, content: 'Jullie zijn allemaal <b>dom</b>.', issueId: 5, issueSubject: 'Tolken op congressen' },
};
const issueReport: OpenReport = {
  id: 3,
  itemType: 'issue',
  itemId: 9,
  reason: 'Spam',
  date: '2026-11-22T11:00:00.000Z',
  status: 'open',
  item: { ...item, subject: 'Gratis crypto', content: 'Klik hier.', issueId: 9, issueSubject: 'Gratis crypto' },
};

function reportsApi(start = [reviewReport, commentReport, issueReport]): FakeApi {
  let reports = [...start];
  const drop = (match: (report: OpenReport) => boolean) => {
    reports = reports.filter((report) => !match(report));
  };
  return fakeApi()
    .on('reports', () => list(reports))
    .on(/^reports\/\d+$/, (url) => {
      const id = Number(url.pathname.split('/').at(-1));
      drop((report) => report.id === id);
      return json({ id, status: 'ignored' });
    })
    .on(/^(reviews|issues|comments)\/\d+$/, (url) => {
      const [kind, id] = url.pathname.split('/').slice(-2);
      const itemType = { reviews: 'review', issues: 'issue', comments: 'comment' }[kind];
      drop((report) => report.itemType === itemType && report.itemId === Number(id));
      return new Response(null, { status: 204 });
    });
}

function renderReports() {
  render(
    <MemoryRouter initialEntries={['/reports']}>
      <Routes>
        <Route path="/reports" element={<ReportsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const card = (name: RegExp) => screen.getByRole('article', { name });
const popup = () => authSession.getState().popupMessage;

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authSession.getState().clearPopupMessage());
});

test('each open report shows the kind of item, where it stands, its author, its text as text and the reason', async () => {
  reportsApi();
  renderReports();
  expect(screen.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeInTheDocument();
  expect(await screen.findByText('3 meldingen')).toBeInTheDocument();

  const review = card(/^Review bij AI-tool Synthesia/);
  expect(within(review).getByRole('link', { name: 'bij AI-tool Synthesia' })).toHaveAttribute('href', '/AI-tool/12');
  expect(review).toHaveTextContent('Geschreven door Tom Spammer');
  expect(review).toHaveTextContent('1 van de 5 sterren');
  expect(review).toHaveTextContent('Reden van de meldingReclame voor horloges');
  // A link in the text is not made live.
  expect(within(review).getAllByRole('link')).toHaveLength(1);

  const comment = card(/^Reactie bij forumvraag Tolken op congressen/);
  expect(within(comment).getByRole('link', { name: 'bij forumvraag Tolken op congressen' })).toHaveAttribute('href', '/forum/5');
  expect(comment).toHaveTextContent('Jullie zijn allemaal <b>dom</b>.');
  expect(comment.querySelector('b')).toBeNull();

  const issue = card(/^Forumvraag Gratis crypto/);
  expect(within(issue).getByRole('link', { name: 'Gratis crypto' })).toHaveAttribute('href', '/forum/9');
});

test("'Verwijder' asks 'Weet je het zeker?', then removes the item with its own DELETE; the report leaves the list", async () => {
  const user = userEvent.setup();
  const api = reportsApi();
  renderReports();
  await screen.findByText('3 meldingen');
  await user.click(within(card(/^Reactie/)).getByRole('button', { name: 'Verwijder reactie van Tom Spammer' }));
  const confirm = screen.getByRole('dialog', { name: 'Weet je het zeker?' });
  expect(within(confirm).getByRole('button', { name: 'Annuleer' })).toHaveFocus();
  await user.click(within(confirm).getByRole('button', { name: 'Verwijder' }));
  await waitFor(() => expect(popup()).toBe('Het gemelde item is verwijderd.'));
  expect(await screen.findByText('2 meldingen')).toBeInTheDocument();
  expect(api.writes).toEqual([{ method: 'DELETE', path: 'comments/55', body: undefined }]);
});

test("'Negeer' closes the report and leaves the item", async () => {
  const user = userEvent.setup();
  const api = reportsApi();
  renderReports();
  await screen.findByText('3 meldingen');
  await user.click(within(card(/^Review/)).getByRole('button', { name: 'Negeer de melding van review van Tom Spammer' }));
  await waitFor(() => expect(popup()).toBe('De melding is genegeerd.'));
  expect(await screen.findByText('2 meldingen')).toBeInTheDocument();
  expect(api.writes).toEqual([{ method: 'PUT', path: 'reports/1', body: { status: 'ignored' } }]);
});

test('no open reports says so; a failure shows the error and a retry', async () => {
  reportsApi([]);
  renderReports();
  expect(await screen.findByText('Er zijn geen openstaande meldingen.')).toBeInTheDocument();
  jest.restoreAllMocks();
  fakeApi().on('reports', apiError(403, 'FORBIDDEN'));
  renderReports();
  expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis. Probeer dit later opnieuw! Reden: FORBIDDEN');
  expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
});
