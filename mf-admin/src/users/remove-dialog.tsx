// Mode 'remove': confirm, then DELETE /users/{id}. A user who still manages providers cannot be removed; the
// API answers 409 ER_ROW_IS_REFERENCED and the first sentence of its message is shown (SPEC §8).
import { api, Button, ButtonRow, Dialog, ErrorBox, useMutation, type User } from 'shared';
import { messages } from '../messages.ts';
import { fullName } from './user-card.tsx';

const text = messages.admin.users;

export interface RemoveDialogProps {
  user: User;
  onCancel(): void;
  onRemoved(): void;
}

export function RemoveDialog({ user, onCancel, onRemoved }: RemoveDialogProps) {
  const remove = useMutation(() => api.delete(`users/${user.id}`), {
    errorContext: 'userDelete',
    success: text.accountRemoved,
    onSuccess: onRemoved,
  });
  return (
    <Dialog title={text.removeDialog.title} onClose={remove.pending ? undefined : onCancel}>
      <p>{text.removeDialog.question(fullName(user), user.email)}</p>
      <p>
        <strong>{text.removeDialog.warning}</strong>
      </p>
      {remove.error !== null && <ErrorBox>{remove.error}</ErrorBox>}
      <ButtonRow>
        <Button $variant="secondary" onClick={onCancel} disabled={remove.pending}>
          {text.cancel}
        </Button>
        <Button $variant="danger" onClick={() => void remove.run(undefined)} disabled={remove.pending}>
          {remove.pending ? text.busy : text.removeDialog.confirm}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
