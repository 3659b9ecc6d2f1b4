// A tool as a card (SPEC §2 "Tool card"): a band in the phase colour with the phase label and icon, the
// name and kind, the reviews' average and count, and an approval banner only for a tool that is not approved.
// The whole card is one link.
import styled from 'styled-components';
import { type AiTool, capitalize, phaseColour, theme } from 'shared';
import { Link } from 'shared-core';
import { messages } from '../messages.ts';
import { PhaseIcon } from './phase-icon.tsx';
import { RatingSummary } from '../reviews/stars.tsx';

const text = messages.catalogue.card;

/** 'Afgekeurd' (a rejection comment), 'Nog niet goedgekeurd' (pending) or nothing (approved), SPEC §4. */
export function approvalBanner(tool: Pick<AiTool, 'approved' | 'approvalComment'>): string | null {
  if (tool.approved) return null;
  return tool.approvalComment.trim() !== '' ? text.rejected : text.pending;
}

export interface ToolCardProps {
  tool: AiTool;
  /** Where the card leads: relative 'AI-tool/{id}' on the search page (SPEC §2), absolute elsewhere. */
  to?: string;
  /** The heading level of the tool name in the surrounding page. */
  headingLevel?: 2 | 3;
}

export function ToolCard({ tool, to = `AI-tool/${tool.id}`, headingLevel = 3 }: ToolCardProps) {
  const banner = approvalBanner(tool);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <CardLink to={to}>
      <Band data-testid="phase-band" style={{ backgroundColor: phaseColour(tool.eventprocess) }}>
        <PhaseIcon phase={tool.eventprocess} />
        <span>{capitalize(tool.eventprocess)}</span>
      </Band>
      <Body>
        <Heading>{tool.name}</Heading>
        <p>{tool.kind}</p>
        <Rating>
          <RatingSummary averageRating={tool.averageRating} reviewCount={tool.reviewCount} compact />
        </Rating>
      </Body>
      {banner && <Banner $rejected={banner === text.rejected}>{banner}</Banner>}
    </CardLink>
  );
}

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.large};
  box-shadow: ${theme.shadow};
  overflow: hidden;
  color: ${theme.colour.text};
  text-decoration: none;
  transition: box-shadow 0.15s, transform 0.15s;
  &:hover {
    box-shadow: 0 6px 18px rgba(16, 24, 40, 0.18);
    transform: translateY(-2px);
  }
  &:hover h2,
  &:hover h3 {
    text-decoration: underline;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const Band = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)} ${theme.space(4)};
  color: #fff;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Body = styled.div`
  flex: 1;
  padding: ${theme.space(4)};
  h2,
  h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: ${theme.font.size.large};
    color: ${theme.colour.primary};
  }
  p {
    margin: 0;
    color: ${theme.colour.muted};
  }
`;

const Rating = styled.div`
  margin-top: ${theme.space(2)};
  font-size: ${theme.font.size.small};
`;

const Banner = styled.p<{ $rejected: boolean }>`
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(4)};
  font-weight: 700;
  text-align: center;
  color: ${({ $rejected }) => ($rejected ? '#fff' : theme.colour.text)};
  background: ${({ $rejected }) => ($rejected ? theme.colour.danger : '#ffd666')};
`;
