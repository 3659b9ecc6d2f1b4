import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TOOL_SEARCH_DEBOUNCE_MS } from 'shared';
import { fakeApi, list } from 'shared/testing/fake-api';
import { keywords } from '../test/fixtures.ts';
import { emptySearch, type ToolSearchState } from './search-address.ts';
import { SearchFilterBox } from './search-filters.tsx';

// An address that arrives only when the test lets it, as on a slow phone where the router's render comes after the
// visitor has typed on.
let sent: ToolSearchState[] = [];
let arrive: (search: ToolSearchState) => void = () => undefined;

function SlowAddress() {
  const [search, setSearch] = useState(emptySearch);
  arrive = (next) => act(() => setSearch(next));
  return <SearchFilterBox address={{ search, searchKey: 'default', go: (next) => sent.push(next) }} matches={[]} />;
}

beforeEach(() => {
  sent = [];
  fakeApi().on('keywords', list(keywords)).on('aiTools/countries', list([]));
});

const pause = () => new Promise((resolve) => setTimeout(resolve, TOOL_SEARCH_DEBOUNCE_MS + 50));

test('the address of an earlier pause does not eat the letters typed since', async () => {
  const user = userEvent.setup({ delay: null });
  render(<SlowAddress />);
  const box = screen.getByRole('combobox', { name: 'Zoek een AI-tool' });
  await user.type(box, 'b');
  await pause();
  expect(sent.map((search) => search.text)).toEqual(['b']);
  await user.type(box, 'ad');
  arrive(sent[0]!);
  expect(box).toHaveValue('bad');
  await user.type(box, 'ges');
  expect(box).toHaveValue('badges');
  await pause();
  expect(sent.at(-1)!.text).toBe('badges');
});

test('two pauses before the first address arrives: neither arrival eats what was typed after it', async () => {
  const user = userEvent.setup({ delay: null });
  render(<SlowAddress />);
  const box = screen.getByRole('combobox', { name: 'Zoek een AI-tool' });
  await user.type(box, 'b');
  await pause();
  await user.type(box, 'ad');
  await pause();
  await user.type(box, 'ges');
  expect(sent.map((search) => search.text)).toEqual(['b', 'bad']);
  arrive(sent[0]!);
  expect(box).toHaveValue('badges');
  arrive(sent[1]!);
  expect(box).toHaveValue('badges');
  await pause();
  expect(sent.at(-1)!.text).toBe('badges');
});

test('the back button and a cleared search still show their text in the field', async () => {
  const user = userEvent.setup({ delay: null });
  render(<SlowAddress />);
  const box = screen.getByRole('combobox', { name: 'Zoek een AI-tool' });
  await user.type(box, 'badges');
  await pause();
  arrive(sent.at(-1)!);
  expect(box).toHaveValue('badges');
  // Back to an older entry, then forward to the same text again: both show.
  arrive(emptySearch);
  expect(box).toHaveValue('');
  arrive({ ...emptySearch, text: 'badges' });
  expect(box).toHaveValue('badges');
  arrive({ ...emptySearch, text: 'chat' });
  expect(box).toHaveValue('chat');
});
