// SPEC §2 "FAQ": the admin's popup in mode 'Nieuwe FAQ' (Save), 'Wijzig FAQ' (Update) or 'Verwijder FAQ' (the
// question and answer read-only, and the warning), each with Cancel. Save, Update and Delete need a question and
// an answer that are not empty (SPEC §5); a question that exists already reads 'Deze FAQ bestaat al!' (SPEC §8).
import { useState, type FormEvent } from 'react';
import { api, Button, ButtonRow, Dialog, ErrorBox, TEXT_MAX, TextAreaField, useMutation, useWhyDisabled, type Faq, type FaqBody } from 'shared';
import { messages } from '../messages.ts';

const text = messages.forum.faq;
const QUESTION_MAX = 1000;

export type FaqDialogMode = { mode: 'create' } | { mode: 'edit'; faq: Faq } | { mode: 'remove'; faq: Faq };

function send(dialog: FaqDialogMode, body: FaqBody): Promise<unknown> {
  switch (dialog.mode) {
    case 'create':
      return api.post<Faq>('faqs', body);
    case 'edit':
      return api.put<Faq>(`faqs/${dialog.faq.id}`, body);
    case 'remove':
      return api.delete(`faqs/${dialog.faq.id}`);
  }
}

const SUCCESS = { create: text.created, edit: text.updated, remove: text.removed } as const;
const BUTTON = { create: text.save, edit: text.update, remove: text.remove } as const;

export function FaqDialog({ dialog, onClose }: { dialog: FaqDialogMode; onClose(): void }) {
  const faq = dialog.mode === 'create' ? null : dialog.faq;
  const [question, setQuestion] = useState(faq?.question ?? '');
  const [answer, setAnswer] = useState(faq?.answer ?? '');
  const write = useMutation((body: FaqBody) => send(dialog, body), {
    errorContext: 'faq',
    success: SUCCESS[dialog.mode],
    invalidates: ['faqs'],
    onSuccess: onClose,
  });
  const readOnly = dialog.mode === 'remove';
  const complete = question.trim() !== '' && answer.trim() !== '';
  const why = useWhyDisabled(complete ? null : text.incomplete, write.pending);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !write.pending) void write.run({ question: question.trim(), answer: answer.trim() });
  };
  return (
    <Dialog title={text.titles[dialog.mode]} onClose={write.pending ? undefined : onClose}>
      <form onSubmit={submit} noValidate>
        <TextAreaField label={text.question} value={question} maxLength={QUESTION_MAX} rows={2} readOnly={readOnly} onChange={(event) => setQuestion(event.target.value)} />
        <TextAreaField label={text.answer} value={answer} maxLength={TEXT_MAX} rows={6} readOnly={readOnly} onChange={(event) => setAnswer(event.target.value)} />
        {readOnly && (
          <p>
            <strong>{text.removeWarning}</strong>
          </p>
        )}
        {write.error !== null && <ErrorBox requestId={write.requestId}>{write.error}</ErrorBox>}
        <ButtonRow>
          <Button $variant="secondary" onClick={onClose} disabled={write.pending}>
            {text.cancel}
          </Button>
          <Button type="submit" $variant={readOnly ? 'danger' : 'primary'} disabled={!complete || write.pending} aria-describedby={why.describedBy}>
            {write.pending ? messages.community.busy : BUTTON[dialog.mode]}
          </Button>
          {why.hint}
        </ButtonRow>
      </form>
    </Dialog>
  );
}
