// About 250 countries with their Dutch names; the six countries the sector uses most come first (SPEC §3). The
// names are the browser's own (Intl.DisplayNames, CLDR data), so the list costs a few hundred bytes.
import { COUNTRY_CODES, FIRST_COUNTRIES } from '../contracts/countries.ts';

export interface CountryOption {
  value: string;
  label: string;
}

let names: Intl.DisplayNames | null = null;

/** The short common name ('België'); an unknown code stays as it is. */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames(['nl'], { type: 'region', fallback: 'code' });
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    // A value that is not a region code at all (RangeError).
    return code;
  }
}

let options: CountryOption[] | null = null;

export function countryOptions(): CountryOption[] {
  if (options) return options;
  const collator = new Intl.Collator('nl');
  const rest = COUNTRY_CODES.filter((code) => !FIRST_COUNTRIES.includes(code))
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  options = [...FIRST_COUNTRIES.map((code) => ({ value: code, label: countryName(code) })), ...rest];
  return options;
}
