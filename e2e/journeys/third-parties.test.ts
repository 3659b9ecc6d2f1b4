// Journey (decision 0023): no third party on a visit. A site whose database holds images of other hosts from before
// (a provider's logo, a photo and a partner's logo on the about page, written straight into the database as old data
// is) starts; in the background it fetches each once or, when it cannot, clears it and logs why. A visitor then opens
// every public page in chromium, and every request the browser makes goes to the site's own origin, with no cookie
// set. Then an admin uploads a PNG logo in the provider form, saves, and the card shows the site's own image.
import { rmSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { ROUTES, type AiTool, type ForumIssue, type ListResponse, type Provider, type SiteContent } from 'shared/contracts';
import { openDatabase } from '../../api/src/db/connect.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { screenshot, visit } from '../support/browser.ts';
import { logInAsFirstAdmin } from '../support/first-admin.ts';
import { journeyPerTest } from '../support/journey.ts';
import { popupMessage } from '../support/login.ts';
import { startSite } from '../support/site.ts';
import { messages } from '../support/texts.ts';
import { eventually } from '../support/wait.ts';

const PROVIDER = 'Beeldbureau Oud';
const TOOL = 'Beeldplanner Oud';
// Hosts of the reserved .invalid domain: they never resolve, as an old address whose site is gone.
const OLD_LOGO = 'https://logo.beeldbureau-oud.invalid/logo.png';
const OLD_PHOTO = 'https://hogeschool-oud.invalid/foto/lotte.jpg';
const OLD_PARTNER_LOGO = 'https://eventplatform-oud.invalid/logo.svg';

let dataDir: string;
let providerId: number;
let toolId: number;

/** A PNG of one colour, written by hand (no image library in the browser tests). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** Images that live on other hosts, written into a site's database as an older version of the site left them. */
async function plantOldImages(dir: string): Promise<void> {
  const database = await openDatabase({ dataDir: dir });
  try {
    const now = new Date().toISOString();
    providerId = (
      await database.db
        .insertInto('providers')
        .values({ name: PROVIDER, country: 'BE', email: 'info@beeldbureau.be', url: 'https://beeldbureau.be', telephone: '+32 9 123 45 67', logo_url: OLD_LOGO, approved: 1, approval_comment: '', user_id: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    toolId = (
      await database.db
        .insertInto('ai_tools')
        .values({
          name: TOOL,
          eventprocess: 'pre-event',
          kind: 'Planning',
          description: 'Plant de beelden van je event.',
          origin: 'BE',
          price: 'Gratis',
          roi: 'Minder werk',
          complexity: 'Laag',
          details_url: '',
          use_case_url: '',
          approved: 1,
          approval_comment: '',
          provider_id: providerId,
          created_at: now,
          pending_since: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const content: Partial<SiteContent> = {
      goals: ['Eventorganisatoren een overzicht geven van AI-tools per fase.'],
      whyEvents: '',
      advisoryGroup: '',
      realisation: '',
      funding: '',
      projectNumber: '',
      team: [{ name: 'Lotte Peeters', role: 'Projectleider', photoUrl: OLD_PHOTO, profileUrl: '' }],
      contacts: [],
      organisations: [{ kind: 'partner', name: 'Eventplatform Vlaanderen', logoUrl: OLD_PARTNER_LOGO, url: '' }],
    };
    await database.db.insertInto('site_content').values({ id: 1, document: JSON.stringify(content), updated_at: now }).execute();
  } finally {
    await database.close();
  }
}

// A site started once (the demo catalogue, the first admin) and stopped; the old images are written into its
// database; then it starts again on that database, and its start-up finds them.
const { site, page } = journeyPerTest(async () => {
  const before = await startSite();
  await before.kill();
  dataDir = before.dataDir;
  await plantOldImages(dataDir);
  return { restartOf: { dataDir, port: before.port } };
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Opens a page, scrolls to its end so lazy images load too, and waits until the network is quiet. */
async function open(target: Page, path: string): Promise<void> {
  await visit(target, site.url, path);
  await target.getByRole('heading', { level: 1 }).first().waitFor();
  await target.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await target.waitForLoadState('networkidle');
}

test('a visitor opens every public page: every request goes to the site itself, and no cookie is set', async () => {
  // The start-up clears what it cannot fetch, in the background, and says why in the log.
  await eventually(() => site.api<Provider>(`providers/${providerId}`), (provider) => provider.logoUrl === '', 'the old logo cleared', 20_000);
  const content = await eventually(() => site.api<SiteContent>('siteContent'), (written) => written.team[0]?.photoUrl === '', 'the old photo cleared', 20_000);
  expect(content.organisations[0]?.logoUrl).toBe('');
  expect(site.output()).toContain(`het logo van provider ${providerId} (${PROVIDER}) kon niet worden opgehaald en is gewist`);
  expect(site.output()).toContain('de foto van Lotte Peeters kon niet worden opgehaald en is gewist');

  const post = (await site.api<ListResponse<ForumIssue>>('issues/data?limit=1&offset=0')).data[0]!;
  const paths = ['/', `/AI-tool/${toolId}`, '/forum', `/forum/${post.id}`, '/FAQ', '/about', '/disclaimer'];
  // The privacy statement is part of the public pages once the route table has it.
  if (ROUTES.some((route) => route.path === '/privacy')) paths.push('/privacy');

  const elsewhere: string[] = [];
  const origin = new URL(site.url).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) elsewhere.push(`${new URL(page.url()).pathname} → ${url}`);
  });
  let requests = 0;
  page.on('request', () => (requests += 1));
  for (const path of paths) await open(page, path);
  expect(requests).toBeGreaterThan(paths.length * 3);
  expect(elsewhere).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);

  // The card of the provider whose logo could not be fetched shows its initials.
  await open(page, `/?zoek=${encodeURIComponent(TOOL)}`);
  const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: TOOL }) });
  await card.getByText('BO', { exact: true }).waitFor();
  expect(elsewhere).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);
});

test('an admin uploads a PNG logo in the provider form and saves: the card shows the site’s own image', async () => {
  const fields = messages.providerForm;
  await logInAsFirstAdmin(page, site);
  await visit(page, site.url, `/provider/${providerId}`);
  await page.getByRole('heading', { level: 1, name: PROVIDER }).waitFor();
  const logo = page.getByLabel(fields.fields.logoUrl);
  expect(await logo.inputValue()).toBe('');

  const upload = page.getByLabel(fields.upload.label);
  await upload.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(400, 200, [29, 78, 216]) });
  await page.getByRole('status').filter({ hasText: fields.upload.uploaded }).waitFor();
  const address = await logo.inputValue();
  expect(address).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
  const preview = page.getByRole('img', { name: fields.upload.preview });
  expect(await preview.getAttribute('src')).toBe(address);
  await expectAccessible(page);
  await screenshot(page, 'provider-logo-uploaded', false);

  await page.getByRole('button', { name: messages.account.providers.save }).click();
  await popupMessage(page, messages.account.providers.updated).waitFor();
  expect((await site.api<Provider>(`providers/${providerId}`)).logoUrl).toBe(address);

  // The stored image: WebP, scaled to fit 256×256, served to anyone for a year.
  const served = await fetch(`${site.url}${address}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  await open(page, `/?zoek=${encodeURIComponent(TOOL)}`);
  const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: TOOL }) });
  const image = card.locator('img');
  await image.waitFor();
  expect(await image.getAttribute('src')).toBe(address);
  await eventually(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), (width) => width === 256, 'the logo drawn from the site');
  const tools = (await site.api<ListResponse<AiTool>>(`aiTools?limit=-1`)).data;
  expect(tools.find((tool) => tool.id === toolId)?.providerLogoUrl).toBe(address);
  await screenshot(page, 'provider-logo-on-card', false);
});
