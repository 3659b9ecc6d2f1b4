// What every route's schema says beyond what its module wrote, completed when the route is registered:
// - the transport's answers: 400 for a malformed address on any route; 413 (too large) and 415 (another content
//   type) where it takes a body;
// - answers describe what is stored, bodies what is accepted: the length and pattern rules of a resource's schema
//   hold for what comes in, not for every row already in the database (a provider without an e-mail address, a
//   name from before the rule), so they are left out of the answer schemas.
import type { RouteOptions } from 'fastify';
import { ApiErrorRefSchema } from 'shared/contracts';

const INPUT_ONLY_RULES = new Set(['minLength', 'maxLength', 'pattern']);

/** A schema without the rules that only an input must meet (object keys copied; TypeBox's symbols dropped). */
export function storedShape(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(storedShape);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !INPUT_ONLY_RULES.has(key))
      .map(([key, value]) => [key, key === 'enum' || key === 'required' ? value : storedShape(value)]),
  );
}

export function completeRouteSchema(route: RouteOptions): void {
  const schema = route.schema ?? {};
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries((schema.response as Record<string, unknown> | undefined) ?? {})) response[status] = storedShape(answer);
  for (const code of schema.body ? [400, 413, 415] : [400]) response[code] ??= ApiErrorRefSchema;
  route.schema = { ...schema, response };
}
