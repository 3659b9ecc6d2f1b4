// A tool as a card (SPEC §2 "Tool card"): a band in the phase colour with the phase label and icon, the
// name and kind, and an approval banner only for a tool that is not approved. It also shows what a visitor
// compares tools by: the provider's logo (its initials when the logo cannot load), the price, the reviews'
// average and count, and up to three keywords. The whole card is one link.
import { useState } from 'react';
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
        <Title>
          <ProviderLogo name={tool.providerName} src={tool.providerLogoUrl} />
          <div>
            <Heading>{tool.name}</Heading>
            <p>{tool.kind}</p>
          </div>
        </Title>
        <Price>
          <strong>{text.price}</strong> {tool.price}
        </Price>
        <Rating>
          <RatingSummary averageRating={tool.averageRating} reviewCount={tool.reviewCount} compact />
        </Rating>
        {tool.keywords.length > 0 && (
          <Keywords aria-label={text.keywords}>
            {tool.keywords.slice(0, MAX_CARD_KEYWORDS).map((keyword) => (
              <li key={keyword}>{capitalize(keyword)}</li>
            ))}
          </Keywords>
        )}
      </Body>
      {banner && <Banner $rejected={banner === text.rejected}>{banner}</Banner>}
    </CardLink>
  );
}

const MAX_CARD_KEYWORDS = 3;

/** The provider's logo beside the name; decorative (the provider is named on the tool page), its initials when it cannot load. */
function ProviderLogo({ name, src }: { name: string; src: string }) {
  const [failed, setFailed] = useState(src === '');
  if (failed) return <Monogram aria-hidden="true">{initials(name)}</Monogram>;
  return <LogoImage src={src} alt="" width={40} height={40} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
    .join('')
    .toUpperCase();
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

const Title = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(2)};
`;

const logoBox = `
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radius.small};
`;

const LogoImage = styled.img`
  ${logoBox}
  object-fit: contain;
  background: #fff;
`;

const Monogram = styled.span`
  ${logoBox}
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.colour.primary};
  color: #fff;
  font-weight: 700;
`;

const Price = styled.p`
  font-size: ${theme.font.size.small};
  /* a long price text keeps to two lines; the tool page has all of it */
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  strong {
    color: ${theme.colour.text};
  }
`;

const Keywords = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  margin: ${theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0 ${theme.space(2)};
    border-radius: 999px;
    background: ${theme.colour.background};
    border: 1px solid ${theme.colour.border};
    font-size: ${theme.font.size.small};
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
