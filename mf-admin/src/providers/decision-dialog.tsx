// The decision dialog of both reviews on /providers/submissions (a submitted provider, a claim of a listed
// company): what is decided on (children), the comment a rejection needs, Annuleer / Keur niet goed / Keur goed, wired to
// the one request that records the decision. While it runs the dialog cannot be closed.
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow, Dialog, ErrorBox, TEXT_MAX, TextAreaField, theme, type Mutation } from 'shared';
import { messages } from '../messages.ts';

const text = messages.admin.submissions;

/** What the admin decided; the comment is empty on an approval. */
export interface Decision {
  approved: boolean;
  comment: string;
}

export interface DecisionDialogProps {
  title: string;
  /** What is decided on: the facts of the submission or the claim. */
  children: ReactNode;
  /** Sends the decision; its onSuccess closes the dialog. */
  decide: Mutation<Decision, unknown>;
  onClose(): void;
  /** Whether what the admin filled in beside the comment lets a decision go out (its fields show why not). */
  mayDecide?: () => boolean;
}

export function DecisionDialog({ title, children, decide, onClose, mayDecide = () => true }: DecisionDialogProps) {
  const [comment, setComment] = useState('');
  const [rejecting, setRejecting] = useState(false);
  // Only with a comment: the submitter reads it with their request and in the mail.
  const reject = (event: FormEvent) => {
    event.preventDefault();
    setRejecting(true);
    if (mayDecide() && comment.trim() !== '') void decide.run({ approved: false, comment: comment.trim() });
  };
  return (
    <Dialog title={title} onClose={decide.pending ? undefined : onClose} closeButton>
      <form onSubmit={reject} noValidate>
        {children}
        <TextAreaField
          label={text.comment}
          value={comment}
          maxLength={TEXT_MAX}
          rows={3}
          error={rejecting && comment.trim() === '' ? text.commentRequired : null}
          onChange={(event) => setComment(event.target.value)}
        />
        {decide.error !== null && <ErrorBox requestId={decide.requestId}>{decide.error}</ErrorBox>}
        <ButtonRow>
          <Button $variant="secondary" onClick={onClose} disabled={decide.pending}>
            {text.cancel}
          </Button>
          <Button type="submit" $variant="danger" disabled={decide.pending}>
            {text.reject}
          </Button>
          <Button
            onClick={() => {
              if (mayDecide()) void decide.run({ approved: true, comment: '' });
            }}
            disabled={decide.pending}
          >
            {text.approve}
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}

/** The facts a review shows, as a term and its value per line. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0 0 ${theme.space(4)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
