// In a file of its own: the country list is built once per page (a module's cache), so only a fresh module shows
// when it is built.
import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, list } from 'shared/testing/fake-api';
import { keywords } from '../test/fixtures.ts';
import { emptySearch } from './search-address.ts';
import { SearchFilterBox } from './search-filters.tsx';

test('the countries are named only when the visitor reaches for their filter, and the list then offers them all', async () => {
  fakeApi().on('keywords', list(keywords)).on('aiTools/countries', list([{ origin: 'NL', count: 3 }]));
  const naming = jest.spyOn(Intl.DisplayNames.prototype, 'of');
  try {
    const user = userEvent.setup({ delay: null });
    render(<SearchFilterBox address={{ search: emptySearch, searchKey: 'default', go: () => undefined }} matches={[]} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // On a phone the filters start folded (jsdom applies no media query): unfold them as a visitor there would.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(naming).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Land van oorsprong' }));
    const options = within(screen.getByRole('listbox', { name: 'Land van oorsprong' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(240);
    expect(options[0]).toHaveAccessibleName('Nederland (3)');
    expect(options[1]).toHaveAccessibleName('Afghanistan (0)');
  } finally {
    naming.mockRestore();
  }
});

test('a chosen country is named on its chip from the first render', async () => {
  fakeApi().on('keywords', list(keywords)).on('aiTools/countries', list([]));
  render(<SearchFilterBox address={{ search: { ...emptySearch, origin: ['BE'] }, searchKey: 'default', go: () => undefined }} matches={[]} />);
  expect(screen.getByRole('button', { name: /België/ })).toBeInTheDocument();
});
