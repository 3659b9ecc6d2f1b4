import { formatDateTime } from './date-time.ts';
import { countryName, countryOptions } from './countries.ts';
import { EVENT_PHASES } from '../contracts/event-phases.ts';
import { FIRST_COUNTRIES } from '../contracts/countries.ts';
import { phaseColour } from './phase-colour.ts';
import { capitalize } from './capitalize.ts';
import { formatNumber, formatOneDecimal } from './numbers.ts';

test('times show in Brussels time with the suffix u: +1 hour in winter, +2 in summer', () => {
  expect(formatDateTime('2026-11-22T08:05:00.000Z')).toBe('22/11/2026 09:05u');
  expect(formatDateTime('2026-07-01T23:30:00.000Z')).toBe('02/07/2026 01:30u');
  expect(formatDateTime('not a date')).toBe('');
});

test('the written-out Brussels time equals Intl with the time-zone data, every year and around every change of the clocks', () => {
  const dateFormat = new Intl.DateTimeFormat('nl-BE', { timeZone: 'Europe/Brussels', day: '2-digit', month: '2-digit', year: 'numeric' });
  const timeFormat = new Intl.DateTimeFormat('nl-BE', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const byIntl = (time: number) => `${dateFormat.format(time)} ${timeFormat.format(time)}u`;
  const moments: number[] = [];
  // Every 7 hours and 1 minute from 1990 to 2060 (before 1996 the other rules of that time apply)...
  for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2060, 0, 1); time += 7 * 3_600_000 + 60_000) moments.push(time);
  // ... and every minute from an hour before to an hour after each change of the clocks.
  for (let year = 1990; year < 2060; year++) {
    for (const month of [2, 9]) {
      const lastDay = new Date(Date.UTC(year, month + 1, 0));
      const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
      for (let minute = -60; minute <= 60; minute++) moments.push(change + minute * 60_000);
    }
  }
  const differing = moments.filter((time) => formatDateTime(new Date(time).toISOString()) !== byIntl(time));
  expect(differing.map((time) => new Date(time).toISOString())).toEqual([]);
  expect(moments.length).toBeGreaterThan(100_000);
});

test("the sector's six countries, named without Intl, have Intl's names; any other comes from Intl", () => {
  const intl = new Intl.DisplayNames(['nl'], { type: 'region', fallback: 'code' });
  for (const code of FIRST_COUNTRIES) {
    expect(countryName(code)).toBe(intl.of(code));
    expect(countryName(code.toLowerCase())).toBe(intl.of(code));
  }
  expect(countryName('JP')).toBe(intl.of('JP'));
  expect(countryName('not a code')).toBe('not a code');
});

test('about 250 countries with short Dutch names, the six of the sector first', () => {
  const options = countryOptions();
  expect(options.length).toBeGreaterThanOrEqual(245);
  expect(options.slice(0, 6).map((option) => option.label)).toEqual([
    'België',
    'Frankrijk',
    'Duitsland',
    'Nederland',
    'Verenigd Koninkrijk',
    'Verenigde Staten',
  ]);
  const rest = options.slice(6).map((option) => option.label);
  expect(rest).toEqual([...rest].sort(new Intl.Collator('nl').compare));
  expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
  expect(countryName('be')).toBe('België');
  expect(countryName('XX')).toBe('XX');
  expect(countryName('not a code')).toBe('not a code');
});

test('phase colours of SPEC §2, red for anything else', () => {
  expect(EVENT_PHASES.map((phase) => phase.value)).toEqual(['overkoepelend', 'pre-event', 'event', 'post-event']);
  const colours = ['event', 'post-event', 'overkoepelend', 'pre-event', 'pre-event / event'].map(phaseColour);
  expect(new Set(colours).size).toBe(5);
  expect(phaseColour('iets anders')).toBe('#c62828');
  expect(capitalize('pre-event')).toBe('Pre-event');
});

test('numbers with Dutch separators; one decimal gives what Intl gives for every average a rating can have', () => {
  expect(formatNumber(1234567)).toBe('1.234.567');
  expect(formatNumber(0)).toBe('0');
  const intl = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // Averages of up to 1,000 ratings of 1 to 5 stars: every fraction the API can send, halves included.
  const differing: string[] = [];
  for (let count = 1; count <= 1000; count += count < 20 ? 1 : 37) {
    for (let total = count; total <= 5 * count; total++) {
      const ours = formatOneDecimal(total / count);
      if (ours !== intl.format(total / count)) differing.push(`${total}/${count}: ${ours}`);
    }
  }
  expect(differing).toEqual([]);
  expect(formatOneDecimal(4.25)).toBe('4,3');
  expect(formatOneDecimal(1.15)).toBe('1,2');
  expect(formatOneDecimal(3)).toBe('3,0');
  expect(formatOneDecimal(1234.56)).toBe('1234,6');
  expect(formatOneDecimal(1e-7)).toBe('0,0');
});
