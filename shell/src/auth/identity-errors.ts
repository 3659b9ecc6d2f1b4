// How the failures of oidc-client-ts read to a visitor (SPEC §8: 'Login failed' or 'Get access token failed').
// Popup troubles are plain Errors, told apart by their message; an ErrorResponse by its documented `name` marker.
import { messages } from '../messages.ts';

/** window.open gave no window (a popup blocker): oidc-client-ts then has nothing to navigate. */
export function isPopupBlocked(error: unknown): boolean {
  return error instanceof Error && error.message === 'Attempted to navigate on a disposed window';
}

/**
 * The visitor closed the popup or chose 'Annuleren' on its page, so there is nothing to report: noticed at once ('Popup closed by user') or when
 * its time was up ('Popup blocked by user' in oidc-client-ts's words; a popup it really could not open fails at
 * once, see isPopupBlocked).
 */
export function isClosedByUser(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.message === 'Popup closed by user' || error.message === 'Popup blocked by user') return true;
  // 'Annuleren' on the provider's page answers the OAuth error access_denied (a choice, not a failure).
  return error.name === 'ErrorResponse' && ((error as Error & { error?: unknown }).error === 'access_denied' || error.message === 'access_denied');
}

/** The token endpoint's refusals carry the form that was posted; any other failure is the login itself. */
export function identityErrorMessage(error: unknown): string {
  const refusal = error instanceof Error && error.name === 'ErrorResponse';
  return refusal && 'form' in error && error.form ? messages.auth.accessTokenFailed : messages.auth.loginFailed;
}
