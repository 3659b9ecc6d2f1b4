// The buttons under a form that sends something: the submit, which reads 'Bezig ...' while the request runs and
// waits for a valid form, saying in words beside it why it waits; and, for a form that changes something in place
// (a review, an answer, a post, a comment), a cancel. Both rest while the request runs, so a second click neither
// sends twice nor leaves a request behind.
import type { ReactNode } from 'react';
import { Button } from './components.tsx';
import { common } from '../messages/common.ts';
import { community } from '../messages/community.ts';
import { useWhyDisabled } from './why-disabled.tsx';

export interface SubmitWithReasonProps {
  label: string;
  /** The form holds something that may be sent. */
  canSubmit: boolean;
  pending: boolean;
  /** Why the submit rests while canSubmit is false, shown beside it; leave out when a field's own message says so. */
  whyDisabled?: string | null;
  /** Other buttons of the row, placed between the submit and the reason. */
  children?: ReactNode;
}

/** The submit with its reason: place it in the form's row of buttons. */
export function SubmitWithReason({ label, canSubmit, pending, whyDisabled = null, children }: SubmitWithReasonProps) {
  const why = useWhyDisabled(canSubmit ? null : whyDisabled, pending);
  return (
    <>
      <Button type="submit" disabled={!canSubmit || pending} aria-describedby={why.describedBy}>
        {pending ? community.busy : label}
      </Button>
      {children}
      {why.hint}
    </>
  );
}

export interface SaveCancelButtonsProps {
  saveLabel: string;
  /** Default 'Annuleer'. */
  cancelLabel?: string;
  /** The form holds something that may be sent. */
  canSave: boolean;
  pending: boolean;
  onCancel(): void;
  /** Why the submit rests while canSave is false, shown beside it; leave out when a field's own message says so. */
  whyDisabled?: string | null;
}

export function SaveCancelButtons({ saveLabel, cancelLabel = common.cancel, canSave, pending, onCancel, whyDisabled = null }: SaveCancelButtonsProps) {
  return (
    <SubmitWithReason label={saveLabel} canSubmit={canSave} pending={pending} whyDisabled={whyDisabled}>
      <Button $variant="secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
    </SubmitWithReason>
  );
}
