// Mode 'remove': confirm, then DELETE /users/{id}. A user who still manages providers cannot be removed; the
// API answers 409 ER_ROW_IS_REFERENCED and the first sentence of its message is shown (SPEC §8).
import { api, apiErrorBody, Button, ButtonRow, describeApiError, Dialog, ErrorBox, type User } from 'shared';
import { messages } from '../messages.ts';
import { firstSentence } from './first-sentence.ts';
import { fullName } from './user-card.tsx';
import { useDialogRequest } from './use-dialog-request.ts';

const text = messages.admin.users;

function describeRemoveError(error: unknown): string {
  const body = apiErrorBody(error);
  return body?.code === 'ER_ROW_IS_REFERENCED' ? firstSentence(body.message) : describeApiError(error);
}

export interface RemoveDialogProps {
  user: User;
  onCancel(): void;
  onRemoved(): void;
}

export function RemoveDialog({ user, onCancel, onRemoved }: RemoveDialogProps) {
  const request = useDialogRequest();
  const confirm = () => request.run(() => api.delete(`users/${user.id}`), describeRemoveError, onRemoved);
  return (
    <Dialog title={text.removeDialog.title} onClose={request.busy ? undefined : onCancel}>
      <p>{text.removeDialog.question(fullName(user), user.email)}</p>
      <p>
        <strong>{text.removeDialog.warning}</strong>
      </p>
      {request.error !== null && <ErrorBox>{request.error}</ErrorBox>}
      <ButtonRow>
        <Button $variant="secondary" onClick={onCancel} disabled={request.busy}>
          {text.cancel}
        </Button>
        <Button $variant="danger" onClick={confirm} disabled={request.busy}>
          {request.busy ? text.busy : text.removeDialog.confirm}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
