import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession, MemoryRouter } from 'shared-core';
import { messages } from '../messages.ts';
import { Layout } from '../layout/layout.tsx';
import { json, signInAs, stubFetch } from '../test/shell-test-kit.tsx';

const text = messages.shell.navbar;
const navlinks = [
  { id: 1, name: 'Eventplatform', url: 'www.eventplatform.example', type: 'navlink' },
  { id: 2, name: 'Kenniscentrum', url: 'https://kennis.example/ai', type: 'navlink' },
];

function renderLayout() {
  return render(
    <MemoryRouter>
      <Layout />
    </MemoryRouter>,
  );
}

async function openMenu(label: string) {
  await userEvent.click(screen.getByRole('button', { name: label }));
  return document.getElementById(screen.getByRole('button', { name: label }).getAttribute('aria-controls')!)!;
}

beforeEach(() => signInAs('anonymous'));
afterEach(() => jest.restoreAllMocks());

describe('dynamic navbar links', () => {
  test('come from the navlink settings and open in a new tab', async () => {
    const api = stubFetch({ roadmapSettings: () => json({ data: navlinks, count: 2 }) });
    renderLayout();
    const menu = await openMenu(text.menu);
    const first = await within(menu).findByRole('link', { name: /Eventplatform/ });
    expect(first).toHaveAttribute('href', 'http://www.eventplatform.example');
    expect(first).toHaveAttribute('target', '_blank');
    expect(first).toHaveAttribute('rel', 'noopener');
    expect(within(menu).getByRole('link', { name: /Kenniscentrum/ })).toHaveAttribute('href', 'https://kennis.example/ai');

    const insights = await openMenu(text.insights);
    expect(within(insights).getByRole('link', { name: /Eventplatform/ })).toBeInTheDocument();

    const [request] = api.requestsTo('roadmapSettings');
    expect(Object.fromEntries(request.searchParams)).toEqual({ limit: '-1', offset: '-1', type: 'navlink' });
  });

  test("a link to one of the site's own paths opens in the app, in the same tab", async () => {
    stubFetch({ roadmapSettings: () => json({ data: [{ id: 3, name: 'Voorspel je no-show', url: '/AI-tool/NoShowTool', type: 'navlink' }], count: 1 }) });
    renderLayout();
    const menu = await openMenu(text.menu);
    const own = await within(menu).findByRole('link', { name: 'Voorspel je no-show' });
    expect(own).toHaveAttribute('href', '/AI-tool/NoShowTool');
    expect(own).not.toHaveAttribute('target');
    expect(within(menu).getByRole('link', { name: text.noShow })).toHaveAttribute('href', '/AI-tool/NoShowTool');
  });

  test('are simply absent when the settings cannot be loaded', async () => {
    const api = stubFetch({ roadmapSettings: () => json({ code: 'INTERNAL', message: 'x' }, 500) });
    renderLayout();
    await waitFor(() => expect(api.requestsTo('roadmapSettings')).toHaveLength(1));
    const menu = await openMenu(text.menu);
    // jsdom lays out like a wide screen: home and account sit in the bar and in INZICHTEN, not in MENU.
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([text.forum, text.noShow, text.about, text.faq]);
    expect(within(menu).queryByRole('separator')).not.toBeInTheDocument();
  });
});

describe('dropdowns by keyboard', () => {
  beforeEach(() => stubFetch({ roadmapSettings: () => json({ data: navlinks, count: 2 }) }));

  test('Enter opens MENU with focus on its first link, arrows move, Escape closes and returns focus', async () => {
    renderLayout();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: text.menu });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The phone-only links are skipped: focus lands on the first visible one.
    expect(within(screen.getByRole('navigation', { name: text.label })).getByRole('link', { name: text.forum })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent(text.noShow);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Eventplatform');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toHaveTextContent(text.faq);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  test('Space opens INZICHTEN; Tab out of it closes it', async () => {
    renderLayout();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: text.insights });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    button.focus();
    await user.keyboard(' ');
    expect(panel).toBeVisible();
    await within(panel).findByRole('link', { name: /Eventplatform/ });
    const links = within(panel).getAllByRole('link');
    links.at(-1)!.focus();
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('following a link closes the menu', async () => {
    renderLayout();
    const panel = await openMenu(text.menu);
    await userEvent.click(within(panel).getByRole('link', { name: text.faq }));
    expect(screen.getByRole('button', { name: text.menu })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('admin link', () => {
  beforeEach(() => stubFetch({ roadmapSettings: () => json({ data: [], count: 0 }) }));

  test('an admin finds Inzichten in INZICHTEN, leading to /insights', async () => {
    signInAs('admin');
    renderLayout();
    const insights = await openMenu(text.insights);
    expect(within(insights).getByRole('link', { name: text.adminInsights })).toHaveAttribute('href', '/insights');
  });

  test.each(['user', 'provider', 'anonymous'] as const)('a %s does not see it in either menu', async (persona) => {
    signInAs(persona);
    renderLayout();
    const insights = await openMenu(text.insights);
    expect(within(insights).getByRole('link', { name: text.account })).toBeInTheDocument();
    expect(within(insights).queryByRole('link', { name: text.adminInsights })).not.toBeInTheDocument();
    const menu = await openMenu(text.menu);
    expect(within(menu).queryByRole('link', { name: text.adminInsights })).not.toBeInTheDocument();
  });
});

describe('login control', () => {
  beforeEach(() => stubFetch({ roadmapSettings: () => json({ data: [], count: 0 }) }));

  test('LOGIN for a visitor; it says logging in is not available yet', async () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: text.label });
    await userEvent.click(within(nav).getByRole('button', { name: messages.common.login }));
    expect(authSession.getState().popupMessage).toBe(messages.shell.auth.loginUnavailable);
  });

  test('a spinner while the login runs', () => {
    authSession.getState().setLoginLoading(true);
    renderLayout();
    expect(screen.getByRole('status', { name: text.loginLoading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.common.login })).not.toBeInTheDocument();
  });

  test('LOGOUT once the session has roles, and it signs out', async () => {
    signInAs('provider');
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: messages.common.logout }));
    expect(authSession.getState().roles).toEqual([]);
    expect(screen.getByRole('button', { name: messages.common.login })).toBeInTheDocument();
  });
});
