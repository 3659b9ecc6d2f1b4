// The confirmation of a removal wired to the removal's own request: 'Verwijder' sends it, the dialog shows it busy
// and shows its failure, and 'Annuleer' forgets that failure before it closes, so the next attempt starts clean.
// Every screen that removes one thing after asking (a tool, a review, an answer, a post, a comment, a report's item)
// uses this one.
import type { Mutation } from '../data/use-mutation.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

export interface RemovalConfirmationProps extends Omit<ConfirmDialogProps, 'pending' | 'error' | 'requestId' | 'onConfirm' | 'onCancel'> {
  /** The removal: a mutation without input (`useMutation(() => api.delete(…))`); its onSuccess closes the dialog. */
  removal: Mutation<undefined, unknown>;
  /** Closes the dialog without removing. */
  onCancel(): void;
}

export function RemovalConfirmation({ removal, onCancel, ...dialog }: RemovalConfirmationProps) {
  return (
    <ConfirmDialog
      {...dialog}
      pending={removal.pending}
      error={removal.error}
      requestId={removal.requestId}
      onConfirm={() => void removal.run(undefined)}
      onCancel={() => {
        removal.clearError();
        onCancel();
      }}
    />
  );
}
