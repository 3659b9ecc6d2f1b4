// Page views as the API receives them: fetch is stubbed at the edge, the real countEvent of shared runs.
import { jest } from '@jest/globals';
import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'shared-core';
import type { PageLoader } from '../routes/page-loader.ts';
import { fakePage, renderApp, signInAs, stubFetch, stubHealthyServer } from '../test/shell-test-kit.tsx';
import { usePageViews } from './use-page-views.ts';

/** A page that counts its views and lets the test move around, in StrictMode as in the browser. */
function Harness() {
  usePageViews();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate('/forum')}>forum</button>
      <button onClick={() => void navigate('/forum?search=chatbot#top')}>zoeken</button>
      <button onClick={() => void navigate('/about')}>over</button>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Harness />
      </MemoryRouter>
    </StrictMode>,
  );
}

function stubEvents() {
  const api = stubFetch({});
  return {
    views: () => api.writes.filter((write) => write.path === 'insights/events').map((write) => write.body),
    sent: () => api.requestsTo('insights/events').length,
  };
}

function setPrivacySignal(name: 'globalPrivacyControl' | 'doNotTrack', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

afterEach(() => {
  jest.restoreAllMocks();
  setPrivacySignal('globalPrivacyControl', undefined);
  setPrivacySignal('doNotTrack', null);
  setReferrer('');
});

test('the first page and each route change send one view with the path, StrictMode or not', async () => {
  const events = stubEvents();
  renderAt('/');
  await userEvent.click(screen.getByRole('button', { name: 'forum' }));
  await waitFor(() => expect(events.views()).toEqual([{ kind: 'view', path: '/' }, { kind: 'view', path: '/forum' }]));
  expect(events.sent()).toBe(2);
});

test('a change of only the search part or the hash counts nothing more', async () => {
  const events = stubEvents();
  renderAt('/forum');
  await userEvent.click(screen.getByRole('button', { name: 'zoeken' }));
  await userEvent.click(screen.getByRole('button', { name: 'over' }));
  await waitFor(() => expect(events.views()).toEqual([{ kind: 'view', path: '/forum' }, { kind: 'view', path: '/about' }]));
});

test('the first page names the site the visitor came from; later pages do not', async () => {
  setReferrer('https://www.zoekmachine.example/zoek');
  const events = stubEvents();
  renderAt('/AI-tool/12');
  await userEvent.click(screen.getByRole('button', { name: 'forum' }));
  await waitFor(() =>
    expect(events.views()).toEqual([
      { kind: 'view', path: '/AI-tool/12', referrer: 'https://www.zoekmachine.example/zoek' },
      { kind: 'view', path: '/forum' },
    ]),
  );
});

test("the site's own address is no referrer", async () => {
  setReferrer(`${window.location.origin}/forum`);
  const events = stubEvents();
  renderAt('/about');
  await waitFor(() => expect(events.views()).toEqual([{ kind: 'view', path: '/about' }]));
});

test.each([
  ['Global Privacy Control', 'globalPrivacyControl', true],
  ['Do Not Track', 'doNotTrack', '1'],
] as const)('with %s on nothing is sent', async (_name, signal, value) => {
  setPrivacySignal(signal, value);
  const events = stubEvents();
  renderAt('/');
  await userEvent.click(screen.getByRole('button', { name: 'forum' }));
  expect(events.sent()).toBe(0);
});

test.each(['/login/callback', '/login/silent', '/linkedin'])('the login callback %s is not counted, nor its referrer', async (path) => {
  setReferrer('https://login.identiteit.example/authorize');
  const events = stubEvents();
  renderAt(path);
  await userEvent.click(screen.getByRole('button', { name: 'forum' }));
  await waitFor(() => expect(events.views()).toEqual([{ kind: 'view', path: '/forum' }]));
  expect(events.sent()).toBe(1);
});

test('the app counts the page it opens', async () => {
  signInAs('anonymous');
  const api = stubHealthyServer();
  renderApp('/forum', jest.fn<PageLoader>(async (moduleId) => fakePage(`pagina ${moduleId}`)));
  expect(await screen.findByRole('heading', { name: 'pagina forum/forum-list-page' })).toBeInTheDocument();
  expect(api.writes.filter((write) => write.path === 'insights/events').map((write) => write.body)).toEqual([{ kind: 'view', path: '/forum' }]);
});
