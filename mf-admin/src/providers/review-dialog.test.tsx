// The review of a submitted provider: a decision sends the decision alone (stored data nobody touched never blocks
// it); a stored field that today's rules refuse is shown with its message, corrected in the dialog and sent along.
import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Provider } from 'shared';
import { authSession } from 'shared-core';
import { fakeApi, json } from 'shared/testing/fake-api';
import { ReviewDialog } from './review-dialog.tsx';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authSession.getState().clearPopupMessage());
});

const heygen: Provider = {
  id: 36,
  name: 'HeyGen',
  country: 'US',
  email: '',
  url: 'https://www.heygen.com',
  telephone: '',
  logoUrl: '/demo-logos/heygen.svg',
  approved: false,
  approvalComment: '',
  user_id: null,
};

test("'Keur goed' on a provider without e-mail or telephone sends the decision alone", async () => {
  const user = userEvent.setup();
  const server = fakeApi().on('providers/36', json({ ...heygen, approved: true }));
  const onClose = jest.fn();
  render(<ReviewDialog provider={heygen} onClose={onClose} />);
  expect(screen.getAllByText('Niet opgegeven')).toHaveLength(2);
  expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Keur goed' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(server.writes).toEqual([{ method: 'PUT', path: 'providers/36', body: { approved: true, approvalComment: '' } }]);
});

test('a stored e-mail address the rules refuse is corrected in the dialog and sent with the decision', async () => {
  const user = userEvent.setup();
  const server = fakeApi().on('providers/36', json({ ...heygen, email: 'info@heygen.com', approved: false, approvalComment: 'Geen bewijs' }));
  const onClose = jest.fn();
  render(<ReviewDialog provider={{ ...heygen, email: 'info@heygen' }} onClose={onClose} />);
  const email = screen.getByRole('textbox', { name: 'E-mail *' });
  expect(email).toHaveValue('info@heygen');
  expect(email).toHaveAccessibleDescription('Het emailadres is niet geldig!');

  await user.click(screen.getByRole('button', { name: 'Keur goed' }));
  expect(server.writes).toEqual([]);

  await user.clear(email);
  await user.type(email, 'info@heygen.com');
  await user.type(screen.getByLabelText('Opmerking (verplicht bij afkeuren)'), 'Geen bewijs');
  await user.click(screen.getByRole('button', { name: 'Keur niet goed' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(server.writes).toEqual([{ method: 'PUT', path: 'providers/36', body: { email: 'info@heygen.com', approved: false, approvalComment: 'Geen bewijs' } }]);
});

test('a stored e-mail address cannot be blanked in the dialog: the decision waits until it is filled in', async () => {
  const user = userEvent.setup();
  const server = fakeApi().on('providers/36', json({ ...heygen, email: 'info@heygen.com', approved: true }));
  render(<ReviewDialog provider={{ ...heygen, email: 'info@heygen' }} onClose={jest.fn()} />);
  const email = screen.getByRole('textbox', { name: 'E-mail *' });
  await user.clear(email);
  expect(email).toHaveAccessibleDescription('Dit veld is verplicht.');
  await user.click(screen.getByRole('button', { name: 'Keur goed' }));
  expect(server.writes).toEqual([]);
});
