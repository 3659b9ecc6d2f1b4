// A link's page code loads when the visitor shows they are about to follow it: the pointer over it, the keyboard's
// focus on it, a finger or button pressed on it. Opened later, the page then renders at once. Opened before its code
// was there, it first showed its spinner, and React holds content back until 300 ms after a spinner (a Suspense
// fallback) appeared: /forum opened from / showed 357–378 ms after the click, and 48–78 ms when the pointer had rested
// on the link for 150 ms (decision 0033). Only pages the visitor's guard lets in (as route-guard.tsx: no page code for
// someone who may not see it), and only this site's own pages.
import { useEffect } from 'react';
import { matchRoute } from 'shared';
import { authSession } from 'shared-core';
import { checkGuard } from '../guards/guard-policy.ts';
import type { PageLoader } from './page-loader.ts';
import { preloadEntry } from './preload-route.ts';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

export function usePreloadOnIntent(loader: PageLoader): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.pathname === window.location.pathname) return;
      const { entry } = matchRoute(link.pathname);
      const { accessToken, roles } = authSession.getState();
      if (checkGuard(entry.guard, { loggedIn: accessToken !== null, roles }) !== 'pass') return;
      // Loaded once (preloadable.ts); a failure is forgotten there, and the page shows its own error when opened.
      preloadEntry(loader, entry).catch(() => undefined);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [loader]);
}
