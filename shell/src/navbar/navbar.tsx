// SPEC §2 navbar: MENU dropdown, homepage link, INZICHTEN dropdown and the login control.
// On a phone the homepage link and INZICHTEN fold into MENU, so the bar never scrolls sideways.
import styled from 'styled-components';
import { isSitePath, type RoadmapSetting, Spinner, theme, VisuallyHidden, webUrlHref } from 'shared';
import { NavLink, useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';
import { loginButtonProps, logout } from '../auth/login.ts';
import { DropdownMenu, NavButton } from './dropdown-menu.tsx';

const NO_SHOW_PATH = '/AI-tool/NoShowTool';

// Written wide-first, so a browser (or jsdom) that ignores media queries gets the full bar.
const phone = `@media (max-width: calc(${theme.breakpoint.tablet} - 0.02px))`;

const Bar = styled.nav`
  background: ${theme.colour.primary};
  color: #fff;
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(1)} ${theme.space(4)};
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  ${phone} { padding: ${theme.space(1)} ${theme.space(2)}; gap: ${theme.space(1)}; }
`;

const HomeLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.small};
  color: #fff;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-decoration: none;
  &:hover, &.active { background: rgba(255, 255, 255, 0.14); }
  ${phone} { display: none; }
`;

const Insights = styled(DropdownMenu)`
  ${phone} { display: none; }
`;

/** Items of MENU that only a phone needs (on a wide screen they sit in the bar and in INZICHTEN). */
const CompactOnly = styled.li`
  display: none;
  ${phone} { display: list-item; }
`;

const Push = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
`;

const LoginButton = styled(NavButton)`
  border: 2px solid #fff;
`;

/** A line between groups: an hr inside a list item, so the list holds list items only (axe-core's list rule). */
function Separator() {
  return (
    <li>
      <hr />
    </li>
  );
}

function DynamicLinks({ links, first = false }: { links: RoadmapSetting[]; first?: boolean }) {
  if (links.length === 0) return null;
  return (
    <>
      {!first && <Separator />}
      {links.map((link) => (
        <li key={link.id}>
          {isSitePath(link.url) ? (
            // One of the site's own pages: the router opens it in this tab, without reloading the site.
            <NavLink to={link.url}>{link.name}</NavLink>
          ) : (
            // SPEC §2: a url starting with www gets http:// (the kit's rule, shared with the settings screen).
            <a href={webUrlHref(link.url)} target="_blank" rel="noopener">
              {link.name}
              <VisuallyHidden> {messages.shell.navbar.newTab}</VisuallyHidden>
            </a>
          )}
        </li>
      ))}
      <Separator />
    </>
  );
}

function MenuLink({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <NavLink to={to}>{label}</NavLink>
    </li>
  );
}

/** Admins only: their page of the insights (the other admin pages are on the account overview). */
function AdminInsightsLink({ phoneOnly = false }: { phoneOnly?: boolean }) {
  const isAdmin = useAuthSession((state) => state.roles.includes('admin'));
  if (!isAdmin) return null;
  const link = <NavLink to="/insights">{messages.shell.navbar.adminInsights}</NavLink>;
  return phoneOnly ? <CompactOnly>{link}</CompactOnly> : <li>{link}</li>;
}

function LoginControl() {
  const loginLoading = useAuthSession((state) => state.loginLoading);
  const hasRoles = useAuthSession((state) => state.roles.length > 0);
  if (loginLoading) return <Spinner label={messages.shell.navbar.loginLoading} />;
  if (hasRoles) return <LoginButton onClick={() => void logout()}>{messages.common.logout}</LoginButton>;
  return <LoginButton {...loginButtonProps}>{messages.common.login}</LoginButton>;
}

export function Navbar({ navlinks }: { navlinks: RoadmapSetting[] }) {
  const text = messages.shell.navbar;
  return (
    <Bar aria-label={text.label}>
      <Inner>
        <DropdownMenu label={text.menu}>
          <CompactOnly>
            <NavLink to="/">{text.home}</NavLink>
          </CompactOnly>
          <MenuLink to="/forum" label={text.forum} />
          {/* The site's own tool; a visitor who follows it is asked to log in first (the route's guard). */}
          <MenuLink to={NO_SHOW_PATH} label={text.noShow} />
          <DynamicLinks links={navlinks} />
          <MenuLink to="/about" label={text.about} />
          <MenuLink to="/FAQ" label={text.faq} />
          <CompactOnly>
            <NavLink to="/account">{text.account}</NavLink>
          </CompactOnly>
          <AdminInsightsLink phoneOnly />
        </DropdownMenu>
        <HomeLink to="/" end>
          {text.home}
        </HomeLink>
        <Push>
          <Insights label={text.insights} align="end">
            <DynamicLinks links={navlinks} first />
            <MenuLink to="/about" label={text.about} />
            <MenuLink to="/FAQ" label={text.faq} />
            <MenuLink to="/forum" label={text.forum} />
            <MenuLink to="/account" label={text.account} />
            <AdminInsightsLink />
          </Insights>
          <LoginControl />
        </Push>
      </Inner>
    </Bar>
  );
}
