import { createRoot } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense } from 'react';
import { loadRuntimeConfig } from 'shared';

const config = await loadRuntimeConfig();
registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
const Page = lazy(async () => ({ default: ((await loadRemote<{ default: () => JSX.Element }>('catalogue/tool-search-page'))!).default }));
createRoot(document.getElementById('root')!).render(<Suspense fallback="laden">{<Page />}</Suspense>);
