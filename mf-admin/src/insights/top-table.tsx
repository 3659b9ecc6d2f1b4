// One top list of the period as a table with its caption, and 'Download CSV' for exactly the rows it shows.
import styled from 'styled-components';
import { Button, downloadCsv, formatNumber, theme, VisuallyHidden, type InsightPeriod, type InsightTopRow } from 'shared';
import { messages } from '../messages.ts';

const text = messages.admin.insights;

export type TopList = keyof typeof text.tables;

export function TopTable({ list, rows, period, note, addresses = false }: {
  list: TopList;
  rows: InsightTopRow[];
  period: InsightPeriod;
  /** One line under the caption that says what the list means. */
  note?: string;
  /** Paths and hosts: the only cells that may break anywhere (they have no spaces to wrap at). */
  addresses?: boolean;
}) {
  const { title, column, count, file } = text.tables[list];
  const download = () =>
    downloadCsv(
      `inzichten-${file}-${period.from}-tot-${period.to}.csv`,
      [column, count],
      rows.map((row) => [row.label, row.count]),
    );
  return (
    <Box>
      <Table aria-describedby={note !== undefined ? `insights-${list}-note` : undefined}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col">{count}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2}>{text.empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <Label $addresses={addresses}>{row.label}</Label>
                <td>{formatNumber(row.count)}</td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
      {note !== undefined && <Note id={`insights-${list}-note`}>{note}</Note>}
      <Button $variant="secondary" disabled={rows.length === 0} onClick={download}>
        {text.download}
        <VisuallyHidden>{text.downloadOf(title)}</VisuallyHidden>
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  align-content: start;
  justify-items: start;
  min-width: 0;
  padding: ${theme.space(4)};
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow};
`;

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${theme.font.size.small};
  caption {
    text-align: left;
    font-size: ${theme.font.size.normal};
    font-weight: 700;
    padding-bottom: ${theme.space(2)};
  }
  th,
  td {
    padding: ${theme.space(2)} ${theme.space(1)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${theme.colour.border};
  }
  th:last-child,
  td:last-child:not([colspan]) {
    width: 6.5rem;
    text-align: right;
  }
  td[colspan] {
    color: ${theme.colour.muted};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`;

// Words wrap between words only (a word longer than the column breaks rather than spill); paths and hosts anywhere.
const Label = styled.td<{ $addresses: boolean }>`
  overflow-wrap: ${({ $addresses }) => ($addresses ? 'anywhere' : 'break-word')};
`;
