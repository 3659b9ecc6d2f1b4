// '/insights': the admin reads what the site counted in a period: the totals with their change, the days in a chart
// (and a table for screen readers), the top lists, each to download as CSV; another period asks the API again.
import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, siteDay, formatDay, lastDays, type InsightPeriod, type InsightReport, type InsightTopRow } from 'shared';
import { apiError, fakeApi, json } from 'shared/testing/fake-api';
import InsightsPage from './insights-page.tsx';

const row = (key: string, label: string, count: number): InsightTopRow => ({ key, label, count });
const noTotals = { visitors: 0, views: 0, websiteClicks: 0, searches: 0, emptySearches: 0, predictions: 0 };

/** What the API would answer for a period: every day, the first three with visitors. */
function reportFor({ from, to }: InsightPeriod): InsightReport {
  const days: InsightReport['days'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, visitors: days.length < 3 ? 10 * (days.length + 1) : 0, views: days.length < 3 ? 25 : 0 });
  return {
    from,
    to,
    previousFrom: addDays(from, -days.length),
    previousTo: addDays(from, -1),
    totals: { visitors: 1240, views: 5000, websiteClicks: 42, searches: 300, emptySearches: 12, predictions: 0 },
    previousTotals: { visitors: 1100, views: 5000, websiteClicks: 0, searches: 400, emptySearches: 10, predictions: 0 },
    days,
    pages: [row('/', '/', 900), row('/AI-tool/7', '/AI-tool/7', 140)],
    tools: [row('7', 'Eventbrite', 140)],
    websites: [row('7', 'Eventbrite', 42)],
    searches: [row('chatbot', 'chatbot', 12), row('=1+1', '=1+1', 2), row('tickets, badges', 'tickets, badges', 1)],
    emptySearches: [row('zaalplan', 'zaalplan', 5)],
    phases: [row('pre-event', 'Pre-event', 80)],
    countries: [row('BE', 'België', 60)],
    keywords: [],
    referrers: [row('www.linkedin.com', 'www.linkedin.com', 30)],
  };
}

function insightsApi() {
  return fakeApi().on('insights', (url) => json(reportFor({ from: url.searchParams.get('from')!, to: url.searchParams.get('to')! })));
}

const asked = (api: ReturnType<typeof fakeApi>) =>
  api.requestsTo('insights').map((url) => ({ from: url.searchParams.get('from'), to: url.searchParams.get('to') }));

const card = (label: string) =>
  within(screen.getByRole('region', { name: 'Totalen' }))
    .getByText(label, { selector: 'dt' })
    .closest('div')!;
const cardValues = (label: string) => within(card(label)).getAllByRole('definition').map((value) => value.textContent);

afterEach(() => jest.restoreAllMocks());

test('the last 30 days at first: each total with its change against the period before', async () => {
  const api = insightsApi();
  render(<InsightsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Inzichten' })).toBeInTheDocument();
  expect(screen.getByText(/Niemand wordt gevolgd: geen cookie, geen adres bewaard, alleen een sleutel die elke dag verandert/)).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Inzichten laden ...' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Laatste 30 dagen' })).toBeChecked();

  await screen.findByRole('region', { name: 'Totalen' });
  expect(asked(api)).toEqual([lastDays(30)]);
  expect(cardValues('Bezoekers')).toEqual(['1.240', '+13 % t.o.v. vorige periode']);
  expect(cardValues('Paginaweergaven')).toEqual(['5.000', '0 % t.o.v. vorige periode']);
  expect(cardValues('Klikken naar websites')).toEqual(['42', 'nieuw']);
  expect(cardValues('Zoekopdrachten')).toEqual(['300', '-25 % t.o.v. vorige periode']);
  expect(cardValues('Zoekopdrachten zonder resultaat')).toEqual(['12', '+20 % t.o.v. vorige periode']);
  expect(cardValues('No Show-voorspellingen')).toEqual(['0', '0 % t.o.v. vorige periode']);
  expect(screen.getByText(/\(30 dagen\), vergeleken met de 30 dagen ervoor\.$/)).toBeInTheDocument();

  // The chart: visitors and page views of every day, told to a screen reader too.
  expect(screen.getByRole('img', { name: /^Bezoekers en paginaweergaven per dag: lijngrafiek van .+\. Bezoekers: laagste 0, hoogste 30\. Paginaweergaven: laagste 0, hoogste 25\.$/ })).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Bezoekers en paginaweergaven per dag' })).getAllByRole('row')).toHaveLength(31);
});

test('each top list is a table with its caption; an empty one says nothing was counted', async () => {
  insightsApi();
  render(<InsightsPage />);
  const pages = await screen.findByRole('table', { name: "Meest bekeken pagina's" });
  expect(within(pages).getAllByRole('row').map((tableRow) => tableRow.textContent)).toEqual(['PaginaWeergaven', '/900', '/AI-tool/7140']);
  for (const caption of [
    'Meest bekeken AI-tools',
    'Meest geklikte websites',
    'Meest gezochte woorden',
    'Zoekopdrachten zonder resultaat',
    'Gezochte fases',
    'Gezochte landen',
    'Gezochte keywords',
    'Verwijzende sites',
  ]) {
    expect(screen.getByRole('table', { name: caption })).toBeInTheDocument();
  }
  expect(screen.getByRole('table', { name: 'Zoekopdrachten zonder resultaat' })).toHaveAccessibleDescription(
    'Wat bezoekers zochten zonder iets te vinden: de AI-tools die de roadmap nog mist.',
  );
  expect(within(screen.getByRole('table', { name: 'Gezochte landen' })).getByRole('cell', { name: 'België' })).toBeInTheDocument();
  const keywords = screen.getByRole('table', { name: 'Gezochte keywords' });
  expect(within(keywords).getByRole('cell', { name: 'Nog niets geteld in deze periode.' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download CSV van Gezochte keywords' })).toBeDisabled();
});

test('another period asks the API for that range: a preset, then days of your own', async () => {
  const user = userEvent.setup();
  const api = insightsApi();
  render(<InsightsPage />);
  await screen.findByRole('region', { name: 'Totalen' });

  await user.click(screen.getByRole('radio', { name: 'Laatste 7 dagen' }));
  await waitFor(() => expect(screen.getByText(/\(7 dagen\), vergeleken met de 7 dagen ervoor\.$/)).toBeInTheDocument());
  expect(asked(api)).toEqual([lastDays(30), lastDays(7)]);
  expect(within(screen.getByRole('table', { name: 'Bezoekers en paginaweergaven per dag' })).getAllByRole('row')).toHaveLength(8);

  await user.click(screen.getByRole('radio', { name: 'Zelf kiezen' }));
  const today = siteDay();
  fireEvent.change(screen.getByLabelText('Van'), { target: { value: addDays(today, -13) } });
  await waitFor(() => expect(screen.getByText(/\(14 dagen\), vergeleken met de 14 dagen ervoor\.$/)).toBeInTheDocument());
  // A range the API would refuse is not asked for.
  fireEvent.change(screen.getByLabelText('Tot en met'), { target: { value: addDays(today, -20) } });
  expect(screen.getByRole('alert')).toHaveTextContent('De dag bij Van mag niet na de dag bij Tot en met liggen.');
  fireEvent.change(screen.getByLabelText('Tot en met'), { target: { value: addDays(today, -1) } });
  await waitFor(() => expect(screen.getByText(/\(13 dagen\), vergeleken met de 13 dagen ervoor\.$/)).toBeInTheDocument());
  expect(asked(api)).toEqual([
    lastDays(30),
    lastDays(7),
    { from: addDays(today, -13), to: today },
    { from: addDays(today, -13), to: addDays(today, -1) },
  ]);

  // The longest period: its first and last day share a date of the month, so the chart names the year.
  fireEvent.change(screen.getByLabelText('Tot en met'), { target: { value: today } });
  fireEvent.change(screen.getByLabelText('Van'), { target: { value: addDays(today, -365) } });
  await waitFor(() => expect(screen.getByText(/\(366 dagen\)/)).toBeInTheDocument());
  const days = within(screen.getByRole('table', { name: 'Bezoekers en paginaweergaven per dag' })).getAllByRole('rowheader');
  expect(days).toHaveLength(366);
  expect(days[0].textContent).toBe(formatDay(addDays(today, -365), true));
});

test("'Download CSV' saves exactly the rows of its table, as text a spreadsheet will not run", async () => {
  const user = userEvent.setup();
  const blobs: Blob[] = [];
  const saved: string[] = [];
  // jsdom has no object URLs and no downloads: record what the page hands to the browser.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return `blob:http://localhost/${blobs.length}`;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  insightsApi();
  render(<InsightsPage />);
  await user.click(await screen.findByRole('button', { name: 'Download CSV van Meest gezochte woorden' }));

  const { from, to } = lastDays(30);
  expect(saved).toEqual([`inzichten-zoekwoorden-${from}-tot-${to}.csv`]);
  const content = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blobs[0]);
  });
  expect(content.replace(/^\uFEFF/, '').split('\r\n')).toEqual(['Woorden,Keer gezocht', 'chatbot,12', "'=1+1,2", '"tickets, badges",1', '']);
});

test('a failed load says why and can be tried again', async () => {
  const user = userEvent.setup();
  const api = fakeApi().on('insights', apiError(500, 'INTERNAL_ERROR'));
  render(<InsightsPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR');
  expect(screen.queryByRole('region', { name: 'Totalen' })).not.toBeInTheDocument();

  api.on('insights', (url) => json(reportFor({ from: url.searchParams.get('from')!, to: url.searchParams.get('to')! })));
  await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  expect(await screen.findByRole('region', { name: 'Totalen' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a period without anything counted shows zeros and empty lists', async () => {
  fakeApi().on('insights', (url) => {
    const report = reportFor({ from: url.searchParams.get('from')!, to: url.searchParams.get('to')! });
    const empty = { ...report, totals: noTotals, previousTotals: noTotals, days: report.days.map((day) => ({ ...day, visitors: 0, views: 0 })) };
    return json({ ...empty, pages: [], tools: [], websites: [], searches: [], emptySearches: [], phases: [], countries: [], keywords: [], referrers: [] });
  });
  render(<InsightsPage />);
  await screen.findByRole('region', { name: 'Totalen' });
  expect(cardValues('Bezoekers')).toEqual(['0', '0 % t.o.v. vorige periode']);
  expect(screen.getAllByRole('cell', { name: 'Nog niets geteld in deze periode.' })).toHaveLength(9);
  expect(screen.getAllByRole('button', { name: /^Download CSV/ }).every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
});
