// Mode 'remove': confirm, then DELETE /users/{id}: the same erasure as the person's own (decision 0024), said
// before the admin confirms. The last admin cannot be removed (409 LAST_ADMIN, its message shown).
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
      <p>{text.removeDialog.consequences}</p>
      <p>
        <strong>{text.removeDialog.warning}</strong>
      </p>
      {remove.error !== null && <ErrorBox requestId={remove.requestId}>{remove.error}</ErrorBox>}
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
