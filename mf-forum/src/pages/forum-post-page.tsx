// Route '/forum/:id': one forum post with its comments (SPEC §2 "Forum post detail"). Router-less: the
// shell's router renders it. The author or an admin edits the post in place or deletes it (then on to /forum);
// logged-in visitors comment, and report what others wrote.
import { useState } from 'react';
import styled from 'styled-components';
import {
  api,
  Button,
  describeApiError,
  ErrorBox,
  formatDateTime,
  PageContainer,
  PageTitle,
  RemovalConfirmation,
  ReportButton,
  requestIdOf,
  Spinner,
  theme,
  useDocumentTitle,
  useMutation,
  type ForumIssue,
  BackButton,
} from 'shared';
import { Link, useLocation, useNavigate, useParams } from 'shared-core';
import { messages } from '../messages.ts';
import { CommentForm } from '../forum-post/comment-form.tsx';
import { CommentList } from '../forum-post/comment-list.tsx';
import { PostEditor } from '../forum-post/post-editor.tsx';
import { useForumPost } from '../forum-post/use-forum-post.ts';
import { mayChange, mayReport, useViewer } from '../forum-post/viewer.ts';
import { readForumState } from '../navigation/forum-navigation.ts';

const text = messages.forum.post;

function PostActions({ issue, author, onEdit }: { issue: ForumIssue; author: string; onEdit(): void }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(() => api.delete(`issues/${issue.id}`), {
    success: text.removed,
    invalidates: ['forumIssues'],
    // SPEC §2: deleting a post goes to /forum.
    onSuccess: () => void navigate('/forum'),
  });
  const change = mayChange(viewer, issue.user_id);
  if (!change && !mayReport(viewer, issue.user_id)) return null;
  return (
    <Actions>
      {change && (
        <>
          <Button $variant="secondary" aria-label={text.editLabel} onClick={onEdit}>
            {text.edit}
          </Button>
          <Button $variant="secondary" aria-label={text.removeLabel} onClick={() => setConfirming(true)}>
            {text.remove}
          </Button>
        </>
      )}
      {mayReport(viewer, issue.user_id) && <ReportButton itemType="issue" itemId={issue.id} itemLabel={text.postLabel(author)} />}
      {confirming && (
        <RemovalConfirmation title={text.removeTitle} removal={remove} onCancel={() => setConfirming(false)}>
          <p>{text.removeWarning}</p>
        </RemovalConfirmation>
      )}
    </Actions>
  );
}

export default function ForumPostPage() {
  const { id } = useParams();
  const location = useLocation();
  // Back to the list the visitor came from, with its search (SPEC §2's origin); without one, back in the history.
  const { from } = readForumState(location.state);
  const post = useForumPost(id);
  useDocumentTitle(post.status === 'loaded' ? post.issue.subject : undefined);
  const viewer = useViewer();
  const [editing, setEditing] = useState(false);

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
        <BackButton to={from} />
        <ErrorBox requestId={requestIdOf(post.error)}>{describeApiError(post.error)}</ErrorBox>
      </PageContainer>
    );
  }

  const { issue, comments, commentsError } = post;
  // The API joins the author's name; the list's navigation state is the fallback.
  const author = issue.user_name || readForumState(location.state).userName || messages.forum.userNameMissing;
  return (
    <PageContainer>
      <BackButton to={from} />
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
        {editing ? (
          <PostEditor issue={issue} onDone={() => setEditing(false)} />
        ) : (
          <>
            <Question aria-labelledby="forum-question-title">
              <h2 id="forum-question-title">{text.question}</h2>
              <p>{issue.content}</p>
            </Question>
            <PostActions issue={issue} author={author} onEdit={() => setEditing(true)} />
          </>
        )}
      </Post>
      <section aria-labelledby="forum-comments-title">
        <h2 id="forum-comments-title">{text.comments}</h2>
        {comments ? <CommentList comments={comments} viewer={viewer} /> : <ErrorBox requestId={requestIdOf(commentsError)}>{describeApiError(commentsError)}</ErrorBox>}
        <CommentForm issueId={issue.id} />
      </section>
    </PageContainer>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
`;

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
