// The open page follows a role change or a deletion made elsewhere: on focus (and on a timer) it reads
// the user again; the route guard then closes a screen the visitor may no longer see.
import { act, render, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { authSession, MemoryRouter, Route, Routes } from 'shared-core';
import { matchRoute } from 'shared';
import { apiError, fakeApi, json } from 'shared/testing/fake-api';
import { RouteGuard } from '../guards/route-guard.tsx';
import { refreshSession, startSessionRefresh } from './session-refresh.ts';

const ADMIN = { accessToken: 'token', id: 4, email: 'ada@voorbeeld.be', firstname: 'Ada', lastname: 'Admin', roles: ['admin' as const, 'provider' as const, 'user' as const] };

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authSession.getState().signOut());
});

test('a demoted admin on /users: on focus the session takes the new roles and the guard closes the admin screen', async () => {
  const api = fakeApi().on('users/4', json({ id: 4, email: ADMIN.email, firstname: 'Ada', lastname: 'Admin', roles: ['user'] }));
  act(() => authSession.getState().signIn(ADMIN));
  const stop = startSessionRefresh();
  render(
    <MemoryRouter initialEntries={['/users']}>
      <Routes>
        <Route path="/users" element={<RouteGuard entry={matchRoute('/users').entry}><h1>Gebruikersbeheer</h1></RouteGuard>} />
        <Route path="/unauthorized" element={<h1>Geen toegang</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Gebruikersbeheer' })).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(await screen.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
  expect(authSession.getState().roles).toEqual(['user']);
  expect(api.requestsTo('users/4')).toHaveLength(1);
  stop();
});

test('a deleted account (401) ends the local session; a network failure changes nothing', async () => {
  fakeApi().on('users/4', apiError(401, 'UNAUTHORIZED'));
  act(() => authSession.getState().signIn(ADMIN));
  await act(() => refreshSession());
  expect(authSession.getState().accessToken).toBeNull();

  jest.restoreAllMocks();
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  act(() => authSession.getState().signIn(ADMIN));
  await act(() => refreshSession());
  await waitFor(() => expect(authSession.getState()).toMatchObject({ accessToken: 'token', roles: ADMIN.roles }));
});

test('nobody logged in: nothing is asked', async () => {
  const api = fakeApi();
  await refreshSession();
  expect(api.requests).toHaveLength(0);
});
