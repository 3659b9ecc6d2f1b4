// The API's error model (docs/api-contract.md): every failure answers { code, message, details? }.
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'ER_DUP_ENTRY'
  | 'ER_ROW_IS_REFERENCED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'COOL_DOWN'
  | 'NOT_IMPLEMENTED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_ERROR';

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

/** An expected failure: thrown by routes and repositories, answered as is by the error handler. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(statusCode: number, code: ErrorCode, message: string, details?: unknown) {
    super(message);
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
  unauthorized: 'Aanmelden is vereist: een geldig bearer-token ontbreekt.',
  forbidden: 'U heeft geen toegang tot deze actie.',
  notFound: 'Niet gevonden.',
  duplicate: 'Dit bestaat al.',
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

/** The JSON schema of the error body, for every route's responses in the OpenAPI document. */
export const errorBodySchema = {
  $id: 'ErrorBody',
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    details: {},
  },
} as const;
