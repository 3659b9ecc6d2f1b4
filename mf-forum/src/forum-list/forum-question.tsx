// One question in the forum list: the subject links to /forum/{id} (the whole card is clickable), with the
// origin page and the author's name as navigation state (SPEC §2).
import styled from 'styled-components';
import { Card, formatDateTime, type ForumIssue, theme, VisuallyHidden } from 'shared';
import { Link, useLocation } from 'shared-core';
import { messages } from '../messages.ts';
import type { ForumNavigationState } from '../navigation/forum-navigation.ts';

const text = messages.forum.list;

export function ForumQuestion({ issue }: { issue: ForumIssue }) {
  const location = useLocation();
  const state: ForumNavigationState = { from: location.pathname + location.search, userName: issue.user_name };
  return (
    <Question>
      <h3>
        <Link to={`/forum/${issue.id}`} state={state}>
          {issue.subject}
        </Link>
      </h3>
      <Meta>
        <span>
          <VisuallyHidden>{text.author}: </VisuallyHidden>
          {issue.user_name || messages.forum.userNameMissing}
        </span>
        <span>
          <VisuallyHidden>{text.date}: </VisuallyHidden>
          <time dateTime={issue.date}>{formatDateTime(issue.date)}</time>
        </span>
        <span>{text.comments(issue.comments)}</span>
      </Meta>
    </Question>
  );
}

const Question = styled(Card)`
  position: relative;
  padding: ${theme.space(4)};
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: ${theme.font.size.large};
    line-height: 1.3;
  }
  a {
    text-decoration: none;
  }
  /* The whole card is the link's click target; the link alone is in the tab order. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover a {
    text-decoration: underline;
  }
  &:has(a:focus-visible) {
    outline: 3px solid ${theme.colour.accent};
    outline-offset: 2px;
  }
  a:focus-visible {
    outline: none;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`;
