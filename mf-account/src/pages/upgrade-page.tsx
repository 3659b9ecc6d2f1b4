// Route '/account/upgrade' (plain users, SPEC §2 "Upgrade page", §4): the request to become a provider is a provider
// submission of the user's company. Without one: the form. Pending: that an admin is looking at it. Rejected: the
// reason and the form to resubmit. Approved: SPEC §4's 'log in again' (the session is cleared after a second).
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, approvalState, Button, ButtonRow, describeApiError, ErrorBox, PageContainer, PageIntro, PageTitle, requestIdOf, Spinner, theme, useLeaveGuard, useMutation, useQuery, useTouched, type Provider, type ProviderBody } from 'shared';
import { authSession } from 'shared-core';
import { messages } from '../messages.ts';
import { emptyProviderDraft, isSameDraft, providerBodyOf, providerDraftErrors, providerDraftOf, type ProviderDraft, type ProviderField } from 'shared';
import { ProviderFields } from 'shared';
import { ProviderStateBox } from '../providers/provider-state.tsx';

const text = messages.account.upgrade;
/** SPEC §4: the session is cleared and the page reloads after 1 second. */
const LOG_OUT_AFTER_MS = 1000;

function RequestForm({ provider }: { provider: Provider | null }) {
  const initial = provider ? providerDraftOf(provider) : emptyProviderDraft;
  const [draft, setDraft] = useState<ProviderDraft>(initial);
  const touched = useTouched<ProviderField>();
  const errors = providerDraftErrors(draft, false, provider);
  const send = useMutation(
    (body: ProviderBody) => (provider ? api.put<Provider>(`providers/submit/${provider.id}`, body) : api.post<Provider>('providers/submit', body)),
    { errorContext: 'provider', success: provider ? text.resubmitted : messages.account.providers.submitted, invalidates: ['ownProviders'] },
  );
  const leaveGuard = useLeaveGuard(!isSameDraft(draft, initial) && !send.pending);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    touched.markSent();
    if (Object.keys(errors).length === 0) void send.run(providerBodyOf({ ...draft, userId: '' }));
  };
  return (
    <Form onSubmit={submit} noValidate>
      {leaveGuard}
      <ProviderFields draft={draft} onChange={setDraft} errors={touched.visible(errors)} onBlur={touched.touch} stored={provider} />
      {send.error !== null && <ErrorBox requestId={send.requestId}>{send.error}</ErrorBox>}
      <ButtonRow>
        <Button type="submit" disabled={send.pending}>
          {send.pending ? messages.account.providers.busy : provider ? text.resubmit : messages.account.providers.submit}
        </Button>
      </ButtonRow>
    </Form>
  );
}

function Approved() {
  useEffect(() => {
    authSession.getState().showPopupMessage(text.approved);
    const timer = window.setTimeout(() => authSession.getState().logout(), LOG_OUT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <section aria-labelledby="upgrade-state-title">
      <h2 id="upgrade-state-title">{text.approvedTitle}</h2>
      <p>{text.approved}</p>
      <Button onClick={() => authSession.getState().logout()}>{text.logInAgain}</Button>
    </section>
  );
}

export default function UpgradePage() {
  const own = useQuery(['ownProviders'], async (signal) => (await api.list<Provider>('providers/mine', undefined, { signal })).data);
  // The latest request counts (a user could have asked more than once).
  const request = own.data?.reduce<Provider | null>((latest, provider) => (latest === null || provider.id > latest.id ? provider : latest), null) ?? null;
  const state = request ? approvalState(request) : null;
  return (
    <PageContainer>
      <PageTitle>{messages.account.pageTitles.upgrade}</PageTitle>
      <PageIntro>{text.intro}</PageIntro>
      {own.status === 'loading' && own.data === undefined && <Spinner label={messages.account.providers.loading} />}
      {own.status === 'failed' && <ErrorBox requestId={requestIdOf(own.error)}>{describeApiError(own.error)}</ErrorBox>}
      {own.data && state === null && <RequestForm provider={null} />}
      {request && state === 'pending' && (
        <section aria-labelledby="upgrade-state-title">
          <h2 id="upgrade-state-title">{text.pendingTitle}</h2>
          <p>{text.pending(request.name)}</p>
        </section>
      )}
      {request && state === 'rejected' && (
        <section aria-labelledby="upgrade-state-title">
          <h2 id="upgrade-state-title">{text.rejectedTitle}</h2>
          <ProviderStateBox provider={request} />
          <p>{text.rejected}</p>
          <RequestForm key={request.approvalComment} provider={request} />
        </section>
      )}
      {request && state === 'approved' && <Approved />}
    </PageContainer>
  );
}

const Form = styled.form`
  max-width: 640px;
  margin-top: ${theme.space(4)};
`;
