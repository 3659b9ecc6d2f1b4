// Runs before a page's code loads: the remote's chunk is requested once the guard passes, or while a login is
// running (a stored session restored at a page load, mostly), which will most likely let the visitor in. Loaded
// beside that login, the page shows as soon as the guard passes. Loaded after it, the page first showed its own
// spinner, and React holds content back until 300 ms after a spinner (a Suspense fallback) appeared: about 270 ms
// of waiting at every reload of a personal page (decision 0021, amendment of 2026-12-07). A visitor who is not
// logging in gets no page code before the guard has let them in.
import { useContext, useEffect, type ReactNode } from 'react';
import { PageContainer, Spinner } from 'shared';
import { Navigate, useAuthSession, useLocation } from 'shared-core';
import { messages } from '../messages.ts';
import { PageLoaderContext } from '../routes/page-loader.ts';
import { preloadEntry } from '../routes/preload-route.ts';
import type { RouteEntry } from '../routes/route-table.ts';
import { checkGuard } from './guard-policy.ts';
import { LoginRequiredPage } from '../pages/login-required-page.tsx';

/** Navigation state of /unauthorized: where the visitor wanted to go. */
export interface UnauthorizedState {
  from: string;
}

export function RouteGuard({ entry, children }: { entry: RouteEntry; children: ReactNode }) {
  const loggedIn = useAuthSession((state) => state.accessToken !== null);
  const roles = useAuthSession((state) => state.roles);
  const loginLoading = useAuthSession((state) => state.loginLoading);
  const location = useLocation();
  const loader = useContext(PageLoaderContext);
  const verdict = checkGuard(entry.guard, { loggedIn, roles });
  const waitingForLogin = verdict !== 'pass' && loginLoading;
  useEffect(() => {
    // A failed load is forgotten (preloadable.ts): the page asks again when it renders, and shows its own error.
    if (waitingForLogin) preloadEntry(loader, entry).catch(() => undefined);
  }, [waitingForLogin, loader, entry]);
  if (verdict === 'pass') return <>{children}</>;
  // A login in progress may still grant access: wait rather than turn the visitor away.
  if (loginLoading) {
    return (
      <PageContainer>
        <Spinner label={messages.common.loading} />
      </PageContainer>
    );
  }
  if (verdict === 'login') return <LoginRequiredPage />;
  const state: UnauthorizedState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to="/unauthorized" replace state={state} />;
}
