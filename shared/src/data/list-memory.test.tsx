// A 'load more' list keeps its place with the history entry: Back shows as many items as were loaded and scrolls
// to where the visitor was; a new visit of the same address starts at the first page.
import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'shared-core';
import { api } from '../api/api-client.ts';
import { fakeApi, list } from '../testing/fake-api.ts';
import { useListMemory } from './use-list-memory.ts';
import { usePagedList } from './use-paged-list.ts';

function Faqs() {
  const navigate = useNavigate();
  const faqs = usePagedList<{ id: number }>(['faqs'], (limit, signal) => api.list('faqs', { limit, offset: 0 }, { signal }), 9, useListMemory('faqs'));
  return (
    <>
      <p>{`${faqs.items.length} getoond`}</p>
      <button onClick={faqs.loadMore}>meer</button>
      <button onClick={() => void navigate('/faq/1')}>open</button>
    </>
  );
}

function Detail() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate(-1)}>terug</button>
      <button onClick={() => void navigate('/')}>naar de lijst</button>
    </>
  );
}

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

test('Back restores the loaded pages and the scroll position; a new visit starts again', async () => {
  sessionStorage.clear();
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const server = fakeApi().on('faqs', (url) => {
    const limit = Number(url.searchParams.get('limit'));
    return list(Array.from({ length: Math.min(limit, 40) }, (_, index) => ({ id: index + 1 })), 40);
  });
  render(
    // The first entry of a router ('default') is only restored after a real Back: start on a second one.
    <MemoryRouter initialEntries={['/start', '/']} initialIndex={1}>
      <Routes>
        <Route path="/" element={<Faqs />} />
        <Route path="/faq/:id" element={<Detail />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByText('9 getoond');
  act(() => screen.getByText('meer').click());
  await screen.findByText('18 getoond');
  act(() => screen.getByText('meer').click());
  await screen.findByText('27 getoond');
  setScroll(1234);
  act(() => screen.getByText('open').click());
  setScroll(0);
  act(() => screen.getByText('terug').click());
  await screen.findByText('27 getoond');
  await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1234));
  // The list asked for its 27 at once, not page by page again.
  expect(server.requests.map((url) => url.searchParams.get('limit'))).toEqual(['9', '18', '27', '27']);

  // A link to the list is a new visit: a new history entry, the first page.
  act(() => screen.getByText('open').click());
  act(() => screen.getByText('naar de lijst').click());
  await screen.findByText('9 getoond');
  scrollTo.mockRestore();
});
