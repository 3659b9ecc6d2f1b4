// A confirmation before a removal: what will go, 'Annuleer' first (the focus the dialog puts on its first
// button never rests on the removal), the removal's button, and its failure under it.
import type { ReactNode } from 'react';
import { Button, ButtonRow, ErrorBox } from './components.tsx';
import { Dialog } from './dialog.tsx';
import { common } from '../messages/common.ts';
import { community } from '../messages/community.ts';

export interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  /** The removal's button (default 'Verwijder'). */
  confirmLabel?: string;
  /** The cancel button (default 'Annuleer'). */
  cancelLabel?: string;
  pending: boolean;
  error: string | null;
  /** The failed request's id, shown under `error` (a mutation's requestId). */
  requestId?: string | null;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ title, children, confirmLabel = community.remove, cancelLabel = common.cancel, pending, error, requestId, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={pending ? undefined : onCancel}>
      {children}
      {error !== null && <ErrorBox requestId={requestId}>{error}</ErrorBox>}
      <ButtonRow>
        <Button $variant="secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button $variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? community.busy : confirmLabel}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
