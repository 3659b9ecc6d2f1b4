// Every user for the admin (GET /users, bearer). A dialog's successful change is put in place with the row the
// API answered, so the list never needs to load again.
import { api, useQuery, type User } from 'shared';

export function useUsers() {
  const users = useQuery(['users'], (signal) => api.list<User>('users', undefined, { signal }));
  return {
    users,
    replace: (user: User) => users.setData((page) => ({ ...page, data: page.data.map((old) => (old.id === user.id ? user : old)) })),
    remove: (id: number) => users.setData((page) => ({ data: page.data.filter((user) => user.id !== id), count: page.count - 1 })),
  };
}

export type UserList = ReturnType<typeof useUsers>;
