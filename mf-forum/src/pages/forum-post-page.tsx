// Route '/forum/:id': one forum post with its comments (SPEC §2 "Forum post detail"). Router-less: the
// shell's router renders it.
import styled from 'styled-components';
import { describeApiError, ErrorBox, formatDateTime, PageContainer, PageTitle, Spinner, theme, useDocumentTitle } from 'shared';
import { Link, useLocation, useParams } from 'shared-core';
import { messages } from '../messages.ts';
import { CommentList } from '../forum-post/comment-list.tsx';
import { useForumPost } from '../forum-post/use-forum-post.ts';
import { BackButton } from '../navigation/back-button.tsx';
import { readForumState } from '../navigation/forum-navigation.ts';

const text = messages.forum.post;

export default function ForumPostPage() {
  const { id } = useParams();
  const location = useLocation();
  const post = useForumPost(id);
  useDocumentTitle(post.status === 'loaded' ? post.issue.subject : undefined);

  if (post.status === 'loading') {
    return (
      <PageContainer>
        <Spinner label={text.loading} />
      </PageContainer>
    );
  }
  if (post.status === 'missing') {
    return (
      <PageContainer>
        <PageTitle>{text.notFoundTitle}</PageTitle>
        <p>{text.notFound(id ?? '')}</p>
        <Link to="/forum">{text.toForum}</Link>
      </PageContainer>
    );
  }
  if (post.status === 'failed') {
    return (
      <PageContainer>
        <BackButton />
        <ErrorBox>{describeApiError(post.error)}</ErrorBox>
      </PageContainer>
    );
  }

  const { issue, comments, commentsError } = post;
  // The API joins the author's name; the list's navigation state is the fallback.
  const author = issue.user_name || readForumState(location.state).userName || messages.forum.userNameMissing;
  return (
    <PageContainer>
      <BackButton />
      <Post>
        <PageTitle>{issue.subject}</PageTitle>
        <Facts>
          <div>
            <dt>{text.author}</dt>
            <dd>{author}</dd>
          </div>
          <div>
            <dt>{text.lastChanged}</dt>
            <dd>
              <time dateTime={issue.date}>{formatDateTime(issue.date)}</time>
            </dd>
          </div>
          <div>
            <dt>{text.commentCount}</dt>
            <dd>{issue.comments}</dd>
          </div>
        </Facts>
        <Question aria-labelledby="forum-question-title">
          <h2 id="forum-question-title">{text.question}</h2>
          <p>{issue.content}</p>
        </Question>
      </Post>
      <section aria-labelledby="forum-comments-title">
        <h2 id="forum-comments-title">{text.comments}</h2>
        {comments ? <CommentList comments={comments} /> : <ErrorBox>{describeApiError(commentsError)}</ErrorBox>}
      </section>
    </PageContainer>
  );
}

const Post = styled.article`
  margin: ${theme.space(5)} 0 ${theme.space(6)};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(6)};
  margin: 0 0 ${theme.space(5)};
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${theme.colour.muted};
    font-size: ${theme.font.size.small};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Question = styled.section`
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.large};
  box-shadow: ${theme.shadow};
  padding: ${theme.space(4)} ${theme.space(5)};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: ${theme.font.size.large};
    color: ${theme.colour.primary};
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
`;
