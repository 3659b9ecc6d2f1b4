// Which peer is a trusted reverse proxy (TRUST_PROXY), compiled as Fastify compiles its trustProxy option, and the
// client address that follows from it: the request id keeps a trusted proxy's id, and an answer replayed before
// routing counts its client as the rate limit does (request.ip).
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Whether the peer at `address`, `hop` steps from this server, is a proxy whose X-Forwarded-* headers count. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export function proxyTrust(trustProxy: boolean | string): ProxyTrust {
  if (trustProxy === false) return () => false;
  if (trustProxy === true) return () => true;
  return proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
}

/** The client's address as Fastify's request.ip gives it, from the raw request. */
export function clientAddressOf(trustProxy: boolean | string): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? '';
  const trust = proxyTrust(trustProxy);
  return (request) => {
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1] ?? '';
  };
}
