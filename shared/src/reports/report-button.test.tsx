// 'Meld ongepast' after a report: the button reads 'Gemeld', disabled, with the reason beside it, also when the page
// is drawn again (a reload in the same tab); a report the API already had (409) ends the same way, not in red.
import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession } from 'shared-core';
import { apiError, fakeApi, json } from '../testing/fake-api.ts';
import { community } from '../messages/community.ts';
import { ReportButton } from './report-button.tsx';

const text = community.report;
const USER = { accessToken: 'token', id: 5, email: 'lotte@voorbeeld.be', firstname: 'Lotte', lastname: 'Maes', roles: ['user' as const] };

beforeEach(() => act(() => authSession.getState().signIn(USER)));
afterEach(() => {
  jest.restoreAllMocks();
  act(() => authSession.getState().signOut());
});

async function report(itemId: number) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `${text.button}: vraag van An` }));
  await user.type(screen.getByRole('textbox', { name: text.reason }), 'Reclame');
  await user.click(screen.getByRole('button', { name: text.submit }));
  const reported = await screen.findByRole('button', { name: `${text.reported}: vraag van An` });
  expect(reported).toBeDisabled();
  expect(reported).toHaveAccessibleDescription(text.reportedNote);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  return itemId;
}

test('a report leaves the button reported, also when the page is drawn again', async () => {
  fakeApi().on('reports', json({ id: 1, itemType: 'issue', itemId: 11, reason: 'Reclame', date: '2026-11-23T10:00:00.000Z', status: 'open' }, 201));
  const { unmount } = render(<ReportButton itemType="issue" itemId={11} itemLabel="vraag van An" />);
  await report(11);
  unmount();
  render(<ReportButton itemType="issue" itemId={11} itemLabel="vraag van An" />);
  expect(screen.getByRole('button', { name: `${text.reported}: vraag van An` })).toBeDisabled();
  expect(JSON.parse(window.sessionStorage.getItem('roadmap.reported-items')!)).toContain('5:issue:11');
});

test('a report the API already had counts as made: no red message', async () => {
  fakeApi().on('reports', apiError(409, 'ER_DUP_ENTRY'));
  render(<ReportButton itemType="issue" itemId={12} itemLabel="vraag van An" />);
  await report(12);
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('another person in the same tab may still report it', () => {
  act(() => authSession.getState().signIn({ ...USER, id: 6 }));
  render(<ReportButton itemType="issue" itemId={11} itemLabel="vraag van An" />);
  expect(screen.getByRole('button', { name: `${text.button}: vraag van An` })).toBeEnabled();
});
