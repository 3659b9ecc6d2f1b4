// The API client's fetch while the site's server renders a page: the request goes to the API of this process
// (Fastify's inject: no socket, no network round trip) as the visitor's browser would have sent it, from the visitor's
// address, so the rate limit counts it as theirs. Only reads: rendering a page never writes.
import type { FastifyInstance } from 'fastify';

/** Status codes whose answer has no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * `apiBasePath`: the path of the API in the runtime configuration ('/api', or another host's path); a request under it
 * is answered by this process's /api.
 */
export function inProcessFetch(app: FastifyInstance, apiBasePath: string, remoteAddress: string): typeof fetch {
  const base = apiBasePath.replace(/\/+$/, '');
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.startsWith(`${base}/`)) {
      throw new Error(`A page render reads only the API (GET ${base}/…), not ${request.method} ${url.pathname}`);
    }
    const answer = await app.inject({
      method: 'GET',
      url: `/api${url.pathname.slice(base.length)}${url.search}`,
      headers: { accept: request.headers.get('accept') ?? 'application/json' },
      remoteAddress,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
