// The admin's approval box sends the decision alone: PUT /aiTools/{id} keeps every field it is not sent, so a tool an
// old import stored with a phase that bodies may no longer name is decided like any other.
import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from 'shared/testing/fake-api';
import { messages } from '../messages.ts';
import { tool } from '../test/fixtures.ts';
import { ApprovalBox } from './approval-box.tsx';

const text = messages.catalogue.approval;
const imported = tool({ id: 9, name: 'Oude import', eventprocess: 'pre-event / event', approved: false });

afterEach(() => jest.restoreAllMocks());

test("'Keur goed' sends the decision alone, not the stored phase", async () => {
  const user = userEvent.setup();
  const server = fakeApi().on('aiTools/9', json({ ...imported, approved: true }));
  render(<ApprovalBox tool={imported} isAdmin />);
  await user.click(screen.getByRole('button', { name: text.approve }));
  await waitFor(() => expect(server.writes).toHaveLength(1));
  expect(server.writes[0]).toEqual({ method: 'PUT', path: 'aiTools/9', body: { approved: true } });
});

test('a rejection sends the decision with its reason alone', async () => {
  const user = userEvent.setup();
  const server = fakeApi().on('aiTools/9', json({ ...imported, approvalComment: 'Te weinig uitleg.' }));
  render(<ApprovalBox tool={imported} isAdmin />);
  await user.click(screen.getByRole('button', { name: text.reject }));
  await user.type(await screen.findByLabelText(text.rejectReason), 'Te weinig uitleg.');
  await user.click(screen.getAllByRole('button', { name: text.reject }).at(-1)!);
  await waitFor(() => expect(server.writes).toHaveLength(1));
  expect(server.writes[0]).toEqual({ method: 'PUT', path: 'aiTools/9', body: { approved: false, approvalComment: 'Te weinig uitleg.' } });
});
