// The comments under a forum post, oldest first (as the API answers them): author, time and text.
import styled from 'styled-components';
import { formatDateTime, theme, type ForumComment } from 'shared';
import { messages } from '../messages.ts';

const text = messages.forum.post;

export function CommentList({ comments }: { comments: ForumComment[] }) {
  if (comments.length === 0) return <p>{text.noComments}</p>;
  return (
    <Comments>
      {comments.map((comment) => {
        const author = comment.user_name || messages.forum.userNameMissing;
        return (
          <li key={comment.id}>
            <Comment aria-label={text.commentBy(author)}>
              <header>
                <strong>{author}</strong>
                <time dateTime={comment.date}>{formatDateTime(comment.date)}</time>
              </header>
              <p>{comment.content}</p>
            </Comment>
          </li>
        );
      })}
    </Comments>
  );
}

const Comments = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
`;

const Comment = styled.article`
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.medium};
  border-left: 4px solid ${theme.colour.border};
  padding: ${theme.space(3)} ${theme.space(4)};
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)} ${theme.space(3)};
    align-items: baseline;
    margin-bottom: ${theme.space(1)};
  }
  time {
    color: ${theme.colour.muted};
    font-size: ${theme.font.size.small};
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
`;
