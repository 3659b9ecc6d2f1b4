// Turning whatever was uploaded or fetched into the one kind of image the site serves (decision 0023): decoded by
// sharp (libvips), turned upright, scaled to fit 256×256 (never enlarged), its metadata left behind, stored as WebP.
// An SVG is rasterised: nothing of its markup (scripts, links, styles) survives, and librsvg reads no external
// reference of it (images.test.ts proves that no request leaves). The name is the sha256 of the stored bytes.
import { createHash } from 'node:crypto';
import type SharpModule from 'sharp';
import { IMAGE_MAX_SIDE, type ImageUploadType } from 'shared/contracts';

let loadedSharp: Promise<typeof SharpModule> | undefined;

/**
 * sharp with libvips costs about 29 MB of memory once loaded, and the API has a memory budget (decision 0005) while
 * images are processed only when a logo is saved: loaded at the first image, not at start. libvips keeps recent
 * operations in a cache of up to 50 MB by default; the site never processes the same image twice in a row.
 */
function loadSharp(): Promise<typeof SharpModule> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

/** An input larger than this many pixels is refused before it is decoded (a small file can claim a huge image). */
export const MAX_INPUT_PIXELS = 25_000_000;

const FORMAT_OF: Record<ImageUploadType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/svg+xml': 'svg' };
const LABEL_OF: Record<string, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', svg: 'SVG' };
/** SVG's own resolution in sharp: its width and height in px at this density. */
const SVG_DENSITY = 72;

export interface ProcessedImage {
  /** sha256 of `bytes` in hex, with the extension: the same image always has the same name. */
  name: string;
  contentType: 'image/webp';
  bytes: Buffer;
  width: number;
  height: number;
}

/** Why the bytes are not an image the site takes, in words for the person who sent them (Dutch, no full stop). */
export class ImageRejected extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'ImageRejected';
  }
}

// One image at a time: decoding a large image costs tens of megabytes outside the JavaScript heap, and uploads
// are rare enough that a queue never gets long.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * Processes an image. `claimed`: the type the sender named (an upload's Content-Type), which the bytes must be;
 * without it (a fetched image, whose server's word is worth little) any of the four types is taken.
 */
export function processImage(bytes: Buffer, claimed?: ImageUploadType): Promise<ProcessedImage> {
  return oneAtATime(async () => {
    const sharp = await loadSharp();
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .catch((error: unknown) => {
        throw new ImageRejected(claimed ? `het bestand is geen ${LABEL_OF[FORMAT_OF[claimed]]}-afbeelding` : 'het bestand is geen afbeelding', { cause: error });
      });
    const format = metadata.format as string;
    if (LABEL_OF[format] === undefined) throw new ImageRejected('het bestand is geen PNG-, JPEG-, WebP- of SVG-afbeelding');
    if (claimed !== undefined && FORMAT_OF[claimed] !== format) {
      throw new ImageRejected(`het bestand is geen ${LABEL_OF[FORMAT_OF[claimed]]}- maar een ${LABEL_OF[format]}-afbeelding`);
    }
    // An SVG is drawn at the size it is shown at: rendered at its own size and then scaled, a small drawing would blur.
    const longest = Math.max(metadata.width ?? 0, metadata.height ?? 0);
    const density = format === 'svg' && longest > 0 ? Math.min(100_000, Math.max(1, (SVG_DENSITY * IMAGE_MAX_SIDE) / longest)) : undefined;
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true, ...(density ? { density } : {}) })
        .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return { name: `${createHash('sha256').update(data).digest('hex')}.webp`, contentType: 'image/webp', bytes: data, width: info.width, height: info.height };
    } catch (error) {
      throw new ImageRejected(`het bestand is geen leesbare ${LABEL_OF[format]}-afbeelding`, { cause: error });
    }
  });
}
