// Hidden from sight, still read by a screen reader: the one way the kit and the apps hide a text or a row that only
// assistive technology needs (a label the layout already shows, a table header above cards on a phone).
import { css } from 'styled-components';

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
