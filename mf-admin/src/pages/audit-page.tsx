// Route '/audit' (admin, decision 0017): the audit trail of admin actions as a table, newest first. Read only: the API
// has no way to change it.
import styled from 'styled-components';
import { Button, describeApiError, ErrorBox, formatDateTime, ListFooter, ListHeader, PageContainer, PageIntro, PageTitle, requestIdOf, Spinner, stackedTableOnPhone, theme } from 'shared';
import { messages } from '../messages.ts';
import { useAuditLog } from '../audit/use-audit-log.ts';

const text = messages.admin.audit;

/** The action in words; a kind this remote does not know yet (an API deployed after it) shows as it is stored. */
const labelOf = (action: string): string => (text.actions as Record<string, string | undefined>)[action] ?? action;

function AuditTable() {
  const log = useAuditLog();
  if (log.status === 'loading' && log.items.length === 0) return <Spinner label={text.loading} />;
  if (log.status === 'failed') return <ErrorBox requestId={requestIdOf(log.error)}>{describeApiError(log.error)}</ErrorBox>;
  return (
    <section aria-labelledby="audit-title">
      <ListHeader>
        <h2 id="audit-title">{text.tableTitle}</h2>
        <p role="status">{text.count(log.count)}</p>
      </ListHeader>
      {log.items.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        // Focusable and named, so a keyboard can scroll a table wider than the screen.
        <Scroll tabIndex={0} role="region" aria-label={text.tableTitle}>
          <Table>
            <thead>
              <tr>
                {Object.values(text.columns).map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {log.items.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td>{entry.actorName}</td>
                  <td>{labelOf(entry.action)}</td>
                  <td>{entry.targetName}</td>
                  <td>{entry.detail}</td>
                  <td>{entry.address}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
      <ListFooter>
        <Button $variant="secondary" disabled={log.status === 'loading' || !log.hasMore} onClick={log.loadMore}>
          {log.hasMore ? text.loadMore : text.noMore}
        </Button>
      </ListFooter>
    </section>
  );
}

export default function AuditPage() {
  return (
    <PageContainer>
      <PageTitle>{messages.admin.pageTitles.audit}</PageTitle>
      <PageIntro>{text.intro}</PageIntro>
      <AuditTable />
    </PageContainer>
  );
}

// A wide table scrolls inside its box on a phone; the page itself never scrolls sideways.
const Scroll = styled.div`
  overflow-x: auto;
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow};
  /* An IP address is one token: it may wrap anywhere, while words elsewhere stay whole. */
  td:nth-child(6) {
    overflow-wrap: anywhere;
  }
  ${stackedTableOnPhone(Object.values(text.columns))}
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.small};
  th,
  td {
    padding: ${theme.space(2)} ${theme.space(3)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${theme.colour.border};
  }
  th {
    background: ${theme.colour.background};
  }
`;
