// SPEC §2 "Provider submissions": the review popup with the provider's data and its account's, a comment box,
// approve and reject (a rejection needs the comment, which the user reads with their request and by mail).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, Button, ButtonRow, countryName, Dialog, ErrorBox, TEXT_MAX, TextAreaField, theme, useMutation, useQuery, type Provider, type User } from 'shared';
import { messages } from '../messages.ts';

const text = messages.admin.submissions;

export function ReviewDialog({ provider, onClose }: { provider: Provider; onClose(): void }) {
  const [comment, setComment] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const account = useQuery(provider.user_id === null ? null : ['user', provider.user_id], async (signal) => api.get<User>(`users/${provider.user_id}`, undefined, { signal }));
  const decide = useMutation(
    (approved: boolean) =>
      api.put<Provider>(`providers/${provider.id}`, {
        name: provider.name,
        country: provider.country,
        email: provider.email,
        url: provider.url,
        telephone: provider.telephone,
        logoUrl: provider.logoUrl,
        approved,
        approvalComment: approved ? '' : comment.trim(),
      }),
    {
      errorContext: 'providerUpdate',
      success: (decided) => (decided.approved ? text.approved : text.rejected),
      invalidates: ['submissions'],
      onSuccess: onClose,
    },
  );
  const missingReason = rejecting && comment.trim() === '';
  const reject = (event: FormEvent) => {
    event.preventDefault();
    setRejecting(true);
    if (comment.trim() !== '') void decide.run(false);
  };
  const f = text.fields;
  return (
    <Dialog title={text.dialogTitle(provider.name)} onClose={decide.pending ? undefined : onClose} closeButton>
      <form onSubmit={reject} noValidate>
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
        <TextAreaField label={text.comment} value={comment} maxLength={TEXT_MAX} rows={3} error={missingReason ? text.commentRequired : null} onChange={(event) => setComment(event.target.value)} />
        {decide.error !== null && <ErrorBox>{decide.error}</ErrorBox>}
        <ButtonRow>
          <Button $variant="secondary" onClick={onClose} disabled={decide.pending}>
            {text.cancel}
          </Button>
          <Button type="submit" $variant="danger" disabled={decide.pending}>
            {text.reject}
          </Button>
          <Button onClick={() => void decide.run(true)} disabled={decide.pending}>
            {text.approve}
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0 0 ${theme.space(4)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
