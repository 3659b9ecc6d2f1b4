// A disabled button says why in words beside it, linked as its description, and keeps quiet while a request runs
// (the button reads 'Bezig ...' then) or once nothing blocks it.
import { render, screen } from '@testing-library/react';
import { common } from '../messages/common.ts';
import { Button } from './components.tsx';
import { SaveCancelButtons, SubmitWithReason } from './save-cancel-buttons.tsx';
import { useWhyDisabled } from './why-disabled.tsx';

function Send({ blank, pending }: { blank: boolean; pending: boolean }) {
  const why = useWhyDisabled(blank ? 'Schrijf eerst iets.' : null, pending);
  return (
    <>
      <Button type="submit" disabled={blank || pending} aria-describedby={why.describedBy}>
        Verstuur
      </Button>
      {why.hint}
    </>
  );
}

test('the reason stands beside the disabled button and describes it, only while it blocks and nothing runs', () => {
  const { rerender } = render(<Send blank pending={false} />);
  const button = screen.getByRole('button', { name: 'Verstuur' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription('Schrijf eerst iets.');
  expect(screen.getByText('Schrijf eerst iets.')).toBeVisible();

  rerender(<Send blank pending />);
  expect(screen.queryByText('Schrijf eerst iets.')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Verstuur' })).not.toHaveAttribute('aria-describedby');

  rerender(<Send blank={false} pending={false} />);
  expect(screen.getByRole('button', { name: 'Verstuur' })).toBeEnabled();
  expect(screen.queryByText('Schrijf eerst iets.')).not.toBeInTheDocument();
});

test('SaveCancelButtons says whyDisabled beside its save while it cannot save, and nothing while saving', () => {
  const props = { saveLabel: 'Sla op', onCancel: () => undefined, whyDisabled: common.nothingChanged };
  const { rerender } = render(<SaveCancelButtons {...props} canSave={false} pending={false} />);
  expect(screen.getByRole('button', { name: 'Sla op' })).toHaveAccessibleDescription('Er is nog niets gewijzigd.');

  rerender(<SaveCancelButtons {...props} canSave pending={false} />);
  expect(screen.queryByText('Er is nog niets gewijzigd.')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sla op' })).not.toHaveAttribute('aria-describedby');

  rerender(<SaveCancelButtons {...props} canSave={false} pending />);
  expect(screen.queryByText('Er is nog niets gewijzigd.')).not.toBeInTheDocument();
});

test('SubmitWithReason: a submit that says why it rests, reads Bezig ... while sending, the other buttons before the reason', () => {
  const props = { label: 'Plaats', whyDisabled: 'Schrijf eerst iets.' };
  const { container, rerender } = render(
    <SubmitWithReason {...props} canSubmit={false} pending={false}>
      <Button>Annuleer</Button>
    </SubmitWithReason>,
  );
  const submit = screen.getByRole('button', { name: 'Plaats' });
  expect(submit).toHaveAttribute('type', 'submit');
  expect(submit).toBeDisabled();
  expect(submit).toHaveAccessibleDescription('Schrijf eerst iets.');
  expect([...container.children].map((element) => element.textContent)).toEqual(['Plaats', 'Annuleer', 'Schrijf eerst iets.']);

  rerender(<SubmitWithReason {...props} canSubmit pending={false} />);
  expect(screen.getByRole('button', { name: 'Plaats' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Plaats' })).not.toHaveAttribute('aria-describedby');
  expect(screen.queryByText('Schrijf eerst iets.')).not.toBeInTheDocument();

  rerender(<SubmitWithReason {...props} canSubmit={false} pending />);
  expect(screen.getByRole('button', { name: 'Bezig ...' })).toBeDisabled();
  expect(screen.queryByText('Schrijf eerst iets.')).not.toBeInTheDocument();
});
