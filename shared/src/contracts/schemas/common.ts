// Building blocks of the wire schemas: ids, countries, paging, the list envelope, the error body.
import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { MAX_ID, MAX_PAGE_SIZE } from '../constants.ts';
import { COUNTRY_CODES } from '../countries.ts';
import { ERROR_CODES } from '../error-codes.ts';

/** A row's id: a positive integer that fits the databases' integer type (a path id outside it is 400). */
export const IdSchema = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** A link that may be absent (a provider without a linked account). */
export const NullableIdSchema = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: MAX_ID });

/** Path parameters holding one id, e.g. idParams('toolId') for /aiToolKeywords/aiTool/:toolId. */
export function idParams<Name extends string>(name: Name) {
  return Type.Object({ [name]: IdSchema } as { [K in Name]: typeof IdSchema });
}

export const IdParamsSchema = idParams('id');
export type IdParams = Static<typeof IdParamsSchema>;

/** ISO 3166-1 alpha-2, one of COUNTRY_CODES: where a tool or a provider comes from. */
export const CountryCodeSchema = Type.Enum(COUNTRY_CODES, { type: 'string', description: 'landcode (ISO 3166-1 alpha-2)' });

/** limit: -1 (or absent) = all, else 1..MAX_PAGE_SIZE. */
export const LimitSchema = Type.Integer({
  minimum: -1,
  maximum: MAX_PAGE_SIZE,
  not: { const: 0 },
  description: `-1 of afwezig = alles, anders 1..${MAX_PAGE_SIZE}`,
});

export const OffsetSchema = Type.Integer({ minimum: 0, maximum: MAX_ID });

export const PagingQuerySchema = Type.Object({ limit: Type.Optional(LimitSchema), offset: Type.Optional(OffsetSchema) });
export type PagingQuery = Static<typeof PagingQuerySchema>;

/** `{ data: [...], count }`: count is the total that matches, ignoring limit and offset. */
export function listOf<Item extends TSchema>(item: Item) {
  return Type.Object({ data: Type.Array(item), count: Type.Integer({ minimum: 0 }) });
}

/** Every list answers this shape (the type of listOf(item)); count is the total that matches, not the page size. */
export interface ListResponse<T> {
  data: T[];
  count: number;
}

/** What failed, one of ERROR_CODES: the OpenAPI document lists them all. */
export const ErrorCodeSchema = Type.Enum(ERROR_CODES, { type: 'string', description: 'foutcode (docs/api-contract.md)' });

/** Every error answers this shape; the API registers it once as 'ErrorBody'. */
export const ApiErrorBodySchema = Type.Object(
  {
    code: ErrorCodeSchema,
    message: Type.String(),
    details: Type.Optional(Type.Unknown()),
    /** The request's id (also its X-Request-Id header), for finding a reported failure in the logs. */
    requestId: Type.Optional(Type.String()),
  },
  { $id: 'ErrorBody' },
);
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;

/** The error body by reference, for the error responses of every route. */
export const ApiErrorRefSchema = Type.Unsafe<ApiErrorBody>({ $ref: 'ErrorBody#' });

/** Text a person writes: at least one character that is not white space (a blank text is an empty one). */
export function writtenText(maxLength: number, options: { description?: string } = {}) {
  return Type.String({ minLength: 1, maxLength, pattern: '\\S', ...options });
}

/** 204: no body. */
export const NoContentSchema = Type.Null({ description: 'Geen inhoud' });
