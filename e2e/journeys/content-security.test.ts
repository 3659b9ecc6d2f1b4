// The content security policy in the browser (decision 0017): it names the remotes' origins from the runtime
// configuration, so a remote moved to another origin (a CDN) loads; and a script injected into the page does not
// run, neither inline nor as an event handler attribute.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { visit } from '../support/browser.ts';
import { journeyPerTest } from '../support/journey.ts';
import { freePort, REPOSITORY_ROOT } from '../support/site.ts';
import { messages } from '../support/texts.ts';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };

/** A static host on another origin (another port of the loopback) serving the forum's build, as a CDN would. */
function staticHost(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let cdn: Server;
let cdnOrigin: string;

const { site, page } = journeyPerTest(async () => {
  const port = await freePort();
  cdnOrigin = `http://127.0.0.1:${port}`;
  cdn = await staticHost(join(REPOSITORY_ROOT, 'mf-forum', 'dist'), port);
  return { env: { REMOTE_FORUM_URL: `${cdnOrigin}/mf-manifest.json` } };
});

afterAll(() => new Promise<void>((resolve) => cdn.close(() => resolve())));

test('the policy names the moved remote, and the forum loads from its new origin', async () => {
  const answer = await fetch(`${site.url}/`);
  const directives = Object.fromEntries(
    (answer.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
  expect(directives['script-src']).toEqual(expect.arrayContaining(["'self'", cdnOrigin]));
  expect(directives['script-src']).not.toContain("'unsafe-inline'");
  expect(directives['script-src-attr']).toEqual(["'none'"]);

  const fromCdn: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(cdnOrigin) && response.ok()) fromCdn.push(new URL(response.url()).pathname);
  });
  await visit(page, site.url, '/forum');
  await page.getByRole('heading', { level: 1, name: messages.forum.list.title }).waitFor();
  expect(fromCdn).toContain('/remoteEntry.js');
});

test('a script injected into the page does not run, inline or as an attribute', async () => {
  await visit(page, site.url, '/');
  await page.getByRole('heading', { level: 1, name: messages.catalogue.search.title }).waitFor();
  const outcome = await page.evaluate(async () => {
    const blocked: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => blocked.push(event.violatedDirective));
    const script = document.createElement('script');
    script.textContent = 'window.injectedInline = true;';
    document.body.append(script);
    document.body.insertAdjacentHTML('beforeend', '<img src="data:," alt="" onload="window.injectedAttribute = true">');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const flags = window as unknown as { injectedInline?: boolean; injectedAttribute?: boolean };
    return { inline: flags.injectedInline ?? false, attribute: flags.injectedAttribute ?? false, blocked };
  });
  expect(outcome.inline).toBe(false);
  expect(outcome.attribute).toBe(false);
  expect(outcome.blocked).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/)]));
});
