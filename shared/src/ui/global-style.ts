import { createGlobalStyle } from 'styled-components';
import { theme } from './theme.ts';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: ${theme.font.size.normal};
    line-height: 1.5;
    color: ${theme.colour.text};
    background: ${theme.colour.background};
    /* A word breaks only when it cannot fit a line of its own, and it still counts whole when a table or a tile
       sizes itself (unlike 'anywhere', which squeezed table columns to a letter per line). Addresses, URLs and
       e-mails that may wrap anywhere say so where they are shown. */
    overflow-wrap: break-word;
  }
  img { max-width: 100%; height: auto; }
  a { color: ${theme.colour.primary}; }
  :focus-visible { outline: 3px solid ${theme.colour.accent}; outline-offset: 2px; }
  button, input, select, textarea { font: inherit; }
`;
