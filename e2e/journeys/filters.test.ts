// Journey: the filters of the home page behave alike (decision 0022, amendment 'One behaviour for every filter').
// Every filter searches at once and adds a history entry, as the sort and the phase tiles do; the country filter
// starts with the countries that have tools, numbered; an empty result offers one way out, and it brings the list
// back.
import type { AiTool, Keyword } from 'shared/contracts';
import { reload, screenshot, visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { capitalize, countryName, EVENT_PHASES, messages, TOOL_PAGE_SIZE } from '../support/texts.ts';
import { eventually, expectCount, expectText } from '../support/wait.ts';

const text = messages.catalogue.search;
const phaseLabel = (value: string) => EVENT_PHASES.find((phase) => phase.value === value)!.label;

let allTools: AiTool[];
const { site, page } = journeyPerTest();

beforeAll(async () => {
  allTools = (await site.api<{ data: AiTool[] }>('aiTools?limit=-1')).data;
});

const results = () => page.getByRole('region', { name: text.resultsTitle });
const counter = () => results().getByRole('status');
const cards = () => results().getByRole('listitem').getByRole('link');
const countOf = async (query: string) => (await site.api<{ count: number }>(`aiTools?limit=${TOOL_PAGE_SIZE}&offset=0&${query}`)).count;
/** How many approved tools come from each country, the most first, then by name: the order the filter lists them in. */
const countriesWithTools = () => {
  const counts = new Map<string, number>();
  for (const tool of allTools) counts.set(tool.origin, (counts.get(tool.origin) ?? 0) + 1);
  return [...counts.entries()]
    .map(([code, count]) => ({ code, count, label: `${countryName(code)} (${count})` }))
    .sort((a, b) => b.count - a.count || countryName(a.code).localeCompare(countryName(b.code), 'nl'));
};

async function openList(label: string) {
  const list = page.getByRole('listbox', { name: label });
  if (!(await list.isVisible())) await page.getByRole('combobox', { name: label }).click();
  await list.waitFor();
  return list;
}

async function choose(label: string, typed: string, option: string): Promise<void> {
  const list = await openList(label);
  if (typed) await page.getByRole('combobox', { name: label }).fill(typed);
  await list.getByRole('option', { name: option, exact: true }).click();
}

/** The address's search part, decoded ('?fase=event&land=BE'). */
const addressSearch = () => decodeURIComponent(new URL(page.url()).search);

test('every filter searches at once and adds a history entry, like the sort and the phase tiles', async () => {
  const [country] = countriesWithTools();
  const phase = allTools.find((tool) => tool.origin === country!.code)!.eventprocess;
  const keywords = (await site.api<{ data: Keyword[] }>('keywords?limit=1000&offset=0')).data;
  const keyword = keywords.find((item) => allTools.some((tool) => tool.origin === country!.code && tool.eventprocess === phase && tool.keywords.includes(item.name)))!;
  expect(keyword).toBeDefined();

  await visit(page, site.url, '/');
  await expectText(counter(), text.count(allTools.length));
  const zoek = page.getByRole('button', { name: text.searchButton, exact: true });
  const steps: Array<{ what: string; act: () => Promise<void>; address: string; query: string }> = [
    { what: 'a phase', act: () => choose(text.filterEventProcess, '', phaseLabel(phase)), address: `?fase=${phase}`, query: `eventprocess=${phase}` },
    {
      what: 'a country',
      act: () => choose(text.filterOrigin, countryName(country!.code).slice(0, 4), country!.label),
      address: `?fase=${phase}&land=${country!.code}`,
      query: `eventprocess=${phase}&origin=${country!.code}`,
    },
    {
      what: 'a keyword',
      act: () => choose(text.filterKeywords, keyword.name.slice(0, 3), capitalize(keyword.name)),
      address: `?fase=${phase}&land=${country!.code}&trefwoord=${keyword.id}`,
      query: `eventprocess=${phase}&origin=${country!.code}&id=${keyword.id}`,
    },
    {
      what: 'the sort',
      act: async () => {
        await page.keyboard.press('Escape');
        await page.getByRole('combobox', { name: text.sortLabel }).selectOption({ label: text.sort.newest });
      },
      address: `?fase=${phase}&land=${country!.code}&trefwoord=${keyword.id}&sorteer=nieuwste`,
      query: `eventprocess=${phase}&origin=${country!.code}&id=${keyword.id}&sort=newest`,
    },
  ];
  const counts: number[] = [allTools.length];
  for (const step of steps) {
    await step.act();
    // No 'Zoek': the address and the list follow the choice itself.
    await eventually(async () => addressSearch(), (search) => search === step.address, `the address after ${step.what}`);
    const expected = await countOf(step.query);
    await expectText(counter(), text.count(expected));
    counts.push(expected);
  }
  expect(await zoek.isVisible()).toBe(true);
  await screenshot(page, 'filters-applied', false);

  // The phase tile takes the phase away the same way; Back brings it again, then undoes the choices one by one.
  await page.getByRole('figure').getByRole('button', { name: phaseLabel(phase), exact: true }).click();
  await eventually(async () => addressSearch(), (search) => !search.includes('fase='), 'the address without the phase');
  await page.goBack();
  await eventually(async () => addressSearch(), (search) => search === steps.at(-1)!.address, 'the phase back');
  for (let index = steps.length - 2; index >= 0; index -= 1) {
    await page.goBack();
    await eventually(async () => addressSearch(), (search) => search === steps[index]!.address, `back to ${steps[index]!.what}`);
    await expectText(counter(), text.count(counts[index + 1]!));
  }
});

test('the country filter starts with the countries that have tools, numbered, the most first; the others follow with (0)', async () => {
  const withTools = countriesWithTools();
  expect(withTools.length).toBeGreaterThan(1);
  await visit(page, site.url, '/');
  const list = await openList(text.filterOrigin);
  const options = list.getByRole('option');
  await eventually(() => options.first().textContent(), (first) => first === withTools[0]!.label, 'the numbered countries first');
  const shown = await options.allTextContents();
  expect(shown.slice(0, withTools.length)).toEqual(withTools.map((country) => country.label));
  expect(shown[withTools.length]).toMatch(/ \(0\)$/);
  expect(shown.length).toBeGreaterThan(200);
  await screenshot(page, 'filters-countries', false);

  // On a phone the list fits the screen too.
  await page.setViewportSize({ width: 375, height: 800 });
  await reload(page);
  await page.getByRole('button', { name: text.moreFilters(0), exact: true }).click();
  await openList(text.filterOrigin);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'filters-countries-phone', false);
  await page.keyboard.press('Escape');
});

test('an empty result offers one way out, which brings the list back', async () => {
  // A country no approved tool comes from: a visitor who looks for it learns so.
  const empty = 'AQ';
  expect(allTools.some((tool) => tool.origin === empty)).toBe(false);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await visit(page, site.url, '/');
    await expectText(counter(), text.count(allTools.length));
    if (viewport.width < 1000) await page.getByRole('button', { name: text.moreFilters(0), exact: true }).click();
    await choose(text.filterOrigin, countryName(empty).slice(0, 5), `${countryName(empty)} (0)`);
    await page.keyboard.press('Escape');
    await expectText(counter(), text.count(0));
    await results().getByText(text.empty, { exact: true }).waitFor();
    await expectCount(page.getByRole('button', { name: text.clearFilters, exact: true }), 1);
    expect(await page.getByRole('button', { name: text.noMore, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: text.loadMore, exact: true }).count()).toBe(0);
    await screenshot(page, `filters-empty-${viewport.width}`);

    await page.getByRole('button', { name: text.clearFilters, exact: true }).click();
    await eventually(async () => addressSearch(), (search) => search === '', 'the address without filters');
    await expectText(counter(), text.count(allTools.length));
    await expectCount(cards(), TOOL_PAGE_SIZE);
  }
});
