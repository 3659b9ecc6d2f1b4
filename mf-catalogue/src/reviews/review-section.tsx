// The reviews of a tool, newest first (SPEC §2, §4): a logged-in user writes one (content and 1 to 5 stars, 30
// minutes after their previous review of this tool: the server decides and the screen says how long to wait),
// the author edits and deletes, an admin deletes any, anyone logged in reports someone else's; the user who
// manages the tool's provider answers a review once. Anonymous visitors are asked to log in. Every text a person
// wrote is shown as text. After a write the tool is read again, so its average and count follow. A review the
// average leaves out is marked, with the reason: an earlier review of someone who reviewed again, or one by the
// tool's own company (docs/decisions/0014-community.md).
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  api,
  Button,
  ErrorBox,
  formatDateTime,
  LoginPrompt,
  RemovalConfirmation,
  ReportButton,
  SaveCancelButtons,
  SubmitWithReason,
  TEXT_MAX,
  TextAreaField,
  theme,
  useLeaveGuard,
  useMutation,
  type Review,
  type ReviewBody,
} from 'shared';
import { messages } from '../messages.ts';
import type { ToolViewer } from '../detail/tool-viewer.ts';
import { ReviewReplyBlock } from './review-reply.tsx';
import { StarRating } from './stars.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

const text = messages.catalogue.reviews;
const detailText = messages.catalogue.detail;

/** The detail page reads the tool again after a write: its average, its count and the reviews follow. */
const AFTER_WRITE = ['tool'];

function ReviewForm({ toolId }: { toolId: number }) {
  const titleId = useId();
  const [rating, setRating] = useState(1);
  const [content, setContent] = useState('');
  const post = useMutation((body: ReviewBody) => api.post<Review>('reviews', body), {
    errorContext: 'review',
    success: text.posted,
    invalidates: AFTER_WRITE,
    onSuccess: () => {
      setContent('');
      setRating(1);
    },
  });
  const blank = content.trim() === '';
  const leaveGuard = useLeaveGuard(!blank);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !post.pending) void post.run({ content: content.trim(), rating, aiToolId: toolId });
  };
  return (
    <Form aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId}>{text.formTitle}</h3>
      {leaveGuard}
      <StarRatingInput value={rating} onChange={setRating} disabled={post.pending} />
      <TextAreaField label={text.content} value={content} maxLength={TEXT_MAX} onChange={(event) => setContent(event.target.value)} />
      {post.error !== null && <ErrorBox title={messages.errors.reviewNotPosted} requestId={post.requestId}>{post.error}</ErrorBox>}
      <Actions>
        <SubmitWithReason label={text.submit} canSubmit={!blank} pending={post.pending} whyDisabled={text.contentFirst} />
      </Actions>
    </Form>
  );
}

function ReviewEditForm({ review, onDone }: { review: Review; onDone(): void }) {
  const [rating, setRating] = useState(review.rating);
  const [content, setContent] = useState(review.content);
  const save = useMutation((body: ReviewBody) => api.put<Review>(`reviews/${review.id}`, body), {
    errorContext: 'review',
    success: text.updated,
    invalidates: AFTER_WRITE,
    onSuccess: onDone,
  });
  // SPEC §5: an edit needs content.
  const blank = content.trim() === '';
  const leaveGuard = useLeaveGuard(content !== review.content || rating !== review.rating);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !save.pending) void save.run({ content: content.trim(), rating, aiToolId: review.ai_tool_id });
  };
  return (
    <form onSubmit={submit} noValidate>
      {leaveGuard}
      <StarRatingInput value={rating} onChange={setRating} disabled={save.pending} />
      <TextAreaField label={text.content} value={content} maxLength={TEXT_MAX} onChange={(event) => setContent(event.target.value)} autoFocus />
      {save.error !== null && <ErrorBox title={text.notUpdated} requestId={save.requestId}>{save.error}</ErrorBox>}
      <Actions>
        <SaveCancelButtons saveLabel={text.save} cancelLabel={text.cancel} canSave={!blank} pending={save.pending} onCancel={onDone} whyDisabled={text.contentFirst} />
      </Actions>
    </form>
  );
}

function ReviewItem({ review, viewer }: { review: Review; viewer: ToolViewer }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const own = viewer.userId === review.user_id;
  const remove = useMutation(() => api.delete(`reviews/${review.id}`), {
    errorContext: 'reviewDelete',
    success: own ? text.removedOwn : text.removedOther,
    invalidates: AFTER_WRITE,
    onSuccess: () => setMode('view'),
  });
  return (
    <article aria-label={detailText.reviewBy(review.user_name)}>
      <header>
        <strong>{review.user_name}</strong>
        {mode !== 'edit' && <StarRating rating={review.rating} />}
        <time dateTime={review.date}>{formatDateTime(review.date)}</time>
        {review.byProvider ? <Mark>{text.byProvider}</Mark> : review.earlier && <Mark>{text.earlier}</Mark>}
      </header>
      {(review.byProvider || review.earlier) && <Note>{review.byProvider ? text.byProviderNote : text.earlierNote}</Note>}
      {mode === 'edit' ? <ReviewEditForm review={review} onDone={() => setMode('view')} /> : <Content>{review.content}</Content>}
      {mode !== 'edit' && viewer.userId !== null && (
        <Actions>
          {own && (
            <Button $variant="secondary" aria-label={text.editLabel} onClick={() => setMode('edit')}>
              {text.edit}
            </Button>
          )}
          {(own || viewer.isAdmin) && (
            <Button $variant="secondary" aria-label={text.removeLabel(review.user_name)} onClick={() => setMode('remove')}>
              {text.remove}
            </Button>
          )}
          {!own && <ReportButton itemType="review" itemId={review.id} itemLabel={text.reviewOf(review.user_name)} />}
        </Actions>
      )}
      <ReviewReplyBlock review={review} viewer={viewer} afterWrite={AFTER_WRITE} />
      {mode === 'remove' && (
        <RemovalConfirmation title={text.confirmRemove} removal={remove} onCancel={() => setMode('view')}>
          <Quote>{review.content}</Quote>
        </RemovalConfirmation>
      )}
    </article>
  );
}

export function ReviewSection({
  toolId,
  reviews,
  reviewsRequestId = null,
  viewer,
}: {
  toolId: number;
  reviews: Review[] | null;
  /** The id of the failed reviews request, when `reviews` is null. */
  reviewsRequestId?: string | null;
  viewer: ToolViewer;
}) {
  return (
    <Section aria-labelledby="catalogue-reviews-title">
      <h2 id="catalogue-reviews-title">{detailText.reviews}</h2>
      {viewer.userId === null ? (
        <ReviewLoginPrompt>{detailText.loginForReview}</ReviewLoginPrompt>
      ) : (
        <ReviewForm toolId={toolId} />
      )}
      {reviews === null && <ErrorBox requestId={reviewsRequestId}>{messages.errors.noResponse}</ErrorBox>}
      {reviews?.length === 0 && <p>{detailText.noReviews}</p>}
      {reviews && reviews.length > 0 && (
        <List>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} viewer={viewer} />
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}

const Section = styled.section`
  h2 {
    font-size: ${theme.font.size.large};
    margin: 0 0 ${theme.space(3)};
  }
`;

const ReviewLoginPrompt = styled(LoginPrompt)`
  margin-bottom: ${theme.space(4)};
`;

const Form = styled.form`
  margin-bottom: ${theme.space(6)};
  padding: ${theme.space(4)};
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow};
  h3 {
    margin: 0 0 ${theme.space(3)};
    font-size: ${theme.font.size.normal};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(3)};
`;

/** The reason a review is left out of the score, said in words (not by colour alone). */
const Mark = styled.span`
  padding: 0 ${theme.space(2)};
  border: 1px solid ${theme.colour.border};
  border-radius: 999px;
  font-size: ${theme.font.size.small};
  font-weight: 600;
`;

const Note = styled.p`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`;

const Content = styled.p`
  margin: ${theme.space(2)} 0 0;
  white-space: pre-line;
`;

const Quote = styled.blockquote`
  margin: 0 0 ${theme.space(3)};
  padding-left: ${theme.space(3)};
  border-left: 4px solid ${theme.colour.border};
  white-space: pre-line;
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
  article {
    padding: ${theme.space(3)} ${theme.space(4)};
    background: ${theme.colour.surface};
    border-radius: ${theme.radius.medium};
    box-shadow: ${theme.shadow};
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${theme.space(1)} ${theme.space(3)};
  }
  time {
    color: ${theme.colour.muted};
    font-size: ${theme.font.size.small};
  }
`;
