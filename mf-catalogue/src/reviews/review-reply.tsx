// The provider's public answer beneath a review: shown with the company's name; the user who manages the tool's
// provider writes it once and edits or removes it, an admin edits or removes it too (the API checks the same).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  api,
  Button,
  ErrorBox,
  formatDateTime,
  RemovalConfirmation,
  REVIEW_REPLY_MAX,
  SaveCancelButtons,
  TextAreaField,
  theme,
  useMutation,
  type Review,
  type ReviewReplyBody,
} from 'shared';
import { messages } from '../messages.ts';
import type { ToolViewer } from '../detail/tool-viewer.ts';

const text = messages.catalogue.reviews;
const replyText = text.reply;

function ReplyForm({ review, company, onDone, afterWrite }: { review: Review; company: string; onDone(): void; afterWrite: string[] }) {
  const editing = review.reply !== null;
  const [content, setContent] = useState(review.reply?.content ?? '');
  const save = useMutation(
    (body: ReviewReplyBody) => (editing ? api.put<Review>(`reviews/${review.id}/reply`, body) : api.post<Review>(`reviews/${review.id}/reply`, body)),
    { success: editing ? replyText.updated : replyText.posted, invalidates: afterWrite, onSuccess: onDone },
  );
  const blank = content.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !save.pending) void save.run({ content: content.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextAreaField
        label={replyText.content(company)}
        value={content}
        maxLength={REVIEW_REPLY_MAX}
        rows={3}
        onChange={(event) => setContent(event.target.value)}
        autoFocus
      />
      {save.error !== null && <ErrorBox title={replyText.notSaved} requestId={save.requestId}>{save.error}</ErrorBox>}
      <Actions>
        <SaveCancelButtons saveLabel={editing ? text.save : replyText.submit} cancelLabel={text.cancel} canSave={!blank} pending={save.pending} onCancel={onDone} whyDisabled={replyText.contentFirst} />
      </Actions>
    </form>
  );
}

export function ReviewReplyBlock({ review, viewer, afterWrite }: { review: Review; viewer: ToolViewer; afterWrite: string[] }) {
  const [mode, setMode] = useState<'view' | 'write' | 'remove'>('view');
  const remove = useMutation(() => api.delete(`reviews/${review.id}/reply`), {
    success: replyText.removed,
    invalidates: afterWrite,
    onSuccess: () => setMode('view'),
  });
  const { reply } = review;
  const managed = viewer.managedProvider;
  // The answer's own company may change it (and admins); a review without one may be answered by the tool's.
  const mayChange = reply !== null && (viewer.isAdmin || managed?.id === reply.provider_id);
  const company = reply?.provider_name ?? managed?.name ?? '';
  const done = () => setMode('view');

  if (mode === 'write') {
    return (
      <Reply>
        <ReplyForm review={review} company={company} onDone={done} afterWrite={afterWrite} />
      </Reply>
    );
  }
  if (reply === null) {
    if (managed === null) return null;
    return (
      <Actions>
        <Button $variant="secondary" aria-label={replyText.writeLabel(review.user_name)} onClick={() => setMode('write')}>
          {replyText.write}
        </Button>
      </Actions>
    );
  }
  return (
    <Reply aria-label={replyText.by(reply.provider_name)}>
      <p>
        <strong>{replyText.by(reply.provider_name)}</strong> <time dateTime={reply.date}>{formatDateTime(reply.date)}</time>
      </p>
      <Content>{reply.content}</Content>
      {mayChange && (
        <Actions>
          <Button $variant="secondary" onClick={() => setMode('write')}>
            {replyText.edit}
          </Button>
          <Button $variant="secondary" onClick={() => setMode('remove')}>
            {replyText.remove}
          </Button>
        </Actions>
      )}
      {mode === 'remove' && (
        <RemovalConfirmation title={replyText.removeTitle} removal={remove} onCancel={done}>
          <p>{reply.content}</p>
        </RemovalConfirmation>
      )}
    </Reply>
  );
}

const Reply = styled.section`
  margin: ${theme.space(3)} 0 0 ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 4px solid ${theme.colour.primary};
  background: ${theme.colour.background};
  border-radius: ${theme.radius.small};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${theme.space(1)};
  }
`;

const Content = styled.p`
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(3)};
`;
