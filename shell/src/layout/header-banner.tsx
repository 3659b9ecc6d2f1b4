import styled from 'styled-components';
import { theme } from 'shared';
import { Link } from 'shared-core';
import { messages } from '../messages.ts';

const Banner = styled.header`
  background: linear-gradient(120deg, ${theme.colour.primaryHover}, ${theme.colour.primary});
  color: #fff;
  padding: ${theme.space(4)} ${theme.space(4)} ${theme.space(3)};
  div { max-width: ${theme.maxWidth}; margin: 0 auto; }
  a { color: #fff; font-size: 1.75rem; font-weight: 800; text-decoration: none; letter-spacing: 0.02em; }
  p { margin: 0; font-size: ${theme.font.size.small}; opacity: 0.9; }
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
