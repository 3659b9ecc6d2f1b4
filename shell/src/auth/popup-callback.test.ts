// The login popup's answer is handed over before the app starts, with what oidc-client-ts's own popup callback
// posts: the real library (3.x) runs beside it, so an upgrade that changes the message or the state's storage fails
// here, not at every login.
import { webcrypto } from 'node:crypto';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { jest } from '@jest/globals';
import { UserManager } from 'oidc-client-ts';
import { handOverPopupAnswer } from './popup-callback.ts';

// jsdom's window has no crypto.subtle, which the library needs for the sign-in's code challenge (PKCE).
beforeAll(() => Object.defineProperty(window.crypto, 'subtle', { value: webcrypto.subtle, configurable: true }));

const settings = {
  authority: 'http://localhost/oidc',
  client_id: 'roadmap-shell',
  redirect_uri: 'http://localhost/login/callback',
  // No identity provider answers here: the library takes its endpoints from these instead of asking for them.
  metadata: { issuer: 'http://localhost/oidc', authorization_endpoint: 'http://localhost/oidc/auth', token_endpoint: 'http://localhost/oidc/token' },
};

/** A sign-in started the way the shell starts it, its state stored by the library: the address it comes back to. */
async function answerTo(start: (manager: UserManager) => Promise<unknown>): Promise<string> {
  localStorage.clear();
  const manager = new UserManager({ ...settings, automaticSilentRenew: false });
  // The popup the library opens, and the redirect's navigation, go nowhere here (jsdom reports the navigation as not
  // implemented).
  const popup = { location: { replace() {} }, closed: false, focus() {}, close() {} };
  const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  const notImplemented = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  void start(manager).catch(() => undefined);
  let key: string | undefined;
  for (let tries = 0; tries < 100 && key === undefined; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    key = Object.keys(localStorage).find((name) => name.startsWith('oidc.'));
  }
  open.mockRestore();
  notImplemented.mockRestore();
  // The library's wait for the popup ends when it finds the popup closed.
  popup.closed = true;
  return `http://localhost/login/callback?code=c1&state=${key!.slice('oidc.'.length)}`;
}

/** A window at an address, with the page's storage and an opener that records what it is sent. */
function popupAt(url: string, opener: { postMessage: jest.Mock } | null) {
  const close = jest.fn();
  const { pathname, origin, href } = new URL(url);
  return { frame: { location: { pathname, origin, href }, localStorage: window.localStorage, opener, close } as unknown as Window, close };
}

afterEach(() => localStorage.clear());

test("hands a popup's answer to its opener as oidc-client-ts's signinPopupCallback does", async () => {
  const answer = await answerTo((manager) => manager.signinPopup());
  // The library's own callback, in a window that is its own opener here (jsdom), posts to it.
  const opener = window as unknown as { opener: unknown };
  opener.opener = window;
  const libraryPost = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  await new UserManager(settings).signinCallback(answer);
  const libraryMessages = [...libraryPost.mock.calls];
  libraryPost.mockRestore();
  opener.opener = null;
  expect(libraryMessages).toHaveLength(1);

  const post = jest.fn();
  const { frame, close } = popupAt(answer, { postMessage: post });
  expect(handOverPopupAnswer(frame)).toBe(true);
  expect(post.mock.calls).toEqual(libraryMessages);
  expect(post.mock.calls[0]).toEqual([{ source: 'oidc-client', url: answer, keepOpen: false }, 'http://localhost']);
  // The opener closes the popup once it has the answer.
  expect(close).not.toHaveBeenCalled();
});

test('a popup cut off from its opener sends the answer on the channel the opener listens on, and closes itself', async () => {
  const answer = await answerTo((manager) => manager.signinPopup());
  const state = new URL(answer).searchParams.get('state')!;
  // jsdom has no BroadcastChannel: Node's stands in, for this test alone (an open channel keeps Node running).
  Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel });
  const channel = new BroadcastChannel(`oidc-client-popup-${state}`);
  const received = new Promise((resolve) => channel.addEventListener('message', (event) => resolve((event as MessageEvent).data), { once: true }));
  const { frame, close } = popupAt(answer, null);
  expect(handOverPopupAnswer(frame)).toBe(true);
  expect(await received).toEqual({ source: 'oidc-client', url: answer, keepOpen: false });
  expect(close).toHaveBeenCalledTimes(1);
  channel.close();
  delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
});

test('a redirect login, an unknown state, another address or no storage leave the answer to the app', async () => {
  const redirected = await answerTo((manager) => manager.signinRedirect());
  const post = jest.fn();
  expect(handOverPopupAnswer(popupAt(redirected, { postMessage: post }).frame)).toBe(false);
  expect(handOverPopupAnswer(popupAt('http://localhost/login/callback?code=c1&state=onbekend', { postMessage: post }).frame)).toBe(false);
  expect(handOverPopupAnswer(popupAt('http://localhost/login/callback?code=c1', { postMessage: post }).frame)).toBe(false);
  const popupAnswer = await answerTo((manager) => manager.signinPopup());
  expect(handOverPopupAnswer(popupAt(popupAnswer.replace('/login/callback', '/forum'), { postMessage: post }).frame)).toBe(false);
  const withoutStorage = popupAt(popupAnswer, { postMessage: post }).frame;
  Object.defineProperty(withoutStorage, 'localStorage', {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  expect(handOverPopupAnswer(withoutStorage)).toBe(false);
  expect(post).not.toHaveBeenCalled();
});
