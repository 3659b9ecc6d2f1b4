// Journey: counting without following anyone. A visitor (an ordinary browser; the tests' headless chromium counts
// as a bot) opens three tool pages, follows one tool's website and searches for a word no tool has; the admin finds
// those views, the click and the search without a result on 'Inzichten'; the company behind the first tool, once
// its manager is approved, sees its views on 'AI-tools beheren'. A second visit that sends Sec-GPC: 1 changes no
// figure; no cookie is set and the database holds no address and no browser. Then the admin switches 'De roadmap in
// cijfers' on and a visitor on a phone reaches it from the footer.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { BrowserContext, Page } from 'playwright-core';
import type { AiTool, InsightReport, ListResponse, Provider } from 'shared/contracts';
import { expectAccessible } from '../support/accessibility.ts';
import { DESKTOP, PHONE, screenshot, visit } from '../support/browser.ts';
import { logInAsFirstAdmin } from '../support/first-admin.ts';
import { journeyPerTest } from '../support/journey.ts';
import { completeWelcome, createAccount, logIn, logOut, popupMessage, type Person } from '../support/login.ts';
import { messages } from '../support/texts.ts';
import { eventually } from '../support/wait.ts';

/** An ordinary desktop browser: counted (HeadlessChrome, the tests' own, is a known bot and is not). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MISSING = 'hologramtolk';
const insights = messages.admin.insights;
const tables = insights.tables;
const { site, page } = journeyPerTest();

/** A context of its own for a visitor, every request to another host answered here (the website click). */
async function visitorContext(extraHTTPHeaders: Record<string, string> = {}, options = DESKTOP): Promise<{ context: BrowserContext; visitor: Page }> {
  const context = await page.context().browser()!.newContext({ ...options, userAgent: BROWSER, extraHTTPHeaders });
  const own = new URL(site.url).host;
  await context.route((url) => url.host !== own, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Elders</title>' }));
  return { context, visitor: await context.newPage() };
}

/** Waits until the page has sent the event (the API answers it at once; it is written within a second). */
function eventSent(target: Page, kind: string, containing = '') {
  return target.waitForResponse(
    (response) => response.url().endsWith('/api/insights/events') && (response.request().postData() ?? '').includes(`"kind":"${kind}"`) && (response.request().postData() ?? '').includes(containing),
  );
}

async function searchFor(target: Page, text: string): Promise<void> {
  await visit(target, site.url, '/');
  const sent = eventSent(target, 'search', text);
  await target.getByRole('searchbox', { name: messages.catalogue.search.textLabel }).or(target.getByLabel(messages.catalogue.search.textLabel)).first().fill(text);
  await target.getByText(messages.catalogue.search.empty).first().waitFor();
  expect((await sent).status()).toBe(204);
}

/** The admin's report as the page loaded it, after reloading until `accept` holds (events are written each second). */
async function reportOnPage(accept: (report: InsightReport) => boolean, what: string): Promise<InsightReport> {
  return eventually(
    async () => {
      const answer = page.waitForResponse((response) => /\/api\/insights\?from=/.test(response.url()));
      await visit(page, site.url, '/insights');
      return (await (await answer).json()) as InsightReport;
    },
    accept,
    what,
    15_000,
  );
}

function table(title: string) {
  return page.getByRole('table', { name: title });
}

test('a visitor is counted without being followed; the admin and the provider see it; Sec-GPC changes nothing', async () => {
  const all = (await site.api<ListResponse<AiTool>>('aiTools?limit=-1')).data;
  const withWebsite = all.filter((tool) => tool.detailsUrl !== '');
  const [first, second, third] = [withWebsite[0]!, ...all.filter((tool) => tool.id !== withWebsite[0]!.id).slice(0, 2)] as [AiTool, AiTool, AiTool];

  // The visitor: three tool pages, the first tool's website, a search that finds nothing.
  const { context, visitor } = await visitorContext();
  const hosts = new Set<string>();
  visitor.on('request', (request) => hosts.add(new URL(request.url()).host));
  for (const tool of [first, second, third]) {
    const viewed = eventSent(visitor, 'view', `/AI-tool/${tool.id}`);
    await visit(visitor, site.url, `/AI-tool/${tool.id}`);
    await visitor.getByRole('heading', { level: 1, name: tool.name }).waitFor();
    await viewed;
  }
  const clicked = eventSent(visitor, 'website', String(first.id));
  await visit(visitor, site.url, `/AI-tool/${first.id}`);
  const [website] = await Promise.all([visitor.waitForEvent('popup'), visitor.getByRole('link', { name: messages.catalogue.detail.detailsLink }).click()]);
  await clicked;
  await website.close();
  await searchFor(visitor, MISSING);
  expect(await context.cookies()).toEqual([]);
  // Counting asked no other host (the website the visitor chose to open is not counted here: it is their click).
  expect([...hosts]).toEqual([new URL(site.url).host]);
  await context.close();

  // The admin reads it on 'Inzichten'.
  await logInAsFirstAdmin(page, site);
  const counted = await reportOnPage(
    (report) => report.emptySearches.some((row) => row.key === MISSING) && report.tools.length >= 3 && report.websites.length >= 1,
    'the visit on Inzichten',
  );
  expect(counted.totals).toMatchObject({ visitors: 1, websiteClicks: 1, searches: 1, emptySearches: 1 });
  expect(counted.tools.map((row) => row.label).sort()).toEqual([first.name, second.name, third.name].sort());
  await page.getByRole('heading', { level: 1, name: messages.admin.pageTitles.insights }).waitFor();
  for (const tool of [first, second, third]) await table(tables.tools.title).getByRole('row', { name: new RegExp(tool.name) }).waitFor();
  await table(tables.websites.title).getByRole('row', { name: new RegExp(first.name) }).waitFor();
  await table(tables.emptySearches.title).getByRole('row', { name: new RegExp(MISSING) }).waitFor();
  await page.getByText(insights.emptySearchesNote).waitFor();
  // The table of searches without a result downloads as CSV with the word in it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `${insights.download}${insights.downloadOf(tables.emptySearches.title)}` }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toContain(MISSING);
  await screenshot(page, 'insights-admin', true);

  // A visit that asks not to be tracked changes no figure.
  const { context: private_, visitor: careful } = await visitorContext({ 'Sec-GPC': '1' });
  const ignored = eventSent(careful, 'view', `/AI-tool/${first.id}`);
  await visit(careful, site.url, `/AI-tool/${first.id}`);
  expect((await ignored).status()).toBe(204);
  await searchFor(careful, MISSING);
  await private_.close();
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const after = await reportOnPage(() => true, 'the report after the Sec-GPC visit');
  expect(after.totals).toEqual(counted.totals);
  expect(after.tools).toEqual(counted.tools);

  // The database holds no address and no browser of the visitor.
  const db = new DatabaseSync(join(site.dataDir, 'roadmap.sqlite'), { readOnly: true });
  try {
    const rows = ['insight_events', 'insight_daily', 'insight_visitors', 'insight_salts'].map((name) => db.prepare(`SELECT * FROM "${name}"`).all());
    const text = JSON.stringify(rows);
    expect(text).toContain(MISSING);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain('Chrome/131');
  } finally {
    db.close();
  }

  // The company behind the first tool: its manager, once approved, sees the views and the click of its tool.
  const company = await site.api<Provider>(`providers/${first.provider_id}`);
  const manager: Person = { email: 'saar.vermeulen@insights-proef.be', password: 'Cijfers-2026-proef', firstname: 'Saar', lastname: 'Vermeulen' };
  await logOut(page, site.url);
  await visit(page, site.url, `/AI-tool/${first.id}`);
  await createAccount(page, manager);
  await completeWelcome(page, manager);
  const claim = messages.catalogue.claim;
  await page.getByRole('region', { name: messages.catalogue.detail.provider }).getByRole('button', { name: claim.button }).click();
  const dialog = page.getByRole('dialog', { name: claim.title(company.name) });
  await dialog.getByLabel(claim.role).fill('Marketingverantwoordelijke');
  await dialog.getByRole('button', { name: claim.submit }).click();
  await popupMessage(page, claim.sent).waitFor();
  await logOut(page, site.url);
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, '/providers/submissions');
  const submissions = messages.admin.submissions;
  await page.getByRole('button', { name: submissions.claims.review(`${manager.firstname} ${manager.lastname}`, company.name) }).click();
  await page.getByRole('dialog', { name: submissions.claims.dialogTitle(company.name) }).getByRole('button', { name: submissions.approve }).click();
  await popupMessage(page, submissions.claims.approved).waitFor();
  await logOut(page, site.url);
  await logIn(page, manager.email, manager.password);
  await popupMessage(page, messages.auth.loggedInAs(manager.email)).waitFor();
  await visit(page, site.url, '/AI-tool/manage');
  const figures = page.getByRole('region', { name: messages.catalogue.insights.title });
  const card = figures.getByRole('article', { name: first.name });
  await card.waitFor();
  const figure = (label: string) => card.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
  // Opened twice by the visitor (once more to follow its website); the Sec-GPC visit is not there.
  expect(await figure(messages.catalogue.insights.views).textContent()).toBe('2');
  expect(await figure(messages.catalogue.insights.websiteClicks).textContent()).toBe('1');
  await screenshot(page, 'insights-provider', true);

  // The same figures on the manager's phone: no sideways scrolling.
  const phone = await page.context().browser()!.newContext(PHONE);
  const managerPhone = await phone.newPage();
  await visit(managerPhone, site.url, '/');
  await logIn(managerPhone, manager.email, manager.password);
  await popupMessage(managerPhone, messages.auth.loggedInAs(manager.email)).waitFor();
  await visit(managerPhone, site.url, '/AI-tool/manage');
  await managerPhone.getByRole('region', { name: messages.catalogue.insights.title }).getByRole('article', { name: first.name }).waitFor();
  expect(await managerPhone.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(managerPhone);
  await screenshot(managerPhone, 'insights-provider-phone', true);
  await phone.close();
  // Three visits, an admin and a company's manager signing up and being approved: 46 s alone on a slow machine, past
  // the default 60 s beside another test file.
}, 120_000);

test('the admin switches De roadmap in cijfers on; a visitor on a phone reaches it from the footer', async () => {
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, '/settings');
  await page.getByRole('checkbox', { name: insights.publicFigures }).check();
  await page.getByRole('button', { name: messages.admin.siteContent.save }).click();
  await popupMessage(page, messages.admin.siteContent.saved).waitFor();
  await page.getByRole('checkbox', { name: insights.mailChoice }).check();
  await page.getByText(insights.mailOn).waitFor();

  const { context, visitor } = await visitorContext({}, PHONE);
  await visit(visitor, site.url, '/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: messages.shell.footer.figures }).click();
  await visitor.waitForURL(`${site.url}/cijfers`);
  await visitor.getByRole('heading', { level: 1, name: messages.shell.figures.title }).waitFor();
  const approved = (await site.api<ListResponse<AiTool>>('aiTools?limit=1')).count;
  await visitor.getByText(String(approved), { exact: true }).first().waitFor();
  const width = await visitor.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectAccessible(visitor);
  await screenshot(visitor, 'insights-public-phone', true);
  await context.close();
  const { context: desktop, visitor: wide } = await visitorContext();
  await visit(wide, site.url, '/cijfers');
  await wide.getByRole('heading', { level: 1, name: messages.shell.figures.title }).waitFor();
  await expectAccessible(wide);
  await screenshot(wide, 'insights-public', true);
  await desktop.close();

  // The admin's page on a phone: no sideways scrolling either.
  const phone = await page.context().browser()!.newContext(PHONE);
  const adminPhone = await phone.newPage();
  await logInAsFirstAdmin(adminPhone, site);
  await visit(adminPhone, site.url, '/insights');
  await adminPhone.getByRole('heading', { level: 1, name: messages.admin.pageTitles.insights }).waitFor();
  await adminPhone.getByRole('table', { name: tables.pages.title }).waitFor();
  expect(await adminPhone.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(adminPhone);
  await screenshot(adminPhone, 'insights-admin-phone', true);
  await phone.close();
});
