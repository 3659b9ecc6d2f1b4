// Runs before a page's code loads: the remote's chunk is only requested once the guard passes.
import type { ReactNode } from 'react';
import { PageContainer, Spinner } from 'shared';
import { Navigate, useAuthSession, useLocation } from 'shared-core';
import { messages } from '../messages.ts';
import type { Guard } from '../routes/route-table.ts';
import { checkGuard } from './guard-policy.ts';
import { LoginRequiredPage } from '../pages/login-required-page.tsx';

/** Navigation state of /unauthorized: where the visitor wanted to go. */
export interface UnauthorizedState {
  from: string;
}

export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const loggedIn = useAuthSession((state) => state.accessToken !== null);
  const roles = useAuthSession((state) => state.roles);
  const loginLoading = useAuthSession((state) => state.loginLoading);
  const location = useLocation();
  const verdict = checkGuard(guard, { loggedIn, roles });
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
