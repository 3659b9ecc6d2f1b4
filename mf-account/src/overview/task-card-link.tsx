// One task card of the account page. The link is the title, stretched over the whole card so the card is one
// click target; the count badge and the description are its accessible description, so a screen reader
// reads "title, link, (7 te behandelen) description". A card in a state (a request already sent) shows that state
// in words beside its title and its description says what happens next.
import { useId } from 'react';
import styled from 'styled-components';
import { Badge, badgeText, BADGE_CAP, Card, theme, VisuallyHidden } from 'shared';
import { Link } from 'shared-core';
import { messages } from '../messages.ts';
import type { TaskCard } from './task-cards.ts';

export function TaskCardLink({ card, count, inState = false }: { card: TaskCard; count?: number; inState?: boolean }) {
  const badgeId = useId();
  const stateId = useId();
  const descriptionId = useId();
  const badge = count !== undefined && count > 0 ? badgeText(count, BADGE_CAP) : null;
  const state = inState ? card.state : undefined;
  const describedBy = [badge !== null && badgeId, state && stateId, descriptionId].filter(Boolean).join(' ');
  return (
    <TaskCardBox>
      <Top>
        <Title>
          <CardLink to={card.to} aria-describedby={describedBy}>
            {card.title}
          </CardLink>
        </Title>
        {badge !== null && (
          <>
            <Badge aria-hidden="true">{badge}</Badge>
            <VisuallyHidden id={badgeId}>{messages.account.overview.badgeLabel(badge)}</VisuallyHidden>
          </>
        )}
        {state && <StateTag id={stateId}>{state.label}</StateTag>}
      </Top>
      <Description id={descriptionId}>{state ? state.description : card.description}</Description>
    </TaskCardBox>
  );
}

const TaskCardBox = styled(Card)`
  position: relative;
  height: 100%;
  padding: ${theme.space(5)};
  border-left: 4px solid ${theme.colour.primary};
  &:hover,
  &:focus-within {
    background: ${theme.colour.background};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(2)};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.large};
`;

const CardLink = styled(Link)`
  color: ${theme.colour.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  /* The whole card answers a click or tap, not only the title (at least 44 px high on a phone). */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const StateTag = styled.span`
  padding: ${theme.space(0.5)} ${theme.space(2)};
  border: 1px solid ${theme.colour.text};
  border-radius: ${theme.radius.small};
  font-size: ${theme.font.size.small};
  font-weight: 600;
`;

const Description = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
`;
