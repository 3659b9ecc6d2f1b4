// The fetch of an image from another host, against a real HTTPS server on the loopback. The production path refuses
// it (the loopback, and plain http anywhere), which the first tests prove without a single connection reaching the
// server; the others reach it through the test seam and prove the limits: redirects, size, time.
import { startImageHost, reachable, type ImageHost } from '../../../test/image-host.ts';
import { AddressRefused } from './address-guard.ts';
import { fetchRemoteImage, RemoteImageFailed } from './remote-image.ts';

let host: ImageHost;
let port: string;

beforeAll(async () => {
  host = await startImageHost();
  port = new URL(host.origin).port;
});
afterAll(() => host.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the fetch succeeded');
    },
    (error: unknown) => error as Error,
  );

describe('the production path', () => {
  test('refuses plain http', async () => {
    const before = host.connections;
    const error = await failure(fetchRemoteImage(`http://127.0.0.1:${port}/logo.png`, { isAllowedAddress: () => true }));
    expect(error).toBeInstanceOf(RemoteImageFailed);
    expect(error.message).toBe('enkel https-adressen worden opgehaald');
    expect(host.connections).toBe(before);
  });

  test.each([
    ['the loopback', () => `https://127.0.0.1:${port}/logo.png`],
    ['the IPv6 loopback', () => `https://[::1]:${port}/logo.png`],
    ['an IPv4-mapped loopback', () => `https://[::ffff:127.0.0.1]:${port}/logo.png`],
    ['a private network', () => 'https://10.0.0.1/logo.png'],
    ['a private network (172.16/12)', () => 'https://172.16.0.1/logo.png'],
    ['a private network (192.168/16)', () => 'https://192.168.1.1/logo.png'],
    ['a cloud metadata service', () => 'https://169.254.169.254/latest/meta-data/'],
    ['carrier-grade NAT', () => 'https://100.64.0.1/logo.png'],
    ['a unique-local IPv6 address', () => 'https://[fc00::1]/logo.png'],
    ['an IPv6 link-local address', () => 'https://[fe80::1]/logo.png'],
    ['the unspecified address', () => `https://0.0.0.0:${port}/logo.png`],
    ['a decimal spelling of the loopback', () => `https://2130706433:${port}/logo.png`],
    ['a name that resolves to the loopback', () => `https://localhost:${port}/logo.png`],
  ])('refuses %s before connecting', async (_what, address) => {
    const before = host.connections;
    const error = await failure(fetchRemoteImage(address()));
    expect(error).toBeInstanceOf(RemoteImageFailed);
    expect(error.cause).toBeInstanceOf(AddressRefused);
    expect(error.message).toMatch(/geen openbaar internetadres$/);
    expect(host.connections).toBe(before);
  });

  test('says what is wrong with an address that is none', async () => {
    expect((await failure(fetchRemoteImage('https://'))).message).toBe('dit is geen geldig webadres');
    expect((await failure(fetchRemoteImage('www.voorbeeld.be/logo.png'))).message).toBe('dit is geen geldig webadres');
  });
});

describe('through the test seam, to a server of its own', () => {
  test('fetches the bytes as they are', async () => {
    const image = await fetchRemoteImage(`${host.origin}/logo.png`, reachable(host));
    expect(image.contentType).toBe('image/png');
    expect(image.bytes.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  test('follows at most 3 redirects, each checked again', async () => {
    expect((await fetchRemoteImage(`${host.origin}/hop/3`, reachable(host))).url).toBe(`${host.origin}/logo.png`);
    expect((await failure(fetchRemoteImage(`${host.origin}/hop/4`, reachable(host)))).message).toBe('meer dan 3 doorverwijzingen');
    host.on('/to-private', (_request, response) => response.writeHead(301, { location: 'https://10.0.0.1/logo.png' }).end());
    expect((await failure(fetchRemoteImage(`${host.origin}/to-private`, reachable(host)))).cause).toBeInstanceOf(AddressRefused);
    // A redirect's host name is looked up and checked again: the loopback, allowed here for the first hop only, is
    // refused behind the name of the second.
    host.on('/to-localhost', (_request, response) => response.writeHead(307, { location: `https://localhost:${port}/logo.png` }).end());
    const before = host.requests.length;
    const error = await failure(fetchRemoteImage(`${host.origin}/to-localhost`, { ...reachable(host), isAllowedAddress: (address) => address !== '127.0.0.1' || host.requests.length === before }));
    expect(error.message).toMatch(/^localhost verwijst naar 127\.0\.0\.1/);
    expect(host.requests.slice(before)).toEqual(['/to-localhost']);
  });

  test('stops at 5 MB: announced, or counted while it arrives', async () => {
    expect((await failure(fetchRemoteImage(`${host.origin}/big.png`, reachable(host)))).message).toBe('het bestand is groter dan 5 MB');
    const started = Date.now();
    expect((await failure(fetchRemoteImage(`${host.origin}/endless.png`, reachable(host, 5_000)))).message).toBe('het bestand is groter dan 5 MB');
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  test('a certificate is checked: without the seam trusting it, the test host is refused', async () => {
    const error = await failure(fetchRemoteImage(`${host.origin}/logo.png`, { ...reachable(host), ca: undefined }));
    expect(error.message).toBe('het certificaat van de server is niet geldig');
  });

  test('a status other than 200 says which', async () => {
    expect((await failure(fetchRemoteImage(`${host.origin}/missing.png`, reachable(host)))).message).toBe('de server antwoordde met status 404');
  });

  test('a server that never answers is given up after the time limit', async () => {
    const started = Date.now();
    const error = await failure(fetchRemoteImage(`${host.origin}/never`, reachable(host, 500)));
    expect(error.message).toBe('er kwam binnen 0,5 seconden geen volledig antwoord');
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('the limit is 5 seconds for all of it', async () => {
    const started = Date.now();
    const error = await failure(fetchRemoteImage(`${host.origin}/never`, { ...reachable(host), timeoutMs: undefined }));
    expect(error.message).toBe('er kwam binnen 5 seconden geen volledig antwoord');
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(Date.now() - started).toBeLessThan(7_000);
  }, 10_000);

  test('the API stopping aborts it, and the abort is passed on as it is', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('gestopt')), 100);
    const error = await failure(fetchRemoteImage(`${host.origin}/never`, reachable(host), controller.signal));
    expect(error.message).toBe('gestopt');
  });
});
