// axe-core on the page as the visitor sees it now: no serious or critical violation (the handbook's bar). The
// failure names each rule, its impact and the first elements it found.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
}

export async function expectAccessible(page: Page, where = new URL(page.url()).pathname): Promise<void> {
  const found = await seriousViolations(page);
  if (found.length > 0) throw new Error(`axe-core found serious or critical violations on ${where}:\n${found.join('\n')}`);
}
