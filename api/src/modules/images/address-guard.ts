// Which network addresses the API may connect to when it fetches an image for someone (decision 0023): public ones
// only. An address given by a user must never make the server reach into its own network (the database, a metadata
// service, an admin page on the loopback) — the classic server-side request forgery. A host name is resolved once,
// every address it resolves to is checked, and the connection goes to a checked address, so a name that resolves
// to a public address for the check and to an internal one a moment later (DNS rebinding) gains nothing.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** The special-purpose ranges of the IANA registries that are no host on the public internet. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // 'this network', 0.0.0.0 included
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, the broadcast address included
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
// IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are checked against the IPv4 ranges above by BlockList itself.
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible addresses
  ['64:ff9b::', 96], // NAT64: reaches IPv4 addresses through a local gateway
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** An address with the square brackets of a URL's IPv6 host taken off. */
export function bareAddress(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** Whether an IP address (v4 or v6) is a host on the public internet. Anything that is not an IP address is not. */
export function isPublicAddress(address: string): boolean {
  const bare = bareAddress(address);
  const family = isIP(bare);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** The refusal of an address the guard does not allow; its message is for people (Dutch). */
export class AddressRefused extends Error {
  readonly code = 'ADDRESS_REFUSED';
  constructor(host: string, address: string) {
    super(host === address ? `het adres ${address} is geen openbaar internetadres` : `${host} verwijst naar ${address}, geen openbaar internetadres`);
    this.name = 'AddressRefused';
  }
}

type Resolve = (hostname: string, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

const resolveAll: Resolve = (hostname, callback) => dnsLookup(hostname, { all: true }, callback);

/**
 * A `lookup` for an HTTP agent or socket: resolves the name with every address it has, refuses the connection when
 * any of them is not allowed (a name with one internal address among public ones is not trusted either), and hands
 * the socket only the checked addresses, so what was checked is what is connected to.
 */
export function guardedLookup(isAllowed: (address: string) => boolean = isPublicAddress, resolve: Resolve = resolveAll): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, found) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const wanted = options.family === 4 || options.family === 6 ? found.filter((entry) => entry.family === options.family) : found;
      const refused = wanted.find((entry) => !isAllowed(entry.address));
      if (refused !== undefined || wanted.length === 0) {
        const refusal = refused ? new AddressRefused(hostname, refused.address) : Object.assign(new Error(`${hostname} heeft geen bruikbaar adres`), { code: 'ENOTFOUND' });
        callback(refusal as NodeJS.ErrnoException, '', 0);
        return;
      }
      // Node asks for every address when it tries IPv6 and IPv4 side by side (autoSelectFamily), else for one.
      if (options.all) (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, wanted);
      else callback(null, wanted[0]!.address, wanted[0]!.family);
    });
  };
}
