// A fuzzer driven by the API's own OpenAPI document (/api/docs/json): for every route it sends, as a visitor, a
// user and an admin, requests whose every part is either valid for the route's schema or hostile (the wrong type,
// empty and oversized strings, Unicode edge cases, negative, zero, fractional and huge numbers, unknown fields,
// broken JSON, the wrong content type), and checks each answer: never a 5xx, never a
// stack, and always a status and a body the route's own response schema names. fast-check generates and, on a
// failure, shrinks the request to the smallest that still fails.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';

type Schema = Record<string, unknown>;

interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /api/aiTools/{id}. */
  path: string;
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; schema: Schema; required: boolean }[];
  body: { schema: Schema; contentTypes: string[] } | null;
  /** Status → validator of the body (null: no JSON body). */
  responses: Map<number, ValidateFunction | null>;
}

export interface FuzzRequest {
  persona: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface FuzzFinding {
  request: FuzzRequest;
  status: number;
  problem: string;
  body: string;
}

const LONG = 'x'.repeat(100_000);
const UNICODE_EDGES = ['\u0000', '\ud800', '\u202e', '\u200b', '👩‍👩‍👧‍👦', 'e\u0301\u0301\u0301', 'ﷺ', '\uffff', '𝕏', 'İ'];
const HOSTILE_STRINGS = ['', ' ', LONG, ...UNICODE_EDGES, "'; DROP TABLE users;--", '../../etc/passwd', '%00', '{"a":', '<script>1</script>', 'NaN'];
const HOSTILE_NUMBERS = [-1, 0, 1.5, -0.5, 2_147_483_648, 1e308, Number.MAX_SAFE_INTEGER + 2, -2_147_483_649];

/** Anything that is not what a schema asks for. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, true, false, null, [], {}, [1, 2], { nested: { deep: 1 } }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
);

function literal(value: unknown): fc.Arbitrary<unknown> {
  return fc.constant(value);
}

/** Values a schema accepts (as far as it says): the valid half of every field. */
export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return literal(schema.const);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return fc.oneof(...options.map((option) => validValue(option as Schema)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
      // Small ids hit rows that exist; the edges of the range are worth a try too.
      return fc.oneof(fc.integer({ min: Math.max(min, Math.min(1, max)), max: Math.min(max, Math.max(min, 40)) }), fc.constantFrom(min, max));
    }
    case 'number':
      return fc.double({ min: typeof schema.minimum === 'number' ? schema.minimum : -1e6, max: typeof schema.maximum === 'number' ? schema.maximum : 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return literal(null);
    case 'array': {
      const items = (schema.items as Schema | undefined) ?? {};
      return fc.array(validValue(items), { minLength: Number(schema.minItems ?? 0), maxLength: Math.min(Number(schema.maxItems ?? 4), 4) });
    }
    case 'object':
      return validObject(schema);
    case 'string':
      return validString(schema);
    default:
      return fc.oneof(fc.string(), fc.integer());
  }
}

function validString(schema: Schema): fc.Arbitrary<unknown> {
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.min(Number(schema.maxLength ?? 60), 60);
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((value) => value.length >= minLength && value.length <= Number(schema.maxLength ?? Infinity));
  }
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

function validObject(schema: Schema): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = validValue(property);
  return fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
}

/** A field that is valid most of the time and hostile otherwise. */
function fieldValue(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validValue(schema), weight: 3 }, { arbitrary: hostile, weight: 2 });
}

/** An object body: each property valid or hostile, sometimes missing, sometimes with unknown fields. */
function bodyValue(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.type !== 'object') return fieldValue(schema);
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = fieldValue(property);
  const record = fc.record(model, { requiredKeys: [] });
  return fc.oneof(
    { arbitrary: record, weight: 6 },
    { arbitrary: fc.tuple(record, fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostile, { maxKeys: 3 })).map(([known, extra]) => ({ ...extra, ...known })), weight: 2 },
    { arbitrary: hostile, weight: 2 },
  );
}

/** How the body travels: JSON, broken JSON, another content type, or none. */
function payloadOf(body: Operation['body']): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  if (body === null) return fc.oneof(fc.constant({}), fc.constant({ payload: '{"onverwacht":true}', contentType: 'application/json' }));
  const json = bodyValue(body.schema).map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' }));
  const form = body.contentTypes.includes('application/x-www-form-urlencoded')
    ? [
        validObject(body.schema).map((value) => ({
          payload: new URLSearchParams(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, String(item)])).toString(),
          contentType: 'application/x-www-form-urlencoded',
        })),
      ]
    : [];
  return fc.oneof(
    { arbitrary: json, weight: 8 },
    ...form.map((arbitrary) => ({ arbitrary, weight: 2 })),
    { arbitrary: fc.constantFrom('{', '{"a":1,}', '[1,2', 'null', '"tekst"', '', LONG).map((payload) => ({ payload, contentType: 'application/json' })), weight: 2 },
    { arbitrary: fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=latin1').map((contentType) => ({ payload: '{"a":1}', contentType })), weight: 1 },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

/** A value as it travels in an address (a lone surrogate cannot be percent-encoded: it becomes U+FFFD, as in a browser). */
function asParam(value: unknown): string {
  return (typeof value === 'string' ? value : JSON.stringify(value) ?? '').toWellFormed();
}

/** A path segment: never empty, or the request would reach another route (`/aiTools/` is the list). */
function pathValue(schema: Schema): fc.Arbitrary<unknown> {
  return fieldValue(schema).filter((value) => asParam(value) !== '');
}

function requestOf(operation: Operation, personas: Record<string, Record<string, string>>): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.tuple(...operation.pathParams.map((param) => pathValue(param.schema)));
  const queryValues = fc.record(
    Object.fromEntries(operation.queryParams.map((param) => [param.name, fieldValue(param.schema)])),
    { requiredKeys: [] },
  );
  return fc
    .record({ persona: fc.constantFrom(...Object.keys(personas)), pathValues, queryValues, body: payloadOf(operation.body) })
    .map(({ persona, pathValues: values, queryValues: query, body }) => {
      let path = operation.path;
      operation.pathParams.forEach((param, index) => {
        path = path.replace(`{${param.name}}`, encodeURIComponent(asParam(values[index])));
      });
      const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, asParam(value)])).toString();
      const headers: Record<string, string> = { ...personas[persona] };
      if (body.contentType) headers['content-type'] = body.contentType;
      return { persona, method: operation.method, url: search ? `${path}?${search}` : path, headers, ...(body.payload !== undefined ? { payload: body.payload } : {}) };
    });
}

/** The schema with its `#/components/schemas/…` references replaced by what they name. */
function inlineReferences(schema: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineReferences(item, components));
  if (schema === null || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return inlineReferences(components[ref.slice('#/components/schemas/'.length)], components);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlineReferences(value, components)]));
}

/** The API's operations from its OpenAPI document, with a validator per documented response. */
export function operationsOf(raw: { paths: Record<string, Record<string, Schema>>; components?: { schemas?: Record<string, unknown> } }): Operation[] {
  const document = inlineReferences(raw, raw.components?.schemas ?? {}) as typeof raw;
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats.default(ajv);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, spec] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete'].includes(method)) continue;
      const parameters = (spec.parameters as { in: string; name: string; schema: Schema; required?: boolean }[] | undefined) ?? [];
      const content = ((spec.requestBody as Schema | undefined)?.content as Record<string, { schema: Schema }> | undefined) ?? null;
      const responses = new Map<number, ValidateFunction | null>();
      for (const [status, response] of Object.entries((spec.responses as Record<string, Schema>) ?? {})) {
        const schema = ((response.content as Record<string, { schema: Schema }> | undefined)?.['application/json']?.schema) ?? null;
        responses.set(Number(status), schema === null ? null : ajv.compile(schema));
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((param) => param.in === 'path').map(({ name, schema }) => ({ name, schema })),
        queryParams: parameters.filter((param) => param.in === 'query').map(({ name, schema, required }) => ({ name, schema, required: required ?? false })),
        body: content === null ? null : { schema: Object.values(content)[0].schema, contentTypes: Object.keys(content) },
        responses,
      });
    }
  }
  return operations;
}

/** What is wrong with an answer, or null. */
function problemOf(operation: Operation, status: number, contentType: string, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (/\n\s+at [^\n]+:\d+:\d+/.test(body) || /"stack"\s*:/.test(body)) return 'leaked a stack trace';
  if (!operation.responses.has(status)) return `answered ${status}, which the route's response schema does not name`;
  const validate = operation.responses.get(status);
  if (!validate) return null;
  if (!contentType.includes('json')) return `answered ${status} with ${contentType || 'no content type'}, not JSON`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  if (!validate(parsed)) return `answered ${status} with a body its schema refuses: ${JSON.stringify(validate.errors?.slice(0, 2))}`;
  return null;
}

export interface FuzzOptions {
  app: FastifyInstance;
  /** Headers per persona ({} for a visitor). */
  personas: Record<string, Record<string, string>>;
  seed: number;
  /** Requests per operation. */
  runsPerOperation: number;
}

/** Fuzzes every operation; resolves to the number of requests sent and the (shrunk) findings, one per operation at most. */
export async function fuzzApi({ app, personas, seed, runsPerOperation }: FuzzOptions): Promise<{ requests: number; findings: FuzzFinding[] }> {
  const operations = operationsOf(app.swagger() as never);
  let requests = 0;
  const findings: FuzzFinding[] = [];
  for (const [index, operation] of operations.entries()) {
    let last: FuzzFinding | null = null;
    const outcome = await fc.check(
      fc.asyncProperty(requestOf(operation, personas), async (request) => {
        requests += 1;
        const response = await app.inject(request as InjectOptions);
        const problem = problemOf(operation, response.statusCode, String(response.headers['content-type'] ?? ''), response.body);
        if (problem === null) return true;
        const short = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);
        last = {
          request: { ...request, url: short(request.url), ...(request.payload === undefined ? {} : { payload: short(request.payload) }) },
          status: response.statusCode,
          problem,
          body: short(response.body),
        };
        return false;
      }),
      { seed: seed + index, numRuns: runsPerOperation, endOnFailure: false },
    );
    if (outcome.failed && last !== null) findings.push(last);
  }
  return { requests, findings };
}
