// Async boundary: shared singletons are negotiated before any app code runs. The federation runtime starts in this
// task, the app's chunks load from the next one. A login popup's answer needs none of the app: it is handed over here.
import { handOverPopupAnswer } from './auth/popup-callback.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

if (!handOverPopupAnswer()) void yieldToBrowser().then(() => import('./bootstrap.tsx'));
