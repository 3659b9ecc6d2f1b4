// The page of /login/silent posts what oidc-client-ts's own silent callback posts: the real library (3.x) is run
// beside it, so an upgrade that changes the message fails here, not at every reload of a logged-in visitor.
import { jest } from '@jest/globals';
import { UserManager } from 'oidc-client-ts';
import { handOverSilentAnswer } from './silent-callback.ts';

const answer = 'http://localhost/login/silent?code=c1&state=s1';

test("hands the identity provider's answer to the framing page as oidc-client-ts's signinSilentCallback does", async () => {
  // In jsdom the window is its own parent: the library posts to it.
  const libraryPost = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  const manager = new UserManager({ authority: 'http://localhost/oidc', client_id: 'roadmap-shell', redirect_uri: 'http://localhost/login/callback' });
  await manager.signinSilentCallback(answer);
  const libraryMessages = [...libraryPost.mock.calls];
  libraryPost.mockRestore();
  expect(libraryMessages).toHaveLength(1);

  const parentPost = jest.fn();
  const frame = { parent: { postMessage: parentPost }, location: { href: answer, origin: 'http://localhost' } } as unknown as Window;
  handOverSilentAnswer(frame);
  handOverSilentAnswer(frame);
  expect(parentPost).toHaveBeenCalledTimes(1);
  expect(parentPost.mock.calls[0]).toEqual(libraryMessages[0]);
  expect(parentPost.mock.calls[0]).toEqual([{ source: 'oidc-client', url: answer, keepOpen: false }, 'http://localhost']);
});
