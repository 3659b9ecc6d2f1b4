import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared-core';
import ToolSearchPage from '../pages/tool-search-page.tsx';
import { fakeApi, list, type FakeApi } from 'shared/testing/fake-api';
import { keywords, tools } from '../test/fixtures.ts';

const catalogue = tools(20);

/** GET /aiTools answers the first `limit` tools; a text keeps the tools whose name holds it. */
function catalogueApi(): FakeApi {
  return fakeApi()
    .on('keywords', list(keywords))
    .on('aiTools', (url) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const matching = catalogue.filter((tool) => tool.name.toLowerCase().includes(q));
      return list(matching.slice(0, Number(url.searchParams.get('limit'))), matching.length);
    })
    .on('insights/events', new Response(null, { status: 204 }));
}

const searchEvents = (api: FakeApi) => api.writes.filter((write) => write.path === 'insights/events').map((write) => write.body);
const cards = () => within(screen.getByRole('region', { name: 'AI-tools' })).queryAllByRole('link');

/** The settling needs a clock the test controls; user-event advances it while it types. */
function withFakeClock() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  // Testing Library recognises jest's fake timers through the global `jest`, which ES modules do not get.
  (globalThis as { jest?: unknown }).jest = jest;
  return userEvent.setup({ delay: 50, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function renderHome(address = '/') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/" element={<ToolSearchPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { jest?: unknown }).jest;
  jest.restoreAllMocks();
});

test('a search is counted once its result has settled: the typed text, not every letter, with the tools shown', async () => {
  const user = withFakeClock();
  const api = catalogueApi();
  renderHome();
  await screen.findByText('Aantal items: 20');
  await wait(1500);
  await waitFor(() => expect(searchEvents(api)).toHaveLength(1));
  expect(searchEvents(api)[0]).toEqual({
    kind: 'search',
    text: '',
    phases: [],
    countries: [],
    keywordIds: [],
    results: 20,
    shownToolIds: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  });

  const box = screen.getByRole('combobox', { name: 'Zoek een AI-tool' });
  // 'ca' is searched and shown, but the visitor types on before it settles
  await user.type(box, ' ca');
  await screen.findByText('Aantal items: 2');
  await wait(400);
  await user.type(box, 'nva ');
  await screen.findByText('Aantal items: 1');
  await wait(1500);
  await waitFor(() => expect(searchEvents(api)).toHaveLength(2));
  expect(searchEvents(api)[1]).toEqual({ kind: 'search', text: 'canva', phases: [], countries: [], keywordIds: [], results: 1, shownToolIds: [8] });

  // nothing more while the screen stays as it is
  await wait(5000);
  expect(searchEvents(api)).toHaveLength(2);

  // back to the empty search counts again
  await user.clear(box);
  await screen.findByText('Aantal items: 20');
  await wait(1500);
  await waitFor(() => expect(searchEvents(api)).toHaveLength(3));
  expect(searchEvents(api)[2]).toMatchObject({ text: '', results: 20 });
});

test("filters from the address are counted; 'Laad meer' counts nothing more", async () => {
  const user = withFakeClock();
  const api = catalogueApi();
  renderHome('/?fase=event,pre-event&land=BE&trefwoord=3');
  await screen.findByText('Aantal items: 20');
  await wait(1500);
  await waitFor(() => expect(searchEvents(api)).toHaveLength(1));
  expect(searchEvents(api)[0]).toEqual({
    kind: 'search',
    text: '',
    phases: ['event', 'pre-event'],
    countries: ['BE'],
    keywordIds: [3],
    results: 20,
    shownToolIds: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  });

  await user.click(screen.getByRole('button', { name: 'Laad meer' }));
  await waitFor(() => expect(cards()).toHaveLength(18));
  await wait(5000);
  expect(searchEvents(api)).toHaveLength(1);
});

test('a visitor who asks not to be tracked is not counted', async () => {
  withFakeClock();
  const api = catalogueApi();
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
  try {
    renderHome();
    await screen.findByText('Aantal items: 20');
    await wait(5000);
    expect(api.writes).toEqual([]);
  } finally {
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  }
});
