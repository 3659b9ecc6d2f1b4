// Mode 'role' (SPEC §4): confirm the chosen role; PUT /users/upgrade/{id} with that role and those below it.
// In every user dialog 'Annuleer' comes first, so the focus the dialog puts on its first button never rests
// on a change.
import { rolesFrom, api, Button, ButtonRow, describeApiError, Dialog, ErrorBox, type Role, type User } from 'shared';
import { messages } from '../messages.ts';
import { fullName } from './user-card.tsx';
import { useDialogRequest } from './use-dialog-request.ts';

const text = messages.admin.users;

export interface RoleDialogProps {
  user: User;
  role: Role;
  /** The admin is changing their own role, and is logged out afterwards. */
  isOwnAccount: boolean;
  onCancel(): void;
  onChanged(user: User): void;
}

export function RoleDialog({ user, role, isOwnAccount, onCancel, onChanged }: RoleDialogProps) {
  const request = useDialogRequest();
  const confirm = () =>
    request.run(
      () => api.put<User>(`users/upgrade/${user.id}`, { roles: rolesFrom(role) }),
      (error) => describeApiError(error),
      onChanged,
    );
  return (
    <Dialog title={text.roleDialog.title} onClose={request.busy ? undefined : onCancel}>
      <p>{text.roleDialog.question(fullName(user), text.roleLabels[role])}</p>
      {isOwnAccount && <p>{text.roleDialog.ownRoleWarning}</p>}
      {request.error !== null && <ErrorBox>{request.error}</ErrorBox>}
      <ButtonRow>
        <Button $variant="secondary" onClick={onCancel} disabled={request.busy}>
          {text.cancel}
        </Button>
        <Button onClick={confirm} disabled={request.busy}>
          {request.busy ? text.busy : text.roleDialog.confirm}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
