// The line under every tool's page, read or edited: where its information comes from (the provider's website or the
// provider itself, SPEC §2).
import styled from 'styled-components';
import { theme } from 'shared';
import { messages } from '../messages.ts';

export function ToolDisclaimer() {
  return <Disclaimer>{messages.catalogue.detail.disclaimer}</Disclaimer>;
}

const Disclaimer = styled.p`
  margin: ${theme.space(8)} 0 0;
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colour.border};
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`;
