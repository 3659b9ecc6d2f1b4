// SPEC §2 "Forum list", creating a post: the '+' button for logged-in visitors, the dialog and its states, the
// success message, the reloaded list, and SPEC §8's errors in a box titled 'Er ging iets mis'.
import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession, MemoryRouter, Route, Routes } from 'shared-core';
import ForumListPage from '../pages/forum-list-page.tsx';
import { apiError, fakeApi, json, list, type FakeApi } from 'shared/testing/fake-api';
import { issue, issues } from '../test/fixtures.ts';

const AN = { accessToken: 'token', id: 3, email: 'an@example.com', firstname: 'An', lastname: 'Peeters', roles: ['user' as const] };

function forumApi(): FakeApi {
  let posts = issues(3);
  return fakeApi()
    .on('issues/data', () => list(posts))
    .on('issues', async (_url, request) => {
      const body = (await request.json()) as { subject: string; content: string };
      const created = issue({ id: 50, ...body, user_name: 'An Peeters', comments: 0 });
      posts = [created, ...posts];
      return json(created, 201);
    });
}

function renderForum() {
  render(
    <MemoryRouter initialEntries={['/forum']}>
      <Routes>
        <Route path="/forum" element={<ForumListPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const openButton = () => screen.getByRole('button', { name: 'Nieuwe vraag' });
const dialog = () => screen.getByRole('dialog', { name: 'Nieuwe vraag' });

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authSession.getState().signOut());
  act(() => authSession.getState().clearPopupMessage());
});

test("visitors who are not logged in get no '+' button", async () => {
  forumApi();
  renderForum();
  await screen.findByText('3 vragen gevonden');
  expect(screen.queryByRole('button', { name: 'Nieuwe vraag' })).not.toBeInTheDocument();
});

test('a visitor reads that logging in lets them ask or answer, and the button starts the login', async () => {
  const user = userEvent.setup();
  const login = jest.fn();
  act(() => authSession.getState().installShellActions({ login, logout: jest.fn() }));
  forumApi();
  renderForum();
  await screen.findByText('3 vragen gevonden');
  expect(screen.getByText('Log in om een vraag te stellen of op een vraag te antwoorden.')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Zoek in het forum' })).toHaveAttribute('placeholder', 'Bijvoorbeeld ticketing');
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
  expect(login).toHaveBeenCalledTimes(1);

  act(() => authSession.getState().signIn(AN));
  expect(screen.queryByText('Log in om een vraag te stellen of op een vraag te antwoorden.')).not.toBeInTheDocument();
});

test("with the keyboard alone: '+', subject and question, create; the message shows, the dialog closes and the list reloads", async () => {
  const user = userEvent.setup();
  act(() => authSession.getState().signIn(AN));
  const api = forumApi();
  renderForum();
  await screen.findByText('3 vragen gevonden');

  openButton().focus();
  await user.keyboard('{Enter}');
  const subject = within(dialog()).getByRole('textbox', { name: 'Onderwerp' });
  expect(subject).toHaveFocus();
  // The limits are counted, never cut silently (the kit's fields): no native maxLength.
  expect(subject).not.toHaveAttribute('maxLength');
  const create = within(dialog()).getByRole('button', { name: 'Plaats vraag' });
  expect(create).toBeDisabled();
  await user.keyboard('Tolken op een beurs?');
  // Still disabled: the question is empty.
  expect(create).toBeDisabled();
  await user.tab();
  const content = within(dialog()).getByRole('textbox', { name: 'Vraag' });
  expect(content).toHaveFocus();
  expect(content).not.toHaveAttribute('maxLength');
  await user.keyboard('Wie heeft ervaring met AI-tolken?');
  expect(create).toBeEnabled();
  await user.keyboard('{Tab}{Tab}{Enter}');

  await waitFor(() => expect(authSession.getState().popupMessage).toBe('Post succesvol geplaatst.'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.writes).toEqual([{ method: 'POST', path: 'issues', body: { subject: 'Tolken op een beurs?', content: 'Wie heeft ervaring met AI-tolken?' } }]);
  expect(await screen.findByText('4 vragen gevonden')).toBeInTheDocument();
  expect(api.requestsTo('issues/data')).toHaveLength(2);
  // Opened again, the form is empty.
  await user.click(openButton());
  expect(within(dialog()).getByRole('textbox', { name: 'Onderwerp' })).toHaveValue('');
  // Tab stays inside the dialog: from its last enabled button (create is disabled) back to the first field.
  within(dialog()).getByRole('button', { name: 'Annuleer' }).focus();
  await user.tab();
  expect(within(dialog()).getByRole('textbox', { name: 'Onderwerp' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test.each([
  [apiError(400, 'VALIDATION_FAILED'), 'Er klopt iets niet met de ingevoerde gegevens. Het onderwerp mag maximaal 50 tekens lang zijn!'],
  [apiError(403, 'FORBIDDEN'), 'Er ging iets mis. Probeer dit later opnieuw! Reden: FORBIDDEN'],
  [json({ code: 'RATE_LIMITED', message: 'x', details: { retryAfterSeconds: 600 } }, 429), 'Even geduld: er kwamen te veel aanvragen na elkaar. Probeer het over 10 minuten opnieuw.'],
])("a failure stays in the dialog under 'Er ging iets mis' (%#)", async (answer, message) => {
  const user = userEvent.setup();
  act(() => authSession.getState().signIn(AN));
  forumApi().on('issues', answer);
  renderForum();
  await user.click(await screen.findByRole('button', { name: 'Nieuwe vraag' }));
  await user.type(within(dialog()).getByRole('textbox', { name: 'Onderwerp' }), 'Vraag');
  await user.type(within(dialog()).getByRole('textbox', { name: 'Vraag' }), 'Inhoud');
  await user.click(within(dialog()).getByRole('button', { name: 'Plaats vraag' }));
  const error = await within(dialog()).findByRole('alert');
  expect(within(error).getByRole('heading', { name: 'Er ging iets mis' })).toBeInTheDocument();
  expect(error).toHaveTextContent(message);
  expect(within(dialog()).getByRole('textbox', { name: 'Onderwerp' })).toHaveValue('Vraag');
});

test("no connection reads 'Er kon geen connectie worden gemaakt met de server.'", async () => {
  const user = userEvent.setup();
  act(() => authSession.getState().signIn(AN));
  forumApi().on('issues', () => Promise.reject(new TypeError('Failed to fetch')));
  renderForum();
  await user.click(await screen.findByRole('button', { name: 'Nieuwe vraag' }));
  await user.type(within(dialog()).getByRole('textbox', { name: 'Onderwerp' }), 'Vraag');
  await user.type(within(dialog()).getByRole('textbox', { name: 'Vraag' }), 'Inhoud');
  await user.click(within(dialog()).getByRole('button', { name: 'Plaats vraag' }));
  expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Er kon geen connectie worden gemaakt met de server.');
});
