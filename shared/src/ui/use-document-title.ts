// The browser tab's title: the page's own title, then the site's name (the same text the server sends in the
// page's HTML, so a shared link and the open tab agree).
import { useEffect } from 'react';
import { pageTitle } from '../contracts/routes.ts';

/** Sets the title once it is known (a page that loads its subject passes undefined until then). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = pageTitle(title);
  }, [title]);
}
