// Nothing a writer typed is lost without a word: a limit is counted near its end and never cuts a text, a too
// long text is not sent, and a form with changes asks before a link leaves it.
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'shared-core';
import { formSafety } from '../messages/form-safety.ts';
import { FormField } from './form-field.tsx';
import { lengthLimit } from './length-limit.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { useLeaveGuard } from './use-leave-guard.tsx';

describe('lengthLimit', () => {
  test('counts from 80 % of the limit, and past it says how much is too much', () => {
    expect(lengthLimit(39, 50).count).toBe('');
    expect(lengthLimit(40, 50)).toEqual({ count: formSafety.charactersLeft(10), over: false, message: null });
    expect(lengthLimit(60, 50)).toEqual({ count: formSafety.charactersOver(10), over: true, message: formSafety.tooLong(50) });
    expect(lengthLimit(60, undefined).over).toBe(false);
  });
});

function TitleForm({ onSend }: { onSend(title: string): void }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend(title);
      }}
    >
      <FormField label="Onderwerp" value={title} maxLength={50} onChange={(event) => setTitle(event.target.value)} />
      <TextAreaField label="Vraag" value={body} maxLength={1000} onChange={(event) => setBody(event.target.value)} />
      <button type="submit">Verstuur</button>
    </form>
  );
}

test('a pasted text past the limit stays whole, is counted in red words and is not sent until it fits', () => {
  const onSend = jest.fn();
  render(<TitleForm onSend={onSend} />);
  const title = screen.getByLabelText('Onderwerp');
  expect(title).not.toHaveAttribute('maxLength');
  fireEvent.change(title, { target: { value: 'x'.repeat(60) } });
  expect(title).toHaveValue('x'.repeat(60));
  expect(screen.getByText(formSafety.charactersOver(10))).toHaveAttribute('aria-live', 'polite');
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveAccessibleDescription(`${formSafety.charactersOver(10)} ${formSafety.tooLong(50)}`);
  fireEvent.click(screen.getByText('Verstuur'));
  expect(onSend).not.toHaveBeenCalled();
  expect(title).toHaveFocus();
  fireEvent.change(title, { target: { value: 'x'.repeat(45) } });
  expect(screen.getByText(formSafety.charactersLeft(5))).toBeInTheDocument();
  fireEvent.click(screen.getByText('Verstuur'));
  expect(onSend).toHaveBeenCalledWith('x'.repeat(45));
});

function GuardedForm() {
  const [text, setText] = useState('');
  const guard = useLeaveGuard(text !== '');
  return (
    <>
      <Link to="/elders">Elders</Link>
      <FormField label="Naam" value={text} onChange={(event) => setText(event.target.value)} />
      {guard}
    </>
  );
}

test('a link out of a form with changes asks first; stay keeps the text, leave goes', () => {
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<GuardedForm />} />
        <Route path="/elders" element={<p>Andere pagina</p>} />
      </Routes>
    </MemoryRouter>,
  );
  // Untouched: the link just goes.
  fireEvent.change(screen.getByLabelText('Naam'), { target: { value: 'Half' } });
  act(() => screen.getByText('Elders').click());
  expect(screen.getByRole('dialog', { name: formSafety.leaveTitle })).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: formSafety.stay }).click());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Naam')).toHaveValue('Half');

  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);

  act(() => screen.getByText('Elders').click());
  act(() => screen.getByRole('button', { name: formSafety.leave }).click());
  expect(screen.getByText('Andere pagina')).toBeInTheDocument();
});
