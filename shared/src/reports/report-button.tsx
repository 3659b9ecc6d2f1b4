// 'Meld ongepast' under a review, a forum post or a comment of someone else: a dialog asks the reason and sends
// POST /reports (once per item). After a report the button reads 'Gemeld', disabled, with the reason beside it, also
// after a reload (reported-items.ts); a report the API already had (409) counts as made, not as an error. For
// logged-in visitors only: the screen decides.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAuthSession } from 'shared-core';
import { apiErrorBody } from '../api/error-messages.ts';
import type { ReportableItem } from '../contracts/community-rules.ts';
import { REPORT_REASON_MAX } from '../contracts/community-rules.ts';
import type { Report } from '../contracts/wire.ts';
import { api } from '../api/api-client.ts';
import { useMutation } from '../data/use-mutation.ts';
import { common } from '../messages/common.ts';
import { community } from '../messages/community.ts';
import { Button, ButtonRow, ErrorBox } from '../ui/components.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { TextAreaField } from '../ui/text-area-field.tsx';
import { theme } from '../ui/theme.ts';
import { useWhyDisabled } from '../ui/why-disabled.tsx';
import { rememberReported, wasReported } from './reported-items.ts';

const text = community.report;

export interface ReportButtonProps {
  itemType: ReportableItem;
  itemId: number;
  /** What is reported, for a screen reader: 'Meld ongepast: review van An Maes'. */
  itemLabel: string;
}

export function ReportButton({ itemType, itemId, itemLabel }: ReportButtonProps) {
  const userId = useAuthSession((state) => state.id);
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reported, setReported] = useState(() => wasReported(userId, itemType, itemId));
  const markReported = () => {
    rememberReported(userId, itemType, itemId);
    setReported(true);
    close();
  };
  const send = useMutation((body: { itemType: ReportableItem; itemId: number; reason: string }) => api.post<Report>('reports', body), {
    errorContext: 'report',
    success: text.sent,
    onSuccess: () => markReported(),
    onError: (failure) => {
      // Reported before (another tab, another device): the same end state, no red message.
      if (apiErrorBody(failure)?.code === 'ER_DUP_ENTRY') markReported();
    },
  });
  const close = () => {
    setOpen(false);
    setReason('');
    send.clearError();
  };
  const blank = reason.trim() === '';
  const why = useWhyDisabled(blank ? text.reasonFirst : null, send.pending);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !send.pending) void send.run({ itemType, itemId, reason: reason.trim() });
  };
  if (reported || wasReported(userId, itemType, itemId)) {
    return (
      <Reported>
        <Button $variant="secondary" disabled aria-label={`${text.reported}: ${itemLabel}`} aria-describedby={noteId}>
          {text.reported}
        </Button>
        <Note id={noteId}>{text.reportedNote}</Note>
      </Reported>
    );
  }
  return (
    <>
      <Button $variant="secondary" aria-label={`${text.button}: ${itemLabel}`} onClick={() => setOpen(true)}>
        {text.button}
      </Button>
      {open && (
        <Dialog title={text.title} onClose={send.pending ? undefined : close}>
          <form onSubmit={submit} noValidate>
            <p>{text.intro}</p>
            <TextAreaField label={text.reason} value={reason} maxLength={REPORT_REASON_MAX} onChange={(event) => setReason(event.target.value)} />
            {send.error !== null && <ErrorBox requestId={send.requestId}>{send.error}</ErrorBox>}
            <ButtonRow>
              <Button $variant="secondary" onClick={close} disabled={send.pending}>
                {common.cancel}
              </Button>
              <Button type="submit" disabled={blank || send.pending} aria-describedby={why.describedBy}>
                {send.pending ? community.busy : text.submit}
              </Button>
              {why.hint}
            </ButtonRow>
          </form>
        </Dialog>
      )}
    </>
  );
}

const Reported = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Note = styled.span`
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`;
