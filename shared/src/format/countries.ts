// About 250 countries with Dutch names from i18n-iso-countries (maintained ISO 3166 data); the six
// countries the sector uses most come first (SPEC §3).
import countries from 'i18n-iso-countries';
import dutch from 'i18n-iso-countries/langs/nl.json' with { type: 'json' };

countries.registerLocale(dutch);

export interface CountryOption {
  value: string;
  label: string;
}

const FIRST = ['BE', 'FR', 'DE', 'NL', 'GB', 'US'];

/** The short common name ('België'), not the official one ('Koninkrijk België'). */
export function countryName(code: string): string {
  const names = countries.getName(code.toUpperCase(), 'nl', { select: 'all' }) as string[] | undefined;
  if (!names || names.length === 0) return code;
  return names[names.length - 1];
}

let options: CountryOption[] | null = null;

export function countryOptions(): CountryOption[] {
  if (options) return options;
  const collator = new Intl.Collator('nl');
  const rest = Object.keys(countries.getAlpha2Codes())
    .filter((code) => !FIRST.includes(code))
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  options = [...FIRST.map((code) => ({ value: code, label: countryName(code) })), ...rest];
  return options;
}
