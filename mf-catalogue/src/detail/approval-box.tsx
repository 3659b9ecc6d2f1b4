// SPEC §2 "Approval box": on a tool that is not approved, its state ('Afgekeurd' with the reason, or 'Nog niet
// goedgekeurd'); an admin approves it or rejects it with a reason (a popup that demands one); the owner reads the
// reason and is told how to submit again. The decision is mailed to the provider by the API. It sends the decision
// alone: PUT /aiTools/{id} keeps every field it is not sent, so stored data nobody touched (an imported row's old
// phase) never blocks it.
import { useState } from 'react';
import styled from 'styled-components';
import { api, approvalState, Button, ButtonRow, Dialog, ErrorBox, TextAreaField, TEXT_MAX, theme, useMutation, type AiTool } from 'shared';
import { messages } from '../messages.ts';

const text = messages.catalogue.approval;

export function ApprovalBox({ tool, isAdmin }: { tool: AiTool; isAdmin: boolean }) {
  const [rejecting, setRejecting] = useState(false);
  const state = approvalState(tool);
  const decide = useMutation(
    ({ approved, approvalComment }: { approved: boolean; approvalComment?: string }) =>
      api.put<AiTool>(`aiTools/${tool.id}`, { approved, approvalComment }),
    {
      errorContext: 'tool',
      success: (decided) => (decided.approved ? text.approved : text.rejectedDone),
      invalidates: ['tool', 'tools', 'managedTools', 'toolHistory'],
      onSuccess: () => setRejecting(false),
    },
  );
  if (state === 'approved') return null;
  return (
    <Box aria-labelledby="catalogue-approval-title" $rejected={state === 'rejected'}>
      <h2 id="catalogue-approval-title">{state === 'rejected' ? text.rejected : text.pending}</h2>
      {state === 'rejected' && (
        <p>
          <strong>{text.reason}</strong> {tool.approvalComment}
        </p>
      )}
      {!isAdmin && <p>{state === 'rejected' ? text.ownerRejected : text.ownerPending}</p>}
      {isAdmin && (
        <>
          {decide.error !== null && !rejecting && <ErrorBox requestId={decide.requestId}>{decide.error}</ErrorBox>}
          <ButtonRow>
            <Button onClick={() => void decide.run({ approved: true })} disabled={decide.pending}>
              {text.approve}
            </Button>
            <Button $variant="danger" onClick={() => setRejecting(true)} disabled={decide.pending}>
              {text.reject}
            </Button>
          </ButtonRow>
        </>
      )}
      {rejecting && (
        <RejectDialog
          pending={decide.pending}
          error={decide.error}
          requestId={decide.requestId}
          onReject={(reason) => void decide.run({ approved: false, approvalComment: reason })}
          onCancel={() => {
            decide.clearError();
            setRejecting(false);
          }}
        />
      )}
    </Box>
  );
}

function RejectDialog({
  pending,
  error,
  requestId,
  onReject,
  onCancel,
}: {
  pending: boolean;
  error: string | null;
  requestId: string | null;
  onReject(reason: string): void;
  onCancel(): void;
}) {
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState(false);
  const missing = reason.trim() === '';
  return (
    <Dialog title={text.rejectTitle} onClose={pending ? undefined : onCancel}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSent(true);
          if (!missing) onReject(reason.trim());
        }}
      >
        <p>{text.rejectHint}</p>
        <TextAreaField label={text.rejectReason} value={reason} maxLength={TEXT_MAX} error={sent && missing ? text.reasonRequired : null} onChange={(event) => setReason(event.target.value)} />
        {error !== null && <ErrorBox requestId={requestId}>{error}</ErrorBox>}
        <ButtonRow>
          <Button $variant="secondary" onClick={onCancel} disabled={pending}>
            {messages.catalogue.edit.cancel}
          </Button>
          <Button type="submit" $variant="danger" disabled={pending}>
            {text.reject}
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}

const Box = styled.section<{ $rejected: boolean }>`
  margin-bottom: ${theme.space(6)};
  padding: ${theme.space(4)};
  border-left: 6px solid ${({ $rejected }) => ($rejected ? theme.colour.danger : '#b26b00')};
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: ${theme.font.size.large};
  }
  p {
    margin: 0 0 ${theme.space(2)};
  }
`;
