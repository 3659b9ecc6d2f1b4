// The API's error model (docs/api-contract.md): every failure answers { code, message, details?, requestId }
// (ApiErrorBody of shared/contracts), its code one of the contract's ERROR_CODES.
import type { ApiErrorBody, ErrorCode } from 'shared/contracts';

/** A failure's body before sendError adds the request's id. */
export type ErrorBody = Omit<ApiErrorBody, 'requestId'>;

/**
 * An expected failure: thrown by services and the access gate, answered as is by the error handler. A cause
 * (the database's own error behind a 503) is logged, never sent.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(statusCode: number, code: ErrorCode, message: string, details?: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }

  toBody(): ErrorBody {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export const messages = {
  validation: 'De aanvraag bevat ongeldige gegevens.',
  unauthorized: 'Inloggen is vereist: een geldig bearer-token ontbreekt.',
  forbidden: 'Je hebt geen toegang tot deze actie.',
  notFound: 'Niet gevonden.',
  duplicate: 'Dit bestaat al.',
  goneMeanwhile: 'Wat je wilde wijzigen of waar je naar verwees, bestaat intussen niet meer.',
  payloadTooLarge: 'De aanvraag is te groot.',
  unsupportedMediaType: 'Dit inhoudstype wordt niet ondersteund.',
  rateLimited: 'Te veel aanvragen. Probeer het straks opnieuw.',
  internal: 'Er ging iets mis op de server.',
} as const;

export function notFound(what: string = messages.notFound): ApiError {
  return new ApiError(404, 'NOT_FOUND', what);
}

export function unauthorized(): ApiError {
  return new ApiError(401, 'UNAUTHORIZED', messages.unauthorized);
}

export function forbidden(message: string = messages.forbidden): ApiError {
  return new ApiError(403, 'FORBIDDEN', message);
}

/** A body that passes the schema but breaks a rule of the service (details: which field, as the schema's 400s). */
export function validationFailed(field: string, problem: string, message: string = messages.validation): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', message, [{ field, message: problem }]);
}

/** SPEC §5: a review or comment within 30 minutes of the user's previous one; details carry the whole minutes left. */
export function coolDown(minutes: number): ApiError {
  return new ApiError(429, 'COOL_DOWN', `Je moet nog ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} wachten.`, { minutes });
}
