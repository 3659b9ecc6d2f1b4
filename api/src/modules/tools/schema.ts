// JSON schemas of the tool calls (SPEC §7 Tools).
import { idParams, limitSchema, listOf, offsetSchema } from '../common-schema.ts';
import { SHORT_TEXT_MAX, TEXT_MAX } from '../limits.ts';

export const EVENT_PROCESSES = ['overkoepelend', 'pre-event', 'event', 'post-event'] as const;

const phase = `(${EVENT_PROCESSES.join('|')})`;

export const toolSchema = {
  type: 'object',
  required: ['id', 'name', 'eventprocess', 'kind', 'description', 'origin', 'price', 'roi', 'complexity',
    'detailsUrl', 'useCaseUrl', 'approved', 'approvalComment', 'provider_id'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    eventprocess: { type: 'string' },
    kind: { type: 'string' },
    description: { type: 'string' },
    origin: { type: 'string' },
    price: { type: 'string' },
    roi: { type: 'string' },
    complexity: { type: 'string' },
    detailsUrl: { type: 'string' },
    useCaseUrl: { type: 'string' },
    approved: { type: 'boolean' },
    approvalComment: { type: 'string' },
    provider_id: { type: 'integer' },
  },
} as const;

export const toolListSchema = listOf(toolSchema);

/** Several values of one filter are joined with '+', which arrives as a space. */
export const toolListQuery = {
  type: 'object',
  properties: {
    limit: limitSchema,
    offset: offsetSchema,
    eventprocess: {
      type: 'string',
      maxLength: 100,
      pattern: `^${phase}([ +]+${phase})*$`,
      description: `fases, gescheiden door +: ${EVENT_PROCESSES.join(', ')}`,
    },
    origin: { type: 'string', maxLength: 300, pattern: '^[A-Za-z]{2}([ +]+[A-Za-z]{2})*$', description: 'landcodes, gescheiden door +' },
    id: { type: 'string', maxLength: 1100, pattern: '^[1-9][0-9]{0,8}([ +]+[1-9][0-9]{0,8})*$', description: 'keyword-ids, gescheiden door +' },
  },
} as const;

export interface ToolListQuery {
  limit?: number;
  offset?: number;
  eventprocess?: string;
  origin?: string;
  id?: string;
}

export const approvedQuery = {
  type: 'object',
  required: ['approved'],
  properties: { approved: { type: 'boolean' } },
} as const;

export const toolIdParams = idParams('id');
export const providerIdParams = idParams('providerId');

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

/** PUT /aiTools/{id} and POST /aiTools/create. */
export const toolBody = {
  type: 'object',
  required: ['name', 'eventprocess', 'kind', 'description', 'origin', 'price', 'roi', 'complexity', 'provider_id'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    eventprocess: { type: 'string', enum: [...EVENT_PROCESSES] },
    kind: { type: 'string', minLength: 1, maxLength: SHORT_TEXT_MAX },
    description: { type: 'string', minLength: 1, maxLength: TEXT_MAX },
    origin: { type: 'string', pattern: '^[A-Z]{2}$' },
    price: { type: 'string', minLength: 1, maxLength: SHORT_TEXT_MAX },
    roi: { type: 'string', minLength: 1, maxLength: TEXT_MAX },
    complexity: { type: 'string', minLength: 1, maxLength: TEXT_MAX },
    detailsUrl: text(SHORT_TEXT_MAX),
    useCaseUrl: text(SHORT_TEXT_MAX),
    approvalComment: text(TEXT_MAX),
    approved: { type: 'boolean' },
    provider_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  },
} as const;

/** POST /aiTools/submit: the same without the approval fields. */
export const toolSubmitBody = {
  ...toolBody,
  properties: Object.fromEntries(
    Object.entries(toolBody.properties).filter(([name]) => name !== 'approved' && name !== 'approvalComment'),
  ),
} as const;
