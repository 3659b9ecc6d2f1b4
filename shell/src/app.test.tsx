import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_DESCRIPTION, type SiteContent } from 'shared';
import { json } from 'shared/testing/fake-api';
import { authSession } from 'shared-core';
import { messages } from './messages.ts';
import type { PageLoader } from './routes/page-loader.ts';
import { fakePage, renderApp, signInAs, stubHealthyServer } from './test/shell-test-kit.tsx';

/** A loader that knows every remote page and records what was asked. */
function workingLoader() {
  return jest.fn<PageLoader>(async (moduleId) => fakePage(`pagina ${moduleId}`));
}

const location = () => screen.getByTestId('location');

/** What an admin wrote on /settings (GET /siteContent). */
const written: SiteContent = {
  goals: ['Eventorganisatoren een overzicht geven van AI-tools per fase.'],
  whyEvents: 'De sector bestaat uit kleine organisaties.',
  advisoryGroup: '',
  realisation: 'Een onderzoeksgroep van de hogeschool.',
  funding: 'Een subsidieprogramma voor praktijkgericht onderzoek.',
  projectNumber: 'PWO-2026-12',
  team: [{ name: 'Lotte Peeters', role: 'Projectleider', photoUrl: 'https://hogeschool.be/foto/lotte.jpg', profileUrl: 'https://hogeschool.be/lotte' }],
  contacts: [{ label: 'Projectleiding', email: 'roadmap@hogeschool.be' }],
  organisations: [{ kind: 'partner', name: 'Eventplatform Vlaanderen', logoUrl: 'https://eventplatform.be/logo.svg', url: 'https://eventplatform.be' }],
};

beforeEach(() => {
  stubHealthyServer();
  signInAs('anonymous');
});

afterEach(() => jest.restoreAllMocks());

describe('role guards', () => {
  test.each([
    ['/users', 'anonymous'],
    ['/users', 'provider'],
    ['/settings', 'user'],
    ['/reports', 'provider'],
    ['/AI-tool/add', 'provider'],
    ['/AI-tool/submit', 'user'],
    ['/providers', 'anonymous'],
    ['/account/upgrade', 'provider'],
    ['/account/upgrade', 'admin'],
  ] as const)('%s as %s goes to /unauthorized with the origin, without loading the remote', async (path, persona) => {
    signInAs(persona);
    const loader = workingLoader();
    renderApp(`${path}?tab=1`, loader);
    if (persona === 'anonymous') {
      expect(await screen.findByRole('heading', { name: messages.shell.unauthorized.title })).toBeInTheDocument();
    }
    await waitFor(() => expect(location()).toHaveTextContent(persona === 'anonymous' ? '/unauthorized' : '/'));
    expect(loader).not.toHaveBeenCalledWith(expect.stringMatching(/^(admin|account)\/|tool-form/));
  });

  test('the origin travels in the navigation state', async () => {
    renderApp('/keywords?sort=count', workingLoader());
    await screen.findByRole('heading', { name: messages.shell.unauthorized.title });
    expect(JSON.parse(location().dataset.state!)).toEqual({ from: '/keywords?sort=count' });
  });

  test.each([
    ['/users', 'admin', 'admin/users-page'],
    ['/AI-tool/manage', 'admin', 'catalogue/tool-manage-page'],
    ['/AI-tool/manage', 'provider', 'catalogue/tool-manage-page'],
    ['/provider/new', 'provider', 'account/provider-page'],
    ['/account/upgrade', 'user', 'account/upgrade-page'],
    ['/AI-tool/NoShowTool', 'user', 'noshow/no-show-page'],
  ] as const)('%s as %s loads %s', async (path, persona, moduleId) => {
    signInAs(persona);
    const loader = workingLoader();
    renderApp(path, loader);
    expect(await screen.findByRole('heading', { name: `pagina ${moduleId}` })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith(moduleId);
  });

  test('a user who already has roles is sent home from /unauthorized', async () => {
    signInAs('user');
    renderApp('/unauthorized', workingLoader());
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });
});

describe('logged-in guard', () => {
  test('an anonymous visitor of /account is asked to log in, and no account code loads', async () => {
    const loader = workingLoader();
    renderApp('/account', loader);
    expect(await screen.findByRole('heading', { name: messages.shell.loginRequired.title })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/account');
    expect(loader).not.toHaveBeenCalled();
  });

  test('LOGIN on the prompt calls the login, which says it is not available yet', async () => {
    renderApp('/AI-tool/NoShowTool', workingLoader());
    const main = await screen.findByRole('main');
    await userEvent.click(within(main).getByRole('button', { name: messages.common.login }));
    expect(screen.getByText(messages.shell.auth.loginUnavailable)).toHaveAttribute('role', 'status');
  });

  test('while a login is running the guard waits instead of asking', async () => {
    authSession.getState().setLoginLoading(true);
    renderApp('/account', workingLoader());
    expect(await screen.findAllByRole('status', { name: messages.common.loading })).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: messages.shell.loginRequired.title })).not.toBeInTheDocument();
  });

  test("while a login is running the page's code loads beside it, and the page shows the moment the guard passes", async () => {
    authSession.getState().setLoginLoading(true);
    const loader = workingLoader();
    renderApp('/account', loader);
    await waitFor(() => expect(loader).toHaveBeenCalledWith('account/account-page'));
    expect(screen.getAllByRole('status', { name: messages.common.loading })).not.toHaveLength(0);
    await act(() => loader.mock.results[0]!.value);
    act(() => signInAs('user'));
    // In the same render: no spinner of the page's own in between (React would hold the page back behind it).
    expect(screen.getByRole('heading', { name: 'pagina account/account-page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: messages.shell.pageLoading })).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('a remote that is down', () => {
  test('shows the Dutch message in the layout, and retry loads it again', async () => {
    let forumUp = false;
    const loader = jest.fn<PageLoader>(async (moduleId) => {
      if (moduleId.startsWith('forum/') && !forumUp) throw new Error('remoteEntry.js 502');
      return fakePage(`pagina ${moduleId}`);
    });
    const reset = jest.fn();
    Object.assign(loader, { reset });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/forum', loader);

    expect(await screen.findByText(messages.common.remoteUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: messages.shell.navbar.label })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.shell.header.homeLabel })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    forumUp = true;
    await userEvent.click(screen.getByRole('button', { name: messages.common.retry }));
    expect(await screen.findByRole('heading', { name: 'pagina forum/forum-list-page' })).toBeInTheDocument();
    expect(screen.queryByText(messages.common.remoteUnavailable)).not.toBeInTheDocument();
    // The federation runtime remembers a failed manifest: the retry has it forget the forum first.
    expect(reset).toHaveBeenCalledWith('forum');
  });

  test('does not break the other remotes', async () => {
    const loader = jest.fn<PageLoader>(async (moduleId) => {
      if (moduleId.startsWith('forum/')) throw new Error('down');
      return fakePage(`pagina ${moduleId}`);
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/FAQ', loader);
    await screen.findByText(messages.common.remoteUnavailable);
    await userEvent.click(screen.getByRole('link', { name: messages.shell.header.homeLabel }));
    expect(await screen.findByRole('heading', { name: 'pagina catalogue/tool-search-page' })).toBeInTheDocument();
  });

  test('a remote that answers without the page counts as down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/', async () => null);
    expect(await screen.findByText(messages.common.remoteUnavailable)).toBeInTheDocument();
  });
});

describe('layout', () => {
  test.each(['/login', '/register'])('has no footer on %s', async (path) => {
    renderApp(path, workingLoader());
    await screen.findByRole('navigation', { name: messages.shell.navbar.label });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  test('has the footer with its links and the current year elsewhere; no contact or partners nobody wrote', async () => {
    renderApp('/about', workingLoader());
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['Roadmap', 'Forum', 'Account', 'FAQ', 'Over ons', 'Disclaimer', 'Privacyverklaring']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
    expect(within(footer).queryByRole('heading', { name: messages.shell.footer.contactTitle })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('img')).not.toBeInTheDocument();
  });

  test('the footer shows the contact addresses, partners and texts the admins wrote', async () => {
    stubHealthyServer({ siteContent: () => json(written) });
    renderApp('/about', workingLoader());
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'roadmap@hogeschool.be' })).toHaveAttribute('href', 'mailto:roadmap@hogeschool.be');
    const logo = within(footer).getByRole('img', { name: 'Logo van Eventplatform Vlaanderen (partner)' });
    expect(logo).toHaveAttribute('src', 'https://eventplatform.be/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', 'https://eventplatform.be');
    expect(footer).toHaveTextContent('Een subsidieprogramma voor praktijkgericht onderzoek.');
  });

  test('a partner whose old logo could not be fetched (cleared at start, decision 0023) shows its name instead', async () => {
    const cleared = { ...written, organisations: [{ ...written.organisations[0]!, logoUrl: '' }] };
    stubHealthyServer({ siteContent: () => json(cleared) });
    renderApp('/about', workingLoader());
    const footer = await screen.findByRole('contentinfo');
    const name = await within(footer).findByText('Eventplatform Vlaanderen');
    expect(name.closest('a')).toHaveAttribute('href', 'https://eventplatform.be');
    expect(within(footer).queryByRole('img')).not.toBeInTheDocument();
  });

  test('shows the shell pages and a Dutch not-found page', async () => {
    renderApp('/bestaat/niet', workingLoader());
    expect(await screen.findByRole('heading', { name: messages.shell.notFound.title })).toBeInTheDocument();
  });

  test("the about page shows the project's own description, and nothing made up before the admins write", async () => {
    renderApp('/about', workingLoader());
    expect(await screen.findByRole('heading', { level: 1, name: messages.shell.about.title(messages.shell.projectName) })).toBeInTheDocument();
    expect(screen.getByText(SITE_DESCRIPTION)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: messages.shell.about.team })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Foto van / })).not.toBeInTheDocument();
  });

  test('the about page shows what the admins wrote: goals, texts, project number, the team with photo, role and profile', async () => {
    stubHealthyServer({ siteContent: () => json(written) });
    renderApp('/about', workingLoader());
    expect(await screen.findByRole('heading', { level: 2, name: messages.shell.about.team })).toBeInTheDocument();
    expect(screen.getByText('Eventorganisatoren een overzicht geven van AI-tools per fase.')).toBeInTheDocument();
    expect(screen.getByText(messages.shell.about.projectNumber('PWO-2026-12'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: messages.shell.about.advisoryGroup })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto van Lotte Peeters' })).toHaveAttribute('src', 'https://hogeschool.be/foto/lotte.jpg');
    expect(screen.getByText('Projectleider')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Professioneel profiel van Lotte Peeters/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the disclaimer shows every point and a button back home', async () => {
    renderApp('/disclaimer', workingLoader());
    await screen.findByRole('heading', { name: messages.shell.disclaimer.title });
    for (const point of messages.shell.disclaimer.points) expect(screen.getByText(point)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.common.backHome })).toHaveAttribute('href', '/');
  });
});
