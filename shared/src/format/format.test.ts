import { formatDateTime } from './date-time.ts';
import { countryName, countryOptions } from './countries.ts';
import { EVENT_PHASES } from '../contracts/event-phases.ts';
import { phaseColour } from './phase-colour.ts';
import { capitalize } from './capitalize.ts';

test('times show in Brussels time with the suffix u: +1 hour in winter, +2 in summer', () => {
  expect(formatDateTime('2026-11-22T08:05:00.000Z')).toBe('22/11/2026 09:05u');
  expect(formatDateTime('2026-07-01T23:30:00.000Z')).toBe('02/07/2026 01:30u');
  expect(formatDateTime('not a date')).toBe('');
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
