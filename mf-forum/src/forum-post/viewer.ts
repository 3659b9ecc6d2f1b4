// Who looks at a forum post: the author or an admin may change a post or a comment, anyone else logged in may
// report it (the API checks the same).
import { useAuthSession } from 'shared-core';

export interface Viewer {
  /** null: not logged in. */
  userId: number | null;
  isAdmin: boolean;
}

export function useViewer(): Viewer {
  const userId = useAuthSession((session) => (session.accessToken === null ? null : session.id));
  const isAdmin = useAuthSession((session) => session.roles.includes('admin'));
  return { userId, isAdmin };
}

export const mayChange = (viewer: Viewer, authorId: number) => viewer.userId !== null && (viewer.userId === authorId || viewer.isAdmin);
export const mayReport = (viewer: Viewer, authorId: number) => viewer.userId !== null && viewer.userId !== authorId;
