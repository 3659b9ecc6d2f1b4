// The address guard on its own, with real addresses: the server that fetches an image for someone never reaches into
// a private, loopback, link-local, unique-local, CGNAT, multicast or unspecified address, also not behind a host name,
// and connects to the address it checked.
import { request } from 'node:http';
import type { LookupAddress } from 'node:dns';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { AddressRefused, guardedLookup, isPublicAddress } from './address-guard.ts';

describe('isPublicAddress', () => {
  test.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (a cloud metadata service)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local'],
    ['fe80::1', 'IPv6 link-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'IPv6 multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'documentation'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['[::1]', 'a URL host in brackets'],
    ['localhost', 'a name (only addresses are judged)'],
    ['', 'nothing'],
  ])('%s (%s) is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  test.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '172.15.255.255', '100.128.0.1', '11.0.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('guardedLookup', () => {
  const lookUp = (lookup: ReturnType<typeof guardedLookup>, hostname: string, all: boolean) =>
    new Promise<{ error: Error | null; result: unknown }>((resolve) => {
      lookup(hostname, { all }, (error, address, family) => resolve({ error, result: all ? address : { address, family } }));
    });

  test('localhost resolves to the loopback: refused, whatever form the socket asks for', async () => {
    for (const all of [false, true]) {
      const { error } = await lookUp(guardedLookup(), 'localhost', all);
      expect(error).toBeInstanceOf(AddressRefused);
      expect(error?.message).toMatch(/^localhost verwijst naar (127\.0\.0\.1|::1), geen openbaar internetadres$/);
    }
  });

  test('a name with one internal address among public ones is refused; one with public addresses only is handed on', async () => {
    const answers: Record<string, LookupAddress[]> = {
      'gemengd.example': [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ],
      'openbaar.example': [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
      ],
    };
    const resolve = (hostname: string, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => callback(null, answers[hostname] ?? []);
    const lookup = guardedLookup(undefined, resolve);
    expect((await lookUp(lookup, 'gemengd.example', true)).error).toBeInstanceOf(AddressRefused);
    expect(await lookUp(lookup, 'openbaar.example', true)).toEqual({ error: null, result: answers['openbaar.example'] });
    expect(await lookUp(lookup, 'openbaar.example', false)).toEqual({ error: null, result: { address: '93.184.215.14', family: 4 } });
  });

  test('the socket connects to the address that was checked: a name that answers differently the second time gains nothing', async () => {
    const sockets: Socket[] = [];
    const server: Server = createServer((socket) => {
      sockets.push(socket);
      socket.end('HTTP/1.1 204 No Content\r\nconnection: close\r\n\r\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // First a checked answer (this test allows its own loopback server), then an internal one (a rebinding attack).
    const answers = ['127.0.0.1', '10.0.0.5'];
    let resolved = 0;
    const lookup = guardedLookup(
      (address) => address === '127.0.0.1',
      (_hostname, callback) => callback(null, [{ address: answers[resolved++]!, family: 4 }]),
    );
    try {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const outgoing = request({ host: 'rebinding.example', port, path: '/', agent: false, lookup }, (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        outgoing.on('error', reject);
        outgoing.end();
      });
      expect(status).toBe(204);
      expect(resolved).toBe(1);
      expect(sockets).toHaveLength(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
