// About 250 countries with their Dutch names; the six countries the sector uses most come first (SPEC §3). The
// names are the browser's own (Intl.DisplayNames, CLDR data), so the list costs a few hundred bytes; only the six are
// also written here.
import { COUNTRY_CODES, FIRST_COUNTRIES } from '../contracts/countries.ts';

export interface CountryOption {
  value: string;
  label: string;
}

let names: Intl.DisplayNames | null = null;

// The sector's six by heart: most tools come from them, and a page's first Intl object loads the browser's locale
// data, 30-90 ms on the 2-core machine in the middle of hydrating a tool's page (decision 0034). The test holds them
// equal to Intl's.
const SECTOR_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  BE: 'België',
  FR: 'Frankrijk',
  DE: 'Duitsland',
  NL: 'Nederland',
  GB: 'Verenigd Koninkrijk',
  US: 'Verenigde Staten',
};

/** The short common name ('België'); an unknown code stays as it is. */
export function countryName(code: string): string {
  const known = SECTOR_COUNTRY_NAMES[code.toUpperCase()];
  if (known !== undefined) return known;
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
