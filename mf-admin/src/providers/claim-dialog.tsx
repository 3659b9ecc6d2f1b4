// The review of a claim ('Is dit je bedrijf?', decision 0019): the company, the claimant and their role, whether the
// claimant's e-mail domain is the company's website's, a comment, approve (links the company) or reject.
import styled from 'styled-components';
import { api, theme, useMutation, type ProviderClaim } from 'shared';
import { messages } from '../messages.ts';
import { DecisionDialog, Facts, type Decision } from './decision-dialog.tsx';

const text = messages.admin.submissions;

export function ClaimDialog({ claim, onClose }: { claim: ProviderClaim; onClose(): void }) {
  const decide = useMutation(({ approved, comment }: Decision) => api.put<ProviderClaim>(`providers/claims/${claim.id}`, { approved, comment }), {
    errorContext: 'providerUpdate',
    success: (decided) => (decided.status === 'approved' ? text.claims.approved : text.claims.rejected),
    invalidates: ['claims', 'submissions'],
    onSuccess: onClose,
  });
  return (
    <DecisionDialog title={text.claims.dialogTitle(claim.providerName)} decide={decide} onClose={onClose}>
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
    </DecisionDialog>
  );
}

const Domain = styled.p<{ $matches: boolean }>`
  padding: ${theme.space(2)} ${theme.space(3)};
  border-left: 4px solid ${({ $matches }) => ($matches ? '#1b7f3b' : '#b26b00')};
  background: ${({ $matches }) => ($matches ? '#eaf6ee' : '#fff6e5')};
`;
