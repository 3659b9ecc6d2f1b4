// The error responses of a route for the OpenAPI document. A route names those its service answers; the access
// gate adds its own (401, 403, and 404 for an owner rule), and every route can answer 429 and 500.
import { ApiErrorRefSchema } from 'shared/contracts';

export function withErrors<T extends Record<number, unknown>>(responses: T, codes: number[] = [400, 404]) {
  const errors: Record<number, typeof ApiErrorRefSchema> = {};
  for (const code of codes) errors[code] = ApiErrorRefSchema;
  return { ...responses, ...errors, 429: ApiErrorRefSchema, 500: ApiErrorRefSchema };
}
