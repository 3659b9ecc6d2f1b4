// The one place where API failures become the Dutch messages of SPEC §8.
import { HTTPError, NetworkError, TimeoutError } from 'ky';
import { errors } from '../messages/errors.ts';
import type { ApiErrorBody } from '../contracts/wire.ts';
import type { ErrorCode } from '../contracts/error-codes.ts';
import { MAX_TOOL_KEYWORDS } from '../contracts/constants.ts';

/** Which screen asks: the same code reads differently per form (SPEC §8). */
export type ErrorContext =
  | 'general'
  | 'provider'
  | 'providerUpdate'
  | 'providerDelete'
  | 'claim'
  | 'tool'
  | 'toolDelete'
  | 'toolKeyword'
  | 'keyword'
  | 'faq'
  | 'forumPost'
  | 'forumPostEdit'
  | 'settingsCreate'
  | 'settingsEdit'
  | 'login'
  | 'registration'
  | 'accountUpdate'
  | 'userEdit'
  | 'userDelete'
  | 'accountDelete'
  | 'review'
  | 'comment'
  | 'reviewDelete'
  | 'report'
  | 'imageUpload';

/**
 * The API's error body, when the failure came with one. Its code is typed as the contract's ErrorCode, yet an API
 * newer than this build may send one it does not list: every reader keeps a fallback ('Reden: {code}').
 */
export function apiErrorBody(error: unknown): ApiErrorBody | null {
  if (error instanceof HTTPError && error.data && typeof error.data === 'object' && 'code' in error.data) {
    return error.data as ApiErrorBody;
  }
  return null;
}

/** What an id may look like: the API's short hex ids, or a trusted proxy's; anything else is not shown. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of the failed request, to show beside its message so that a report can be found in the server's logs:
 * the error body's requestId, else the X-Request-Id header (read only when the API exposes it to this origin).
 * Null without an answer (a network failure) or without a plausible id.
 */
export function requestIdOf(error: unknown): string | null {
  if (!(error instanceof HTTPError)) return null;
  const fromBody: unknown = apiErrorBody(error)?.requestId;
  if (typeof fromBody === 'string' && REQUEST_ID.test(fromBody)) return fromBody;
  const fromHeader = error.response.headers.get('x-request-id');
  return fromHeader !== null && REQUEST_ID.test(fromHeader) ? fromHeader : null;
}

/**
 * The field a VALIDATION_FAILED names first (`details: [{ field, message }]`), so a form can put the message under
 * that field; null for any other failure.
 */
export function failedField(error: unknown): string | null {
  return fieldOf(apiErrorBody(error));
}

function fieldOf(body: ApiErrorBody | null): string | null {
  if (body?.code !== 'VALIDATION_FAILED' || !Array.isArray(body.details)) return null;
  const first: unknown = body.details[0];
  return first && typeof first === 'object' && 'field' in first && typeof first.field === 'string' ? first.field : null;
}

/** The HTTP status of a failed request, when there was an answer. */
export function httpStatus(error: unknown): number | undefined {
  return error instanceof HTTPError ? error.response.status : undefined;
}

/** A route id such as /AI-tool/:id or /forum/:id worth asking the API about: a positive integer of at most 10 digits. */
export function isResourceId(id: string | undefined): id is string {
  return id !== undefined && /^[1-9]\d{0,9}$/.test(id);
}

/** The failure of a read by id that means "there is no such thing": 404, or an id the API refuses (400). */
export function isMissingResource(error: unknown): boolean {
  const body = apiErrorBody(error);
  if (body) return body.code === 'NOT_FOUND' || body.code === 'VALIDATION_FAILED';
  const status = httpStatus(error);
  return status === 404 || status === 400;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TimeoutError || error instanceof TypeError;
}

/** SPEC §8 'User delete failure': only the first sentence of the server's message is shown. */
export function firstSentence(message: string): string {
  const text = message.trim();
  return /^.*?[.!?](?=\s|$)/su.exec(text)?.[0] ?? text;
}

interface Failure {
  network: boolean;
  body: ApiErrorBody | null;
  code: ErrorCode | undefined;
  status: number | undefined;
}

/** A whole number from the error's details (COOL_DOWN's minutes, RATE_LIMITED's seconds), if it carries one. */
function detail(body: ApiErrorBody | null, name: string): number | undefined {
  const value = body?.details && typeof body.details === 'object' ? (body.details as Record<string, unknown>)[name] : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The screens whose texts differ from the general ones; null falls through to the general texts. */
function specificMessage(context: ErrorContext, { network, body, code, status }: Failure): string | null {
  switch (context) {
    case 'login':
      if (network) return errors.login.noResponse;
      return status === 400 || status === 401 ? errors.login.invalidCredentials : errors.login.unexpected;
    case 'registration':
      if (network) return errors.login.noResponse;
      if (code === 'VALIDATION_FAILED') return errors.registration.validationFailed;
      return code === 'ER_DUP_ENTRY' ? errors.registration.alreadyRegistered : errors.login.unexpected;
    case 'accountUpdate':
      if (network) return errors.accountUpdate.noResponse;
      if (code === 'VALIDATION_FAILED') return errors.accountUpdate.validationFailed;
      return code === 'ER_DUP_ENTRY' ? errors.accountUpdate.emailTaken : errors.accountUpdate.unexpected;
    case 'userEdit':
      return code === 'ER_DUP_ENTRY' ? errors.userEdit.emailTaken : null;
    case 'userDelete':
      return code === 'ER_ROW_IS_REFERENCED' && body ? firstSentence(body.message) : null;
    case 'accountDelete':
      // Removing your own account: the API says in Dutch why it did not believe it was you (a wrong password, a
      // login too old or of another account, too many tries); those words are more use than a code.
      return body && (fieldOf(body) !== null || code === 'FORBIDDEN' || code === 'RATE_LIMITED') ? body.message : null;
    case 'providerUpdate':
      return code === 'ER_DUP_ENTRY' ? errors.duplicate.provider : code === 'VALIDATION_FAILED' || code === 'FORBIDDEN' ? null : errors.providerUpdate;
    case 'providerDelete':
      return code === 'ER_ROW_IS_REFERENCED' ? errors.providerDeleteBlocked : null;
    case 'claim':
      return code === 'ER_DUP_ENTRY' ? errors.claimTaken : null;
    case 'keyword':
      return network || code === 'ER_DUP_ENTRY' ? errors.keyword : null;
    case 'toolKeyword':
      return code === 'VALIDATION_FAILED' ? errors.tooManyKeywords(MAX_TOOL_KEYWORDS) : null;
    case 'toolDelete':
      return errors.toolDelete(body?.message ?? (network ? errors.network : String(status ?? '')));
    case 'provider':
    case 'tool':
    case 'faq':
      return code === 'ER_DUP_ENTRY' ? errors.duplicate[context] : null;
    // Any other code reads 'Er ging iets mis. Probeer dit later opnieuw! Reden: {code}', the raw code (SPEC §8).
    case 'forumPost':
    case 'forumPostEdit':
    case 'settingsCreate':
    case 'settingsEdit':
      return code === 'VALIDATION_FAILED' ? errors.validation[context] : null;
    case 'review':
    case 'comment': {
      const minutes = code === 'COOL_DOWN' ? detail(body, 'minutes') : undefined;
      return minutes === undefined ? null : errors.coolDown(minutes, context === 'review' ? 'review' : 'reactie');
    }
    case 'reviewDelete':
      return code === 'RATE_LIMITED' ? null : errors.reviewDelete;
    case 'report':
      return code === 'ER_DUP_ENTRY' ? errors.alreadyReported : null;
    case 'imageUpload':
      if (code === 'PAYLOAD_TOO_LARGE' || status === 413) return errors.imageUpload.tooLarge;
      if (code === 'UNSUPPORTED_MEDIA_TYPE' || status === 415) return errors.imageUpload.wrongType;
      if (code === 'VALIDATION_FAILED') return errors.imageUpload.notAnImage;
      return code === 'UNAUTHORIZED' || code === 'FORBIDDEN' ? errors.imageUpload.forbidden : null;
    case 'general':
      return null;
  }
}

/**
 * An image address the API could not fetch (decision 0023): its message says which image and why, in Dutch for the
 * person who typed the address, which no general text can.
 */
function imageFetchFailure(body: ApiErrorBody | null): string | null {
  if (body?.code !== 'VALIDATION_FAILED' || !Array.isArray(body.details)) return null;
  const named = body.details.some((detail: unknown) => /\.(logoUrl|photoUrl)$/.test(String((detail as { field?: unknown } | null)?.field ?? '')));
  return named && body.message.trim() !== '' ? body.message : null;
}

export function describeApiError(error: unknown, context: ErrorContext = 'general'): string {
  const network = isNetworkError(error);
  const body = apiErrorBody(error);
  const image = imageFetchFailure(body);
  if (image !== null) return image;
  const specific = specificMessage(context, { network, body, code: body?.code, status: httpStatus(error) });
  if (specific !== null) return specific;
  if (network) return errors.network;
  if (!body) return error instanceof HTTPError ? errors.otherCode(String(error.response.status)) : errors.noResponse;
  if (body.code === 'VALIDATION_FAILED') return errors.validation.general;
  if (body.code === 'LAST_ADMIN') return errors.lastAdmin;
  if (body.code === 'RATE_LIMITED') return errors.rateLimited(Math.ceil((detail(body, 'retryAfterSeconds') ?? 60) / 60));
  return errors.otherCode(body.code);
}
