// GET /health/ping: the shell waits for this answer before it shows the site.
import { Type } from 'typebox';
import type { Static } from 'typebox';

export const HealthStatusSchema = Type.Object({ status: Type.Literal('ok') });
export type HealthStatus = Static<typeof HealthStatusSchema>;
