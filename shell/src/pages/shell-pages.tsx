// The shell's own pages, by their key in the route table. About, disclaimer, privacy, figures and the login callbacks are
// split into their own chunks: most visitors never open them.
import type { ComponentType } from 'react';
import type { ShellPage } from 'shared';
import { preloadable } from '../routes/preloadable.ts';
import UnauthorizedPage from './unauthorized-page.tsx';
import NotFoundPage from './not-found-page.tsx';
import LinkedInCallbackPage from './linkedin-callback-page.tsx';

const loginCallbacks = () => import('./login-callback-pages.tsx');

const about = preloadable(() => import('./about-page.tsx'), 'about-page');
const disclaimer = preloadable(() => import('./disclaimer-page.tsx'), 'disclaimer-page');
const privacy = preloadable(() => import('./privacy-page.tsx'), 'privacy-page');
const figures = preloadable(() => import('./figures-page.tsx'), 'figures-page');
const loginCallback = preloadable(async () => ({ default: (await loginCallbacks()).LoginCallbackPage }), 'login-callback-page');
const loginSilent = preloadable(async () => ({ default: (await loginCallbacks()).SilentLoginPage }), 'login-silent-page');

export const shellPages = {
  'about-page': about.Page,
  'disclaimer-page': disclaimer.Page,
  'privacy-page': privacy.Page,
  'figures-page': figures.Page,
  'unauthorized-page': UnauthorizedPage,
  'not-found-page': NotFoundPage,
  'linkedin-callback-page': LinkedInCallbackPage,
  'login-callback-page': loginCallback.Page,
  'login-silent-page': loginSilent.Page,
} satisfies Record<ShellPage, ComponentType>;

const split: Partial<Record<ShellPage, () => Promise<void>>> = {
  'about-page': about.preload,
  'disclaimer-page': disclaimer.preload,
  'privacy-page': privacy.preload,
  'figures-page': figures.preload,
  'login-callback-page': loginCallback.preload,
  'login-silent-page': loginSilent.preload,
};

/** Loads a shell page's chunk before the first render; the pages in the shell's own chunk are there already. */
export async function preloadShellPage(page: ShellPage): Promise<void> {
  await split[page]?.();
}
