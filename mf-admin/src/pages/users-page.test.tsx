import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Role, type User } from 'shared';
import { authSession } from 'shared-core';
import { apiError, fakeApi, json, list, type FakeApi } from 'shared/testing/fake-api';
import UsersPage from './users-page.tsx';
import { admin, plainUser, provider, users } from '../test/fixtures.ts';

const TAKEN = 'pieter.maes@eventbureau.be';

interface Sent {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  body: string;
}

/** GET /users answers the fixtures; the availability check says only TAKEN is in use. */
function usersApi(): FakeApi {
  return fakeApi()
    .on('users', list(users))
    .on(/^users\/email\//, (url) => json({ data: decodeURIComponent(url.pathname.split('/').pop()!) !== TAKEN }));
}

/** From now on, every request with its body, read as it leaves (the client consumes it afterwards). */
function recordRequests(): (method: string, path: string) => Sent[] {
  const log: Sent[] = [];
  const fetch = jest.mocked(globalThis.fetch);
  const answer = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (input, init) => {
    const request = input as Request;
    log.push({
      method: request.method,
      path: new URL(request.url).pathname.replace(/^\/api\//, ''),
      authorization: request.headers.get('Authorization'),
      contentType: request.headers.get('Content-Type'),
      body: await request.clone().text(),
    });
    return answer(input, init);
  });
  return (method, path) => log.filter((entry) => entry.method === method && entry.path === path);
}

const card = (name: string) => screen.getByRole('article', { name });
const roleSelect = (name: string) => within(card(name)).getByRole('combobox', { name: 'Rol' });
const banner = () => authSession.getState().popupMessage;
const signInAs = ({ id, email, firstname, lastname, roles }: User) =>
  authSession.getState().signIn({ accessToken: 'admin-token', id, email, firstname, lastname, roles });
// The session's own logout leaves the page; the tests watch for the call instead.
const defaultLogout = authSession.getState().logout;
const logout = jest.fn();

beforeEach(() => {
  logout.mockClear();
  authSession.setState({ logout });
  signInAs(admin);
});

afterEach(() => {
  jest.restoreAllMocks();
  authSession.setState({ logout: defaultLogout });
  authSession.getState().signOut();
  authSession.getState().clearPopupMessage();
});

describe('user management (SPEC §2 "User management", §4 "Role change")', () => {
  test('lists every user as a card with name, e-mail and the highest role preselected', async () => {
    const api = usersApi();
    const sent = recordRequests();
    render(<UsersPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Gebruikersbeheer' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Gebruikers laden ...' })).toBeInTheDocument();
    expect(await screen.findByText('3 gebruikers')).toBeInTheDocument();
    expect(sent('GET', 'users')).toEqual([expect.objectContaining({ authorization: 'Bearer admin-token' })]);
    expect(api.requestsTo('users')).toHaveLength(1);

    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(card('Lotte Peeters')).toHaveTextContent('lotte.peeters@example.be');
    expect(card('Pieter Maes')).toHaveTextContent(TAKEN);
    expect(roleSelect('Ada Admin')).toHaveDisplayValue('ADMIN');
    expect(roleSelect('Pieter Maes')).toHaveDisplayValue('PROVIDER');
    expect(roleSelect('Lotte Peeters')).toHaveDisplayValue('USER');
    expect(within(roleSelect('Lotte Peeters')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'ADMIN',
      'PROVIDER',
      'USER',
    ]);
    expect(within(card('Lotte Peeters')).getByRole('button', { name: 'Naam of e-mail wijzigen' })).toBeEnabled();
    expect(within(card('Lotte Peeters')).getByRole('button', { name: 'Verwijder' })).toBeEnabled();
  });

  test('a load failure says so in Dutch; retry loads the list again', async () => {
    const user = userEvent.setup();
    const api = fakeApi().on('users', apiError(500, 'INTERNAL_ERROR'));
    render(<UsersPage />);

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('De gebruikers konden niet geladen worden.');
    expect(box).toHaveTextContent('Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    api.on('users', list(users));
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('3 gebruikers')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requestsTo('users')).toHaveLength(2);
  });

  test.each<[string, User, string, Role[]]>([
    ['ADMIN', plainUser, 'Lotte Peeters', ['admin', 'provider', 'user']],
    ['PROVIDER', admin, 'Ada Admin', ['provider', 'user']],
    ['USER', provider, 'Pieter Maes', ['user']],
  ])('confirming %s sends its roles list, shows the banner, updates the card', async (label, target, name, roles) => {
    const user = userEvent.setup();
    // Signed in as someone else, so no logout follows.
    signInAs({ ...admin, id: 99, email: 'tweede.admin@example.be' });
    usersApi().on(`users/upgrade/${target.id}`, json({ ...target, roles }));
    const sent = recordRequests();
    render(<UsersPage />);
    await screen.findByText('3 gebruikers');

    await user.selectOptions(roleSelect(name), label);
    const dialog = screen.getByRole('dialog', { name: 'Rol wijzigen' });
    expect(dialog).toHaveTextContent(`Weet je zeker dat je de rol van ${name} wilt wijzigen naar ${label}?`);
    expect(dialog).not.toHaveTextContent('uitgelogd');
    await user.click(within(dialog).getByRole('button', { name: 'Wijzig rol' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [request] = sent('PUT', `users/upgrade/${target.id}`);
    expect(request.contentType).toContain('application/json');
    expect(JSON.parse(request.body)).toEqual({ roles });
    expect(banner()).toBe(`Rol succesvol gewijzigd naar ${label}.`);
    expect(roleSelect(name)).toHaveDisplayValue(label);
    expect(logout).not.toHaveBeenCalled();
  });

  test('cancel (button or Escape) sends nothing and restores the select', async () => {
    const user = userEvent.setup();
    const api = usersApi();
    render(<UsersPage />);
    await screen.findByText('3 gebruikers');

    await user.selectOptions(roleSelect('Lotte Peeters'), 'ADMIN');
    expect(roleSelect('Lotte Peeters')).toHaveDisplayValue('ADMIN');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuleer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(roleSelect('Lotte Peeters')).toHaveDisplayValue('USER');

    await user.selectOptions(roleSelect('Pieter Maes'), 'USER');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(roleSelect('Pieter Maes')).toHaveDisplayValue('PROVIDER');
    expect(api.requests.filter((url) => url.pathname.includes('upgrade'))).toHaveLength(0);
    expect(banner()).toBeNull();
  });

  test('a failed role change keeps the dialog open with the error; cancel then restores the select', async () => {
    const user = userEvent.setup();
    usersApi().on('users/upgrade/3', apiError(500, 'INTERNAL_ERROR'));
    render(<UsersPage />);
    await screen.findByText('3 gebruikers');

    await user.selectOptions(roleSelect('Lotte Peeters'), 'PROVIDER');
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Wijzig rol' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR',
    );
    expect(banner()).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleer' }));
    expect(roleSelect('Lotte Peeters')).toHaveDisplayValue('USER');
  });

  test('the dialog says the change counts at once; the last admin is refused in Dutch', async () => {
    const user = userEvent.setup();
    usersApi().on('users/upgrade/1', apiError(409, 'LAST_ADMIN', 'Dit is de laatste admin.'));
    render(<UsersPage />);
    await screen.findByText('3 gebruikers');

    await user.selectOptions(roleSelect('Ada Admin'), 'USER');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('De nieuwe rol geldt meteen, ook voor wie nu al is ingelogd.');
    await user.click(within(dialog).getByRole('button', { name: 'Wijzig rol' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dit is de laatste admin. Maak eerst iemand anders admin; zonder admin kan niemand de site nog beheren.',
    );
    expect(logout).not.toHaveBeenCalled();
  });

  test('admins who change their own role are warned and logged out', async () => {
    const user = userEvent.setup();
    usersApi().on('users/upgrade/1', json({ ...admin, roles: ['provider', 'user'] }));
    render(<UsersPage />);
    await screen.findByText('3 gebruikers');

    await user.selectOptions(roleSelect('Ada Admin'), 'PROVIDER');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Dit is je eigen account: na het wijzigen van je rol word je uitgelogd.');
    await user.click(within(dialog).getByRole('button', { name: 'Wijzig rol' }));

    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(banner()).toBe('Rol succesvol gewijzigd naar PROVIDER.');
  });
});

describe('editing a user (SPEC §5 user edit)', () => {
  test('save is disabled when nothing changed, a name or the e-mail is invalid, or the address is taken', async () => {
    const user = userEvent.setup();
    const api = usersApi();
    render(<UsersPage />);
    await screen.findByText('3 gebruikers');

    await user.click(within(card('Lotte Peeters')).getByRole('button', { name: 'Naam of e-mail wijzigen' }));
    const dialog = screen.getByRole('dialog', { name: 'Gebruiker aanpassen' });
    const firstname = within(dialog).getByRole('textbox', { name: 'Voornaam' });
    const lastname = within(dialog).getByRole('textbox', { name: 'Achternaam' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mailadres' });
    const save = within(dialog).getByRole('button', { name: 'Sla op' });
    expect(firstname).toHaveValue('Lotte');
    expect(lastname).toHaveValue('Peeters');
    expect(email).toHaveValue('lotte.peeters@example.be');
    expect(save).toBeDisabled();

    const nameMessage =
      'Dit is geen geldige naam. Elke naam moet minstens 2 tekens lang zijn en mag geen cijfers of speciale tekens bevatten.';
    await user.clear(firstname);
    await user.type(firstname, 'L');
    expect(firstname).toHaveAccessibleDescription(nameMessage);
    expect(save).toBeDisabled();
    await user.type(firstname, '0tte');
    expect(firstname).toHaveAccessibleDescription(nameMessage);
    expect(save).toBeDisabled();
    await user.clear(firstname);
    await user.type(firstname, 'Lotte');
    expect(firstname).not.toHaveAccessibleDescription();

    await user.clear(email);
    await user.type(email, 'lotte@');
    expect(email).toHaveAccessibleDescription('Geen geldig emailadres');
    expect(save).toBeDisabled();

    await user.clear(email);
    await user.type(email, TAKEN);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Dit emailadres is al in gebruik'));
    expect(save).toBeDisabled();

    // The user's own address (in any case) is never checked and counts as unchanged only when identical.
    await user.clear(email);
    await user.type(email, 'Lotte.Peeters@example.be');
    expect(email).not.toHaveAccessibleDescription();
    expect(save).toBeEnabled();
    const checked = api.requests
      .filter((url) => url.pathname.startsWith('/api/users/email/'))
      .map((url) => decodeURIComponent(url.pathname.split('/').pop()!));
    // Debounced: one check per address that stayed 300 ms, never the user's own.
    expect(checked).toEqual([TAKEN]);
  });

  test('a new free address and a new name are saved form-encoded; the banner shows and the card updates', async () => {
    const user = userEvent.setup();
    const api = usersApi().on(
      'users/3',
      json({ ...plainUser, lastname: 'Peeters-Janssens', email: 'lotte@nieuw.be' }),
    );
    const sent = recordRequests();
    render(<UsersPage />);
    await screen.findByText('3 gebruikers');

    await user.click(within(card('Lotte Peeters')).getByRole('button', { name: 'Naam of e-mail wijzigen' }));
    const dialog = screen.getByRole('dialog');
    const lastname = within(dialog).getByRole('textbox', { name: 'Achternaam' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mailadres' });
    await user.type(lastname, '-Janssens');
    await user.clear(email);
    await user.type(email, 'lotte@nieuw.be');
    const save = within(dialog).getByRole('button', { name: 'Sla op' });
    // disabled until the availability check answers
    expect(save).toBeDisabled();
    await waitFor(() => expect(save).toBeEnabled());
    expect(api.requestsTo('users/email/lotte%40nieuw.be')).toHaveLength(1);
    await user.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [request] = sent('PUT', 'users/3');
    // Form-encoded, not JSON (SPEC §7).
    expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.body).toBe('firstname=Lotte&lastname=Peeters-Janssens&email=lotte%40nieuw.be');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      firstname: 'Lotte',
      lastname: 'Peeters-Janssens',
      email: 'lotte@nieuw.be',
    });
    expect(banner()).toBe('Gebruiker succesvol aangepast.');
    expect(card('Lotte Peeters-Janssens')).toHaveTextContent('lotte@nieuw.be');
  });

  test('an address taken in the meantime (409) shows inside the open dialog', async () => {
    const user = userEvent.setup();
    usersApi().on('users/3', apiError(409, 'ER_DUP_ENTRY', "Duplicate entry 'lotte@nieuw.be' for key 'email'"));
    render(<UsersPage />);
    await screen.findByText('3 gebruikers');

    await user.click(within(card('Lotte Peeters')).getByRole('button', { name: 'Naam of e-mail wijzigen' }));
    const dialog = screen.getByRole('dialog');
    const email = within(dialog).getByRole('textbox', { name: 'E-mailadres' });
    await user.clear(email);
    await user.type(email, 'lotte@nieuw.be');
    const save = within(dialog).getByRole('button', { name: 'Sla op' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await within(dialog).findByText('Dit emailadres is al in gebruik')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(banner()).toBeNull();
    expect(card('Lotte Peeters')).toHaveTextContent('lotte.peeters@example.be');
  });
});

describe('removing a user (SPEC §8 "User delete failure")', () => {
  test('confirming removes the card, updates the count and shows the banner', async () => {
    const user = userEvent.setup();
    usersApi().on('users/2', new Response(null, { status: 204 }));
    const sent = recordRequests();
    render(<UsersPage />);
    await screen.findByText('3 gebruikers');

    await user.click(within(card('Pieter Maes')).getByRole('button', { name: 'Verwijder' }));
    const dialog = screen.getByRole('dialog', { name: 'Gebruiker verwijderen' });
    expect(dialog).toHaveTextContent(`Weet je zeker dat je het account van Pieter Maes (${TAKEN}) wilt verwijderen?`);
    // the dialog's focus starts on the harmless button
    expect(within(dialog).getByRole('button', { name: 'Annuleer' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Verwijder' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('DELETE', 'users/2')).toEqual([expect.objectContaining({ authorization: 'Bearer admin-token' })]);
    expect(banner()).toBe('Account succesvol verwijderd.');
    expect(screen.queryByRole('article', { name: 'Pieter Maes' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 gebruikers')).toBeInTheDocument();
  });

  test('the dialog says what stays and what goes; the last admin (409) gets the server message', async () => {
    const user = userEvent.setup();
    usersApi().on(
      'users/2',
      apiError(409, 'LAST_ADMIN', 'Dit is de laatste admin. Maak eerst iemand anders admin; zonder admin kan niemand de site nog beheren.'),
    );
    render(<UsersPage />);
    await screen.findByText('3 gebruikers');

    await user.click(within(card('Pieter Maes')).getByRole('button', { name: 'Verwijder' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent("blijven staan onder 'Verwijderd account'");
    expect(dialog).toHaveTextContent('blijven op de roadmap zonder beheerder');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijder' }));

    const box = await within(dialog).findByRole('alert');
    expect(box).toHaveTextContent('Dit is de laatste admin.');
    expect(banner()).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  test('another failure shows the general message in the dialog', async () => {
    const user = userEvent.setup();
    usersApi().on('users/2', apiError(500, 'INTERNAL_ERROR'));
    render(<UsersPage />);
    await screen.findByText('3 gebruikers');

    await user.click(within(card('Pieter Maes')).getByRole('button', { name: 'Verwijder' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijder' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuleer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
