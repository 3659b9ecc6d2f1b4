// The error box: the message, and under it the failed request's id when there is one (to find a report in the logs).
import { render, screen } from '@testing-library/react';
import { errors } from '../messages/errors.ts';
import { ErrorBox } from './components.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('ErrorBox', () => {
  test("shows 'Referentie: <id>' under the message, in small muted text that may break anywhere", () => {
    render(<ErrorBox requestId={ID}>Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR</ErrorBox>);
    const box = screen.getByRole('alert');
    const reference = screen.getByText(`Referentie: ${ID}`);
    expect(box).toContainElement(reference);
    expect(reference.previousElementSibling).toHaveTextContent('Reden: INTERNAL_ERROR');
    expect(reference).toHaveStyle({ fontSize: '0.875rem', color: '#5a6272' });
    expect(getComputedStyle(reference).getPropertyValue('overflow-wrap')).toBe('anywhere');
    // Only the id's line breaks anywhere: the message keeps breaking between words.
    expect(getComputedStyle(reference.previousElementSibling!).getPropertyValue('overflow-wrap')).not.toBe('anywhere');
  });

  test.each([undefined, null, ''])('shows no reference line without an id (%p)', (requestId) => {
    render(
      <ErrorBox title={errors.reviewNotPosted} requestId={requestId}>
        {errors.network}
      </ErrorBox>,
    );
    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent(`${errors.reviewNotPosted}${errors.network}`);
    expect(box).not.toHaveTextContent('Referentie');
    expect(box.querySelectorAll('p')).toHaveLength(1);
  });
});

test("ConfirmDialog passes a failed removal's id to its error box", () => {
  render(
    <ConfirmDialog title="Verwijder?" pending={false} error={errors.reviewDelete} requestId={ID} onConfirm={() => undefined} onCancel={() => undefined}>
      <p>Zeker?</p>
    </ConfirmDialog>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(`${errors.reviewDelete}${errors.requestReference(ID)}`);
});
