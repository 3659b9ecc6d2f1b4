// The comments under a forum post, oldest first (as the API answers them): author, time and text, shown as text.
// The author or an admin edits (a text that is not empty and changed, SPEC §5) and removes after a confirmation;
// anyone else logged in reports a comment.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  api,
  Button,
  ErrorBox,
  FORUM_CONTENT_MAX,
  formatDateTime,
  RemovalConfirmation,
  ReportButton,
  SaveCancelButtons,
  TextAreaField,
  theme,
  useLeaveGuard,
  useMutation,
  type CommentBody,
  type ForumComment,
} from 'shared';
import { messages } from '../messages.ts';
import { mayChange, mayReport, type Viewer } from './viewer.ts';

const text = messages.forum.post;

function CommentEditor({ comment, onDone }: { comment: ForumComment; onDone(): void }) {
  const [content, setContent] = useState(comment.content);
  const save = useMutation((body: CommentBody) => api.put<ForumComment>(`comments/${comment.id}`, body), {
    errorContext: 'comment',
    success: text.commentUpdated,
    invalidates: ['forumPost'],
    onSuccess: onDone,
  });
  const valid = content.trim() !== '' && content.trim() !== comment.content;
  const leaveGuard = useLeaveGuard(content.trim() !== comment.content);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !save.pending) void save.run({ content: content.trim(), issueId: comment.issueId });
  };
  return (
    <form onSubmit={submit} noValidate>
      {leaveGuard}
      <TextAreaField label={text.commentContent} value={content} maxLength={FORUM_CONTENT_MAX} onChange={(event) => setContent(event.target.value)} autoFocus />
      {save.error !== null && <ErrorBox title={text.commentNotUpdated} requestId={save.requestId}>{save.error}</ErrorBox>}
      <Actions>
        <SaveCancelButtons saveLabel={text.save} cancelLabel={text.cancel} canSave={valid} pending={save.pending} onCancel={onDone} whyDisabled={content.trim() === '' ? text.commentFirst : messages.common.nothingChanged} />
      </Actions>
    </form>
  );
}

function CommentItem({ comment, viewer }: { comment: ForumComment; viewer: Viewer }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const remove = useMutation(() => api.delete(`comments/${comment.id}`), {
    success: text.commentRemoved,
    invalidates: ['forumPost'],
    onSuccess: () => setMode('view'),
  });
  const author = comment.user_name || messages.forum.userNameMissing;
  return (
    <Comment aria-label={text.commentBy(author)}>
      <header>
        <strong>{author}</strong>
        <time dateTime={comment.date}>{formatDateTime(comment.date)}</time>
      </header>
      {mode === 'edit' ? <CommentEditor comment={comment} onDone={() => setMode('view')} /> : <p>{comment.content}</p>}
      {mode !== 'edit' && (mayChange(viewer, comment.user_id) || mayReport(viewer, comment.user_id)) && (
        <Actions>
          {mayChange(viewer, comment.user_id) && (
            <>
              <Button $variant="secondary" aria-label={text.commentEditLabel(author)} onClick={() => setMode('edit')}>
                {text.edit}
              </Button>
              <Button $variant="secondary" aria-label={text.commentRemoveLabel(author)} onClick={() => setMode('remove')}>
                {text.remove}
              </Button>
            </>
          )}
          {mayReport(viewer, comment.user_id) && <ReportButton itemType="comment" itemId={comment.id} itemLabel={text.commentOf(author)} />}
        </Actions>
      )}
      {mode === 'remove' && (
        <RemovalConfirmation title={text.commentRemoveTitle} removal={remove} onCancel={() => setMode('view')}>
          <Quote>{comment.content}</Quote>
        </RemovalConfirmation>
      )}
    </Comment>
  );
}

export function CommentList({ comments, viewer }: { comments: ForumComment[]; viewer: Viewer }) {
  if (comments.length === 0) return <p>{text.noComments}</p>;
  return (
    <Comments>
      {comments.map((comment) => (
        <li key={comment.id}>
          <CommentItem comment={comment} viewer={viewer} />
        </li>
      ))}
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(3)};
`;

const Quote = styled.blockquote`
  margin: 0 0 ${theme.space(3)};
  padding-left: ${theme.space(3)};
  border-left: 4px solid ${theme.colour.border};
  white-space: pre-line;
`;
