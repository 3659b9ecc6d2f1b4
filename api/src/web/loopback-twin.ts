// A site that runs on this computer answers at 'localhost', '127.0.0.1' and '[::1]' alike, but the identity
// provider's session cookies belong to PUBLIC_URL's host alone. A page opened at another loopback name logs in, yet
// loses the session at its next full load. So a page asked for at such a twin is sent on to PUBLIC_URL.
//
// Only between loopback names on the same port: behind a reverse proxy that passes its own Host (nginx's default
// proxy_pass does), a redirect on every other host would send each visitor round and round.
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * For the site at `siteUrl` (PUBLIC_URL): a function that gives, for a page request's Host and path, the address at
 * PUBLIC_URL to send it to, or null when it is asked for at PUBLIC_URL's host already or at a host that is not its
 * loopback twin.
 */
export function loopbackTwinRedirect(siteUrl: string): (host: string | undefined, path: string) => string | null {
  const site = new URL(siteUrl);
  if (!LOOPBACK_NAMES.has(site.hostname)) return () => null;
  const siteBase = siteUrl.replace(/\/$/, '');
  return (host, path) => {
    // PUBLIC_URL's own host, nearly every request: no address to parse.
    if (host === undefined || host === site.host) return null;
    let asked: URL;
    try {
      asked = new URL(`${site.protocol}//${host}`);
    } catch {
      return null;
    }
    const twin = LOOPBACK_NAMES.has(asked.hostname) && asked.hostname !== site.hostname && asked.port === site.port;
    return twin ? `${siteBase}${path}` : null;
  };
}
