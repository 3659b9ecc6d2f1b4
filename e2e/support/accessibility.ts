// axe-core on the page as the visitor sees it now: no serious or critical violation (the handbook's bar). The
// failure names each rule, its impact and the first elements it found.
//
// axe runs with axe.run() in the page (legacy mode) and lists the elements of its violations only. It finds the
// same violations, those inside the site's own frames included, in half the time or less. The default way runs
// runPartial in each frame, then finishRun in a blank page, and lists every passing element too. It took 2.1 s on
// the home page and 8.4 s with the country list open (this way: 0.9 s and 1.8 s), and axe ends nearly every
// journey. Legacy mode does not look inside another origin's frame; the only one the site can hold is an external
// identity provider's hidden session frame. docs/decisions/0031-test-run-time.md has the figures.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
}

export async function expectAccessible(page: Page, where = new URL(page.url()).pathname): Promise<void> {
  const found = await seriousViolations(page);
  if (found.length > 0) throw new Error(`axe-core found serious or critical violations on ${where}:\n${found.join('\n')}`);
}
