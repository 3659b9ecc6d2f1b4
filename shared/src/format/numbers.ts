// Numbers as Dutch readers expect them: 1.234 and 4,3. Each format object is made at its first use, not when the
// module loads: the first Intl object a page makes starts the browser's locale data (10–35 ms on one main-thread task
// here, four times that on Lighthouse's phone), and a page that formats no number before it is interactive should not
// pay for it at start-up. The same holds for every Intl object of the site (date-time.ts, site-days.ts, countries.ts).

let wholeNumbers: Intl.NumberFormat | undefined;

/** 1234 → '1.234' */
export function formatNumber(value: number): string {
  wholeNumbers ??= new Intl.NumberFormat('nl-BE');
  return wholeNumbers.format(value);
}

/**
 * 4.25 → '4,3': a number ≥ 0 with one decimal and a decimal comma. Written without Intl because the cards of `/` show
 * an average rating and nothing else that Intl would format: so the home page starts no locale data at all. It rounds
 * as Intl does, half up from the number's shortest decimal form (1.15 → '1,2', where toFixed(1) gives '1.1').
 */
export function formatOneDecimal(value: number): string {
  const [digits, exponent = '0'] = String(value).split('e');
  const tenths = Math.round(Number(`${digits}e${Number(exponent) + 1}`));
  return (tenths / 10).toFixed(1).replace('.', ',');
}
