// The review of a claim ('Is dit uw bedrijf?', issue 10): the company, the claimant and their role, whether the
// claimant's e-mail domain is the company's website's, a comment, approve (links the company) or reject.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, Button, ButtonRow, Dialog, ErrorBox, TEXT_MAX, TextAreaField, theme, useMutation, type ProviderClaim } from 'shared';
import { messages } from '../messages.ts';

const text = messages.admin.submissions;

export function ClaimDialog({ claim, onClose }: { claim: ProviderClaim; onClose(): void }) {
  const [comment, setComment] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const decide = useMutation((approved: boolean) => api.put<ProviderClaim>(`providers/claims/${claim.id}`, { approved, comment: approved ? '' : comment.trim() }), {
    errorContext: 'providerUpdate',
    success: (decided) => (decided.status === 'approved' ? text.claims.approved : text.claims.rejected),
    invalidates: ['claims', 'submissions'],
    onSuccess: onClose,
  });
  const reject = (event: FormEvent) => {
    event.preventDefault();
    setRejecting(true);
    if (comment.trim() !== '') void decide.run(false);
  };
  return (
    <Dialog title={text.claims.dialogTitle(claim.providerName)} onClose={decide.pending ? undefined : onClose} closeButton>
      <form onSubmit={reject} noValidate>
        <Facts>
          <dt>{text.claims.company}</dt>
          <dd>{claim.providerName}</dd>
          <dt>{text.claims.website}</dt>
          <dd>{claim.providerUrl}</dd>
          <dt>{text.claims.claimant}</dt>
          <dd>
            {claim.userName} ({claim.userEmail})
          </dd>
          <dt>{text.claims.role}</dt>
          <dd>{claim.role}</dd>
        </Facts>
        <Domain $matches={claim.domainMatches}>{claim.domainMatches ? text.claims.domainMatch : text.claims.domainMismatch}</Domain>
        <TextAreaField
          label={text.comment}
          value={comment}
          maxLength={TEXT_MAX}
          rows={3}
          error={rejecting && comment.trim() === '' ? text.commentRequired : null}
          onChange={(event) => setComment(event.target.value)}
        />
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
  margin: 0 0 ${theme.space(3)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Domain = styled.p<{ $matches: boolean }>`
  padding: ${theme.space(2)} ${theme.space(3)};
  border-left: 4px solid ${({ $matches }) => ($matches ? '#1b7f3b' : '#b26b00')};
  background: ${({ $matches }) => ($matches ? '#eaf6ee' : '#fff6e5')};
`;
