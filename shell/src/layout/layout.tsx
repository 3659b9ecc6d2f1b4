// The layout every route shares (SPEC §2): header banner, navbar, popup bar, the page, the footer, and the
// 'Welkom!' registration dialog when a login found no account.
import { useEffect } from 'react';
import styled from 'styled-components';
import { matchRoute, pageTitle, theme } from 'shared';
import { Outlet, useLocation } from 'shared-core';
import { messages } from '../messages.ts';
import { HeaderBanner } from './header-banner.tsx';
import { Navbar } from '../navbar/navbar.tsx';
import { useNavbarLinks } from '../navbar/use-navbar-links.ts';
import { PopupMessageBar } from '../popup/popup-message-bar.tsx';
import { Footer } from '../footer/footer.tsx';
import { RegistrationDialog } from '../auth/registration-dialog.tsx';

/** SPEC §2: the footer is hidden on /login and /register. */
const routesWithoutFooter = ['/login', '/register'];

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space(2)};
  top: -100px;
  z-index: 60;
  padding: ${theme.space(2)} ${theme.space(3)};
  background: ${theme.colour.surface};
  &:focus { top: ${theme.space(2)}; }
`;

// At least a screen high, so the footer starts below the fold and does not jump as the page's content arrives
// (layout shift).
const Page = styled.div`
  min-height: 100vh;
  &:focus { outline: none; }
`;

export function Layout() {
  const { pathname } = useLocation();
  const navlinks = useNavbarLinks();
  const showFooter = !routesWithoutFooter.includes(pathname.toLowerCase().replace(/\/+$/, ''));
  // The route's title at every move; a page that shows a tool or a post puts its name there once it loaded.
  useEffect(() => {
    document.title = pageTitle(matchRoute(pathname).entry.meta.title);
  }, [pathname]);
  return (
    <>
      <SkipLink href="#inhoud">{messages.shell.skipLink}</SkipLink>
      <HeaderBanner />
      <Navbar navlinks={navlinks} />
      <PopupMessageBar />
      <Page id="inhoud" tabIndex={-1}>
        <Outlet />
      </Page>
      {showFooter && <Footer />}
      <RegistrationDialog />
    </>
  );
}
