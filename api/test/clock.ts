// A clock the test moves, for the rules that count time (cool-downs, write limits): createTestApp(dialect,
// { now: clock.now }). It starts a day after the factories' fixed moment, so their rows are in the past.
import { at } from './factories.ts';

export interface TestClock {
  now(): Date;
  /** Moves the clock forward (fractions of a minute allowed). */
  advance(minutes: number): void;
  /** The clock's time as ISO text. */
  iso(): string;
}

export function testClock(start: string = at(24 * 60)): TestClock {
  let time = Date.parse(start);
  return {
    now: () => new Date(time),
    advance(minutes) {
      time += Math.round(minutes * 60_000);
    },
    iso: () => new Date(time).toISOString(),
  };
}
