// The frame most journey files share: one site (started as a user starts it) and one chromium for the file, a
// fresh browser context for each test, and at the end of every test no uncaught page error and no serious or
// critical axe-core violation on the page it ends on.
import type { Page } from 'playwright-core';
import { expectAccessible } from './accessibility.ts';
import { launchBrowser, openPage, type JourneyPage } from './browser.ts';
import { startSite, type Site, type StartSiteOptions } from './site.ts';

export interface Journey {
  /** The file's site. */
  site: Site;
  /** The page of the test that runs now. */
  page: Page;
}

/**
 * Registers the hooks and returns stand-ins for the site and the current test's page, usable inside tests and
 * hooks (they forward to the objects the hooks made, so a file can name them once at its top).
 */
export function journeyPerTest(siteOptions: () => StartSiteOptions | Promise<StartSiteOptions> = () => ({})): Journey {
  let site: Site | undefined;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let journey: JourneyPage | undefined;

  beforeAll(async () => {
    site = await startSite(await siteOptions());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  beforeEach(async () => {
    journey = await openPage(browser!);
  });
  afterEach(async () => {
    try {
      expect(journey!.pageErrors).toEqual([]);
      // A test that only asked the API left the page blank: nothing a visitor sees.
      if (!journey!.page.isClosed() && journey!.page.url() !== 'about:blank') await expectAccessible(journey!.page);
    } finally {
      await journey!.close();
    }
  });

  return { site: forwardTo(() => site, 'the site'), page: forwardTo(() => journey?.page, 'the page') };
}

function forwardTo<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      const target = current();
      if (target === undefined) throw new Error(`${what} exists only inside a test or a hook`);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
