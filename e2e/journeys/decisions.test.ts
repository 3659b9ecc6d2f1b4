// The admin's decisions on the demo data have no dead end: the pending demo provider HeyGen, which has no e-mail
// address or telephone number, is approved from 'Provider submissions', and then its pending tool is approved too;
// a demo company without an e-mail address gets a new website and is saved. Real logins, the real API.
import type { ListResponse, Provider } from 'shared/contracts';
import { screenshot, visit } from '../support/browser.ts';
import { logInAsFirstAdmin } from '../support/first-admin.ts';
import { journeyPerTest } from '../support/journey.ts';
import { popupMessage } from '../support/login.ts';
import { messages } from '../support/texts.ts';

const submissions = messages.admin.submissions;
const approval = messages.catalogue.approval;
const fields = messages.providerForm.fields;

const { site, page } = journeyPerTest();

/** The screen as it is now, on a desktop and on a 375 px phone. */
async function screenshots(name: string): Promise<void> {
  await screenshot(page, `${name}-1280`, false);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${name}-375`, false);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the admin approves the demo provider HeyGen without e-mail address, and then its tool', async () => {
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, '/providers/submissions');
  await page.getByRole('button', { name: submissions.review('HeyGen'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: submissions.dialogTitle('HeyGen') });
  // The missing e-mail address and telephone number read as such, and ask nothing of the admin.
  await dialog.getByText(submissions.none).first().waitFor();
  expect(await dialog.getByText(submissions.correctFirst).count()).toBe(0);
  await screenshots('decisions-heygen');
  await dialog.getByRole('button', { name: submissions.approve, exact: true }).click();
  await popupMessage(page, submissions.approved).waitFor();
  await page.getByRole('button', { name: submissions.review('HeyGen'), exact: true }).waitFor({ state: 'detached' });
  const visible = (await (await fetch(`${site.url}/api/providers`)).json()) as ListResponse<Provider>;
  expect(visible.data.map((provider) => provider.name)).toContain('HeyGen');

  await visit(page, site.url, '/AI-tool/manage');
  await page.getByRole('heading', { level: 1, name: messages.catalogue.manage.titleAdmin }).waitFor();
  await page.getByRole('region', { name: messages.catalogue.search.resultsTitle, exact: true }).getByRole('link', { name: /HeyGen/ }).click();
  await page.getByRole('heading', { level: 1, name: 'HeyGen' }).waitFor();
  await page.getByRole('button', { name: approval.approve, exact: true }).click();
  await popupMessage(page, approval.approved).waitFor();
  await page.getByRole('region', { name: approval.pending }).waitFor({ state: 'detached' });
});

test('the admin gives a demo company without e-mail address a new website and saves it', async () => {
  const providers = (await (await fetch(`${site.url}/api/providers`)).json()) as ListResponse<Provider>;
  const odoo = providers.data.find((provider) => provider.name === 'Odoo')!;
  expect(odoo.email).toBe('');
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, `/provider/${odoo.id}`);
  const website = page.getByLabel(fields.url);
  await website.fill('https://www.odoo.com/nl_NL');
  await screenshots('decisions-provider-edit');
  await page.getByRole('button', { name: messages.account.providers.save, exact: true }).click();
  await popupMessage(page, messages.account.providers.updated).waitFor();
  const saved = (await (await fetch(`${site.url}/api/providers/${odoo.id}`)).json()) as Provider;
  expect(saved).toMatchObject({ url: 'https://www.odoo.com/nl_NL', email: '', approved: true });
});
