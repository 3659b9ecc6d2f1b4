import styled from 'styled-components';
import { theme } from 'shared';
import { Link } from 'shared-core';
import { messages } from '../messages.ts';

const Banner = styled.header`
  background: linear-gradient(120deg, ${theme.colour.primaryHover}, ${theme.colour.primary});
  color: #fff;
  padding: ${theme.space(3)} ${theme.space(4)} ${theme.space(2)};
  /* one line on a wide screen: the chrome above every page stays low, so the page itself starts high */
  div { max-width: ${theme.maxWidth}; margin: 0 auto; display: flex; flex-wrap: wrap; align-items: baseline; column-gap: ${theme.space(4)}; }
  a { color: #fff; font-size: 1.75rem; font-weight: 800; text-decoration: none; letter-spacing: 0.02em; }
  p { margin: 0; font-size: ${theme.font.size.small}; opacity: 0.9; }
  /* a phone: the banner stays low so the home page's first card is on the first screen */
  @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
    padding: ${theme.space(1.5)} ${theme.space(4)};
    a { font-size: 1.375rem; line-height: 1.2; }
    /* the tagline is the site's name, in the tab's title too: heard, not shown */
    p { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  }
`;

export function HeaderBanner() {
  const text = messages.shell.header;
  return (
    <Banner>
      <div>
        <Link to="/" aria-label={text.homeLabel}>
          {text.home}
        </Link>
        <p>{text.tagline}</p>
      </div>
    </Banner>
  );
}
