// The images a page shows come from the site itself (decision 0023): a logo or a photo is an address on the site's
// own origin, or an https address that the API fetches once and stores as one of its own. One definition for the
// forms and the API.
import { SHORT_TEXT_MAX } from './constants.ts';
import { WEB_URL_PATTERN } from './url-rules.ts';

/** What POST /api/images takes: the types a browser shows without a plug-in and sharp reads. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

/** The largest upload, and the largest image the API fetches from an https address. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A stored image is scaled to fit this square (never enlarged): the largest place it is shown is 96 px, twice for sharp screens. */
export const IMAGE_MAX_SIDE = 256;

/** The `accept` attribute of a file input that uploads an image. */
export const IMAGE_ACCEPT = [...IMAGE_UPLOAD_TYPES, '.png', '.jpg', '.jpeg', '.webp', '.svg'].join(',');

/** An image the API stores: the sha256 of its bytes in hex, always WebP. */
export const STORED_IMAGE_NAME_PATTERN = '^[0-9a-f]{64}\\.webp$';

/** An image on the site's own origin: one the API stores, or one of the demo catalogue's monograms. */
export const SITE_IMAGE_PATH_PATTERN = '^/(?:api/images/[0-9a-f]{64}\\.webp|demo-logos/[a-z0-9-]+\\.svg)$';

/**
 * A provider's logo as a body may carry it: the site's own image, or a web address (SPEC §5's format, which the forms
 * built before decision 0023 check); the API fetches an https one and refuses any other with a message that says why.
 */
export const LOGO_ADDRESS_PATTERN = `${SITE_IMAGE_PATH_PATTERN}|${WEB_URL_PATTERN}`;

const siteImagePath = new RegExp(SITE_IMAGE_PATH_PATTERN);
const storedImageName = new RegExp(STORED_IMAGE_NAME_PATTERN);
const logoAddress = new RegExp(LOGO_ADDRESS_PATTERN, 'u');

/** The path under which the API serves a stored image. */
export function storedImagePath(name: string): string {
  return `/api/images/${name}`;
}

export function isStoredImageName(name: string): boolean {
  return storedImageName.test(name);
}

/** An address of the site's own origin: shown as it is, never fetched. */
export function isSiteImagePath(address: string): boolean {
  return siteImagePath.test(address);
}

/** What the logo field accepts: an address of the site, or a web address the API will fetch. */
export function isValidLogoAddress(address: string): boolean {
  return address.length <= SHORT_TEXT_MAX && logoAddress.test(address);
}

export function isUploadableImageType(type: string): type is ImageUploadType {
  return (IMAGE_UPLOAD_TYPES as readonly string[]).includes(type);
}
