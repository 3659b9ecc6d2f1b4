// JSON schemas of the roadmap-settings calls (SPEC §7 FAQs and roadmap settings).
import { idParams, limitSchema, listOf } from '../common-schema.ts';
import { SETTINGS_NAME_MAX, SHORT_TEXT_MAX } from '../limits.ts';

export const settingSchema = {
  type: 'object',
  required: ['id', 'name', 'url', 'type'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, url: { type: 'string' }, type: { type: 'string' } },
} as const;

export const settingListSchema = listOf(settingSchema);
export const settingIdParams = idParams('id');

export const SETTING_TYPES = ['navlink'] as const;

export const settingListQuery = {
  type: 'object',
  properties: {
    limit: limitSchema,
    // The client sends offset=-1 with limit=-1 (SPEC §9): -1 means from the start.
    offset: { type: 'integer', minimum: -1, maximum: 2_147_483_647 },
    type: { type: 'string', enum: [...SETTING_TYPES] },
  },
} as const;

export interface SettingListQuery {
  limit?: number;
  offset?: number;
  type?: string;
}

export const settingBody = {
  type: 'object',
  required: ['name', 'url', 'type'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: SETTINGS_NAME_MAX },
    url: { type: 'string', minLength: 1, maxLength: SHORT_TEXT_MAX },
    type: { type: 'string', enum: [...SETTING_TYPES] },
  },
} as const;
