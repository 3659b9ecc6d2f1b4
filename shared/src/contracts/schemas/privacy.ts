// What the site keeps about a person, why and for how long (GDPR art. 13), the download of everything it holds
// about the caller (art. 15 and 20) and the deletion of an account (art. 17). The list of personal data is the
// API's one declaration (api/src/modules/privacy/personal-data.ts), which the export, the deletion and the
// retention schedule use too; the privacy statement (/privacy) shows it as it is.
import { Type } from 'typebox';
import type { Static } from 'typebox';

/** One kind of personal data the site stores: a table (or part of one) with its purpose and retention. */
export const PersonalDataEntrySchema = Type.Object({
  table: Type.String({ description: 'de tabel in de databank' }),
  label: Type.String({ description: 'wat het is, in gewone woorden' }),
  fields: Type.Array(Type.String(), { description: 'welke gegevens over de persoon' }),
  purpose: Type.String({ description: 'waarvoor de site ze bewaart' }),
  retention: Type.String({ description: 'hoe lang' }),
  seenBy: Type.String({ description: 'wie ze ziet' }),
});
export type PersonalDataEntry = Static<typeof PersonalDataEntrySchema>;

/** What the site keeps in the browser (never a cookie for a visitor). */
export const BrowserStorageEntrySchema = Type.Object({
  name: Type.String(),
  storage: Type.Enum(['localStorage', 'sessionStorage', 'cookie'] as const, { type: 'string' }),
  purpose: Type.String(),
  retention: Type.String(),
});
export type BrowserStorageEntry = Static<typeof BrowserStorageEntrySchema>;

/** GET /privacy: the lists of the privacy statement. Who is responsible comes from the site content. */
export const PrivacyStatementSchema = Type.Object({
  personalData: Type.Array(PersonalDataEntrySchema),
  browserStorage: Type.Array(BrowserStorageEntrySchema),
});
export type PrivacyStatement = Static<typeof PrivacyStatementSchema>;

/**
 * GET /users/{id}/data (only the person themself): everything held about them, one array of rows per part,
 * keyed by the declaration's table name. Never a password hash.
 */
export const PersonalDataExportSchema = Type.Object({
  exportedAt: Type.String({ description: 'ISO 8601, UTC' }),
  site: Type.String({ description: 'het adres van de site' }),
  data: Type.Record(Type.String(), Type.Array(Type.Record(Type.String(), Type.Unknown()))),
});
export type PersonalDataExport = Static<typeof PersonalDataExportSchema>;

/**
 * DELETE /users/{id} by the person themself proves it is them: the current password of an account of the site's
 * own identity provider, or an ID token of a login made in the last minutes (any issuer). An admin removing
 * someone else sends neither.
 */
export const AccountDeletionBodySchema = Type.Object(
  {
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
    idToken: Type.Optional(Type.String({ minLength: 1, maxLength: 10_000 })),
  },
  { additionalProperties: false },
);
export type AccountDeletionBody = Static<typeof AccountDeletionBodySchema>;

