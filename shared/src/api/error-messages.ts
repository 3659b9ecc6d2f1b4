// The one place where API failures become the Dutch messages of SPEC §8.
import { HTTPError, NetworkError, TimeoutError } from 'ky';
import { errors } from '../messages/errors.ts';
import type { ApiErrorBody } from '../contracts/domain.ts';

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

/** A route id such as /AI-tool/:id or /forum/:id worth asking the API about: a positive integer of at most 10 digits. */
export function isResourceId(id: string | undefined): id is string {
  return id !== undefined && /^[1-9]\d{0,9}$/.test(id);
}

/** The failure of a read by id that means "there is no such thing": 404, or an id the API refuses (400). */
export function isMissingResource(error: unknown): boolean {
  const body = apiErrorBody(error);
  if (body) return body.code === 'NOT_FOUND' || body.code === 'VALIDATION_FAILED';
  const status = error instanceof HTTPError ? error.response.status : undefined;
  return status === 404 || status === 400;
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
