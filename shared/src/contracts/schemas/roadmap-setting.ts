// Roadmap settings (SPEC §3, §7): the navbar's dynamic links are the settings of type 'navlink'.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { MAX_ID, SETTINGS_NAME_MAX, SHORT_TEXT_MAX } from '../constants.ts';
import { NAVIGATION_LINK_PATTERN } from '../url-rules.ts';
import { IdSchema, LimitSchema, writtenText } from './common.ts';

export const SETTING_TYPES = ['navlink'] as const;
const SettingTypeSchema = Type.Enum(SETTING_TYPES, { type: 'string' });

export const RoadmapSettingSchema = Type.Object({
  id: IdSchema,
  name: Type.String({ minLength: 1, maxLength: SETTINGS_NAME_MAX }),
  url: Type.String({ minLength: 1, maxLength: SHORT_TEXT_MAX }),
  // A type of older data is listed as it is; a body names one of SETTING_TYPES.
  type: Type.String({ description: `type, bv. ${SETTING_TYPES.join(', ')}` }),
});
export type RoadmapSetting = Static<typeof RoadmapSettingSchema>;

/** GET /roadmapSettings. */
export const RoadmapSettingListQuerySchema = Type.Object({
  limit: Type.Optional(LimitSchema),
  // The client sends offset=-1 with limit=-1 (SPEC §9): -1 means from the start.
  offset: Type.Optional(Type.Integer({ minimum: -1, maximum: MAX_ID })),
  type: Type.Optional(SettingTypeSchema),
});
export type RoadmapSettingListQuery = Static<typeof RoadmapSettingListQuerySchema>;

/**
 * POST /roadmapSettings and PUT /roadmapSettings/{id}. The url is an http(s) or 'www…' address (SPEC §5) or one of
 * the site's own paths ('/AI-tool/NoShowTool'): the navbar links to it, so a javascript: or data: address would run
 * in every visitor's page, and '//host' would leave the site.
 */
export const RoadmapSettingBodySchema = Type.Object(
  {
    name: writtenText(SETTINGS_NAME_MAX),
    url: Type.String({ minLength: 1, maxLength: SHORT_TEXT_MAX, pattern: NAVIGATION_LINK_PATTERN, description: "http(s)://…, www.… of /pad-op-de-site" }),
    type: SettingTypeSchema,
  },
  { additionalProperties: false },
);
export type RoadmapSettingBody = Static<typeof RoadmapSettingBodySchema>;
