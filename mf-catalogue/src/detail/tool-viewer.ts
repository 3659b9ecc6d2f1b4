// Who looks at a tool, and what they may do with it. SPEC §6: the user linked to the tool's provider manages its
// tools (approval box, edit, remove, history) and answers their reviews in the provider's name; an admin manages
// every tool. The API checks the same again on every write: this only decides what the page offers.
import type { Provider } from 'shared';
import { useAuthSession } from 'shared-core';

export interface ToolViewer {
  /** null: not logged in. */
  userId: number | null;
  isAdmin: boolean;
  /** The tool's provider, when the viewer is its linked user; null otherwise. */
  managedProvider: Provider | null;
}

export function useToolViewer(provider: Provider | null): ToolViewer {
  const userId = useAuthSession((session) => (session.accessToken === null ? null : session.id));
  const isAdmin = useAuthSession((session) => session.roles.includes('admin'));
  const managesProvider = userId !== null && provider !== null && provider.user_id === userId;
  return { userId, isAdmin, managedProvider: managesProvider ? provider : null };
}

/** May this viewer manage the tool: the provider's linked user or an admin. */
export function mayManageTool(viewer: ToolViewer): boolean {
  return viewer.isAdmin || viewer.managedProvider !== null;
}
