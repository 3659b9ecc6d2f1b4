// Favourites: a logged-in user saves tools ('Bewaar') and finds them on /account.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { IdSchema, idParams } from './common.ts';

/** POST /favourites: save this tool (saving it twice keeps one). */
export const FavouriteBodySchema = Type.Object({ toolId: IdSchema }, { additionalProperties: false });
export type FavouriteBody = Static<typeof FavouriteBodySchema>;

/** DELETE /favourites/{toolId}. */
export const FavouriteParamsSchema = idParams('toolId');
