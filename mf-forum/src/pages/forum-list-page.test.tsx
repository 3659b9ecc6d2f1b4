import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from 'shared';
import { Link, MemoryRouter, Route, Routes, useLocation, useParams } from 'shared-core';
import ForumListPage from './forum-list-page.tsx';
import { deferred, fakeApi, json, list, type FakeApi } from 'shared/testing/fake-api';
import { issues } from '../test/fixtures.ts';

const forum = issues(20);

/** GET /issues/data as the API answers it: newest first, the filter as plain text in subject or content. */
function forumApi(posts = forum): FakeApi {
  return fakeApi().on('issues/data', (url) => {
    const filter = (url.searchParams.get('filter') ?? '').toLowerCase();
    const matching = posts.filter((post) => `${post.subject} ${post.content}`.toLowerCase().includes(filter));
    return list(matching.slice(0, Number(url.searchParams.get('limit'))), matching.length);
  });
}

function PostStub() {
  const location = useLocation();
  return (
    <p>
      Vraag {useParams().id} met state {JSON.stringify(location.state)}
    </p>
  );
}

function renderForum(entry = '/forum') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      {/* as the shell's navbar links to the forum */}
      <Link to="/forum">Navbar: forum</Link>
      <Routes>
        <Route path="/forum" element={<ForumListPage />} />
        <Route path="/forum/:id" element={<PostStub />} />
      </Routes>
    </MemoryRouter>,
  );
}

const questions = () => within(screen.getByRole('region', { name: 'Vragen' })).queryAllByRole('listitem');
const subjects = () => questions().map((item) => within(item).getByRole('link').textContent);
const listRequests = (api: FakeApi) => api.requestsTo('issues/data');
const lastQuery = (api: FakeApi) => Object.fromEntries(listRequests(api).at(-1)!.searchParams);
const searchBox = () => screen.getByRole('searchbox', { name: 'Zoek in het forum' });

/** The debounce needs a clock the test controls; user-event advances it while it types. */
function withFakeClock(keyDelay = 0) {
  jest.useFakeTimers();
  // Testing Library recognises jest's fake timers through the global `jest`, which ES modules do not get.
  (globalThis as { jest?: unknown }).jest = jest;
  return userEvent.setup({ delay: keyDelay, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

function tick(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { jest?: unknown }).jest;
  jest.restoreAllMocks();
});

describe('forum list (SPEC §2 "Forum list")', () => {
  test('shows the title and the first 9 questions with subject, author, date and comment count', async () => {
    const api = forumApi();
    renderForum();

    expect(screen.getByRole('heading', { level: 1, name: 'Forum' })).toBeInTheDocument();
    expect(await screen.findByText('20 vragen gevonden')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ limit: '9', offset: '0' });
    expect(questions()).toHaveLength(9);
    expect(subjects()).toEqual(forum.slice(0, 9).map((post) => post.subject));

    const second = questions()[1];
    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent('AVG en gezichtsanalyse op een beurs');
    expect(second).toHaveTextContent('Wout Janssens');
    expect(second).toHaveTextContent(formatDateTime(forum[1].date));
    expect(second).toHaveTextContent('27/01/2026 15:05u');
    expect(second).toHaveTextContent('1 reactie');
    expect(questions()[2]).toHaveTextContent('2 reacties');
  });

  test("load more grows the limit by 9 with offset 0, reads 'Laden ...' while loading and ends with 'Geen vragen meer gevonden.'", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    let hold = false;
    const api = forumApi();
    api.on('issues/data', async (url) => {
      if (hold) await pending.reply;
      const limit = Number(url.searchParams.get('limit'));
      return list(forum.slice(0, limit), forum.length);
    });
    renderForum();
    await screen.findByText('20 vragen gevonden');

    hold = true;
    await user.click(screen.getByRole('button', { name: 'Laad meer vragen' }));
    expect(lastQuery(api)).toEqual({ limit: '18', offset: '0' });
    expect(screen.getByRole('button', { name: 'Laden ...' })).toBeDisabled();
    // the questions already shown stay while more load
    expect(questions()).toHaveLength(9);
    hold = false;
    pending.resolve(new Response());
    await waitFor(() => expect(questions()).toHaveLength(18));
    expect(screen.getByRole('button', { name: 'Laad meer vragen' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Laad meer vragen' }));
    await waitFor(() => expect(questions()).toHaveLength(20));
    expect(lastQuery(api)).toEqual({ limit: '27', offset: '0' });
    expect(screen.getByRole('button', { name: 'Geen vragen meer gevonden.' })).toBeDisabled();
    expect(listRequests(api)).toHaveLength(3);
  });

  test("an empty forum reads 'Geen vragen gevonden.' on the disabled button, without the search text", async () => {
    forumApi([]);
    renderForum();
    expect(await screen.findByRole('button', { name: 'Geen vragen gevonden.' })).toBeDisabled();
    expect(questions()).toHaveLength(0);
    expect(screen.queryByText(/GEEN RESULTATEN/)).not.toBeInTheDocument();
  });

  test('a search without results shows the empty-search text', async () => {
    const user = withFakeClock();
    const api = forumApi();
    renderForum();
    await screen.findByText('20 vragen gevonden');

    await user.type(searchBox(), 'hologram');
    tick(1000);
    expect(
      await screen.findByText(
        'GEEN RESULTATEN: Jouw zoekfunctie leverde geen resultaten op. Probeer te zoeken op een andere term.',
      ),
    ).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ limit: '9', offset: '0', filter: 'hologram' });
    expect(questions()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Geen vragen gevonden.' })).toBeDisabled();
  });

  test('a search starts again at 9 and finds matching questions', async () => {
    const user = withFakeClock();
    const api = forumApi();
    renderForum();
    await screen.findByText('20 vragen gevonden');
    await user.click(screen.getByRole('button', { name: 'Laad meer vragen' }));
    await waitFor(() => expect(questions()).toHaveLength(18));

    await user.type(searchBox(), 'Welke tool');
    tick(1000);
    await screen.findByText('4 vragen gevonden');
    expect(lastQuery(api)).toEqual({ limit: '9', offset: '0', filter: 'Welke tool' });
    expect(subjects().every((subject) => subject!.startsWith('Welke tool'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Geen vragen meer gevonden.' })).toBeDisabled();
  });

  test('searches once, 1000 ms after typing stops, not once per key', async () => {
    // a slow typist: 300 ms between keys, 2.7 s in all
    const user = withFakeClock(300);
    const api = forumApi();
    renderForum();
    await screen.findByText('20 vragen gevonden');
    expect(listRequests(api)).toHaveLength(1);

    await user.type(searchBox(), 'vertaling');
    tick(999);
    expect(listRequests(api)).toHaveLength(1);
    tick(1);
    await screen.findByText('1 vraag gevonden');
    expect(listRequests(api)).toHaveLength(2);
    expect(lastQuery(api)).toEqual({ limit: '9', offset: '0', filter: 'vertaling' });
    tick(5000);
    expect(listRequests(api)).toHaveLength(2);
  });

  test('the search box takes at most 20 characters, typed or pasted', async () => {
    const user = withFakeClock();
    const api = forumApi();
    renderForum();
    await screen.findByText('20 vragen gevonden');
    expect(searchBox()).toHaveAttribute('maxLength', '20');
    expect(searchBox()).toHaveAccessibleDescription('Zoekt in onderwerp en vraag, maximaal 20 tekens.');

    await user.type(searchBox(), 'ondertiteling livestream');
    expect(searchBox()).toHaveValue('ondertiteling livest');

    // maxLength does not hold back a script or some paste paths: the code cuts as well
    fireEvent.change(searchBox(), { target: { value: 'automatische ondertiteling in de livestream' } });
    expect(searchBox()).toHaveValue('automatische onderti');
    tick(1000);
    await waitFor(() => expect(lastQuery(api).filter).toBe('automatische onderti'));
    expect(listRequests(api).every((url) => (url.searchParams.get('filter') ?? '').length <= 20)).toBe(true);
  });

  test('a late answer to an older search never overwrites the newer one', async () => {
    const user = withFakeClock();
    const slow = deferred();
    const api = forumApi();
    api.on('issues/data', async (url) => {
      const filter = url.searchParams.get('filter');
      if (filter === 'AI') return slow.reply;
      const matching = forum.filter((post) => post.subject.includes(filter ?? ''));
      return list(matching, matching.length);
    });
    renderForum();
    await screen.findByText('20 vragen gevonden');

    await user.type(searchBox(), 'AI');
    tick(1000);
    await waitFor(() => expect(lastQuery(api).filter).toBe('AI'));
    await user.type(searchBox(), 'VG');
    tick(1000);
    await waitFor(() => expect(lastQuery(api).filter).toBe('AIVG'));
    await waitFor(() => expect(subjects()).toEqual([]));
    await screen.findByText(/GEEN RESULTATEN/);

    await user.clear(searchBox());
    await user.type(searchBox(), 'AVG');
    tick(1000);
    await screen.findByText('1 vraag gevonden');
    expect(subjects()).toEqual(['AVG en gezichtsanalyse op een beurs']);

    // the answer to 'AI' arrives last, with other questions: it is ignored
    await act(async () => {
      slow.resolve(list(forum.slice(0, 9), 20));
      await slow.reply;
    });
    tick(100);
    expect(subjects()).toEqual(['AVG en gezichtsanalyse op een beurs']);
    expect(screen.getByText('1 vraag gevonden')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('AVG');
  });

  test('a network error shows the connection text in the error box', async () => {
    fakeApi().on('issues/data', () => {
      throw new TypeError('fetch failed');
    });
    renderForum();
    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('heading', { name: 'Er ging iets mis' })).toBeInTheDocument();
    expect(box).toHaveTextContent(
      'Er kan geen verbinding gemaakt worden met de server. Probeer dit later opnieuw.',
    );
  });

  test("any other error shows the unexpected-error text with the request's id, and retrying loads the list", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = forumApi();
    api.on('issues/data', (url) =>
      fail ? json({ code: 'INTERNAL_ERROR', message: 'x', requestId: '5f3a9c0e7b1d2468' }, 500) : list(forum.slice(0, Number(url.searchParams.get('limit'))), 20),
    );
    renderForum();
    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('heading', { name: 'Er ging iets mis' })).toBeInTheDocument();
    expect(box).toHaveTextContent('Dit is een onverwachte fout. Probeer dit later opnieuw.');
    expect(within(box).getByText('Referentie: 5f3a9c0e7b1d2468')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await screen.findByText('20 vragen gevonden');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(questions()).toHaveLength(9);
  });

  test('a question leads to /forum/{id} with the origin page and the author name as navigation state', async () => {
    const user = userEvent.setup();
    forumApi();
    renderForum();
    await screen.findByText('20 vragen gevonden');
    const link = screen.getByRole('link', { name: 'AVG en gezichtsanalyse op een beurs' });
    expect(link).toHaveAttribute('href', '/forum/19');
    await user.click(link);
    expect(screen.getByText('Vraag 19 met state {"from":"/forum","userName":"Wout Janssens"}')).toBeInTheDocument();
  });

  test('the origin keeps the search, so coming back shows the same search', async () => {
    const user = withFakeClock();
    const api = forumApi();
    const first = renderForum();
    await screen.findByText('20 vragen gevonden');
    await user.type(searchBox(), 'AVG{Enter}');
    await screen.findByText('1 vraag gevonden');
    await user.click(screen.getByRole('link', { name: 'AVG en gezichtsanalyse op een beurs' }));
    expect(screen.getByText('Vraag 19 met state {"from":"/forum?zoek=AVG","userName":"Wout Janssens"}')).toBeInTheDocument();

    first.unmount();
    renderForum('/forum?zoek=AVG');
    await screen.findByText('1 vraag gevonden');
    expect(searchBox()).toHaveValue('AVG');
    expect(lastQuery(api)).toEqual({ limit: '9', offset: '0', filter: 'AVG' });
  });

  test('a link to /forum from elsewhere (the navbar) clears the search box and the search', async () => {
    const user = userEvent.setup();
    const api = forumApi();
    renderForum('/forum?zoek=AVG');
    await screen.findByText('1 vraag gevonden');
    expect(searchBox()).toHaveValue('AVG');

    await user.click(screen.getByRole('link', { name: 'Navbar: forum' }));
    await screen.findByText('20 vragen gevonden');
    expect(searchBox()).toHaveValue('');
    expect(lastQuery(api)).toEqual({ limit: '9', offset: '0' });
  });
});
