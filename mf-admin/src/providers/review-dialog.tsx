// SPEC §2 "Provider submissions": the review popup with the provider's data and its account's, a comment box,
// approve and reject (a rejection needs the comment, which the user reads with their request and by mail).
import { api, countryName, useMutation, useQuery, type Provider, type User } from 'shared';
import { messages } from '../messages.ts';
import { DecisionDialog, Facts, type Decision } from './decision-dialog.tsx';

const text = messages.admin.submissions;

export function ReviewDialog({ provider, onClose }: { provider: Provider; onClose(): void }) {
  const account = useQuery(provider.user_id === null ? null : ['user', provider.user_id], async (signal) => api.get<User>(`users/${provider.user_id}`, undefined, { signal }));
  const decide = useMutation(
    ({ approved, comment }: Decision) =>
      api.put<Provider>(`providers/${provider.id}`, {
        name: provider.name,
        country: provider.country,
        email: provider.email,
        url: provider.url,
        telephone: provider.telephone,
        logoUrl: provider.logoUrl,
        approved,
        approvalComment: comment,
      }),
    {
      errorContext: 'providerUpdate',
      success: (decided) => (decided.approved ? text.approved : text.rejected),
      invalidates: ['submissions'],
      onSuccess: onClose,
    },
  );
  const f = text.fields;
  return (
    <DecisionDialog title={text.dialogTitle(provider.name)} decide={decide} onClose={onClose}>
      <h3>{text.providerData}</h3>
      <Facts>
        <dt>{f.name}</dt>
        <dd>{provider.name}</dd>
        <dt>{f.country}</dt>
        <dd>{countryName(provider.country)}</dd>
        <dt>{f.email}</dt>
        <dd>{provider.email}</dd>
        <dt>{f.url}</dt>
        <dd>{provider.url}</dd>
        <dt>{f.telephone}</dt>
        <dd>{provider.telephone}</dd>
        <dt>{f.logoUrl}</dt>
        <dd>{provider.logoUrl}</dd>
      </Facts>
      <h3>{text.accountData}</h3>
      {account.data ? (
        <Facts>
          <dt>{f.account}</dt>
          <dd>
            {account.data.firstname} {account.data.lastname} ({account.data.email})
          </dd>
        </Facts>
      ) : (
        provider.user_id === null && <p>{text.noAccount}</p>
      )}
    </DecisionDialog>
  );
}
