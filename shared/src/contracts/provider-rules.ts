// SPEC §5's provider form, one definition for the forms and the API: e-mail and website use the rules of
// user-rules.ts and url-rules.ts; a telephone number is written the way people write it.
/** Digits with an optional + in front, and spaces, dots, dashes, slashes or brackets between them. */
export const TELEPHONE_PATTERN = '^\\+?[0-9][0-9 ./()-]{5,48}$';

const telephoneRegex = new RegExp(TELEPHONE_PATTERN);

export function isValidTelephone(value: string): boolean {
  return telephoneRegex.test(value);
}
