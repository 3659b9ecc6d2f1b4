// /login/silent: the hidden iframe of a silent login (login-flows.ts: the session restored at a page load, and the
// renewals) lands here with the identity provider's answer in its address. What happens here is only this: the
// address is handed to the page that opened the iframe, whose oidc-client-ts checks and uses it. The message is the
// one oidc-client-ts's own UserManager.signinSilentCallback posts (silent-callback.test.ts holds the two together).
//
// The server answers /login/silent with a page of its own, login-silent.html, whose one small script is
// login-silent.ts: a same-origin iframe shares the main thread with the page that waits for it, and starting the whole
// app there (the federation runtime, React, the router) held up that page at every full load of a logged-in visitor
// (decision 0021, amendment of 2026-12-07). The app's own route for the address calls the same function, for a
// server that sends the app's page there instead.

/**
 * What oidc-client-ts's child windows (the silent iframe, the login popup) post to the window waiting for them: the
 * address with the identity provider's answer. Its window listens for messages from this origin with this source.
 */
export function answerMessage(url: string) {
  return { source: 'oidc-client', url, keepOpen: false };
}

let handedOver = false;

/** Posts the answer in this window's address to the window that framed it, once. */
export function handOverSilentAnswer(frame: Window = window): void {
  if (handedOver) return;
  handedOver = true;
  frame.parent.postMessage(answerMessage(frame.location.href), frame.location.origin);
}
