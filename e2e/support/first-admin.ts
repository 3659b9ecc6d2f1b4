// The first admin of a fresh site: the first login uses the one-time password from the data folder and chooses a
// new one; later logins on the same site use that one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { visit } from './browser.ts';
import { logIn, popupMessage } from './login.ts';
import type { Site } from './site.ts';
import { messages } from './texts.ts';

export const FIRST_ADMIN = 'admin@roadmap.local';
const NEW_PASSWORD = 'Beheer-2026-community';
const changed = new Set<string>();

export async function logInAsFirstAdmin(page: Page, site: Site): Promise<void> {
  await visit(page, site.url, '/');
  if (changed.has(site.dataDir)) {
    await logIn(page, FIRST_ADMIN, NEW_PASSWORD);
  } else {
    const oneTimePassword = readFileSync(join(site.dataDir, 'first-admin-password.txt'), 'utf8').trim();
    await logIn(page, FIRST_ADMIN, oneTimePassword, NEW_PASSWORD);
    changed.add(site.dataDir);
  }
  await popupMessage(page, messages.auth.loggedInAs(FIRST_ADMIN)).waitFor();
}
