import { css } from 'styled-components';
import { theme } from './theme.ts';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * A table of records becomes a stack of cards below the tablet breakpoint: a phone cannot show six columns without
 * squeezing each to a letter per line or scrolling sideways. Each cell then shows its column's name before its value
 * (`labels` in column order: the header texts, from the app's messages). The header row is hidden from sight only,
 * so a screen reader still reads the table as a table. Use inside a styled block that wraps the <table>.
 */
export function stackedTableOnPhone(labels: readonly string[]) {
  return css`
    @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
      table,
      tbody,
      tr,
      th,
      td {
        display: block;
        width: 100%;
      }
      thead tr {
        ${visuallyHidden}
      }
      tbody tr {
        padding: ${theme.space(2)} 0;
        border-bottom: 1px solid ${theme.colour.border};
      }
      tbody th,
      tbody td {
        border-bottom: none;
        padding: ${theme.space(1)} ${theme.space(3)};
      }
      tbody > tr > *:empty {
        display: none;
      }
      ${labels.map(
        (label, index) => css`
          tbody > tr > *:nth-child(${index + 1})::before {
            content: '${label.replace(/'/g, "\\'")}';
            display: block;
            font-size: ${theme.font.size.small};
            font-weight: 600;
            color: ${theme.colour.muted};
          }
        `,
      )}
    }
  `;
}
