// Keeps how far a 'load more' list was read and where the page was scrolled, with the history entry the list
// was shown on: Back (or a reload) shows as many items as were loaded and scrolls to the same place. The router
// is a plain BrowserRouter (decision 0007) without the data router's scroll restoration, so the kit does it.
// sessionStorage by the entry's key: the address stays the visitor's search (decision 0022).
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'shared-core';

export interface ListMemory {
  /** The limit the list had on this history entry, or null on a first visit. */
  savedLimit: number | null;
  saveLimit(limit: number): void;
  /** The list shows what it loaded: the saved scroll position can be restored now. */
  listShown(): void;
}

interface Saved {
  limit?: number;
  scrollY?: number;
  /** The document that wrote it (its time origin). */
  document?: number;
}

// The router's first location has the key 'default' whether it came back (Back, a reload) or is a new visit (an
// address typed again in the same tab): it is only restored when it came back. Within one document the 'default'
// entry is only reached again by going back; a new document came back when the browser says it reloaded or went
// back to it. The document is told by its time origin, the same in every bundle of the page; going back needs a
// second history entry (a router kept in memory, as in tests, never adds one).
const thisDocument = () => (typeof performance === 'undefined' ? 0 : performance.timeOrigin);

function cameBack(saved: Saved): boolean {
  if (saved.document === thisDocument() && window.history.length > 1) return true;
  // Not every environment has navigation timing (test DOMs): then no reload is known.
  const [navigation] = typeof performance?.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

function read(storageKey: string): Saved {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Saved) : {};
  } catch {
    return {};
  }
}

function write(storageKey: string, change: Saved): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ ...read(storageKey), ...change, document: thisDocument() }));
  } catch {
    // Storage full or refused (private mode): the list simply starts at its first page next time.
  }
}

function forget(storageKey: string): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was kept then either.
  }
}

/** How long a restore waits for the page to grow tall enough (logos load late on a slow line). */
const RESTORE_WINDOW_MS = 8000;
/** Any of these means the visitor moves the page: the restore gives way. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

export function useListMemory(name: string): ListMemory {
  const location = useLocation();
  const storageKey = `list-memory:${name}:${location.key}:${location.pathname}${location.search}`;
  const saved = useRef<{ key: string; value: Saved } | null>(null);
  if (saved.current?.key !== storageKey) {
    const value = read(storageKey);
    const fresh = location.key === 'default' && !cameBack(value);
    if (fresh) forget(storageKey);
    saved.current = { key: storageKey, value: fresh ? {} : value };
  }
  const initial = saved.current.value;
  // Until the saved place is restored, the scrolls the browser makes while the list is still short are not ours.
  const restoring = useRef(initial.scrollY !== undefined);

  // A layout effect: its clean-up runs while the list is still on the page, before a scroll the next page causes.
  useLayoutEffect(() => {
    restoring.current = read(storageKey).scrollY !== undefined;
    let frame = 0;
    const onScroll = () => {
      if (restoring.current || frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        write(storageKey, { scrollY: window.scrollY });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      if (!restoring.current) write(storageKey, { scrollY: window.scrollY });
    };
  }, [storageKey]);

  const saveLimit = useCallback((limit: number) => write(storageKey, { limit }), [storageKey]);
  const listShown = useCallback(() => {
    if (!restoring.current) return;
    const { scrollY } = read(storageKey);
    if (scrollY === undefined) {
      restoring.current = false;
      return;
    }
    // What loads around the list (pictures, the filters) may still grow the page: scroll again as it grows, for a
    // moment, unless the visitor scrolls first.
    const until = performance.now() + RESTORE_WINDOW_MS;
    const stop = () => {
      restoring.current = false;
      for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
    };
    for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { once: true, passive: true });
    const step = () => {
      if (!restoring.current) return;
      window.scrollTo(0, scrollY);
      if (Math.abs(window.scrollY - scrollY) <= 1 || performance.now() > until) stop();
      else requestAnimationFrame(step);
    };
    step();
  }, [storageKey]);

  return { savedLimit: typeof initial.limit === 'number' && initial.limit > 0 ? initial.limit : null, saveLimit, listShown };
}
