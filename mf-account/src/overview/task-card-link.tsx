// One task card of the account page. The link is the title, stretched over the whole card so the card is one
// click target; the count badge and the description are its accessible description, so a screen reader
// reads "title, link, (7 te behandelen) description".
import { useId } from 'react';
import styled from 'styled-components';
import { Badge, badgeText, BADGE_CAP, Card, theme, VisuallyHidden } from 'shared';
import { Link } from 'shared-core';
import { messages } from '../messages.ts';
import type { TaskCard } from './task-cards.ts';

export function TaskCardLink({ card, count }: { card: TaskCard; count?: number }) {
  const badgeId = useId();
  const descriptionId = useId();
  const badge = count !== undefined && count > 0 ? badgeText(count, BADGE_CAP) : null;
  return (
    <TaskCardBox>
      <Top>
        <Title>
          <CardLink to={card.to} aria-describedby={badge === null ? descriptionId : `${badgeId} ${descriptionId}`}>
            {card.title}
          </CardLink>
        </Title>
        {badge !== null && (
          <>
            <Badge aria-hidden="true">{badge}</Badge>
            <VisuallyHidden id={badgeId}>{messages.account.overview.badgeLabel(badge)}</VisuallyHidden>
          </>
        )}
      </Top>
      <Description id={descriptionId}>{card.description}</Description>
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

const Description = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
`;
