// 'Geschiedenis' (decision 0018): every create, submit, edit, approval and rejection of the tool, with who and when,
// for admins and the owner. Nothing in it can be changed.
import styled from 'styled-components';
import { api, describeApiError, ErrorBox, formatDateTime, requestIdOf, theme, useQuery, type ToolHistoryEntry } from 'shared';
import { messages } from '../messages.ts';

const text = messages.catalogue.history;

function describe(entry: ToolHistoryEntry): string {
  const action = text.actions[entry.action];
  if (entry.action === 'edited' && entry.detail) return text.changed(entry.detail);
  if (entry.action === 'rejected' && entry.detail) return `${action} (${text.reason(entry.detail)})`;
  return action;
}

export function ToolHistory({ toolId }: { toolId: number }) {
  const history = useQuery(['toolHistory', toolId], async (signal) => (await api.list<ToolHistoryEntry>(`aiTools/${toolId}/history`, undefined, { signal })).data);
  return (
    <Section aria-labelledby="catalogue-history-title">
      <h2 id="catalogue-history-title">{text.title}</h2>
      {history.status === 'failed' && <ErrorBox requestId={requestIdOf(history.error)}>{describeApiError(history.error)}</ErrorBox>}
      {history.data?.length === 0 && <p>{text.empty}</p>}
      {history.data && history.data.length > 0 && (
        <ol>
          {history.data.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.actorName}: {describe(entry)}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${theme.space(8)};
  h2 {
    font-size: ${theme.font.size.large};
  }
  ol {
    margin: 0;
    padding-left: ${theme.space(5)};
  }
  li + li {
    margin-top: ${theme.space(1)};
  }
  time {
    color: ${theme.colour.muted};
  }
`;
