// The user rules of SPEC §5, one definition for the forms, the embedded identity provider's pages and the
// API's JSON schemas (which take the pattern strings).
import { NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';

/** First and last names: start with a letter; letters, accents, hyphen and space (length checked apart). */
export const NAME_PATTERN = "^\\p{L}[\\p{L}\\p{M}' -]*$";
/** Local part of word characters, dots or hyphens, an @, domain labels, a final label of 2 to 20 characters. */
export const EMAIL_PATTERN = '^[\\w.-]+@([\\w-]+\\.)+[\\w-]{2,20}$';
export const EMAIL_MAX = 254;

/** SPEC §5's messages for a name, and an e-mail address on the account forms, that the rules above refuse. */
export const USER_RULE_TEXTS = {
  name: 'Dit is geen geldige naam. Elke naam moet minstens 2 tekens lang zijn en mag geen cijfers of speciale tekens bevatten.',
  email: 'Dit is geen geldig emailadres.',
} as const;

const nameRegex = new RegExp(NAME_PATTERN, 'u');
const emailRegex = new RegExp(EMAIL_PATTERN, 'u');

export function isValidName(value: string): boolean {
  const length = [...value].length;
  return length >= NAME_MIN && length <= NAME_MAX && nameRegex.test(value);
}

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && emailRegex.test(value);
}

/**
 * NIST SP 800-63B, replacing SPEC §5's composition pattern: a length in characters (so a passphrase with
 * spaces or any Unicode counts as written) and nothing else here; the identity provider also refuses common ones.
 */
export function isValidPassword(value: string): boolean {
  const length = [...value.normalize('NFC')].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX;
}
