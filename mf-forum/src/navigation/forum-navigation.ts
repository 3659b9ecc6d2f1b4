// The navigation state the forum list hands to a post (SPEC §2): the origin page and the author's name.
// Posts carry a name, never an e-mail address (docs/decisions/0004-no-public-email-addresses.md).
import { DEFAULT_BACK_PATH } from 'shared';
import { useLocation, useNavigate } from 'shared-core';

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

/**
 * Back to the previous page: the origin in the navigation state when there is one; otherwise one step back
 * when the visitor got here inside the site (the router's first location has the key 'default');
 * otherwise DEFAULT_BACK_PATH ('/').
 */
export function useGoBack(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const { from } = readForumState(location.state);
  return () => {
    if (from) void navigate(from);
    else if (location.key !== 'default') void navigate(-1);
    else void navigate(DEFAULT_BACK_PATH);
  };
}
