// The browser's side of a server-rendered page (docs/server-rendering.md): the answers the server rendered the page
// with, sent in <script id="page-data">. Queries take them while the page hydrates, which React does in more than
// one pass (each Suspense boundary on its own); once the visitor has moved to another address they are gone, so a
// query that starts there (another page, a new search, a 'load more') asks the API.
import { PAGE_DATA_ELEMENT_ID } from 'shared';
import type { PageDataSource } from 'shared-core';

export function hydrationPageData(): PageDataSource | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!element?.textContent || !root?.hasChildNodes()) return null;
  const answers = JSON.parse(element.textContent) as Record<string, unknown>;
  const address = window.location.href;
  let moved = false;
  return {
    side: 'browser',
    load: () => Promise.reject(new Error('Only the server loads page data')),
    take: (id) => {
      // Once moved, for good: coming back to the same address later asks the API, as any other visit.
      moved ||= window.location.href !== address;
      return !moved && Object.hasOwn(answers, id) ? { data: answers[id] } : undefined;
    },
  };
}
