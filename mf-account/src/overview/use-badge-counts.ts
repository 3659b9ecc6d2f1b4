// The counts behind the account page's red badges (SPEC §2): the admin's tools awaiting a decision and the
// provider's own rejected tools (GET /aiTools/awaitingDecision and GET /aiTools/managed), the admin's provider submissions awaiting a decision,
// with the claims of listed companies, '1' on a plain user's upgrade card when their request was rejected, and the admin's open reports of improper
// content (not in SPEC §2). A failing count only loses its badge: the page never waits for or fails on one.
// The same list of a plain user's requests tells whether their latest one is still pending: the upgrade card then
// says so instead of inviting a request that was already sent.
import { api, approvalState, useQuery, type ManagedAiTool, type OpenReport, type Provider, type ProviderClaim, type Role } from 'shared';
import type { BadgeKind, CardStateKind } from './task-cards.ts';

export type BadgeCounts = Partial<Record<BadgeKind, number>>;

/** A state a card shows in words (not a count). */
export type CardStates = Partial<Record<CardStateKind, boolean>>;

export function useBadgeCounts(role: Role): BadgeCounts & { states: CardStates } {
  const isAdmin = role === 'admin';
  const managedRoute = isAdmin ? 'aiTools/awaitingDecision' : 'aiTools/managed';
  const managed = useQuery(role === 'user' ? null : ['managedTools', managedRoute], async (signal) =>
    (await api.list<ManagedAiTool>(managedRoute, undefined, { signal })).data,
  );
  // An admin's list holds every provider; a plain user's own list holds their upgrade request.
  const providers = useQuery(role === 'provider' ? null : ['badgeProviders', isAdmin], async (signal) =>
    (await api.list<Provider>(isAdmin ? 'providers' : 'providers/mine', undefined, { signal })).data,
  );
  // Claims of listed companies wait beside the submissions.
  const claims = useQuery(isAdmin ? ['claims'] : null, async (signal) => (await api.list<ProviderClaim>('providers/claims', undefined, { signal })).count);
  // The open reports of improper content: the list's count, without its items.
  const reports = useQuery(isAdmin ? ['openReports'] : null, async (signal) => {
    return (await api.list<OpenReport>('reports', { limit: 1 }, { signal })).count;
  });
  const tools = managed.status === 'loaded' ? managed.data : undefined;
  const companies = providers.status === 'loaded' ? providers.data : undefined;
  const counted = (state: 'pending' | 'rejected') => companies?.filter((provider) => approvalState(provider) === state).length ?? 0;
  // The latest request counts, as on the upgrade page (a user may have asked again after a rejection).
  const latestRequest = role === 'user' ? companies?.reduce<Provider | undefined>((latest, provider) => (latest === undefined || provider.id > latest.id ? provider : latest), undefined) : undefined;
  const upgradePending = latestRequest !== undefined && approvalState(latestRequest) === 'pending';
  return {
    states: { upgradePending },
    ...(tools && isAdmin ? { unapprovedTools: tools.length } : {}),
    ...(tools && !isAdmin ? { rejectedTools: tools.filter((tool) => approvalState(tool) === 'rejected').length } : {}),
    ...(companies && isAdmin ? { providerSubmissions: counted('pending') + (claims.status === 'loaded' ? claims.data : 0) } : {}),
    ...(companies && role === 'user' ? { rejectedUpgrade: latestRequest && approvalState(latestRequest) === 'rejected' ? 1 : 0 } : {}),
    ...(reports.status === 'loaded' ? { openReports: reports.data } : {}),
  };
}
