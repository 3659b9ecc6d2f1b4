// The one guard of a form with changes that are not saved yet: a click on a link of the site (the menu, the
// footer, a back link) first asks whether to leave, in the kit's ConfirmDialog; a reload, a closed tab or an
// address typed elsewhere gets the browser's own question (beforeunload). The shell's router is a plain
// BrowserRouter (decision 0007), where react-router's useBlocker does not work (it needs a data router), so the
// guard catches the clicks itself, before the router's links handle them.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'shared-core';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { formSafety } from '../messages/form-safety.ts';

/** The address a click on this link would open inside the site, or null when the click does not leave the page. */
export function inAppDestination(event: MouseEvent, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, here.href);
  // Another site unloads this one: beforeunload asks then.
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Render what it returns: the question, while one is open. `dirty`: the form holds changes not saved yet. */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<string | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // The capture phase on the document: before React's own listeners on its root see the click.
    const onClick = (event: MouseEvent) => {
      if (leaving.current) return;
      const destination = inAppDestination(event, window.location);
      if (destination === null) return;
      event.preventDefault();
      event.stopPropagation();
      setAsking(destination);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  if (asking === null) return null;
  return (
    <ConfirmDialog
      title={formSafety.leaveTitle}
      confirmLabel={formSafety.leave}
      cancelLabel={formSafety.stay}
      pending={false}
      error={null}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        leaving.current = true;
        setAsking(null);
        void navigate(asking);
      }}
    >
      <p>{formSafety.leaveBody}</p>
    </ConfirmDialog>
  );
}
