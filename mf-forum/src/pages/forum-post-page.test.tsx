import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'shared-core';
import ForumPostPage from './forum-post-page.tsx';
import { apiError, fakeApi, json, list, type FakeApi } from 'shared/testing/fake-api';
import { comments, issue } from '../test/fixtures.ts';

function postApi(post = issue()): FakeApi {
  return fakeApi()
    .on(`issues/${post.id}`, json(post))
    .on(`comments/issue/${post.id}`, list(comments.filter((comment) => comment.issueId === post.id)));
}

function renderPost(entries: InitialEntry[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/" element={<p>Startpagina</p>} />
        <Route path="/forum" element={<p>Forumlijst</p>} />
        <Route path="/forum/:id" element={<ForumPostPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const fromList = (id = 5, userName = 'Lotte Peeters'): InitialEntry => ({
  pathname: `/forum/${id}`,
  state: { from: '/forum?zoek=vertaling', userName },
});

afterEach(() => jest.restoreAllMocks());

describe('forum post detail (SPEC §2 "Forum post detail")', () => {
  test('shows subject, comment count, author, last-changed date and time, the question and its comments', async () => {
    const api = postApi();
    renderPost([fromList()]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welke tool voor live vertaling op een congres?' }),
    ).toBeInTheDocument();
    expect(api.requestsTo('issues/5')).toHaveLength(1);
    expect(api.requestsTo('comments/issue/5')).toHaveLength(1);

    const facts = screen.getByText('Auteur').closest('dl')!;
    const fact = (term: string) => within(facts).getByText(term).nextElementSibling;
    expect(fact('Auteur')).toHaveTextContent('Lotte Peeters');
    // stored 09:30 UTC is 10:30 in Brussels in January
    expect(fact('Laatst gewijzigd')).toHaveTextContent('12/01/2026 10:30u');
    expect(fact('Reacties')).toHaveTextContent('2');

    const question = screen.getByRole('region', { name: 'Vraag' });
    expect(question).toHaveTextContent(
      'Wij organiseren in het najaar een congres met ongeveer 300 deelnemers uit België, Frankrijk en Duitsland.',
    );

    const commentSection = screen.getByRole('region', { name: 'Reacties' });
    const items = within(commentSection).getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAccessibleName('Reactie van Pieter Maes');
    expect(items[0]).toHaveTextContent('Pieter Maes');
    expect(items[0]).toHaveTextContent('12/01/2026 17:45u');
    expect(items[0]).toHaveTextContent('Wij combineerden: menselijke tolken voor de plenaire sessies');
    expect(items[1]).toHaveTextContent('Sanne de Vries');
    expect(items[1]).toHaveTextContent('13/01/2026 09:10u');
    expect(items[1]).toHaveTextContent('Test vooraf met de echte sprekers en microfoons.');
  });

  test('a post without comments says so', async () => {
    postApi(issue({ id: 8, comments: 0 }));
    renderPost(['/forum/8']);
    expect(await screen.findByText('Er zijn nog geen reacties op deze vraag.')).toBeInTheDocument();
  });

  test('back goes to the origin page of the navigation state', async () => {
    const user = userEvent.setup();
    postApi();
    renderPost(['/', fromList()]);
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('link', { name: 'Terug' }));
    expect(screen.getByText('Forumlijst')).toBeInTheDocument();
  });

  test("back goes to '/' without an origin", async () => {
    const user = userEvent.setup();
    postApi();
    renderPost(['/forum/5']);
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    expect(screen.getByText('Startpagina')).toBeInTheDocument();
  });

  test('an origin outside the site is never followed', async () => {
    const user = userEvent.setup();
    postApi();
    renderPost([{ pathname: '/forum/5', state: { from: '//evil.example/forum', userName: 'Lotte Peeters' } }]);
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    expect(screen.getByText('Startpagina')).toBeInTheDocument();
  });

  test('the author name falls back to the navigation state, else reads "Kon naam gebruiker niet ophalen."', async () => {
    postApi(issue({ id: 6, user_name: '' }));
    const first = renderPost([fromList(6, 'Wout Janssens')]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Auteur').nextElementSibling).toHaveTextContent('Wout Janssens');
    first.unmount();

    postApi(issue({ id: 6, user_name: '' }));
    renderPost(['/forum/6']);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Auteur').nextElementSibling).toHaveTextContent('Kon naam gebruiker niet ophalen.');
  });

  test('a missing post (404) shows a not-found text with a link to the forum', async () => {
    const user = userEvent.setup();
    const api = fakeApi()
      .on('issues/404', apiError(404, 'NOT_FOUND', 'Geen forumvraag met id 404.'))
      .on('comments/issue/404', apiError(404, 'NOT_FOUND', 'Geen forumvraag met id 404.'));
    renderPost(['/forum/404']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vraag niet gevonden' })).toBeInTheDocument();
    expect(screen.getByText('Er bestaat geen forumvraag met ID 404. Misschien werd ze verwijderd.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requestsTo('issues/404')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Naar het forum' }));
    expect(screen.getByText('Forumlijst')).toBeInTheDocument();
  });

  test("a bad id ('abc') shows the not-found text without asking the API", async () => {
    const api = fakeApi();
    renderPost(['/forum/abc']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vraag niet gevonden' })).toBeInTheDocument();
    expect(screen.getByText('Er bestaat geen forumvraag met ID abc. Misschien werd ze verwijderd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar het forum' })).toHaveAttribute('href', '/forum');
    expect(api.requests).toHaveLength(0);
  });

  test('a server failure shows the error box, not the not-found text', async () => {
    fakeApi().on('issues/5', apiError(500, 'INTERNAL_ERROR')).on('comments/issue/5', list(comments));
    renderPost(['/forum/5']);
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Er ging iets mis');
    expect(box).toHaveTextContent('Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR');
    expect(screen.queryByText('Vraag niet gevonden')).not.toBeInTheDocument();
  });

  test('when only the comments fail, the post shows with an error in the comments section', async () => {
    fakeApi()
      .on('issues/5', json(issue()))
      .on('comments/issue/5', () => {
        throw new TypeError('fetch failed');
      });
    renderPost(['/forum/5']);
    await screen.findByRole('heading', { level: 1, name: 'Welke tool voor live vertaling op een congres?' });
    expect(within(screen.getByRole('region', { name: 'Reacties' })).getByRole('alert')).toHaveTextContent(
      'Er kon geen connectie worden gemaakt met de server.',
    );
  });
});
