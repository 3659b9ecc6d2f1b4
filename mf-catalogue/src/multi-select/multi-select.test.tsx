import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countryOptions } from 'shared';
import { MultiSelect, type SelectOption } from './multi-select.tsx';

function Harness({ options, initial = [] }: { options: SelectOption[]; initial?: string[] }) {
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <>
      <MultiSelect label="Land van oorsprong" options={options} selected={selected} onChange={setSelected} />
      <p data-testid="value">{selected.join('+')}</p>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('multi-select', () => {
  test('is a labelled combobox whose list opens with the arrow keys and closes with Escape', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness options={countryOptions()} />);
    const input = screen.getByRole('combobox', { name: 'Land van oorsprong' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Land van oorsprong' });
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(240);
    // the spec's six countries first
    expect(options.slice(0, 6).map((option) => option.textContent)).toEqual([
      'België',
      'Frankrijk',
      'Duitsland',
      'Nederland',
      'Verenigd Koninkrijk',
      'Verenigde Staten',
    ]);
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(value()).toBe('');
  });

  test('arrows move, Enter (de)selects, chips remove, Backspace removes the last choice', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness options={countryOptions()} />);
    const input = screen.getByRole('combobox', { name: 'Land van oorsprong' });
    input.focus();

    await user.keyboard('{ArrowDown}{Enter}'); // België
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}'); // Nederland
    expect(value()).toBe('BE+NL');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
    expect(options[3]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{Enter}'); // België again: deselect
    expect(value()).toBe('NL');

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Verwijder Nederland' }));
    expect(value()).toBe('');
    expect(input).toHaveFocus();

    await user.keyboard('{ArrowDown}{Enter}{ArrowDown}{Enter}{Escape}');
    expect(value()).toBe('BE+FR');
    expect(screen.getByRole('list', { name: 'Land van oorsprong: 2 gekozen' })).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(value()).toBe('BE');
  });

  test('typing filters the options, accents and case ignored', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness options={countryOptions()} />);
    const input = screen.getByRole('combobox', { name: 'Land van oorsprong' });
    await user.type(input, 'belg');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['België']);
    expect(screen.getByRole('status')).toHaveTextContent('1 optie beschikbaar.');
    await user.keyboard('{Enter}');
    expect(value()).toBe('BE');
    // The choice clears the typed text: the next one starts from the whole list, which stays open.
    expect(input).toHaveValue('');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(200);

    await user.type(input, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Geen opties gevonden.')).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
  });

  test('a click on an option toggles it and keeps the list open', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness options={[{ value: 'pre-event', label: 'Pre-event' }, { value: 'event', label: 'Event' }]} />);
    await user.click(screen.getByRole('combobox', { name: 'Land van oorsprong' }));
    await user.click(screen.getByRole('option', { name: 'Event' }));
    expect(value()).toBe('event');
    expect(screen.getByRole('option', { name: 'Event' })).toHaveAttribute('aria-selected', 'true');
  });
});
