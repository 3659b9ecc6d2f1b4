// The decision on a submitted provider or a claim: a rejection needs a comment, an approval does not; the decision
// goes out through the one request, and while it runs the dialog stays open.
import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useMutation } from 'shared';
import { authSession } from 'shared-core';
import { fakeApi, json } from 'shared/testing/fake-api';
import { DecisionDialog, type Decision } from './decision-dialog.tsx';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authSession.getState().clearPopupMessage());
});

function ClaimDecision({ onClose }: { onClose(): void }) {
  const decide = useMutation((decision: Decision) => api.put('providers/claims/3', decision), { onSuccess: onClose });
  return (
    <DecisionDialog title="Claim van Synthesia" decide={decide} onClose={onClose}>
      <p>Synthesia</p>
    </DecisionDialog>
  );
}

test("'Keur niet goed' without a comment asks for one and sends nothing; with one it sends the rejection", async () => {
  const user = userEvent.setup();
  const server = fakeApi().on('providers/claims/3', json({ id: 3 }));
  const onClose = jest.fn();
  render(<ClaimDecision onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Keur niet goed' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Geef een reden op om af te keuren.');
  expect(server.writes).toEqual([]);

  await user.type(screen.getByLabelText('Opmerking (verplicht bij afkeuren)'), '  Geen bewijs  ');
  await user.click(screen.getByRole('button', { name: 'Keur niet goed' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(server.writes).toEqual([{ method: 'PUT', path: 'providers/claims/3', body: { approved: false, comment: 'Geen bewijs' } }]);
});

test("'Keur goed' sends the approval with an empty comment", async () => {
  const user = userEvent.setup();
  const server = fakeApi().on('providers/claims/3', json({ id: 3 }));
  const onClose = jest.fn();
  render(<ClaimDecision onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Keur goed' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(server.writes).toEqual([{ method: 'PUT', path: 'providers/claims/3', body: { approved: true, comment: '' } }]);
});
