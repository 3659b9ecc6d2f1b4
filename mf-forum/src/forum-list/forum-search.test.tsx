import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FORUM_SEARCH_DEBOUNCE_MS } from 'shared';
import { ForumSearch } from './forum-search.tsx';

// A search term in the address that arrives only when the test lets it, as on a slow phone where the router's render
// comes after the visitor has typed on.
let searched: string[] = [];
let arrive: (term: string) => void = () => undefined;

function SlowAddress() {
  const [term, setTerm] = useState('');
  arrive = (next) => act(() => setTerm(next));
  return <ForumSearch value={term} onSearch={(next) => searched.push(next)} />;
}

beforeEach(() => {
  searched = [];
});

const pause = () => new Promise((resolve) => setTimeout(resolve, FORUM_SEARCH_DEBOUNCE_MS + 50));

test('the term of an earlier pause, arriving late, does not eat the letters typed since', async () => {
  const user = userEvent.setup({ delay: null });
  render(<SlowAddress />);
  const box = screen.getByRole('searchbox');
  await user.type(box, 'zaal');
  await pause();
  await user.type(box, ' plan');
  await pause();
  await user.type(box, 'ning');
  expect(searched).toEqual(['zaal', 'zaal plan']);
  arrive('zaal');
  expect(box).toHaveValue('zaal planning');
  arrive('zaal plan');
  expect(box).toHaveValue('zaal planning');
  await pause();
  expect(searched.at(-1)).toBe('zaal planning');
});

test('a term from elsewhere (the navbar, the history) shows; a typed space at the end stays', async () => {
  const user = userEvent.setup({ delay: null });
  render(<SlowAddress />);
  const box = screen.getByRole('searchbox');
  await user.type(box, 'zaal ');
  await pause();
  arrive('zaal');
  expect(box).toHaveValue('zaal ');
  arrive('');
  expect(box).toHaveValue('');
  arrive('zaal');
  expect(box).toHaveValue('zaal');
});
