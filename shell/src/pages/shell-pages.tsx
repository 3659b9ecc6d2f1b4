// The shell's own pages, by their key in the route table. About, disclaimer, privacy, figures and the login callbacks are
// split into their own chunks: most visitors never open them.
import { lazy, type ComponentType } from 'react';
import type { ShellPage } from 'shared';
import UnauthorizedPage from './unauthorized-page.tsx';
import NotFoundPage from './not-found-page.tsx';
import LinkedInCallbackPage from './linkedin-callback-page.tsx';

const loginCallbacks = () => import('./login-callback-pages.tsx');

export const shellPages = {
  'about-page': lazy(() => import('./about-page.tsx')),
  'disclaimer-page': lazy(() => import('./disclaimer-page.tsx')),
  'privacy-page': lazy(() => import('./privacy-page.tsx')),
  'figures-page': lazy(() => import('./figures-page.tsx')),
  'unauthorized-page': UnauthorizedPage,
  'not-found-page': NotFoundPage,
  'linkedin-callback-page': LinkedInCallbackPage,
  'login-callback-page': lazy(async () => ({ default: (await loginCallbacks()).LoginCallbackPage })),
  'login-silent-page': lazy(async () => ({ default: (await loginCallbacks()).SilentLoginPage })),
} satisfies Record<ShellPage, ComponentType>;
