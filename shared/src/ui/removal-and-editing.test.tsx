// The kit's pieces of the community screens: the confirmation wired to its removal, the save and cancel buttons of
// an in-place edit, and the login prompt of an anonymous visitor.
import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { authSession } from 'shared-core';
import { api } from '../api/api-client.ts';
import { useMutation } from '../data/use-mutation.ts';
import { apiError, fakeApi } from '../testing/fake-api.ts';
import { LoginPrompt } from './login-prompt.tsx';
import { RemovalConfirmation } from './removal-confirmation.tsx';
import { SaveCancelButtons } from './save-cancel-buttons.tsx';

afterEach(() => {
  jest.restoreAllMocks();
  authSession.getState().clearPopupMessage();
});

function RemoveFaq() {
  const [open, setOpen] = useState(true);
  const remove = useMutation(() => api.delete('faqs/1'), { onSuccess: () => setOpen(false) });
  if (!open) return <button onClick={() => setOpen(true)}>Open</button>;
  return (
    <RemovalConfirmation title="Bent u zeker?" removal={remove} onCancel={() => setOpen(false)}>
      <p>De FAQ</p>
    </RemovalConfirmation>
  );
}

describe('RemovalConfirmation', () => {
  test("'Verwijder' sends the removal; a failure shows in the dialog, 'Annuleer' forgets it", async () => {
    const user = userEvent.setup();
    const server = fakeApi().on('faqs/1', apiError(500, 'INTERNAL_ERROR'));
    render(<RemoveFaq />);
    await user.click(screen.getByRole('button', { name: 'Verwijder' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('INTERNAL_ERROR'));
    expect(server.writes).toEqual([{ method: 'DELETE', path: 'faqs/1', body: undefined }]);

    await user.click(screen.getByRole('button', { name: 'Annuleer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('De FAQ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SaveCancelButtons', () => {
  test('the submit waits for a valid form; while saving it reads Bezig ... and both buttons rest', () => {
    const cancel = jest.fn();
    const { rerender } = render(<SaveCancelButtons saveLabel="Sla op" canSave={false} pending={false} onCancel={cancel} />);
    expect(screen.getByRole('button', { name: 'Sla op' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sla op' })).toHaveAttribute('type', 'submit');
    screen.getByRole('button', { name: 'Annuleer' }).click();
    expect(cancel).toHaveBeenCalledTimes(1);

    rerender(<SaveCancelButtons saveLabel="Sla op" canSave pending onCancel={cancel} />);
    expect(screen.getByRole('button', { name: 'Bezig ...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuleer' })).toBeDisabled();
  });
});

test("LoginPrompt says why and its LOGIN opens the session's login", async () => {
  const login = jest.fn<() => void>();
  const before = authSession.getState().login;
  authSession.setState({ login });
  const { unmount } = render(<LoginPrompt>Je moet ingelogd zijn.</LoginPrompt>);
  try {
    expect(screen.getByText('Je moet ingelogd zijn.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(login).toHaveBeenCalledTimes(1);
  } finally {
    unmount();
    authSession.setState({ login: before });
  }
});
