// The navigation state the forum list hands to a post (SPEC §2): the origin page and the author's name.
// Posts carry a name, never an e-mail address (docs/decisions/0004-no-public-email-addresses.md).

export interface ForumNavigationState {
  /** Path (with query) of the page the visitor came from. */
  from?: string;
  /** First and last name of the post's author. */
  userName?: string;
}

/** Reads the state defensively: history state survives reloads and may come from anywhere. */
export function readForumState(state: unknown): ForumNavigationState {
  if (!state || typeof state !== 'object') return {};
  const { from, userName } = state as Record<string, unknown>;
  return {
    // Only an in-app path: never another origin ('//host') or a scheme.
    from: typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined,
    userName: typeof userName === 'string' && userName.trim() !== '' ? userName : undefined,
  };
}
