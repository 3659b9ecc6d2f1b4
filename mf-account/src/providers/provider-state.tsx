// A provider's approval state as a word and an icon (SPEC §2 "Providers list": approved / rejected / pending), and
// the reason of a rejection where the provider is shown in full.
import styled from 'styled-components';
import { approvalState, theme, type Provider } from 'shared';
import { messages } from '../messages.ts';

const text = messages.account.providers;
const ICONS = { approved: '✓', pending: '…', rejected: '✕' } as const;
const COLOURS = { approved: '#1b7f3b', pending: '#8a5300', rejected: theme.colour.danger } as const;

export function ProviderStateLabel({ provider }: { provider: Provider }) {
  const state = approvalState(provider);
  return (
    <State style={{ color: COLOURS[state] }}>
      <span aria-hidden="true">{ICONS[state]}</span> {text.states[state]}
    </State>
  );
}

export function ProviderStateBox({ provider }: { provider: Provider }) {
  const state = approvalState(provider);
  if (state === 'approved') return null;
  return (
    <Box role="status" style={{ borderColor: COLOURS[state] }}>
      <ProviderStateLabel provider={provider} />
      {state === 'rejected' && (
        <p>
          <strong>{text.reason}</strong> {provider.approvalComment}
        </p>
      )}
    </Box>
  );
}

const State = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

const Box = styled.div`
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 6px solid;
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.medium};
  p {
    margin: ${theme.space(1)} 0 0;
  }
`;
