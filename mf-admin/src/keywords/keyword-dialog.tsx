// SPEC §2 "Keyword management": one popup in mode create (a name), edit (a new name, non-empty and different) or
// remove (how many tools lose the keyword). A failure keeps it open with SPEC §8's keyword message.
import { useState, type FormEvent } from 'react';
import { api, Button, ButtonRow, capitalize, Dialog, ErrorBox, FormField, useMutation, useWhyDisabled, type Keyword, type KeywordUsage } from 'shared';
import { messages } from '../messages.ts';

const text = messages.admin.keywords;
/** The API's longest keyword. */
const KEYWORD_NAME_MAX = 50;

export type KeywordDialogMode = { mode: 'create' } | { mode: 'edit'; keyword: KeywordUsage } | { mode: 'remove'; keyword: KeywordUsage };

function send(dialog: KeywordDialogMode, name: string): Promise<unknown> {
  switch (dialog.mode) {
    case 'create':
      return api.post<Keyword>('keywords', { name });
    case 'edit':
      return api.put<Keyword>(`keywords/${dialog.keyword.id}`, { name });
    case 'remove':
      return api.delete(`keywords/${dialog.keyword.id}`);
  }
}

export function KeywordDialog({ dialog, onClose }: { dialog: KeywordDialogMode; onClose(): void }) {
  const keyword = dialog.mode === 'create' ? null : dialog.keyword;
  const [name, setName] = useState(keyword ? capitalize(keyword.name) : '');
  const write = useMutation((value: string) => send(dialog, value), {
    errorContext: 'keyword',
    success: text.done[dialog.mode],
    invalidates: ['keywordUsage', 'keywords'],
    onSuccess: onClose,
  });
  const close = () => {
    write.clearError();
    onClose();
  };
  const removing = dialog.mode === 'remove';
  const unchanged = keyword !== null && name.trim().toLowerCase() === keyword.name.toLowerCase();
  const valid = removing || (name.trim() !== '' && !unchanged);
  // A same name has its message under the field; an empty one is said beside the button.
  const why = useWhyDisabled(!removing && name.trim() === '' ? text.nameFirst : null, write.pending);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !write.pending) void write.run(name.trim());
  };
  return (
    <Dialog title={text.titles[dialog.mode]} onClose={write.pending ? undefined : close} closeButton>
      <form onSubmit={submit} noValidate>
        {removing && keyword ? (
          <>
            <p>{text.removeQuestion(capitalize(keyword.name))}</p>
            <p>
              <strong>{keyword.count > 0 ? text.removeUsed(keyword.count) : text.removeUnused}</strong>
            </p>
          </>
        ) : (
          <FormField
            label={dialog.mode === 'edit' ? text.newName : text.name}
            value={name}
            maxLength={KEYWORD_NAME_MAX}
            autoComplete="off"
            error={dialog.mode === 'edit' && unchanged ? text.unchanged : null}
            onChange={(event) => setName(event.target.value)}
          />
        )}
        {write.error !== null && <ErrorBox requestId={write.requestId}>{write.error}</ErrorBox>}
        <ButtonRow>
          <Button $variant="secondary" onClick={close} disabled={write.pending}>
            {text.cancel}
          </Button>
          <Button type="submit" $variant={removing ? 'danger' : 'primary'} disabled={!valid || write.pending} aria-describedby={why.describedBy}>
            {write.pending ? text.busy : text.confirm[dialog.mode]}
          </Button>
          {why.hint}
        </ButtonRow>
      </form>
    </Dialog>
  );
}
