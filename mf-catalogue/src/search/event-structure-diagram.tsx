// The hover-info diagram of the home page (SPEC §2): the three phases of an event in a row and the
// 'overkoepelend' type spanning them. Hover or keyboard focus shows the info of a type (a tap focuses, so touch
// screens see it too); screen readers get the info as the description of each button. A tile is also a filter:
// pressing it adds its phase to the search or takes it out again.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { phaseColour, theme, type EventProcess } from 'shared';
import { messages } from '../messages.ts';
import { PhaseIcon } from '../tool-card/phase-icon.tsx';

const text = messages.catalogue.search;
const flow: EventProcess[] = ['pre-event', 'event', 'post-event'];

export interface EventStructureDiagramProps {
  /** The phases the search is filtered by. */
  selected: string[];
  onToggle(phase: EventProcess): void;
}

export function EventStructureDiagram({ selected, onToggle }: EventStructureDiagramProps) {
  const id = useId();
  const [shown, setShown] = useState<EventProcess | null>(null);
  const descriptionId = (phase: EventProcess) => `${id}-${phase}`;

  const item = (phase: EventProcess) => (
    <PhaseButton
      type="button"
      key={phase}
      $colour={phaseColour(phase)}
      $spanning={phase === 'overkoepelend'}
      aria-describedby={descriptionId(phase)}
      aria-pressed={selected.includes(phase)}
      onMouseEnter={() => setShown(phase)}
      onMouseLeave={() => setShown(null)}
      onFocus={() => setShown(phase)}
      onBlur={() => setShown(null)}
      onClick={() => onToggle(phase)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setShown(null);
      }}
    >
      <PhaseIcon phase={phase} />
      {text.phaseInfo[phase].title}
    </PhaseButton>
  );

  return (
    <Figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{text.diagramLabel}</figcaption>
      <Flow>
        {flow.map(item)}
        {item('overkoepelend')}
      </Flow>
      {/* over the page below rather than pushing it down: nothing moves while the pointer passes the tiles */}
      {shown && (
        <Info data-testid="phase-info" aria-hidden="true" $colour={phaseColour(shown)}>
          <strong>{text.phaseInfo[shown].title}</strong> {text.phaseInfo[shown].text}
        </Info>
      )}
      <div hidden>
        {[...flow, 'overkoepelend' as const].map((phase) => (
          <span key={phase} id={descriptionId(phase)}>
            {text.phaseInfo[phase].text}
          </span>
        ))}
      </div>
    </Figure>
  );
}

const Figure = styled.figure`
  position: relative;
  margin: 0 0 ${theme.space(3)};
  @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
    margin-bottom: ${theme.space(1.5)};
  }
  figcaption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Flow = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space(2)};
`;

const PhaseButton = styled.button<{ $colour: string; $spanning: boolean }>`
  grid-column: ${({ $spanning }) => ($spanning ? '1 / -1' : 'auto')};
  display: flex;
  flex-direction: row;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(1)} ${theme.space(2)};
  min-height: ${({ $spanning }) => ($spanning ? '32px' : '40px')};
  padding: ${theme.space(1)} ${theme.space(2)};
  border: 0;
  border-radius: ${theme.radius.medium};
  background: ${({ $colour }) => $colour};
  color: #fff;
  font-size: 0.9rem;
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
  position: relative;
  /* an arrow to the next phase (not on the last phase nor on the spanning type) */
  &:nth-child(-n + 2)::after {
    content: '';
    position: absolute;
    z-index: 1;
    right: -8px;
    top: 50%;
    transform: translateY(-50%);
    border: 8px solid transparent;
    border-right: 0;
    border-left-color: ${({ $colour }) => $colour};
  }
  &[aria-pressed='true'] {
    box-shadow: inset 0 0 0 3px #fff;
    outline: 3px solid ${theme.colour.text};
    outline-offset: 1px;
  }
  &:focus-visible {
    outline-offset: 3px;
  }
  /* a phone shows the phase's name; its icon comes back where there is room */
  @media (max-width: ${theme.breakpoint.tablet}) {
    min-height: ${({ $spanning }) => ($spanning ? '30px' : '36px')};
    svg {
      display: none;
    }
  }
`;

const Info = styled.p<{ $colour: string }>`
  position: absolute;
  z-index: 2;
  top: calc(100% + ${theme.space(1)});
  left: 0;
  right: 0;
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(3)};
  font-size: 0.9rem;
  border-left: 6px solid ${({ $colour }) => $colour};
  border-radius: ${theme.radius.small};
  background: ${theme.colour.surface};
  box-shadow: ${theme.shadow};
`;


