// Debian's chromium driven by playwright-core (never a downloaded browser), one page per journey, a
// screenshot per journey into e2e/artifacts/, and the page errors a visitor would not see but should not get.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { ARTIFACTS } from './site.ts';
import { messages } from './texts.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ],
  });
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, locale: 'nl-BE' };
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'nl-BE',
};

export interface JourneyPage {
  page: Page;
  /** Uncaught exceptions of the page (a visitor's broken screen). */
  pageErrors: string[];
  /** Console errors (failed loads of a remote show here too). */
  consoleErrors: string[];
  close(): Promise<void>;
}

/** The first lines of a stack, each cut short (federation runtime frames carry whole data: URLs). */
function shorten(stack: string): string {
  return stack
    .split('\n')
    .slice(0, 4)
    .map((line) => (line.length > 200 ? `${line.slice(0, 200)}…` : line))
    .join('\n');
}

export async function openPage(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<JourneyPage> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(shorten(error.stack ?? String(error))));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { page, pageErrors, consoleErrors, close: () => context.close() };
}

/** Opens a path and waits until the connecting overlay (health check) has gone. */
export async function visit(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await untilTakenOver(page);
}

/** Loads the page again, as the browser's reload button does, and waits as `visit` does. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await untilTakenOver(page);
}

async function untilTakenOver(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: messages.shell.connecting.title }).waitFor({ state: 'detached' });
  // A page the server rendered shows before the app runs; until React has taken it over a click does nothing.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#root main, #root footer')].every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
  );
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
