// The one place where API failures become the Dutch messages of SPEC §8.
import { HTTPError, NetworkError, TimeoutError } from 'ky';
import { errors } from '../messages/errors.ts';
import type { ApiErrorBody } from '../types/domain.ts';

/** Which screen asks: the same code reads differently per form (SPEC §8). */
export type ErrorContext =
  | 'general'
  | 'provider'
  | 'tool'
  | 'faq'
  | 'forumPost'
  | 'forumPostEdit'
  | 'settingsCreate'
  | 'settingsEdit';

/** The API's error body, when the failure came with one. */
export function apiErrorBody(error: unknown): ApiErrorBody | null {
  if (error instanceof HTTPError && error.data && typeof error.data === 'object' && 'code' in error.data) {
    return error.data as ApiErrorBody;
  }
  return null;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TimeoutError || error instanceof TypeError;
}

export function describeApiError(error: unknown, context: ErrorContext = 'general'): string {
  if (isNetworkError(error)) return errors.network;
  const body = apiErrorBody(error);
  if (!body) return error instanceof HTTPError ? errors.otherCode(String(error.response.status)) : errors.noResponse;
  if (body.code === 'ER_DUP_ENTRY') {
    if (context === 'provider') return errors.duplicate.provider;
    if (context === 'tool') return errors.duplicate.tool;
    if (context === 'faq') return errors.duplicate.faq;
  }
  if (body.code === 'VALIDATION_FAILED') {
    if (context === 'forumPost' || context === 'forumPostEdit' || context === 'settingsCreate' || context === 'settingsEdit') {
      return errors.validation[context];
    }
    return errors.validation.general;
  }
  return errors.otherCode(body.code);
}
