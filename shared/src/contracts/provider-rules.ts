// SPEC §5's provider form, one definition for the forms and the API: e-mail and website use the rules of
// user-rules.ts and url-rules.ts; a telephone number is written the way people write it.

/**
 * The company's e-mail address and telephone number: SPEC §5 asks both of every new provider. The demo companies and
 * rows older versions stored carry none, and an admin must still be able to decide on them and change their logo or
 * website without inventing one; so an edit may leave such a field empty while its stored value is empty too. Once a
 * value is stored it cannot be blanked. Name, country and website are always required; the logo is asked by the
 * forms (the API clears one it cannot fetch, see schemas/provider.ts). Amended in docs/decisions/0019-providers.md.
 */
export const PROVIDER_CONTACT_FIELDS = ['email', 'telephone'] as const;
export type ProviderContactField = (typeof PROVIDER_CONTACT_FIELDS)[number];

/**
 * Whether `field` must be filled in: the one rule for the API's services and the forms. `stored` is the provider as
 * it is stored when the write is an edit; null or absent when it creates one.
 */
export function providerFieldRequired(field: string, stored?: Readonly<Record<ProviderContactField, string>> | null): boolean {
  if (!(PROVIDER_CONTACT_FIELDS as readonly string[]).includes(field)) return true;
  return stored === undefined || stored === null || stored[field as ProviderContactField].trim() !== '';
}

/** The contact fields a write leaves empty although providerFieldRequired asks for them. */
export function missingProviderFields(body: Readonly<Record<ProviderContactField, string>>, stored?: Readonly<Record<ProviderContactField, string>> | null): ProviderContactField[] {
  return PROVIDER_CONTACT_FIELDS.filter((field) => body[field].trim() === '' && providerFieldRequired(field, stored));
}

/** A pattern that also takes the empty value, for a field of PROVIDER_CONTACT_FIELDS (the service checks whether it may be empty). */
export const orEmpty = (pattern: string): string => `^$|${pattern}`;
/** Digits with an optional + in front, and spaces, dots, dashes, slashes or brackets between them. */
export const TELEPHONE_PATTERN = '^\\+?[0-9][0-9 ./()-]{5,48}$';

const telephoneRegex = new RegExp(TELEPHONE_PATTERN);

export function isValidTelephone(value: string): boolean {
  return telephoneRegex.test(value);
}
