// playwright-core has no test runner's auto-waiting assertions: these poll until the page agrees (or the
// time is up) and then fail with what the page showed last.
import type { Locator } from 'playwright-core';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `accept` holds; returns the accepted value, or throws with the last one. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      if (accept(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const detail = lastError && last === undefined ? String(lastError) : JSON.stringify(last);
      throw new Error(`Timed out waiting for ${what}; last seen: ${detail}`);
    }
    await sleep(100);
  }
}

/** Waits until the element's whitespace-normalised text equals `expected`. */
export function expectText(locator: Locator, expected: string, timeoutMs?: number): Promise<string> {
  return eventually(
    async () => ((await locator.textContent({ timeout: 1_000 })) ?? '').replace(/\s+/g, ' ').trim(),
    (text) => text === expected,
    `text "${expected}"`,
    timeoutMs,
  );
}

/** Waits until the locator matches exactly `expected` elements. */
export function expectCount(locator: Locator, expected: number, timeoutMs?: number): Promise<number> {
  return eventually(() => locator.count(), (count) => count === expected, `${expected} elements`, timeoutMs);
}
