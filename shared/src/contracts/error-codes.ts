// The codes an API failure answers with (`code` of the error body, docs/api-contract.md): the one list the API
// throws from, the OpenAPI document enumerates and the screens compare against, so a misspelt code fails typecheck.
// A code is part of the wire format: rename or remove one only together with every app that reads it, since a
// remote built with an older kit keeps comparing the old strings (docs/decisions/0009); for the same reason a screen
// keeps a fallback for a code it does not know (one added after it was built).
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ER_DUP_ENTRY',
  'ER_ROW_IS_REFERENCED',
  'LAST_ADMIN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'COOL_DOWN',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
