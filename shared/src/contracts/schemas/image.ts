// Images the site stores itself (decision 0023): POST /api/images answers where the stored image is served.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { IMAGE_MAX_SIDE } from '../image-rules.ts';

export const StoredImageSchema = Type.Object({
  url: Type.String({ description: "het adres op de site zelf: '/api/images/<sha256>.webp'" }),
  width: Type.Integer({ minimum: 1, maximum: IMAGE_MAX_SIDE }),
  height: Type.Integer({ minimum: 1, maximum: IMAGE_MAX_SIDE }),
});
export type StoredImage = Static<typeof StoredImageSchema>;

/** GET /api/images/{name}: the name the upload answered (anything else is 404). */
export const ImageNameParamsSchema = Type.Object({ name: Type.String({ maxLength: 100 }) });
export type ImageNameParams = Static<typeof ImageNameParamsSchema>;
