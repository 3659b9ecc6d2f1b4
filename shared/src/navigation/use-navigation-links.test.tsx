// The navbar's dynamic links: one unpaged query of the navlinks, loaded again when a screen says they changed.
import { jest } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import { act } from 'react';
import { authSession } from 'shared-core';
import { fakeApi, list } from '../testing/fake-api.ts';
import { useNavigationLinks } from './use-navigation-links.ts';

afterEach(() => jest.restoreAllMocks());

test('reads GET /roadmapSettings unpaged, of type navlink, and again after refreshNavlinks()', async () => {
  const ehb = { id: 1, name: 'Erasmushogeschool', url: 'www.ehb.be', type: 'navlink' };
  const server = fakeApi().on('roadmapSettings', list([ehb]));
  const { result } = renderHook(() => useNavigationLinks());
  await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', data: [ehb] }));
  const [first] = server.requestsTo('roadmapSettings');
  expect(Object.fromEntries(first.searchParams)).toEqual({ limit: '-1', offset: '-1', type: 'navlink' });

  act(() => authSession.getState().refreshNavlinks());
  await waitFor(() => expect(server.requestsTo('roadmapSettings')).toHaveLength(2));
});
