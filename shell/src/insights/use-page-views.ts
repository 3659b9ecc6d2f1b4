// Counts a page view at every route change (docs/decisions/0026-insights.md): the path only, never the search part,
// and the referring site on the first page of the visit. countEvent sends nothing when the browser asks not to be
// counted.
import { useEffect, useRef } from 'react';
import { countEvent } from 'shared';
import { useLocation } from 'shared-core';
import { isCallbackPath } from '../auth/oidc-paths.ts';

/** Callbacks of a login run in a popup, an iframe or on the way back: no page a visitor chose to open. */
function isLoginCallback(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return isCallbackPath(path) || path === '/linkedin';
}

/** document.referrer when it names another site; the site's own pages and an empty or odd value give nothing. */
function externalReferrer(): string | undefined {
  try {
    const referrer = new URL(document.referrer);
    // The contract takes at most 500 characters and the API keeps only the host: a long address is cut, not refused.
    return referrer.host === window.location.host ? undefined : document.referrer.slice(0, 500);
  } catch {
    return undefined;
  }
}

export function usePageViews(): void {
  const { pathname } = useLocation();
  // Refs, not state: StrictMode runs the effect twice for one path, and that must count once.
  const counted = useRef<string | null>(null);
  const firstPage = useRef(true);
  useEffect(() => {
    if (counted.current === pathname) return;
    counted.current = pathname;
    // The first route ends the first page even when it is a callback: after a login by redirect the referrer names
    // the identity provider, which is no site the visitor came from.
    const first = firstPage.current;
    firstPage.current = false;
    if (isLoginCallback(pathname)) return;
    const referrer = first ? externalReferrer() : undefined;
    countEvent(referrer === undefined ? { kind: 'view', path: pathname } : { kind: 'view', path: pathname, referrer });
  }, [pathname]);
}
