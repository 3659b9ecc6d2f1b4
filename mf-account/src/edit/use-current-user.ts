// The logged-in user's own record (GET /users/{id}, bearer) to prefill the account form. The shell's logged-in
// guard renders the page only with a session, so there is always an id there.
import { api, useQuery, type User } from 'shared';

export function useCurrentUser(id: number | null) {
  return useQuery(id === null ? null : ['user', id], (signal) => api.get<User>(`users/${id}`, undefined, { signal }));
}
