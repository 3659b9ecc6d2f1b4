import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useParams } from 'shared-core';
import ToolSearchPage from './tool-search-page.tsx';
import { apiError, fakeApi, list, type FakeApi } from 'shared/testing/fake-api';
import { keywords, tools } from '../test/fixtures.ts';

const catalogue = tools(20);

/** The API's answer to GET /aiTools: the first `limit` tools, with the total count. */
function catalogueApi(): FakeApi {
  return fakeApi()
    .on('keywords', list(keywords))
    .on('aiTools', (url) => {
      const limit = Number(url.searchParams.get('limit'));
      return list(catalogue.slice(0, limit), catalogue.length);
    });
}

function DetailStub() {
  const navigate = useNavigate();
  return (
    <>
      <p>Detail van tool {useParams().id}</p>
      <button onClick={() => navigate(-1)}>Terug in de geschiedenis</button>
    </>
  );
}

/** The address bar of the test: the search part of the current location. */
function AddressProbe() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderHome(address = '/') {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/" element={<ToolSearchPage />} />
        <Route path="/AI-tool/:id" element={<DetailStub />} />
      </Routes>
      <AddressProbe />
    </MemoryRouter>,
  );
}

const address = () => decodeURIComponent(screen.getByTestId('address').textContent ?? '');

const cards = () => within(screen.getByRole('region', { name: 'AI-tools' })).queryAllByRole('link');
const toolRequests = (api: FakeApi) => api.requestsTo('aiTools');
const lastToolQuery = (api: FakeApi) => Object.fromEntries(toolRequests(api).at(-1)!.searchParams);

afterEach(() => jest.restoreAllMocks());

describe('tool search page (SPEC §2)', () => {
  test('shows the heading, the first 9 tools, the counter, and loads 9 more by growing the limit', async () => {
    const user = userEvent.setup({ delay: null });
    const api = catalogueApi();
    renderHome();

    expect(screen.getByRole('heading', { level: 1, name: 'De structuur van een event' })).toBeInTheDocument();
    expect(await screen.findByText('Aantal items: 20')).toBeInTheDocument();
    expect(cards()).toHaveLength(9);
    expect(lastToolQuery(api)).toEqual({ limit: '9', offset: '0' });
    expect(cards()[0]).toHaveAttribute('href', '/AI-tool/1');

    await user.click(screen.getByRole('button', { name: 'Laad meer' }));
    await waitFor(() => expect(cards()).toHaveLength(18));
    expect(lastToolQuery(api)).toEqual({ limit: '18', offset: '0' });

    await user.click(screen.getByRole('button', { name: 'Laad meer' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(lastToolQuery(api)).toEqual({ limit: '27', offset: '0' });
    expect(screen.getByRole('button', { name: 'Geen AI-tools meer gevonden.' })).toBeDisabled();
    expect(screen.getByText('Aantal items: 20')).toBeInTheDocument();
  });

  test("every filter searches at once, joined with '+', and starts again at 9; 'Zoek' searches the text without the wait", async () => {
    const user = userEvent.setup({ delay: null });
    const api = catalogueApi();
    renderHome();
    await screen.findByText('Aantal items: 20');
    await user.click(screen.getByRole('button', { name: 'Laad meer' }));
    await waitFor(() => expect(lastToolQuery(api).limit).toBe('18'));

    // On a phone the three filters are folded away behind one button (jsdom has no wide screen).
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Eventproces' }));
    await user.click(screen.getByRole('option', { name: 'Pre-event' }));
    // The first choice is a search of its own, back at the first page: no 'Zoek' needed.
    await waitFor(() => expect(lastToolQuery(api)).toEqual({ limit: '9', offset: '0', eventprocess: 'pre-event' }));
    expect(address()).toBe('?fase=pre-event');
    await user.click(screen.getByRole('option', { name: 'Event' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(address()).toBe('?fase=pre-event,event'));

    const origin = screen.getByRole('combobox', { name: 'Land van oorsprong' });
    await user.type(origin, 'belg{Enter}');
    await waitFor(() => expect(lastToolQuery(api).origin).toBe('BE'));
    await user.clear(origin);
    await user.type(origin, 'nederl{Enter}{Escape}');

    const keywordBox = screen.getByRole('combobox', { name: 'Keywords' });
    await user.click(keywordBox);
    // keywords come from GET keywords?limit=1000&offset=0, shown capitalised
    expect(Object.fromEntries(api.requestsTo('keywords')[0].searchParams)).toEqual({ limit: '1000', offset: '0' });
    await user.click(await screen.findByRole('option', { name: 'Chatbot' }));
    await user.click(screen.getByRole('option', { name: 'Vertaling' }));
    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(lastToolQuery(api)).toEqual({
        limit: '9',
        offset: '0',
        eventprocess: 'pre-event+event',
        origin: 'BE+NL',
        id: '3+26',
      }),
    );
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(address()).toBe('?fase=pre-event,event&land=BE,NL&trefwoord=3,26');
    expect(screen.getByRole('button', { name: 'Filters (6)' })).toHaveAttribute('aria-expanded', 'true');

    // 'Zoek' searches the typed text at once (the same search again starts again at the first page).
    const requestsBefore = toolRequests(api).length;
    await user.type(screen.getByRole('combobox', { name: 'Zoek een AI-tool' }), 'badge');
    await user.click(screen.getByRole('button', { name: 'Zoek' }));
    await waitFor(() => expect(toolRequests(api).length).toBe(requestsBefore + 1));
    expect(lastToolQuery(api).q).toBe('badge');
  });

  test('the country filter lists the countries with tools first, the most first and numbered; then the others', async () => {
    const user = userEvent.setup({ delay: null });
    catalogueApi().on('aiTools/countries', list([{ origin: 'NL', count: 3 }, { origin: 'BE', count: 12 }, { origin: 'US', count: 3 }], 3));
    renderHome();
    await screen.findByText('Aantal items: 20');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Land van oorsprong' }));
    const options = await waitFor(() => {
      const found = within(screen.getByRole('listbox', { name: 'Land van oorsprong' })).getAllByRole('option');
      expect(found[0]).toHaveTextContent('België (12)');
      return found;
    });
    expect(options.slice(0, 4).map((option) => option.textContent)).toEqual(['België (12)', 'Nederland (3)', 'Verenigde Staten (3)', 'Afghanistan (0)']);
    // The chosen country's chip carries its name only.
    await user.click(options[0]);
    expect(await screen.findByRole('button', { name: 'Verwijder België' })).toBeInTheDocument();
  });

  test('the address holds the search: opened from a shared link, and again after a tool and the back button', async () => {
    const user = userEvent.setup({ delay: null });
    const api = catalogueApi();
    renderHome('/?zoek=badge&fase=post-event&sorteer=nieuwste');
    await waitFor(() => expect(lastToolQuery(api)).toEqual({ limit: '9', offset: '0', eventprocess: 'post-event', q: 'badge', sort: 'newest' }));
    expect(screen.getByRole('combobox', { name: 'Zoek een AI-tool' })).toHaveValue('badge');
    expect(screen.getByRole('combobox', { name: 'Sorteer op' })).toHaveValue('newest');
    // a filter in use unfolds the filters, also on a phone
    expect(screen.getByRole('button', { name: 'Verwijder Post-event' })).toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: /Odoo Events/ }));
    expect(screen.getByText('Detail van tool 3')).toBeInTheDocument();
    const requestsBefore = toolRequests(api).length;
    await user.click(screen.getByRole('button', { name: 'Terug in de geschiedenis' }));
    await waitFor(() => expect(toolRequests(api).length).toBe(requestsBefore + 1));
    expect(lastToolQuery(api)).toEqual({ limit: '9', offset: '0', eventprocess: 'post-event', q: 'badge', sort: 'newest' });
    expect(screen.getByRole('combobox', { name: 'Zoek een AI-tool' })).toHaveValue('badge');
  });

  test('what an address cannot mean is left out rather than sent', async () => {
    const api = catalogueApi();
    renderHome('/?fase=feest,event&land=XX,be&trefwoord=abc,3&sorteer=raar&zoek=');
    await waitFor(() => expect(toolRequests(api)).toHaveLength(1));
    expect(lastToolQuery(api)).toEqual({ limit: '9', offset: '0', eventprocess: 'event', origin: 'BE', id: '3' });
  });

  test('typing searches after a pause, offers the best matches as suggestions, and the address follows', async () => {
    const user = userEvent.setup({ delay: null });
    const api = catalogueApi();
    renderHome();
    await screen.findByText('Aantal items: 20');
    const box = screen.getByRole('combobox', { name: 'Zoek een AI-tool' });
    expect(box).toHaveAttribute('placeholder', 'Naam, soort of keyword');
    await user.type(box, 'badges');
    // one request once the visitor pauses, not one per letter
    await waitFor(() => expect(lastToolQuery(api)).toEqual({ limit: '9', offset: '0', q: 'badges' }));
    expect(toolRequests(api).filter((request) => request.searchParams.has('q'))).toHaveLength(1);
    expect(address()).toBe('?zoek=badges');
    const suggestions = [...document.querySelectorAll(`#${CSS.escape(box.getAttribute('list')!)} option`)].map((option) => option.getAttribute('value'));
    expect(suggestions).toEqual(catalogue.slice(0, 5).map((tool) => tool.name));

    // with a text, the order by relevance is offered and shown; another order is one choice away
    const sort = screen.getByRole('combobox', { name: 'Sorteer op' });
    expect(sort).toHaveValue('relevance');
    await user.selectOptions(sort, 'Best beoordeeld');
    await waitFor(() => expect(lastToolQuery(api)).toEqual({ limit: '9', offset: '0', q: 'badges', sort: 'rating' }));
    expect(address()).toBe('?zoek=badges&sorteer=score');
  });

  test("'Filters wissen' beside an active search and on an empty result starts over", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi()
      .on('keywords', list(keywords))
      .on('aiTools', (url) => (url.searchParams.has('q') ? list([], 0) : list(catalogue.slice(0, 9), 20)));
    renderHome();
    await screen.findByText('Aantal items: 20');
    expect(screen.queryByRole('button', { name: 'Filters wissen' })).not.toBeInTheDocument();

    renderHome('/?zoek=onbestaand&land=BE');
    expect(await screen.findByText('Geen AI-tools gevonden.')).toBeInTheDocument();
    // One way out of an empty result: one 'Filters wissen', no 'load more' that cannot load.
    const [onlyWayOut, ...more] = screen.getAllByRole('button', { name: 'Filters wissen' });
    expect(more).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Geen AI-tools meer gevonden.' })).not.toBeInTheDocument();
    await user.click(onlyWayOut);
    await waitFor(() => expect(lastToolQuery(api)).toEqual({ limit: '9', offset: '0' }));
    expect(screen.queryByRole('button', { name: 'Filters wissen' })).not.toBeInTheDocument();
  });

  test("an empty result reads 'Geen AI-tools gevonden.' without a load-more button", async () => {
    fakeApi().on('keywords', list(keywords)).on('aiTools', list([], 0));
    renderHome();
    expect(await screen.findByText('Geen AI-tools gevonden.')).toBeInTheDocument();
    expect(screen.getByText('Aantal items: 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Laad meer|Geen AI-tools meer gevonden\./ })).not.toBeInTheDocument();
  });

  test('a failed load sets the count to 0 and disables load-more', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = false;
    fakeApi()
      .on('keywords', list(keywords))
      .on('aiTools', (url) =>
        fail ? apiError(500, 'INTERNAL_ERROR') : list(catalogue.slice(0, Number(url.searchParams.get('limit'))), 20),
      );
    renderHome();
    await screen.findByText('Aantal items: 20');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Laad meer' }));

    expect(await screen.findByText('Aantal items: 0')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR');
    expect(cards()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Laad meer' })).toBeDisabled();
  });

  test('a network failure also ends in count 0 and a disabled load-more', async () => {
    fakeApi().on('keywords', list(keywords)).on('aiTools', () => {
      throw new TypeError('fetch failed');
    });
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('Er kon geen connectie worden gemaakt met de server.');
    expect(screen.getByText('Aantal items: 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Laad meer' })).toBeDisabled();
  });

  test('a card leads to the relative route AI-tool/{id}', async () => {
    const user = userEvent.setup({ delay: null });
    catalogueApi();
    renderHome();
    await screen.findByText('Aantal items: 20');
    await user.click(within(screen.getByRole('region', { name: 'AI-tools' })).getByRole('link', { name: /Odoo Events/ }));
    expect(screen.getByText('Detail van tool 3')).toBeInTheDocument();
  });
});

describe('event structure diagram', () => {
  /** The info that lies over the page below the diagram while a type is pointed at or focused. */
  const info = () => screen.queryByTestId('phase-info');

  test('hover and keyboard focus show the info of the four types; a tile filters by its phase', async () => {
    const user = userEvent.setup({ delay: null });
    const api = catalogueApi();
    renderHome();
    await screen.findByText('Aantal items: 20');
    const figure = screen.getByRole('figure', { name: 'Fasen van een event' });
    const buttons = within(figure).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Pre-event', 'Event', 'Post-event', 'Overkoepelend']);
    expect(info()).toBeNull();

    await user.hover(within(figure).getByRole('button', { name: 'Event' }));
    expect(info()).toHaveTextContent(/^Event Het event zelf/);
    await user.unhover(within(figure).getByRole('button', { name: 'Event' }));
    expect(info()).toBeNull();

    // keyboard: the description is also the button's accessible description
    fireEvent.focus(within(figure).getByRole('button', { name: 'Overkoepelend' }));
    expect(info()).toHaveTextContent(/^Overkoepelend AI-tools die in alle fasen van pas komen/);
    expect(within(figure).getByRole('button', { name: 'Overkoepelend' })).toHaveAccessibleDescription(
      'AI-tools die in alle fasen van pas komen, van de eerste planning tot de opvolging na afloop.',
    );
    fireEvent.blur(within(figure).getByRole('button', { name: 'Overkoepelend' }));

    // a tile is a filter: pressed once it filters by its phase, pressed again it stops
    const postEvent = within(figure).getByRole('button', { name: 'Post-event' });
    await user.click(postEvent);
    expect(postEvent).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastToolQuery(api)).toEqual({ limit: '9', offset: '0', eventprocess: 'post-event' }));
    expect(address()).toBe('?fase=post-event');
    expect(info()).toHaveTextContent(/^Post-event Na het event/);
    fireEvent.keyDown(postEvent, { key: 'Escape' });
    expect(info()).toBeNull();
    await user.click(postEvent);
    expect(postEvent).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(lastToolQuery(api)).toEqual({ limit: '9', offset: '0' }));
  });
});

test('the counter stays silent until the first answer arrives', async () => {
  let answer: (response: Response) => void = () => undefined;
  const api = fakeApi()
    .on('keywords', list(keywords))
    .on('aiTools', () => new Promise<Response>((resolve) => (answer = resolve)));
  renderHome();
  const counter = screen.getByRole('region', { name: 'AI-tools' }).querySelector('p[role="status"]')!;
  expect(counter).toHaveTextContent('');
  expect(screen.getByRole('status', { name: 'AI-tools laden ...' })).toBeInTheDocument();
  await waitFor(() => expect(toolRequests(api)).toHaveLength(1));
  answer(list(catalogue.slice(0, 9), 20));
  await waitFor(() => expect(counter).toHaveTextContent('Aantal items: 20'));
});
