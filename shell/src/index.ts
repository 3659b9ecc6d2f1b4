// Async boundary: shared singletons are negotiated before any app code runs. The federation runtime starts in this
// task, the app's chunks load from the next one.
import { yieldToBrowser } from './yield-to-browser.ts';

void yieldToBrowser().then(() => import('./bootstrap.tsx'));
