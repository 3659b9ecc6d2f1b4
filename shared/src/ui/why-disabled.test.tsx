// A disabled button says why in words beside it, linked as its description, and keeps quiet while a request runs
// (the button reads 'Bezig ...' then) or once nothing blocks it.
import { render, screen } from '@testing-library/react';
import { common } from '../messages/common.ts';
import { Button } from './components.tsx';
import { SaveCancelButtons } from './save-cancel-buttons.tsx';
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
