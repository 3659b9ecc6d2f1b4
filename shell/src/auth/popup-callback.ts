// /login/callback in the login popup: the identity provider's answer is handed to the window that opened the popup,
// whose oidc-client-ts checks it and asks for the tokens. That is all the popup has to do, so the shell's first
// script does it before the app starts (index.ts): the popup no longer loads the app's chunks, starts the federation
// runtime, React and the router only to post an address (it closed 128 ms after the answer, now 72 ms; 347 and 156 ms
// with the CPU 4 × slower: decision 0033). The same address ends a redirect login (the popup was blocked): there the
// app starts and finishes the login itself, as it does for an answer it cannot place. The message is the one
// oidc-client-ts's own UserManager.signinPopupCallback posts (popup-callback.test.ts runs the library beside it).
import { loginCallbackPath } from './oidc-paths.ts';
import { answerMessage } from './silent-callback.ts';

/** Where oidc-client-ts keeps a sign-in's state (its WebStorageStateStore's prefix), and a popup sign-in's type. */
const STATE_KEY_PREFIX = 'oidc.';
const POPUP_SIGN_IN = 'si:p';

/** The popup's sign-in state named in this address, if this is the login callback of a popup. */
function popupState(frame: Window): string | null {
  if (frame.location.pathname !== loginCallbackPath) return null;
  const state = new URL(frame.location.href).searchParams.get('state');
  if (!state) return null;
  try {
    const stored = JSON.parse(frame.localStorage.getItem(`${STATE_KEY_PREFIX}${state}`) ?? 'null') as { request_type?: unknown } | null;
    return stored?.request_type === POPUP_SIGN_IN ? state : null;
  } catch {
    // No storage, or a state that is not the library's: the app looks at it and says what went wrong.
    return null;
  }
}

/**
 * Hands a popup's answer to its opener, as oidc-client-ts does: a message to the opener, or, where the identity
 * provider's pages cut the popup from its opener (another Cross-Origin-Opener-Policy), on the BroadcastChannel the
 * opener listens on, after which the popup closes itself. True when it did; false: the app has to start.
 */
export function handOverPopupAnswer(frame: Window = window): boolean {
  const state = popupState(frame);
  if (state === null) return false;
  const message = answerMessage(frame.location.href);
  if (frame.opener) {
    (frame.opener as Window).postMessage(message, frame.location.origin);
    return true;
  }
  const channel = new BroadcastChannel(`oidc-client-popup-${state}`);
  channel.postMessage(message);
  channel.close();
  frame.close();
  return true;
}
