import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared-core';
import { apiError, fakeApi, list, type FakeApi } from 'shared/testing/fake-api';
import AccountPage from './account-page.tsx';
import { resetSession, signInAs } from '../test/session.ts';

/** The calls for the task cards' counts (the saved tools below them load on their own). */
const badgeCalls = (api: FakeApi) => api.requests.map((url) => url.pathname).filter((path) => path !== '/api/favourites');

/** The fake API of the page: the saved tools below the task cards answer an empty list. */
const accountApi = () => fakeApi().on('favourites', list([]));

function renderAccount() {
  return render(
    <MemoryRouter initialEntries={['/account']}>
      <Routes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="/account/edit" element={<p>Account beheer stub</p>} />
        <Route path="/AI-tool/manage" element={<p>Beheer stub</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A tool on the manage page: pending, or rejected with a reason. */
const managedTool = (id: number, approvalComment = '') => ({ id, name: `Tool ${id}`, approved: false, approvalComment, pendingSince: approvalComment ? null : '2026-11-01T10:00:00.000Z' });

/** GET /aiTools/awaitingDecision answers the admin's queue: `count` tools awaiting a decision. */
function unapprovedTools(count: number): FakeApi {
  return accountApi().on('aiTools/awaitingDecision', list(Array.from({ length: count }, (_, index) => managedTool(index + 1))));
}

const tasks = () => within(screen.getByRole('region', { name: 'Wat wil je doen?' }));
const targets = () => tasks().getAllByRole('link').map((link) => link.getAttribute('href'));
const titles = () => tasks().getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const reviewCard = () => tasks().getByRole('link', { name: 'AI-tools goedkeuren' });
const reviewDescription = 'Bekijk de AI-tools die nog niet goedgekeurd zijn en keur ze goed of af.';

/** The count's answer has arrived and been rendered (when it changes nothing there is nothing to wait for). */
async function countSettled(api: FakeApi) {
  await waitFor(() => expect(api.requestsTo('aiTools/awaitingDecision')).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

beforeEach(resetSession);
afterEach(() => jest.restoreAllMocks());

describe('account page (SPEC §2 "Account page")', () => {
  test('an admin is greeted as administrator and gets the admin cards, the review card with its count', async () => {
    const api = unapprovedTools(7);
    signInAs('admin');
    renderAccount();

    expect(screen.getByRole('heading', { level: 1, name: 'Welkom, An!' })).toBeInTheDocument();
    expect(screen.getByText('Je bent ingelogd als administrator.')).toBeInTheDocument();
    expect(targets()).toEqual([
      '/AI-tool/add',
      '/AI-tool/manage',
      '/providers',
      '/providers/submissions',
      '/FAQ',
      '/keywords',
      '/users',
      '/settings',
      '/audit',
      '/reports',
      '/insights',
      '/AI-tool/NoShowTool',
      '/account/edit',
    ]);
    expect(titles()).toEqual([
      'Nieuwe AI-tool',
      'AI-tools goedkeuren',
      'Provider beheer',
      'Providers goedkeuren',
      'FAQ beheer',
      'Keywordbeheer',
      'Gebruikersbeheer',
      'Instellingen website',
      'Logboek',
      'Meldingen',
      'Inzichten',
      'No Show Tool',
      'Account beheer',
    ]);
    expect(tasks().getByRole('link', { name: 'Nieuwe AI-tool' })).toHaveAccessibleDescription(
      'Creëer een nieuwe AI-tool; die is meteen goedgekeurd.',
    );

    expect(await tasks().findByText('7')).toBeInTheDocument();
    expect(reviewCard()).toHaveAccessibleDescription(`(7 te behandelen) ${reviewDescription}`);
    expect(api.requestsTo('aiTools/awaitingDecision')).toHaveLength(1);
    // the counts the API can answer today: no other card has a badge
    expect(tasks().getAllByText(/te behandelen/)).toHaveLength(1);
  });

  test("the reports card carries the number of open reports (GET /reports?limit=1 answers the count)", async () => {
    const api = unapprovedTools(0).on('reports', list([], 3));
    signInAs('admin');
    renderAccount();
    const reports = tasks().getByRole('link', { name: 'Meldingen' });
    expect(await tasks().findByText('3')).toBeInTheDocument();
    expect(reports).toHaveAccessibleDescription(
      '(3 te behandelen) Beoordeel gemelde reviews, forumvragen en reacties: verwijder ze of negeer de melding.',
    );
    expect(api.requestsTo('reports').map((url) => url.search)).toEqual(['?limit=1']);
  });

  test('a count above 99 reads 99+', async () => {
    unapprovedTools(100);
    signInAs('admin');
    renderAccount();
    expect(await tasks().findByText('99+')).toBeInTheDocument();
    expect(reviewCard()).toHaveAccessibleDescription(`(99+ te behandelen) ${reviewDescription}`);
  });

  test('99 is shown as it is, and no unapproved tools means no badge', async () => {
    unapprovedTools(99);
    signInAs('admin');
    const { unmount } = renderAccount();
    expect(await tasks().findByText('99')).toBeInTheDocument();
    unmount();

    const api = unapprovedTools(0);
    renderAccount();
    await countSettled(api);
    expect(reviewCard()).toHaveAccessibleDescription(reviewDescription);
  });

  test('a failing count call still shows the whole page, without a badge', async () => {
    const api = accountApi().on('aiTools/awaitingDecision', apiError(500, 'INTERNAL_ERROR'));
    signInAs('admin');
    renderAccount();
    expect(targets()).toHaveLength(13);
    await countSettled(api);
    expect(reviewCard()).toHaveAccessibleDescription(reviewDescription);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a provider who is not admin gets submit, own tools, providers and account edit; its rejected tools are counted', async () => {
    const api = accountApi().on('aiTools/managed', list([managedTool(1, 'Prijs ontbreekt'), managedTool(2), managedTool(3, 'Geen url')]));
    signInAs('provider');
    renderAccount();

    expect(screen.getByRole('heading', { level: 1, name: 'Welkom, An!' })).toBeInTheDocument();
    expect(screen.getByText('Je bent ingelogd als provider.')).toBeInTheDocument();
    expect(targets()).toEqual(['/AI-tool/submit', '/AI-tool/manage', '/providers', '/AI-tool/NoShowTool', '/account/edit']);
    expect(titles()).toEqual(['AI-tool indienen', 'Mijn AI-tools', 'Mijn providers', 'No Show Tool', 'Account beheer']);
    // Two of its three tools were rejected: the own-tools card says so; no admin count is asked for.
    expect(await tasks().findByText('2')).toBeInTheDocument();
    expect(badgeCalls(api)).toEqual(['/api/aiTools/managed']);
  });

  test('a plain user gets account edit and the upgrade request, with 1 on it once the request was rejected', async () => {
    const rejected = { id: 4, name: 'Eventbureau', approved: false, approvalComment: 'Logo ontbreekt' };
    const api = accountApi().on('providers/mine', list([rejected]));
    signInAs('user');
    renderAccount();

    expect(screen.getByText('Je bent ingelogd als gebruiker.')).toBeInTheDocument();
    expect(targets()).toEqual(['/account/edit', '/account/upgrade', '/AI-tool/NoShowTool']);
    expect(titles()).toEqual(['Account beheer', 'Upgrade naar provider', 'No Show Tool']);
    expect(await tasks().findByText('1')).toBeInTheDocument();
    expect(badgeCalls(api)).toEqual(['/api/providers/mine']);
  });

  test('a plain user whose request awaits a decision sees it pending on the upgrade card, not an invitation', async () => {
    const rejected = { id: 4, name: 'Eventbureau', approved: false, approvalComment: 'Logo ontbreekt' };
    const pending = { id: 5, name: 'Eventbureau', approved: false, approvalComment: '' };
    accountApi().on('providers/mine', list([rejected, pending]));
    signInAs('user');
    renderAccount();
    const card = tasks().getByRole('link', { name: 'Upgrade naar provider' });
    expect(await tasks().findByText('Aanvraag in behandeling')).toBeInTheDocument();
    expect(card).toHaveAccessibleDescription(
      'Aanvraag in behandeling Een admin bekijkt je aanvraag om provider te worden. Je krijgt een e-mail met de beslissing.',
    );
    // The latest request is pending: the earlier rejection no longer carries a badge.
    expect(tasks().queryByText('1')).not.toBeInTheDocument();
  });

  test('the admin’s provider card counts the submissions awaiting a decision (not the rejected ones)', async () => {
    const provider = (id: number, approved: boolean, approvalComment = '') => ({ id, name: `Firma ${id}`, approved, approvalComment });
    unapprovedTools(0).on('providers', list([provider(1, true), provider(2, false), provider(3, false), provider(4, false, 'Onvolledig')]));
    signInAs('admin');
    renderAccount();
    const card = tasks().getByRole('link', { name: 'Providers goedkeuren' });
    expect(await tasks().findByText('2')).toBeInTheDocument();
    expect(card).toHaveAccessibleDescription('(2 te behandelen) Keur ingediende providers goed of af.');
  });

  test('a card is a link to its task', async () => {
    const user = userEvent.setup();
    accountApi();
    signInAs('user');
    renderAccount();
    await user.click(tasks().getByRole('link', { name: 'Account beheer' }));
    expect(screen.getByText('Account beheer stub')).toBeInTheDocument();
  });

  test('links to the privacy statement, outside the task cards', async () => {
    accountApi();
    signInAs('user');
    renderAccount();
    expect(screen.getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute('href', '/privacy');
    expect(tasks().queryByRole('link', { name: 'privacyverklaring' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Bewaarde AI-tools' })).toBeInTheDocument());
  });
});
