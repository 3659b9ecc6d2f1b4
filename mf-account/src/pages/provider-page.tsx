// Routes '/provider/new' and '/provider/:id' (SPEC §2 "Provider detail", §5 "Provider form"): an admin creates an
// approved provider for the account it chooses ('Aanmaken nieuwe provider'); anyone else submits one for themself
// ('Indienen nieuwe provider'). An existing provider is shown with its state and reason and edited by its linked user
// or an admin (save only after a change); deleting it lists the tools still attached and is refused while there are
// any. Back goes where the user came from (default /account).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  api,
  BackButton,
  Button,
  ButtonRow,
  ConfirmDialog,
  describeApiError,
  ErrorBox,
  isMissingResource,
  isResourceId,
  type LinkedTool,
  PageContainer,
  PageTitle,
  type Provider,
  type ProviderBody,
  requestIdOf,
  Spinner,
  theme,
  useLeaveGuard,
  useMutation,
  useQuery,
  type User,
  useTouched,
  useWhyDisabled,
} from 'shared';
import { useAuthSession, useLocation, useNavigate, useParams } from 'shared-core';
import { messages } from '../messages.ts';
import { emptyProviderDraft, isSameDraft, providerBodyOf, providerDraftErrors, providerDraftOf, type ProviderDraft, type ProviderField } from 'shared';
import { ProviderFields } from 'shared';
import { ProviderStateBox } from '../providers/provider-state.tsx';

const text = messages.account.providers;

/** Back where the user came from; /account when this page was the first one. */
function useBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key !== 'default' ? navigate(-1) : navigate('/account'));
}

/** The accounts an admin can link a provider to. */
function useAccounts(isAdmin: boolean) {
  const users = useQuery(isAdmin ? ['users'] : null, async (signal) => (await api.list<User>('users', undefined, { signal })).data);
  return users.data?.map((user) => ({ value: String(user.id), label: `${user.firstname} ${user.lastname} (${user.email})` }));
}

function ProviderForm({ provider, isAdmin }: { provider: Provider | null; isAdmin: boolean }) {
  const navigate = useNavigate();
  const initial = provider ? providerDraftOf(provider) : emptyProviderDraft;
  const [draft, setDraft] = useState<ProviderDraft>(initial);
  const touched = useTouched<ProviderField>();
  const accounts = useAccounts(isAdmin);
  const errors = providerDraftErrors(draft, isAdmin && provider === null, provider);
  const unchanged = provider !== null && isSameDraft(draft, initial);
  const save = useMutation(
    (body: ProviderBody) => {
      if (provider) return api.put<Provider>(`providers/${provider.id}`, body);
      return api.post<Provider>(isAdmin ? 'providers/create' : 'providers/submit', body);
    },
    {
      errorContext: provider ? 'providerUpdate' : 'provider',
      success: provider ? text.updated : isAdmin ? text.created : text.submitted,
      invalidates: ['providers', 'provider'],
      onSuccess: (saved) => {
        if (!provider) navigate(`/provider/${saved.id}`, { replace: true });
      },
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    touched.markSent();
    if (Object.keys(errors).length === 0 && !unchanged) void save.run(providerBodyOf(draft));
  };
  const leaveGuard = useLeaveGuard(!isSameDraft(draft, initial) && !save.pending);
  const why = useWhyDisabled(unchanged ? messages.common.nothingChanged : null, save.pending);
  return (
    <Form onSubmit={submit} noValidate>
      {leaveGuard}
      <ProviderFields draft={draft} onChange={setDraft} errors={touched.visible(errors)} onBlur={touched.touch} accounts={isAdmin ? (accounts ?? []) : undefined} stored={provider} />
      {!isAdmin && provider !== null && <Hint>{messages.providerForm.fields.accountHint}</Hint>}
      {save.error !== null && <ErrorBox requestId={save.requestId}>{save.error}</ErrorBox>}
      <ButtonRow>
        <BackButton fallback="/account" />
        <Button type="submit" disabled={save.pending || unchanged} aria-describedby={why.describedBy}>
          {save.pending ? text.busy : provider ? text.save : isAdmin ? text.create : text.submit}
        </Button>
        {why.hint}
      </ButtonRow>
    </Form>
  );
}

/** 'Verwijder' with a popup that lists the tools still attached; the API refuses while there are any (SPEC §8). */
function RemoveProvider({ provider }: { provider: Provider }) {
  const back = useBack();
  const [confirming, setConfirming] = useState(false);
  const tools = useQuery(confirming ? ['providerTools', provider.id] : null, async (signal) => (await api.list<LinkedTool>(`providers/${provider.id}/tools`, undefined, { signal })).data);
  const remove = useMutation(() => api.delete(`providers/${provider.id}`), {
    errorContext: 'providerDelete',
    success: text.removed,
    invalidates: ['providers'],
    onSuccess: back,
  });
  const attached = tools.data ?? [];
  return (
    <>
      <Button $variant="danger" onClick={() => setConfirming(true)}>
        {text.remove}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={text.removeTitle}
          pending={remove.pending || tools.status === 'loading'}
          error={remove.error ?? (tools.status === 'failed' ? describeApiError(tools.error) : attached.length > 0 ? messages.errors.providerDeleteBlocked : null)}
          requestId={remove.error !== null ? remove.requestId : tools.status === 'failed' ? requestIdOf(tools.error) : null}
          onConfirm={() => void remove.run(undefined)}
          onCancel={() => {
            remove.clearError();
            setConfirming(false);
          }}
        >
          <p>{text.removeQuestion(provider.name)}</p>
          {attached.length > 0 && (
            <>
              <p>{text.toolsAttached}</p>
              <ul>
                {attached.map((tool) => (
                  <li key={tool.name}>{tool.name}</li>
                ))}
              </ul>
            </>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

export default function ProviderPage() {
  const { id } = useParams();
  const isAdmin = useAuthSession((state) => state.roles.includes('admin'));
  const userId = useAuthSession((state) => state.id);
  const titles = messages.account.pageTitles;
  const valid = isResourceId(id);
  const provider = useQuery(valid ? ['provider', id] : null, async (signal) => api.get<Provider>(`providers/${id}`, undefined, { signal }));

  if (id === undefined) {
    return (
      <PageContainer>
        <PageTitle>{isAdmin ? titles.providerNewAdmin : titles.providerNew}</PageTitle>
        <ProviderForm provider={null} isAdmin={isAdmin} />
      </PageContainer>
    );
  }
  const mine = provider.data !== undefined && (isAdmin || provider.data.user_id === userId);
  const missing = !valid || (provider.status === 'failed' && isMissingResource(provider.error)) || (provider.status === 'loaded' && !mine);
  return (
    <PageContainer>
      <PageTitle>{provider.data && mine ? provider.data.name : titles.provider}</PageTitle>
      {missing ? (
        <ErrorBox>{text.noAccess}</ErrorBox>
      ) : provider.status === 'failed' ? (
        <ErrorBox requestId={requestIdOf(provider.error)}>{messages.errors.providerLoad(describeApiError(provider.error))}</ErrorBox>
      ) : provider.data === undefined ? (
        <Spinner label={text.loading} />
      ) : (
        <>
          <ProviderStateBox provider={provider.data} />
          <ProviderForm key={`${provider.data.id}-${provider.data.approved}-${provider.data.approvalComment}`} provider={provider.data} isAdmin={isAdmin} />
          <Danger>
            <RemoveProvider provider={provider.data} />
          </Danger>
        </>
      )}
    </PageContainer>
  );
}

const Form = styled.form`
  max-width: 640px;
  margin-top: ${theme.space(4)};
`;

const Hint = styled.p`
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`;

const Danger = styled.div`
  margin-top: ${theme.space(8)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colour.border};
`;
