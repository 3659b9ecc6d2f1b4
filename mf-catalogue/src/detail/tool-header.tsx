// The head of a tool's page: the way back (in the history: to the search the visitor came from, as they left it),
// the tool's event phase (colour, icon and name), its name, its kind, its rating, and for a logged-in visitor of an
// approved tool the save toggle.
import styled from 'styled-components';
import { BackButton, capitalize, PageTitle, phaseColour, theme, VisuallyHidden, type AiTool } from 'shared';
import { messages } from '../messages.ts';
import { PhaseIcon } from '../tool-card/phase-icon.tsx';
import { RatingSummary } from '../reviews/stars.tsx';
import { SaveToggle } from './save-toggle.tsx';

const text = messages.catalogue.detail;

export function ToolHeader({ tool, loggedIn }: { tool: AiTool; loggedIn: boolean }) {
  return (
    <>
      <Back>
        <BackButton />
      </Back>
      <Header>
      <Phase style={{ backgroundColor: phaseColour(tool.eventprocess) }}>
        <PhaseIcon phase={tool.eventprocess} />
        <span>
          <VisuallyHidden>{text.phase}: </VisuallyHidden>
          {capitalize(tool.eventprocess)}
        </span>
      </Phase>
      <PageTitle>{tool.name}</PageTitle>
      <Kind>
        <VisuallyHidden>{text.kind}: </VisuallyHidden>
        {tool.kind}
      </Kind>
      <RatingSummary averageRating={tool.averageRating} reviewCount={tool.reviewCount} />
      {loggedIn && tool.approved && (
        <Save>
          <SaveToggle toolId={tool.id} />
        </Save>
      )}
      </Header>
    </>
  );
}

const Back = styled.div`
  margin-bottom: ${theme.space(4)};
`;

const Header = styled.header`
  margin-bottom: ${theme.space(6)};
  h1 {
    margin: ${theme.space(3)} 0 ${theme.space(1)};
  }
`;

const Save = styled.div`
  margin-top: ${theme.space(3)};
`;

const Phase = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: 999px;
  color: #fff;
  font-weight: 700;
`;

const Kind = styled.p`
  margin: 0;
  font-size: ${theme.font.size.large};
  color: ${theme.colour.muted};
`;
