// Mode 'role' (SPEC §4): confirm the chosen role; PUT /users/upgrade/{id} with that role and those below it.
// In every user dialog 'Annuleer' comes first, so the focus the dialog puts on its first button never rests
// on a change.
import { rolesFrom, api, Button, ButtonRow, Dialog, ErrorBox, useMutation, type Role, type User } from 'shared';
import { messages } from '../messages.ts';
import { fullName } from './user-card.tsx';

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
  const change = useMutation(() => api.put<User>(`users/upgrade/${user.id}`, { roles: rolesFrom(role) }), {
    success: text.roleChanged(text.roleLabels[role]),
    onSuccess: onChanged,
  });
  return (
    <Dialog title={text.roleDialog.title} onClose={change.pending ? undefined : onCancel}>
      <p>{text.roleDialog.question(fullName(user), text.roleLabels[role])}</p>
      <p>{text.roleDialog.takesEffect}</p>
      {isOwnAccount && <p>{text.roleDialog.ownRoleWarning}</p>}
      {change.error !== null && <ErrorBox requestId={change.requestId}>{change.error}</ErrorBox>}
      <ButtonRow>
        <Button $variant="secondary" onClick={onCancel} disabled={change.pending}>
          {text.cancel}
        </Button>
        <Button onClick={() => void change.run(undefined)} disabled={change.pending}>
          {change.pending ? text.busy : text.roleDialog.confirm}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
