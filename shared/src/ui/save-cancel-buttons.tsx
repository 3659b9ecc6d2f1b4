// The two buttons under a form that changes something in place (a review, an answer, a post, a comment): the
// submit, which reads 'Bezig ...' while the request runs and waits for a valid form, and the cancel. Both rest
// while the request runs, so a second click neither sends twice nor leaves a request behind.
import { Button } from './components.tsx';
import { common } from '../messages/common.ts';
import { community } from '../messages/community.ts';
import { useWhyDisabled } from './why-disabled.tsx';

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
  const why = useWhyDisabled(canSave ? null : whyDisabled, pending);
  return (
    <>
      <Button type="submit" disabled={!canSave || pending} aria-describedby={why.describedBy}>
        {pending ? community.busy : saveLabel}
      </Button>
      <Button $variant="secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      {why.hint}
    </>
  );
}
