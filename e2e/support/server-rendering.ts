// A server-rendered page as a test sees it (docs/server-rendering.md): the document the server sends, a browser that
// runs no JavaScript, and in one that does, whether React took over the elements the server sent (hydrated) or
// threw them away and rendered the page again, and what the page asked the API meanwhile.
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP } from './browser.ts';
import { eventually } from './wait.ts';

/** What a document's #root holds: the server-rendered page, or '' when the server left the page to the browser. */
export function rootOf(html: string): string {
  const found = /<div id="root">([\s\S]*?)<\/div>\s*(?:<script type="application\/json" id="page-data">|<\/body>)/.exec(html);
  if (!found) throw new Error(`No #root in the document:\n${html.slice(0, 2_000)}`);
  return found[1]!;
}

/** Whether the document brings the answers its page was rendered with. */
export const hasPageData = (html: string) => html.includes('<script type="application/json" id="page-data">');

/** A page in a browser context with JavaScript off (a crawler's or a careful visitor's view). Close its context after. */
export async function pageWithoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/** React hydration errors, also as production builds word them (a minified error number with a link). */
const HYDRATION = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

export interface PageWatch {
  /** The path and query of every API request since the watch began, in order. */
  apiRequests: string[];
  /** The remotes' manifests the page fetched (path). */
  manifestRequests: string[];
  /** Console errors and warnings and uncaught errors, each with its kind. */
  problems: string[];
  /** The problems that are about hydration. */
  hydrationProblems(): string[];
  /**
   * How many elements the server sent in #root, and those of them no longer in the page (React renders a part again
   * instead of hydrating it when it does not match), each as its tag and the start of its text.
   */
  serverSentElements(): Promise<{ count: number; replaced: string[] }>;
}

/**
 * Watches a page from its next navigation on: the API requests, the console's errors and warnings, uncaught errors,
 * and the elements of #root as the HTML brought them, remembered when the document is parsed, before any script of
 * the site runs (the shell's script is deferred).
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { serverSentElements: Element[] }).serverSentElements = [...document.querySelectorAll('#root *')];
    });
  });
  const apiRequests: string[] = [];
  const manifestRequests: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(url.pathname + url.search);
    if (url.pathname.endsWith('/mf-manifest.json')) manifestRequests.push(url.pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return {
    apiRequests,
    manifestRequests,
    problems,
    hydrationProblems: () => problems.filter((problem) => HYDRATION.test(problem)),
    serverSentElements: () =>
      page.evaluate(() => {
        const sent = (window as unknown as { serverSentElements?: Element[] }).serverSentElements ?? [];
        const replaced = sent
          .filter((element) => !element.isConnected)
          .map((element) => `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 60)}`);
        return { count: sent.length, replaced };
      }),
  };
}

/**
 * Waits until React has hydrated the element (it then carries React's props; before that a click on it does
 * nothing, and typing in it is not seen).
 */
export async function waitUntilHydrated(locator: Locator): Promise<void> {
  await eventually(
    () => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')), undefined, { timeout: 1_000 }),
    Boolean,
    'the element hydrated by React',
    15_000,
  );
}
