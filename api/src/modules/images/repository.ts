// Image rows (decision 0023). The bytes go in and come out as a Buffer or Uint8Array: node:sqlite binds and returns
// a BLOB as Uint8Array, pg a bytea as Buffer (images.test.ts round-trips them on both).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface ImageRow {
  name: string;
  content_type: string;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export function createImageRepository(db: Kysely<Database>) {
  async function exists(name: string): Promise<boolean> {
    return (await db.selectFrom('images').select('id').where('name', '=', name).executeTakeFirst()) !== undefined;
  }

  return {
    find(name: string): Promise<ImageRow | undefined> {
      return db.selectFrom('images').select(['name', 'content_type', 'bytes', 'width', 'height']).where('name', '=', name).executeTakeFirst();
    },

    exists,

    /**
     * Stores the image unless one of that name is there: the name is the hash of the bytes, so it is the same image.
     * Asked first, so storing an image twice writes nothing (a write empties SQLite's read cache, db/read-cache.ts);
     * the conflict clause covers two stores of one image at the same moment.
     */
    /** Whether the image was stored now (false: it was there already). */
    async insertIfMissing(image: ImageRow, createdAt: string): Promise<boolean> {
      if (await exists(image.name)) return false;
      // The same image stored by another request meanwhile is no error (it is the same bytes).
      await db
        .insertInto('images')
        .values({ ...image, created_at: createdAt })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      return true;
    },
  };
}

export type ImageRepository = ReturnType<typeof createImageRepository>;
