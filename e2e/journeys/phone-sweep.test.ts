// Journey: every page of the route table on a 375 × 800 phone, as a visitor, a user, a provider with an approved
// company and the first admin. On each page: (a) the document never scrolls sideways; (b) no word is broken in the
// middle; (c) a region that scrolls sideways on purpose (a wide table) is marked: focusable, labelled and with a
// visible hint; (d) a select shows its whole chosen text. The home page's first card starts within the first screen.
//
// What counts as a word broken in the middle: a run of non-space characters whose rendered boxes lie on more than one
// line. Allowed are: a break right after a hyphen, dash or slash (the browser's own break chance), and a
// break in an address-like token (e-mail, URL, IP address: it holds '@', '/', ':' or a dot between characters) that
// is wider than its box can ever be: such tokens wrap with `overflow-wrap: anywhere`, set on them alone. A break
// made by `hyphens: auto` is not allowed either: chromium without a Dutch dictionary breaks such a word without a
// hyphen, so a narrow box must make room for its longest word instead.
//
// One browser; each persona logs in once and walks all pages in its own context. This is the site's one phone journey
// (it took over the earlier phone.test.ts, whose pages it sweeps and whose menu test it keeps). The provider's company and role are
// written to the site's database directly, as tools.test.ts does.
import type { Browser, Page } from 'playwright-core';
import type { AiTool, ForumIssue, ListResponse } from 'shared/contracts';
import { ROUTES } from '../../shared/src/contracts/routes.ts';
import { openDatabase, type OpenedDatabase } from '../../api/src/db/connect.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { launchBrowser, openPage, PHONE, screenshot, visit, type JourneyPage } from '../support/browser.ts';
import { logInAsFirstAdmin } from '../support/first-admin.ts';
import { completeWelcome, createAccount, logIn, logOut, popupMessage, type Person } from '../support/login.ts';
import { startSite, type Site } from '../support/site.ts';
import { messages } from '../support/texts.ts';

const PHONE_800 = { ...PHONE, viewport: { width: 375, height: 800 } };
/** The first card of '/' must start within the first screen, with room to spare for the browser's own bars. */
const FIRST_CARD_MAX_TOP = 400;
/** Technical addresses that render no page of their own (login callbacks handing over to the identity provider). */
const NOT_PAGES = new Set(['/linkedin', '/login/callback', '/login/silent']);

const user: Person = { email: 'sanne.peeters@voorbeeld.be', password: 'Telefoon-2026', firstname: 'Sanne', lastname: 'Peeters' };
const provider: Person = { email: 'lotte.maes@draagbare-events.be', password: 'Telefoon-2026', firstname: 'Lotte', lastname: 'Maes' };

let site: Site;
let browser: Browser;
let database: OpenedDatabase;
let journey: JourneyPage;
let paths: string[];

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  database = await openDatabase({ dataDir: site.dataDir });
  const tools = (await site.api<ListResponse<AiTool>>('aiTools?limit=3')).data;
  const issue = (await site.api<ListResponse<ForumIssue>>('issues/data?limit=1')).data[0]!;
  const concrete: Record<string, string> = {
    '/AI-tool/:id': `/AI-tool/${tools[0]!.id}`,
    '/ai-tool/:id': `/ai-tool/${tools[1]!.id}`,
    '/forum/:id': `/forum/${issue.id}`,
    '/provider/:id': `/provider/${tools[0]!.provider_id}`,
    '/vergelijk': `/vergelijk?tools=${tools.map((tool) => tool.id).join(',')}`,
    '*': '/deze-pagina-bestaat-niet',
  };
  paths = ROUTES.map((route) => concrete[route.path] ?? route.path).filter((path) => !NOT_PAGES.has(path));
}, 60_000);

afterAll(async () => {
  await database?.close();
  await browser?.close();
  await site?.stop();
});

beforeEach(async () => {
  journey = await openPage(browser, PHONE_800);
});

afterEach(async () => {
  try {
    expect(journey.pageErrors).toEqual([]);
    await expectAccessible(journey.page);
  } finally {
    await journey.close();
  }
});

/** The provider's account becomes a provider with an approved company (as an approved upgrade request leaves it). */
async function makeProvider(email: string): Promise<number> {
  const row = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await database.db.insertInto('user_roles').values({ user_id: row.id, role: 'provider' }).execute();
  const company = await database.db
    .insertInto('providers')
    .values({
      name: 'Draagbare Events BV',
      country: 'BE',
      email: 'info@draagbare-events.be',
      url: 'https://draagbare-events.be',
      telephone: '+32 3 987 65 43',
      logo_url: '',
      approved: 1,
      approval_comment: '',
      user_id: row.id,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return company.id;
}

/** Waits until the page has its heading and its data (no request for half a second), within limits. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/** Everything on the page that breaks the phone rules, each as a line naming the element. */
function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      const words = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes}> "${words}"`;
    };
    const scrollsSideways = (element: Element) => {
      const overflowX = getComputedStyle(element).overflowX;
      return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
    };
    const insideScrollRegion = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) if (scrollsSideways(parent)) return true;
      return false;
    };

    // (a) The document scrolls sideways: name the outermost elements that stick out.
    if (document.scrollingElement!.scrollWidth > screenWidth) {
      const sticking = Array.from(document.body.querySelectorAll('*')).filter(
        (element) => element.getBoundingClientRect().right > screenWidth + 1 && !insideScrollRegion(element),
      );
      const outermost = sticking.filter((element) => !sticking.includes(element.parentElement!));
      problems.push(
        `the page is ${document.scrollingElement!.scrollWidth} px wide; sticking out: ${outermost.slice(0, 5).map(describe).join(', ')}`,
      );
    }

    // (b) Words broken in the middle.
    const lineCount = (rects: DOMRect[]) => {
      const tops: number[] = [];
      for (const rect of rects) if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
      return tops.length;
    };
    const visibleRects = (range: Range) => Array.from(range.getClientRects()).filter((rect) => rect.width > 0.5 && rect.height > 0.5);
    const boxWidth = (element: Element) => {
      let box: Element | null = element;
      while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
      if (!box) return screenWidth;
      const style = getComputedStyle(box);
      return box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    const addressLike = /[@/:]|\S\.\S/;
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const broken: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, svg, textarea, option')) continue;
      const text = node.textContent ?? '';
      if (!/\S{2,}/.test(text)) continue;
      range.selectNodeContents(node);
      if (lineCount(visibleRects(range)) < 2) continue;
      for (const match of text.matchAll(/\S{2,}/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = visibleRects(range);
        if (lineCount(rects) < 2) continue;
        // Where the line changes: the character before it decides whether the break is one the browser may take.
        let breakAt = 1;
        for (; breakAt < match[0].length; breakAt += 1) {
          range.setStart(node, match.index + breakAt - 1);
          range.setEnd(node, match.index + breakAt + 1);
          if (lineCount(visibleRects(range)) > 1) break;
        }
        const before = match[0][breakAt - 1] ?? '';
        if ('-/–—'.includes(before)) continue;
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (addressLike.test(match[0]) && width > boxWidth(parent)) continue;
        broken.push(`"${match[0].slice(0, breakAt)}|${match[0].slice(breakAt)}" in ${describe(parent)}`);
      }
    }
    if (broken.length > 0) problems.push(`words broken mid-word: ${broken.slice(0, 8).join('; ')}${broken.length > 8 ? ` … (${broken.length})` : ''}`);

    // (c) A region that scrolls sideways on purpose is focusable, labelled and carries a visible hint.
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!scrollsSideways(element) || element.matches('input, select, textarea')) continue;
      const region = element as HTMLElement;
      const labelled = (region.getAttribute('aria-label') ?? '').trim() !== '' || (region.getAttribute('aria-labelledby') ?? '').trim() !== '';
      const hints = (region.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id));
      const visibleHint = hints.some((hint) => hint && hint.getClientRects().length > 0 && (hint.textContent ?? '').trim() !== '');
      const missing = [region.tabIndex < 0 && 'focusable', !labelled && 'label', !visibleHint && 'visible hint (aria-describedby)'].filter(Boolean);
      if (missing.length > 0) problems.push(`a sideways scroll region without ${missing.join(', ')}: ${describe(region)}`);
    }

    // (d) A select shows its whole chosen text (the arrow of a native select takes about 20 px more). A native select
    // cannot wrap: a choice that names an e-mail address wider than the screen is the one exception.
    const measure = document.createElement('canvas').getContext('2d')!;
    for (const select of Array.from(document.querySelectorAll('select'))) {
      if (select.getClientRects().length === 0) continue;
      const style = getComputedStyle(select);
      measure.font = style.font;
      const chosen = select.selectedOptions[0]?.text ?? '';
      if (/\S@\S/.test(chosen) && measure.measureText(chosen).width > select.clientWidth) continue;
      const needed = measure.measureText(chosen).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + (style.appearance === 'none' ? 0 : 20);
      if (needed > select.clientWidth + 1) problems.push(`the select "${chosen}" needs ${Math.ceil(needed)} px and has ${select.clientWidth}: ${describe(select)}`);
    }
    // (e) A chart's letters are readable (drawn at 12 px or more, after the drawing is scaled to the screen) and
    // inside the drawing.
    for (const svgText of Array.from(document.querySelectorAll<SVGTextElement>('svg text'))) {
      const box = svgText.getBoundingClientRect();
      const svg = svgText.closest('svg')!;
      const drawing = svg.getBoundingClientRect();
      if (box.width === 0 || (svgText.textContent ?? '').trim() === '') continue;
      const scale = svg.viewBox.baseVal.width > 0 ? drawing.width / svg.viewBox.baseVal.width : 1;
      const fontSize = parseFloat(getComputedStyle(svgText).fontSize) * scale;
      if (fontSize < 12) problems.push(`chart text drawn at ${fontSize.toFixed(1)} px: ${describe(svgText)}`);
      if (box.left < drawing.left - 1 || box.right > drawing.right + 1) problems.push(`chart text cut off at the drawing's edge: ${describe(svgText)}`);
    }
    return problems;
  });
}

/** The No Show Tool's answer with its chart (only an answered form shows it), checked like a page. */
async function noShowResultProblems(page: Page): Promise<string[]> {
  const text = messages.noshow;
  await visit(page, site.url, '/AI-tool/NoShowTool');
  await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
  await page.getByLabel('Type event').selectOption('workshop');
  await page.getByLabel('Soort deelname').selectOption('in-person');
  await page.getByLabel('Tijdstip').selectOption('morning');
  await page.getByLabel('Weer').selectOption('light_rain');
  await page.getByLabel('Bereikbaarheid met openbaar vervoer').selectOption('=Missing=');
  await page.getByLabel(text.temperature).fill('9,5');
  await page.getByLabel('Herinnering verstuurd').check();
  await page.getByLabel(text.registrations).fill('120');
  await page.getByRole('button', { name: text.submit }).click();
  const result = page.getByRole('region', { name: text.resultTitle });
  await result.getByRole('img').first().waitFor();
  await result.scrollIntoViewIfNeeded();
  await screenshot(page, 'phone-sweep-noshow-result');
  const problems = await phoneProblems(page);
  return problems.length > 0 ? [`/AI-tool/NoShowTool (the answer):\n    ${problems.join('\n    ')}`] : [];
}

/** Opens every page of the route table and fails with all problems found, page by page. */
async function sweep(persona: string, found: string[] = []): Promise<void> {
  const page = journey.page;
  for (const path of paths) {
    await visit(page, site.url, path);
    await settle(page);
    const problems = await phoneProblems(page);
    if (problems.length > 0) {
      found.push(`${path}:\n    ${problems.join('\n    ')}`);
      await screenshot(page, `phone-sweep-${persona}-${path.replace(/[^a-z0-9]+/gi, '-')}`);
    }
  }
  if (found.length > 0) throw new Error(`On a 375 × 800 phone as ${persona}:\n  ${found.join('\n  ')}`);
}

test('a visitor: every page fits a phone, and the first card of the home page is on the first screen', async () => {
  const page = journey.page;
  await visit(page, site.url, '/');
  const firstCard = page.getByRole('region', { name: messages.catalogue.search.resultsTitle }).getByRole('listitem').first();
  await firstCard.waitFor();
  const top = (await firstCard.boundingBox())!.y;
  await screenshot(page, 'phone-home', false);
  const home = top > FIRST_CARD_MAX_TOP ? [`/: the first card starts at ${Math.round(top)} px; it must start within ${FIRST_CARD_MAX_TOP} px`] : [];
  await sweep('visitor', home);
}, 120_000);

test('a user: every page fits a phone', async () => {
  await visit(journey.page, site.url, '/');
  await createAccount(journey.page, user);
  await completeWelcome(journey.page, user);
  await sweep('user', await noShowResultProblems(journey.page));
}, 120_000);

test('a provider with an approved company: every page fits a phone', async () => {
  const page = journey.page;
  await visit(page, site.url, '/');
  await createAccount(page, provider);
  await completeWelcome(page, provider);
  const company = await makeProvider(provider.email);
  await logOut(page, site.url);
  await logIn(page, provider.email, provider.password);
  await popupMessage(page, messages.auth.loggedInAs(provider.email)).waitFor();
  paths = paths.map((path) => (path.startsWith('/provider/') && path !== '/provider/new' ? `/provider/${company}` : path));
  await sweep('provider');
}, 120_000);

test('the first admin: every page fits a phone', async () => {
  // A fresh site's audit trail is empty: one row with an address and a long detail, so its table is swept too.
  await database.db
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      actor_id: null,
      actor_name: 'Beheerder van de roadmap',
      action: 'provider.approved',
      target_type: 'provider',
      target_id: null,
      target_name: 'Toegankelijkheidsorganisatie Vlaanderen',
      detail: 'Toegankelijkheidsverklaring gecontroleerd; e-mailadres info@toegankelijkheidsorganisatie-vlaanderen.be',
      address: '2001:db8:85a3:0000:0000:8a2e:0370:7334',
    })
    .execute();
  await logInAsFirstAdmin(journey.page, site);
  await sweep('admin');
}, 120_000);

test('the phone menu folds the homepage and account links into MENU', async () => {
  const page = journey.page;
  await visit(page, site.url, '/forum');
  const menu = page.getByRole('navigation', { name: messages.shell.navbar.label }).getByRole('button', { name: messages.shell.navbar.menu });
  await menu.click();
  const panel = page.locator(`#${(await menu.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
  await panel.getByRole('link', { name: messages.shell.navbar.home, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: messages.catalogue.search.title }).waitFor();
  expect(await phoneProblems(page)).toEqual([]);
});
