// Journey: a visitor searches the roadmap on the home page (SPEC §2 "Tool search page").
import type { AiTool, AiToolKeyword, Keyword } from 'shared/contracts';
import { screenshot, visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { capitalize, countryName, EVENT_PHASES, messages, TOOL_PAGE_SIZE, TOOL_SEARCH_DEBOUNCE_MS } from '../support/texts.ts';
import { eventually, expectCount, expectText } from '../support/wait.ts';

const text = messages.catalogue.search;
const phaseLabel = (value: string) => EVENT_PHASES.find((phase) => phase.value === value)!.label;

let allTools: AiTool[];
const { site, page } = journeyPerTest();

beforeAll(async () => {
  allTools = (await site.api<{ data: AiTool[] }>('aiTools?limit=-1')).data;
});

const results = () => page.getByRole('region', { name: text.resultsTitle });
const cards = () => results().getByRole('listitem').getByRole('link');
const counter = () => results().getByRole('status');
const loadMoreButton = () => results().getByRole('button', { name: new RegExp(`^(${text.loadMore}|${text.noMore})$`) });

/** A country's option: its name and how many approved tools come from it ('België (12)'). */
const countryOption = (code: string) => `${countryName(code)} (${allTools.filter((tool) => tool.origin === code).length})`;

async function choose(label: string, typed: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label });
  const list = page.getByRole('listbox', { name: label });
  // A click toggles the list; after a choice it stays open for the next one.
  if (!(await list.isVisible())) await combobox.click();
  if (typed) await combobox.fill(typed);
  await list.getByRole('option', { name: option, exact: true }).click();
}

async function cardNames(): Promise<string[]> {
  return cards().getByRole('heading').allTextContents();
}

test('the home page shows tool cards with a counter of all approved tools', async () => {
  await visit(page, site.url, '/');
  await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
  expect(allTools.length).toBeGreaterThan(TOOL_PAGE_SIZE);
  await expectText(counter(), text.count(allTools.length));
  await expectCount(cards(), TOOL_PAGE_SIZE);
  // The API orders by name; the first card is the alphabetically first approved tool.
  const sorted = [...allTools].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
  const names = await cardNames();
  expect(names).toEqual(expect.arrayContaining([sorted[0]!.name]));
  expect(allTools.every((tool) => tool.approved)).toBe(true);
  await screenshot(page, 'home');
});

test('filtering by event process, country and keyword narrows the list at each choice', async () => {
  const phases = ['pre-event', 'event'];
  const countries = ['BE', 'NL', 'US'];
  const candidates = allTools.filter((tool) => phases.includes(tool.eventprocess) && countries.includes(tool.origin));
  const links = (await site.api<{ data: AiToolKeyword[] }>('aiToolKeywords')).data;
  const keywords = (await site.api<{ data: Keyword[] }>('keywords?limit=1000&offset=0')).data;
  // The keyword that most of the candidate tools carry, so the search has results.
  const uses = new Map<number, number>();
  for (const link of links) {
    if (candidates.some((tool) => tool.id === link.aiTool_id)) uses.set(link.keyword_id, (uses.get(link.keyword_id) ?? 0) + 1);
  }
  const [keywordId] = [...uses.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const keyword = keywords.find((item) => item.id === keywordId)!;
  const expected = candidates.filter((tool) =>
    links.some((link) => link.aiTool_id === tool.id && link.keyword_id === keywordId),
  );
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(allTools.length);

  await visit(page, site.url, '/');
  await expectText(counter(), text.count(allTools.length));
  // Each choice searches at once, as the phase tiles and the sort do (decision 0022).
  await choose(text.filterEventProcess, '', phaseLabel(phases[0]!));
  await expectText(counter(), text.count(allTools.filter((tool) => tool.eventprocess === phases[0]).length));
  await choose(text.filterEventProcess, '', phaseLabel(phases[1]!));
  for (const country of countries) await choose(text.filterOrigin, countryName(country).slice(0, 4), countryOption(country));
  await choose(text.filterKeywords, keyword.name.slice(0, 3), capitalize(keyword.name));
  await screenshot(page, 'home-filters-chosen', false);
  await expectText(counter(), text.count(expected.length));
  await expectCount(cards(), Math.min(expected.length, TOOL_PAGE_SIZE));
  const names = await cardNames();
  expect(names.sort()).toEqual(
    expected
      .map((tool) => tool.name)
      .sort()
      .slice(0, names.length),
  );
  // Each card's band shows one of the chosen phases.
  const bands = await cards().getByTestId('phase-band').allTextContents();
  for (const band of bands) expect(phases.map(phaseLabel)).toContain(band.trim());
  await screenshot(page, 'home-filtered');
});

test('load more adds cards up to the total and then reads that there are no more', async () => {
  await visit(page, site.url, '/');
  await expectText(counter(), text.count(allTools.length));
  let shown = TOOL_PAGE_SIZE;
  await expectCount(cards(), shown);
  // Bounded: one click per page of nine, and no more.
  for (let clicks = 0; shown < allTools.length && clicks < Math.ceil(allTools.length / TOOL_PAGE_SIZE); clicks += 1) {
    await loadMoreButton().click();
    shown = Math.min(shown + TOOL_PAGE_SIZE, allTools.length);
    await expectCount(cards(), shown);
  }
  expect(shown).toBe(allTools.length);
  const button = results().getByRole('button', { name: text.noMore, exact: true });
  await button.waitFor();
  expect(await button.isDisabled()).toBe(true);
  const names = await cardNames();
  expect(new Set(names).size).toBe(allTools.length);
  await screenshot(page, 'home-all-loaded');
});

test('a filter combination without results reads that no tools were found', async () => {
  // A phase and a country that no approved tool shares (found from the data, checked through the API).
  const countryCodes = [...new Set(allTools.map((tool) => tool.origin))];
  let combination: { phase: string; country: string } | undefined;
  for (const phase of EVENT_PHASES.map((item) => item.value)) {
    const country = countryCodes.find((code) => !allTools.some((tool) => tool.eventprocess === phase && tool.origin === code));
    if (country) {
      combination = { phase, country };
      break;
    }
  }
  expect(combination).toBeDefined();
  const { phase, country } = combination!;
  const answer = await site.api<{ count: number }>(`aiTools?limit=9&offset=0&eventprocess=${phase}&origin=${country}`);
  expect(answer.count).toBe(0);

  await visit(page, site.url, '/');
  await expectText(counter(), text.count(allTools.length));
  await choose(text.filterEventProcess, '', phaseLabel(phase));
  await choose(text.filterOrigin, countryName(country).slice(0, 4), countryOption(country));
  await expectText(counter(), text.count(0));
  await results().getByText(text.empty, { exact: true }).waitFor();
  await expectCount(cards(), 0);
  // One way out: one 'Filters wissen', no load-more button that cannot load.
  await expectCount(results().getByRole('button', { name: text.clearFilters, exact: true }), 1);
  expect(await results().getByRole('button', { name: text.noMore, exact: true }).count()).toBe(0);
  await screenshot(page, 'home-no-results');
});

test('a visitor finds tools by typing, narrows them with a phase tile, shares the address and comes back with the back button', async () => {
  const search = (query: string) => site.api<{ data: AiTool[]; count: number }>(`aiTools?limit=${TOOL_PAGE_SIZE}&offset=0&${query}`);
  const typed = await search('q=badges');
  expect(typed.count).toBeGreaterThan(1);
  expect(typed.count).toBeLessThan(allTools.length);

  await visit(page, site.url, '/');
  await expectText(counter(), text.count(allTools.length));
  await page.getByRole('combobox', { name: text.textLabel }).pressSequentially('badges');
  await page.waitForURL(/\?zoek=badges$/);
  await expectText(counter(), text.count(typed.count));
  expect(await cardNames()).toEqual(typed.data.map((tool) => tool.name));
  // The cards show the provider's logo, the price, the rating and keywords.
  const firstCard = cards().first();
  const logo = firstCard.locator(`img[src="${typed.data[0]!.providerLogoUrl}"]`);
  expect(await eventually(() => logo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), (width) => width > 0, 'a loaded logo')).toBeGreaterThan(0);
  await firstCard.getByText(typed.data[0]!.price, { exact: false }).waitFor();
  for (const keyword of typed.data[0]!.keywords.slice(0, 3)) await firstCard.getByRole('listitem').getByText(capitalize(keyword), { exact: true }).waitFor();

  // A phase tile is a filter.
  const phase = typed.data[0]!.eventprocess;
  const narrowed = await search(`q=badges&eventprocess=${phase}`);
  const tile = page.getByRole('figure').getByRole('button', { name: phaseLabel(phase), exact: true });
  await tile.click();
  await page.waitForURL(new RegExp(`\\?zoek=badges&fase=${phase}$`));
  // The address changes first; the page follows in the same transition.
  await eventually(() => tile.getAttribute('aria-pressed'), (pressed) => pressed === 'true', 'a pressed phase tile');
  await expectText(counter(), text.count(narrowed.count));
  expect(await cardNames()).toEqual(narrowed.data.map((tool) => tool.name));
  const shared = page.url();

  // The shared address, opened in another browser, shows the same search.
  const other = await page.context().browser()!.newPage();
  try {
    await other.goto(shared);
    const otherResults = other.getByRole('region', { name: text.resultsTitle });
    await expectText(otherResults.getByRole('status'), text.count(narrowed.count));
    expect(await other.getByRole('combobox', { name: text.textLabel }).inputValue()).toBe('badges');
    expect(await otherResults.getByRole('listitem').getByRole('link').getByRole('heading').allTextContents()).toEqual(
      narrowed.data.map((tool) => tool.name),
    );
  } finally {
    await other.close();
  }

  // To a tool and back: the search is still there.
  await cards().first().click();
  await page.waitForURL(/\/AI-tool\/\d+$/);
  await page.goBack();
  await page.waitForURL(shared);
  await expectText(counter(), text.count(narrowed.count));
  await eventually(() => page.getByRole('combobox', { name: text.textLabel }).inputValue(), (value) => value === 'badges', 'the search text back in the box');

  // The best rated first, then everything again with 'Filters wissen'.
  const rated = await search(`q=badges&eventprocess=${phase}&sort=rating`);
  await page.getByRole('combobox', { name: text.sortLabel }).selectOption({ label: text.sort.rating });
  await page.waitForURL(/sorteer=score/);
  await eventually(() => cardNames(), (names) => names.join() === rated.data.map((tool) => tool.name).join(), 'the best rated first');
  await results().getByRole('button', { name: text.clearFilters }).click();
  await page.waitForURL(`${site.url}/`);
  await expectText(counter(), text.count(allTools.length));
  await eventually(() => page.getByRole('combobox', { name: text.textLabel }).inputValue(), (value) => value === '', 'an empty search box');
  await screenshot(page, 'home-search-cleared', false);
});

test('on a slow phone, typing on while the first letters are being searched loses no letter', async () => {
  await visit(page, site.url, '/');
  // Six times slower than this machine: the search of 'b' is still being shown when the next letters come.
  const devtools = await page.context().newCDPSession(page.mainFrame().page());
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const box = page.getByRole('combobox', { name: text.textLabel });
  await box.click();
  await page.keyboard.type('b');
  await page.waitForTimeout(TOOL_SEARCH_DEBOUNCE_MS + 30);
  await page.keyboard.type('adges', { delay: 40 });
  await page.waitForURL(/\?zoek=badges$/);
  expect(await box.inputValue()).toBe('badges');
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('the first cards start in the upper half of a 1280×900 screen and on the first screen of a 375×800 phone', async () => {
  const firstCardTop = async () => {
    await cards().first().waitFor();
    return cards().first().evaluate((card) => card.getBoundingClientRect().top);
  };
  await visit(page, site.url, '/');
  expect(page.viewportSize()).toEqual({ width: 1280, height: 900 });
  expect(await firstCardTop()).toBeLessThan(450);
  await page.setViewportSize({ width: 375, height: 800 });
  // A phone starts with the filters folded away: load the page again at that width.
  await page.reload();
  expect(await firstCardTop()).toBeLessThan(800);
  await screenshot(page, 'home-phone-first-screen', false);
});
