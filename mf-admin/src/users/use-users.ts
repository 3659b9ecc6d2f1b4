// Loads every user for the admin (GET /users, bearer) and keeps the list in step with the dialogs' changes,
// so a successful change shows without reloading the list.
import { useCallback, useEffect, useState } from 'react';
import { api, type User } from 'shared';

export type UserListState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; users: User[]; count: number };

export interface UserList {
  state: UserListState;
  retry(): void;
  /** Puts the API's answer to an edit or role change in place of the old user. */
  replace(user: User): void;
  remove(id: number): void;
}

export function useUsers(): UserList {
  const [state, setState] = useState<UserListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .list<User>('users', undefined, { signal: controller.signal })
      .then((page) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', users: page.data, count: page.count });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const replace = useCallback(
    (user: User) =>
      setState((current) =>
        current.status === 'loaded'
          ? { ...current, users: current.users.map((old) => (old.id === user.id ? user : old)) }
          : current,
      ),
    [],
  );
  const remove = useCallback(
    (id: number) =>
      setState((current) =>
        current.status === 'loaded'
          ? { ...current, users: current.users.filter((user) => user.id !== id), count: current.count - 1 }
          : current,
      ),
    [],
  );
  return { state, retry, replace, remove };
}
