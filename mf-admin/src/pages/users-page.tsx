// Route '/users' (admin): every user as a card with a role select and edit and delete buttons; one dialog at a
// time in mode role, edit or remove (SPEC §2 "User management", §4 "Role change"). Router-less: the shell's
// router renders it and its guard keeps non-admins out.
import { useState } from 'react';
import { highestRole, Button, describeApiError, ErrorBox, Grid, ListHeader, PageContainer, PageIntro, PageTitle, requestIdOf, Spinner, type Role, type User } from 'shared';
import { authSession, useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';
import { EditDialog } from '../users/edit-dialog.tsx';
import { RemoveDialog } from '../users/remove-dialog.tsx';
import { RoleDialog } from '../users/role-dialog.tsx';
import { UserCard } from '../users/user-card.tsx';
import { useUsers, type UserList } from '../users/use-users.ts';

const text = messages.admin.users;

type OpenDialog =
  | { mode: 'role'; user: User; role: Role }
  | { mode: 'edit'; user: User }
  | { mode: 'remove'; user: User };

function UserCards({ list }: { list: UserList }) {
  const ownId = useAuthSession((session) => session.id);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const { users } = list;

  if (users.status === 'loading') return <Spinner label={text.loading} />;
  if (users.status === 'failed') {
    return (
      <>
        <ErrorBox requestId={requestIdOf(users.error)}>
          {text.loadFailed} {describeApiError(users.error)}
        </ErrorBox>
        <Button $variant="secondary" onClick={users.refetch}>
          {text.retry}
        </Button>
      </>
    );
  }

  const roleChanged = (user: User) => {
    close();
    list.replace(user);
    // SPEC §4: admins who change their own role are logged out (their token still carries the old roles).
    if (user.id === ownId) authSession.getState().logout();
  };
  const saved = (user: User) => {
    close();
    list.replace(user);
  };
  const removed = (user: User) => {
    close();
    list.remove(user.id);
  };

  return (
    <section aria-labelledby="users-list-title">
      <ListHeader>
        <h2 id="users-list-title">{text.listTitle}</h2>
        <p role="status">{text.count(users.data.count)}</p>
      </ListHeader>
      {users.data.data.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <Grid>
          {users.data.data.map((user) => (
            <li key={user.id}>
              <UserCard
                user={user}
                // While the role dialog is open the select shows the choice; closing it restores the stored role.
                shownRole={
                  dialog?.mode === 'role' && dialog.user.id === user.id ? dialog.role : highestRole(user.roles)
                }
                onRoleChoice={(role) => setDialog({ mode: 'role', user, role })}
                onEdit={() => setDialog({ mode: 'edit', user })}
                onRemove={() => setDialog({ mode: 'remove', user })}
              />
            </li>
          ))}
        </Grid>
      )}
      {dialog?.mode === 'role' && (
        <RoleDialog
          user={dialog.user}
          role={dialog.role}
          isOwnAccount={dialog.user.id === ownId}
          onCancel={close}
          onChanged={roleChanged}
        />
      )}
      {dialog?.mode === 'edit' && <EditDialog user={dialog.user} onCancel={close} onSaved={saved} />}
      {dialog?.mode === 'remove' && (
        <RemoveDialog user={dialog.user} onCancel={close} onRemoved={() => removed(dialog.user)} />
      )}
    </section>
  );
}

export default function UsersPage() {
  const list = useUsers();
  return (
    <PageContainer>
      <PageTitle>{messages.admin.pageTitles.users}</PageTitle>
      <PageIntro>{text.intro}</PageIntro>
      <UserCards list={list} />
    </PageContainer>
  );
}
