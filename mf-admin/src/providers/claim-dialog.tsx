// The review of a claim ('Is dit uw bedrijf?', issue 10): the company, the claimant and their role, whether the
// claimant's e-mail domain is the company's website's, a comment, approve (links the company) or reject.
import styled from 'styled-components';
import { api, Dialog, theme, useMutation, type ProviderClaim } from 'shared';
import { messages } from '../messages.ts';
import { DecisionForm, Facts } from './decision-form.tsx';

const text = messages.admin.submissions;

export function ClaimDialog({ claim, onClose }: { claim: ProviderClaim; onClose(): void }) {
  const decide = useMutation(({ approved, comment }: { approved: boolean; comment: string }) => api.put<ProviderClaim>(`providers/claims/${claim.id}`, { approved, comment }), {
    errorContext: 'providerUpdate',
    success: (decided) => (decided.status === 'approved' ? text.claims.approved : text.claims.rejected),
    invalidates: ['claims', 'submissions'],
    onSuccess: onClose,
  });
  return (
    <Dialog title={text.claims.dialogTitle(claim.providerName)} onClose={decide.pending ? undefined : onClose} closeButton>
      <DecisionForm
        pending={decide.pending}
        error={decide.error}
        requestId={decide.requestId}
        onApprove={() => void decide.run({ approved: true, comment: '' })}
        onReject={(comment) => void decide.run({ approved: false, comment })}
        onCancel={onClose}
      >
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
      </DecisionForm>
    </Dialog>
  );
}

const Domain = styled.p<{ $matches: boolean }>`
  padding: ${theme.space(2)} ${theme.space(3)};
  border-left: 4px solid ${({ $matches }) => ($matches ? '#1b7f3b' : '#b26b00')};
  background: ${({ $matches }) => ($matches ? '#eaf6ee' : '#fff6e5')};
`;
