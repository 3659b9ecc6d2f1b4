// JSON-schema building blocks shared by the feature modules: ids, paging, list envelopes, error responses.
import { MAX_PAGE_SIZE } from './limits.ts';

/** Path ids are positive integers that fit the database's integer type; anything else is 400. */
export const positiveId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export function idParams<Name extends string>(name: Name) {
  return {
    type: 'object',
    required: [name],
    properties: { [name]: positiveId } as Record<Name, typeof positiveId>,
  } as const;
}

/** limit: -1 (or absent) = all, else 1..MAX_PAGE_SIZE. */
export const limitSchema = {
  type: 'integer',
  minimum: -1,
  maximum: MAX_PAGE_SIZE,
  not: { const: 0 },
  description: '-1 of afwezig = alles, anders 1..1000',
} as const;

export const offsetSchema = { type: 'integer', minimum: 0, maximum: 2_147_483_647 } as const;

/** `{ data: [...], count }`: count is the total that matches, ignoring limit and offset. */
export function listOf(item: object) {
  return {
    type: 'object',
    required: ['data', 'count'],
    properties: { data: { type: 'array', items: item }, count: { type: 'integer' } },
  } as const;
}

export const errorRef = { $ref: 'ErrorBody#' } as const;

/** The error responses every route can give, for the OpenAPI document. */
export function withErrors<T extends Record<string, unknown>>(responses: T, codes: number[] = [400, 404]) {
  const errors: Record<string, typeof errorRef> = {};
  for (const code of codes) errors[String(code)] = errorRef;
  return { ...responses, ...errors, 429: errorRef, 500: errorRef };
}
