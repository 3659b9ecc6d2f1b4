import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from 'shared';
import { AUDIT_ACTIONS } from 'shared/contracts';
import { fakeApi, list } from 'shared/testing/fake-api';
import AuditPage from './audit-page.tsx';

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-23T10:05:00.000Z',
  actorId: 1,
  actorName: 'Ada Admin',
  action: 'tool.rejected',
  targetType: 'tool',
  targetId: 7,
  targetName: 'Cvent',
  detail: 'Het logo ontbreekt.',
  address: '203.0.113.5',
  ...overrides,
});

test('each action is a row with when, who, what, on what, details and address', async () => {
  fakeApi().on('audit', list([entry(2), entry(1, { action: 'user.roles-changed', targetType: 'user', targetName: 'Els Peeters', detail: 'provider, user' })]));
  render(<AuditPage />);
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row');
  expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Tijdstip', 'Wie', 'Actie', 'Waarop', 'Details', 'Adres']);
  expect(within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    '23/11/2026 11:05u',
    'Ada Admin',
    'AI-tool afgekeurd',
    'Cvent',
    'Het logo ontbreekt.',
    '203.0.113.5',
  ]);
  expect(within(rows[2]).getByText('Rol gewijzigd')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('2 beheeracties');
});

test('an empty trail says so; a longer one loads 25 more at a time', async () => {
  const api = fakeApi().on('audit', (url) => {
    const limit = Number(url.searchParams.get('limit'));
    return list(Array.from({ length: Math.min(limit, 30) }, (_, index) => entry(index + 1)), 30);
  });
  render(<AuditPage />);
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(26));
  await userEvent.click(screen.getByRole('button', { name: 'Laad meer' }));
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(31));
  expect(screen.getByRole('button', { name: 'Geen beheeracties meer' })).toBeDisabled();
  expect(api.requestsTo('audit').map((url) => url.searchParams.get('limit'))).toEqual(['25', '50']);
});

test('an empty trail', async () => {
  fakeApi().on('audit', list([]));
  render(<AuditPage />);
  expect(await screen.findByText('Er zijn nog geen beheeracties.')).toBeInTheDocument();
});

test('every kind of record reads in words of its own; a kind this remote does not know yet shows as stored', async () => {
  const kinds = [...AUDIT_ACTIONS, 'later.kind'] as AuditEntry['action'][];
  fakeApi().on('audit', list(kinds.map((action, index) => entry(index + 1, { action }))));
  render(<AuditPage />);
  const table = await screen.findByRole('table');
  const labels = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2].textContent);
  expect(labels.at(-1)).toBe('later.kind');
  const known = labels.slice(0, -1);
  expect(new Set(known).size).toBe(AUDIT_ACTIONS.length);
  for (const label of known) expect(label).not.toMatch(/^[a-z-]+\.[a-z-]+$/);
  expect(known).toEqual(expect.arrayContaining(['Keyword toegevoegd', 'Link toegevoegd', 'FAQ toegevoegd', 'FAQ gewijzigd', 'FAQ verwijderd']));
});
