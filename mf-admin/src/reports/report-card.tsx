// One open report as the admin judges it: what kind of item, where it stands (the tool of a review, the post of a
// comment), its author, date and text (shown as text, links not made live), the reason, and two decisions:
// 'Verwijder' removes the item through its own DELETE (the API removes the reports with it), 'Negeer' closes the
// report and leaves the item. Who reported is not shown.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { api, Button, ButtonRow, Card, ErrorBox, formatDateTime, RemovalConfirmation, theme, useMutation, type OpenReport, type Report } from 'shared';
import { Link } from 'shared-core';
import { messages } from '../messages.ts';

const text = messages.admin.reports;

const ITEM_PATHS = { review: 'reviews', issue: 'issues', comment: 'comments' } as const;

function Context({ report }: { report: OpenReport }) {
  const { item } = report;
  if (report.itemType === 'review' && item.toolId !== null) {
    return <Link to={`/AI-tool/${item.toolId}`}>{text.onTool(item.toolName ?? '')}</Link>;
  }
  if (report.itemType === 'comment' && item.issueId !== null) {
    return <Link to={`/forum/${item.issueId}`}>{text.onIssue(item.issueSubject ?? '')}</Link>;
  }
  return item.issueId === null ? null : <Link to={`/forum/${item.issueId}`}>{item.subject}</Link>;
}

export function ReportCard({ report }: { report: OpenReport }) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const kind = text.kinds[report.itemType];
  const { item } = report;
  const remove = useMutation(() => api.delete(`${ITEM_PATHS[report.itemType]}/${report.itemId}`), {
    success: text.removed,
    invalidates: ['reports'],
    onSuccess: () => setConfirming(false),
  });
  const ignore = useMutation(() => api.put<Report>(`reports/${report.id}`, { status: 'ignored' }), {
    success: text.ignored,
    invalidates: ['reports'],
  });
  const pending = remove.pending || ignore.pending;
  return (
    <Body aria-labelledby={titleId}>
      <h3 id={titleId}>
        {kind} <Context report={report} />
      </h3>
      <Meta>
        {text.writtenBy(item.user_name)} · <time dateTime={item.date}>{formatDateTime(item.date)}</time>
        {item.rating !== null && <> · {text.stars(item.rating)}</>}
      </Meta>
      <Quote>
        {report.itemType === 'issue' && item.subject !== null && <strong>{item.subject}</strong>}
        <span>{item.content}</span>
      </Quote>
      <dl>
        <dt>{text.reason}</dt>
        <dd>{report.reason}</dd>
        <dt>{text.reportedOn}</dt>
        <dd>
          <time dateTime={report.date}>{formatDateTime(report.date)}</time>
        </dd>
      </dl>
      {ignore.error !== null && <ErrorBox requestId={ignore.requestId}>{ignore.error}</ErrorBox>}
      <ButtonRow>
        <Button $variant="danger" aria-label={text.removeLabel(kind, item.user_name)} onClick={() => setConfirming(true)} disabled={pending}>
          {text.remove}
        </Button>
        <Button $variant="secondary" aria-label={text.ignoreLabel(kind, item.user_name)} onClick={() => void ignore.run(undefined)} disabled={pending}>
          {text.ignore}
        </Button>
      </ButtonRow>
      {confirming && (
        <RemovalConfirmation title={text.confirmTitle} removal={remove} onCancel={() => setConfirming(false)}>
          <p>{text.confirmText}</p>
        </RemovalConfirmation>
      )}
    </Body>
  );
}

const Body = styled(Card)`
  padding: ${theme.space(4)} ${theme.space(5)};
  h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: ${theme.font.size.large};
    color: ${theme.colour.primary};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space(1)} ${theme.space(3)};
    margin: ${theme.space(3)} 0 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
`;

const Meta = styled.p`
  margin: 0 0 ${theme.space(3)};
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`;

const Quote = styled.blockquote`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-left: 4px solid ${theme.colour.danger};
  background: ${theme.colour.background};
  white-space: pre-line;
`;
