// Writing on a forum post (SPEC §2, §4, §5, §8): the author edits and deletes the post (then on to /forum), a user
// comments (the cool-down's texts), the author or an admin edits and removes a comment, others report; visitors
// are asked to log in. The fake API keeps the post and its comments as state, as the real one does.
import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession, MemoryRouter, Route, Routes } from 'shared-core';
import type { ForumComment } from 'shared';
import type { SignedInUser } from 'shared-core';
import ForumPostPage from '../pages/forum-post-page.tsx';
import { apiError, fakeApi, json, list, type FakeApi } from 'shared/testing/fake-api';
import { comments as fixtureComments, issue } from '../test/fixtures.ts';

/** The post's author (fixtures: user 3), a commenter (fixtures: user 6 wrote comment 11), another user, an admin. */
const LOTTE = { accessToken: 't3', id: 3, email: 'lotte@example.com', firstname: 'Lotte', lastname: 'Peeters', roles: ['user' as const] };
const PIETER = { accessToken: 't6', id: 6, email: 'pieter@example.com', firstname: 'Pieter', lastname: 'Maes', roles: ['user' as const] };
const WOUT = { accessToken: 't8', id: 8, email: 'wout@example.com', firstname: 'Wout', lastname: 'Janssens', roles: ['user' as const] };
const ADA = { accessToken: 't1', id: 1, email: 'ada@example.com', firstname: 'Ada', lastname: 'Admin', roles: ['admin' as const, 'provider' as const, 'user' as const] };

function postApi(): FakeApi {
  let post = issue();
  let comments: ForumComment[] = [...fixtureComments];
  return fakeApi()
    .on('issues/5', async (_url, request) => {
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      if (request.method === 'PUT') post = { ...post, ...((await request.json()) as object), date: '2026-11-23T09:00:00.000Z' };
      return json({ ...post, comments: comments.length });
    })
    .on('comments/issue/5', () => list(comments))
    .on('comments', async (_url, request) => {
      const { content } = (await request.json()) as { content: string };
      const comment = { id: 30, content, date: '2026-11-23T09:00:00.000Z', user_id: 8, user_name: 'Wout Janssens', issueId: 5 };
      comments = [...comments, comment];
      return json(comment, 201);
    })
    .on(/^comments\/\d+$/, async (url, request) => {
      const id = Number(url.pathname.split('/').at(-1));
      if (request.method === 'DELETE') {
        comments = comments.filter((comment) => comment.id !== id);
        return new Response(null, { status: 204 });
      }
      const { content } = (await request.json()) as { content: string };
      comments = comments.map((comment) => (comment.id === id ? { ...comment, content } : comment));
      return json(comments.find((comment) => comment.id === id));
    });
}

function renderPost() {
  render(
    <MemoryRouter initialEntries={['/forum/5']}>
      <Routes>
        <Route path="/forum" element={<p>Forumlijst</p>} />
        <Route path="/forum/:id" element={<ForumPostPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const signIn = (user: SignedInUser) => act(() => authSession.getState().signIn(user));
const popup = () => authSession.getState().popupMessage;
const commentsRegion = () => screen.getByRole('region', { name: 'Reacties' });
const commentBy = (name: string) => within(commentsRegion()).getByRole('article', { name: `Reactie van ${name}` });
const title = () => screen.findByRole('heading', { level: 1, name: 'Welke tool voor live vertaling op een congres?' });

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authSession.getState().signOut());
  act(() => authSession.getState().clearPopupMessage());
});

describe('the post', () => {
  test('the author edits it in place: save needs a subject and a change; the new text shows', async () => {
    const user = userEvent.setup();
    signIn(LOTTE);
    const api = postApi();
    renderPost();
    await title();
    await user.click(screen.getByRole('button', { name: 'Wijzig de vraag' }));
    const subject = screen.getByRole('textbox', { name: 'Onderwerp' });
    expect(subject).toHaveFocus();
    const save = screen.getByRole('button', { name: 'Sla op' });
    expect(save).toBeDisabled();
    await user.clear(subject);
    await user.type(subject, 'Live vertaling op een congres: welke tool?');
    expect(save).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: 'Vraag' }));
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Vraag' }), 'Voor 300 deelnemers in drie talen.');
    await user.click(save);
    await waitFor(() => expect(popup()).toBe('Je vraag is gewijzigd.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Live vertaling op een congres: welke tool?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Vraag' })).toHaveTextContent('Voor 300 deelnemers in drie talen.');
    expect(api.writes).toEqual([
      { method: 'PUT', path: 'issues/5', body: { subject: 'Live vertaling op een congres: welke tool?', content: 'Voor 300 deelnemers in drie talen.' } },
    ]);
  });

  test("the API's validation failure reads SPEC §8's post-edit text", async () => {
    const user = userEvent.setup();
    signIn(LOTTE);
    postApi().on('issues/5', async (_url, request) => (request.method === 'PUT' ? apiError(400, 'VALIDATION_FAILED') : json(issue())));
    renderPost();
    await title();
    await user.click(screen.getByRole('button', { name: 'Wijzig de vraag' }));
    await user.type(screen.getByRole('textbox', { name: 'Vraag' }), ' Extra.');
    await user.click(screen.getByRole('button', { name: 'Sla op' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er klopt iets niet met de ingevoerde gegevens. Het onderwerp mag maximaal 50 tekens lang zijn en de vraag maximaal 1000 tekens!',
    );
  });

  test('the author deletes it after confirming, and lands on /forum', async () => {
    const user = userEvent.setup();
    signIn(LOTTE);
    const api = postApi();
    renderPost();
    await title();
    await user.click(screen.getByRole('button', { name: 'Verwijder de vraag' }));
    const confirm = screen.getByRole('dialog', { name: 'Vraag verwijderen?' });
    expect(confirm).toHaveTextContent('De vraag en al haar reacties worden verwijderd.');
    await user.click(within(confirm).getByRole('button', { name: 'Verwijder' }));
    expect(await screen.findByText('Forumlijst')).toBeInTheDocument();
    expect(popup()).toBe('De vraag is verwijderd.');
    expect(api.writes).toEqual([{ method: 'DELETE', path: 'issues/5', body: undefined }]);
  });

  test('another user cannot change the post but can report it; an admin can change it', async () => {
    signIn(WOUT);
    postApi();
    renderPost();
    await title();
    expect(screen.queryByRole('button', { name: 'Wijzig de vraag' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meld ongepast: vraag van Lotte Peeters' })).toBeInTheDocument();
    signIn(ADA);
    expect(await screen.findByRole('button', { name: 'Wijzig de vraag' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verwijder de vraag' })).toBeInTheDocument();
  });
});

describe('comments', () => {
  test('a user comments; the comment and the new count show, the form empties', async () => {
    const user = userEvent.setup();
    signIn(WOUT);
    const api = postApi();
    renderPost();
    await title();
    const form = within(commentsRegion()).getByRole('form', { name: 'Reageer' });
    const send = within(form).getByRole('button', { name: 'Plaats reactie' });
    expect(send).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: 'Je reactie' }), 'Wij gebruiken Interprefy: <i>prima</i>.');
    await user.click(send);
    await waitFor(() => expect(popup()).toBe('Reactie succesvol geplaatst.'));
    const added = await within(commentsRegion()).findByRole('article', { name: 'Reactie van Wout Janssens' });
    // Shown as text: the markup is not made into an element.
    expect(added).toHaveTextContent('Wij gebruiken Interprefy: <i>prima</i>.');
    expect(added.querySelector('i')).toBeNull();
    const facts = screen.getByText('Auteur').closest('dl')!;
    expect(within(facts).getByText('Reacties').nextElementSibling).toHaveTextContent('3');
    expect(within(form).getByRole('textbox', { name: 'Je reactie' })).toHaveValue('');
    expect(api.writes).toEqual([{ method: 'POST', path: 'comments', body: { content: 'Wij gebruiken Interprefy: <i>prima</i>.', issueId: 5 } }]);
  });

  test("the cool-down reads 'Reactie niet geplaatst!' and the minutes to wait", async () => {
    const user = userEvent.setup();
    signIn(WOUT);
    postApi().on('comments', json({ code: 'COOL_DOWN', message: 'x', details: { minutes: 17 } }, 429));
    renderPost();
    await title();
    await user.type(screen.getByRole('textbox', { name: 'Je reactie' }), 'Nog iets');
    await user.click(screen.getByRole('button', { name: 'Plaats reactie' }));
    const error = await within(commentsRegion()).findByRole('alert');
    expect(within(error).getByRole('heading', { name: 'Reactie niet geplaatst!' })).toBeInTheDocument();
    expect(error).toHaveTextContent('Je moet 17 minuten wachten voordat je een nieuwe reactie kan plaatsen!');
  });

  test('the author edits a comment (a changed text that is not empty)', async () => {
    const user = userEvent.setup();
    signIn(PIETER);
    const api = postApi();
    renderPost();
    await title();
    expect(within(commentBy('Sanne de Vries')).queryByRole('button', { name: /Wijzig/ })).not.toBeInTheDocument();
    await user.click(within(commentBy('Pieter Maes')).getByRole('button', { name: 'Wijzig de reactie van Pieter Maes' }));
    const text = within(commentBy('Pieter Maes')).getByRole('textbox', { name: 'Je reactie' });
    const save = within(commentBy('Pieter Maes')).getByRole('button', { name: 'Sla op' });
    expect(save).toBeDisabled();
    await user.clear(text);
    expect(save).toBeDisabled();
    await user.type(text, 'Menselijke tolken plenair, AI voor de workshops.');
    await user.click(save);
    await waitFor(() => expect(popup()).toBe('Je reactie is gewijzigd.'));
    expect(await within(commentsRegion()).findByText('Menselijke tolken plenair, AI voor de workshops.')).toBeInTheDocument();
    expect(api.writes).toEqual([{ method: 'PUT', path: 'comments/11', body: { content: 'Menselijke tolken plenair, AI voor de workshops.', issueId: 5 } }]);
  });

  test("an admin removes someone's comment after 'Weet je het zeker?'", async () => {
    const user = userEvent.setup();
    signIn(ADA);
    const api = postApi();
    renderPost();
    await title();
    await user.click(within(commentBy('Sanne de Vries')).getByRole('button', { name: 'Verwijder de reactie van Sanne de Vries' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Weet je het zeker?' })).getByRole('button', { name: 'Verwijder' }));
    await waitFor(() => expect(popup()).toBe('De reactie is verwijderd.'));
    await waitFor(() => expect(within(commentsRegion()).queryByRole('article', { name: 'Reactie van Sanne de Vries' })).not.toBeInTheDocument());
    expect(api.writes).toEqual([{ method: 'DELETE', path: 'comments/12', body: undefined }]);
  });

  test('another user reports a comment; visitors are asked to log in and see no buttons', async () => {
    signIn(WOUT);
    postApi();
    renderPost();
    await title();
    expect(within(commentBy('Pieter Maes')).getByRole('button', { name: 'Meld ongepast: reactie van Pieter Maes' })).toBeInTheDocument();
    act(() => authSession.getState().signOut());
    expect(await within(commentsRegion()).findByText('Je moet ingelogd zijn om te kunnen reageren.')).toBeInTheDocument();
    expect(within(commentsRegion()).getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(within(commentsRegion()).getAllByRole('button')).toHaveLength(1);
  });
});
