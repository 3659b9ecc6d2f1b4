// The code of the page at an address, loaded before the first render: the site's server renders a page only with its
// code there, and the browser hydrates it the same way (preloadable.ts).
import { matchRoute, type RouteEntry } from 'shared';
import { preloadShellPage } from '../pages/shell-pages.tsx';
import { preloadPage, type PageLoader } from './page-loader.ts';
import { remoteModuleId } from './route-table.ts';

export async function preloadRoute(loader: PageLoader, pathname: string): Promise<RouteEntry> {
  const { entry } = matchRoute(pathname);
  await preloadEntry(loader, entry);
  return entry;
}

/** The code of a route's page, loaded before it renders (preloadable.ts). */
export async function preloadEntry(loader: PageLoader, entry: RouteEntry): Promise<void> {
  if (entry.remote === 'shell') await preloadShellPage(entry.page);
  else await preloadPage(loader, remoteModuleId(entry));
}
