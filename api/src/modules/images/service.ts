// Images the site stores itself (decision 0023): an upload of a provider or an admin, or an https address fetched
// once by the server, is processed into a small WebP and kept in the database, so every API instance serves it and
// a visitor's browser asks no other host. The other services hand their image addresses to `prepare` before they
// write, and store what it made in their own transaction: a write either keeps the new image with its row or
// changes nothing.
import type { Kysely } from 'kysely';
import { isSiteImagePath, isStoredImageName, isUploadableImageType, storedImagePath, type StoredImage } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound, validationFailed } from '../../errors/api-error.ts';
import type { AuditService } from '../audit/service.ts';
import { AddressRefused } from './address-guard.ts';
import { ImageRejected, processImage, type ProcessedImage } from './image-processing.ts';
import { fetchRemoteImage, RemoteImageFailed, type RemoteImageOptions } from './remote-image.ts';
import { createImageRepository, type ImageRow } from './repository.ts';

export interface ImageServiceDependencies {
  db: Kysely<Database>;
  now: () => Date;
  /** How images are fetched from https addresses; tests reach a server of their own through it. */
  remote?: RemoteImageOptions;
  /** An admin's upload is recorded (a provider's is theirs to make). */
  audit: AuditService;
}

/** What a write does with an image address: keep `address`, and store `image` with its row when there is one. */
export interface PreparedImage {
  address: string;
  image: ProcessedImage | null;
}

/** What the start-up's conversion of old image addresses did with one of them. */
export interface ImageAdoption {
  /** The image in words, for the log: 'het logo van provider 3 (Eventbureau)'. */
  what: string;
  address: string;
  /** The site's own address it became, or '' when it could not be fetched. */
  now: string;
  /** Why it could not be fetched. */
  reason?: string;
}

/** Where an image address came from, for the message that says what went wrong with it. */
export interface ImageField {
  /** As the schema's 400s name a field: 'body.logoUrl'. */
  field: string;
  /** The image in words, capitalised: 'Het logo', 'De foto van Lotte Peeters'. */
  label: string;
}

export const unsupportedImageType = () =>
  new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Stuur een PNG-, JPEG-, WebP- of SVG-afbeelding (Content-Type image/png, image/jpeg, image/webp of image/svg+xml).');

/** Why an address gave no usable image, in words; anything else (a bug, the API stopping) is not the address's fault. */
function imageFailureReason(error: unknown): string | null {
  if (error instanceof RemoteImageFailed || error instanceof AddressRefused || error instanceof ImageRejected) return error.message;
  return null;
}

export function createImageService({ db, now, remote = {}, audit }: ImageServiceDependencies) {
  const images = createImageRepository(db);

  /** Stores the image unless it is there already; whether it was stored now. */
  async function save(image: ProcessedImage, trx: Kysely<Database> = db): Promise<boolean> {
    const { name, contentType, bytes, width, height } = image;
    return createImageRepository(trx).insertIfMissing({ name, content_type: contentType, bytes, width, height }, now().toISOString());
  }

  const answer = (image: ProcessedImage): StoredImage => ({ url: storedImagePath(image.name), width: image.width, height: image.height });

  /** Fetches and processes the image at an https address (no database involved yet). */
  async function fetchImage(url: string, signal?: AbortSignal): Promise<ProcessedImage> {
    const fetched = await fetchRemoteImage(url, remote, signal);
    return processImage(fetched.bytes);
  }

  return {
    /** POST /images: the raw body as its Content-Type says it is. */
    async upload(caller: Caller, contentType: string | undefined, body: unknown): Promise<StoredImage> {
      const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
      if (!isUploadableImageType(type)) throw unsupportedImageType();
      if (!Buffer.isBuffer(body) || body.length === 0) throw validationFailed('body', 'is leeg', 'Er kwam geen afbeelding mee.');
      let image: ProcessedImage;
      try {
        image = await processImage(body, type);
      } catch (error) {
        if (error instanceof ImageRejected) throw validationFailed('body', error.message, `De afbeelding is geweigerd: ${error.message}.`);
        throw error;
      }
      // An image that is there already changes nothing, and is not recorded (nor written: the read cache stays).
      await db.transaction().execute(async (trx) => {
        if (!(await save(image, trx))) return;
        const detail = `${image.contentType}, ${image.width} × ${image.height}`;
        await audit.byAdmin({ actor: caller, action: 'image.uploaded', target: { type: 'image', id: null, name: image.name }, detail }, trx);
      });
      return answer(image);
    },

    /** GET /images/{name}: anything not stored is 404, a malformed name included. */
    async find(name: string): Promise<ImageRow> {
      const image = isStoredImageName(name) ? await images.find(name) : undefined;
      if (image === undefined) throw notFound('Deze afbeelding bestaat niet.');
      return image;
    },

    /**
     * The start-up's conversion of one old address: fetched and processed, or why it could not be (then it is to be
     * cleared), in words for the log. The caller stores the image with its row; an abort, or a fault that is not the
     * address's, throws.
     */
    async adopt(address: string, what: string, signal: AbortSignal): Promise<{ image: ProcessedImage | null; adoption: ImageAdoption }> {
      try {
        const image = await fetchImage(address, signal);
        return { image, adoption: { what, address, now: storedImagePath(image.name) } };
      } catch (error) {
        const reason = signal.aborted ? null : imageFailureReason(error);
        if (reason === null) throw error;
        return { image: null, adoption: { what, address, now: '', reason } };
      }
    },

    /**
     * An image address about to be written: '' and the site's own addresses stay (a stored image must exist); an
     * https address is fetched and processed now, before the caller's transaction, which then stores it with `save`.
     * Anything else, and an address that gives no image, is a 400 that names the field and says why.
     */
    async prepare(address: string, { field, label }: ImageField): Promise<PreparedImage> {
      const value = address.trim();
      if (value === '') return { address: '', image: null };
      if (isSiteImagePath(value)) {
        if (value.startsWith('/api/images/') && !(await images.exists(value.slice('/api/images/'.length)))) {
          throw validationFailed(field, 'bestaat niet op de site', `${label} bestaat niet op de site: laad het opnieuw op.`);
        }
        return { address: value, image: null };
      }
      const refuse = (reason: string) => validationFailed(field, `kon niet worden opgehaald: ${reason}`, `${label} kon niet worden opgehaald: ${reason}.`);
      if (!/^https:\/\//i.test(value)) throw refuse('enkel https-adressen worden opgehaald; laad het bestand anders op');
      try {
        const image = await fetchImage(value);
        return { address: storedImagePath(image.name), image };
      } catch (error) {
        const reason = imageFailureReason(error);
        if (reason === null) throw error;
        throw refuse(reason);
      }
    },

    save,
  };
}

export type ImageService = ReturnType<typeof createImageService>;
