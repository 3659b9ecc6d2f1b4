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
    overflow-wrap: anywhere;
  }
  img { max-width: 100%; height: auto; }
  a { color: ${theme.colour.primary}; }
  :focus-visible { outline: 3px solid ${theme.colour.accent}; outline-offset: 2px; }
  button, input, select, textarea { font: inherit; }
`;
