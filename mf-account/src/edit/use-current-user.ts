// Loads the logged-in user's own record (GET /users/{id}, bearer) to prefill the account form.
import { useEffect, useState } from 'react';
import { api, type User } from 'shared';

export type CurrentUser = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; user: User };

export function useCurrentUser(id: number | null): CurrentUser {
  const [state, setState] = useState<CurrentUser>({ status: 'loading' });
  useEffect(() => {
    // The shell's logged-in guard renders this page only with a session, so there is always an id there.
    if (id === null) return;
    const controller = new AbortController();
    api
      .get<User>(`users/${id}`, undefined, { signal: controller.signal })
      .then((user) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', user });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      });
    return () => controller.abort();
  }, [id]);
  return state;
}
