// SPEC §2 "Create or submit AI tool": the admin creates a new provider without leaving the tool form, with the same
// provider form as /provider/new (the kit's ProviderFields; decision 0019). The new provider is chosen at once.
import { useState, type FormEvent } from 'react';
import {
  api,
  Button,
  ButtonRow,
  Dialog,
  emptyProviderDraft,
  ErrorBox,
  providerBodyOf,
  providerDraftErrors,
  ProviderFields,
  useMutation,
  useQuery,
  useTouched,
  type Provider,
  type ProviderBody,
  type ProviderDraft,
  type ProviderField,
  type User,
} from 'shared';
import { messages } from '../messages.ts';

const text = messages.catalogue.newProvider;

export function NewProviderDialog({ onCreated, onClose }: { onCreated(provider: Provider): void; onClose(): void }) {
  const [draft, setDraft] = useState<ProviderDraft>(emptyProviderDraft);
  const touched = useTouched<ProviderField>();
  const users = useQuery(['users'], async (signal) => (await api.list<User>('users', undefined, { signal })).data);
  const accounts = users.data?.map((user) => ({ value: String(user.id), label: `${user.firstname} ${user.lastname} (${user.email})` })) ?? [];
  const errors = providerDraftErrors(draft, true);
  const create = useMutation((body: ProviderBody) => api.post<Provider>('providers/create', body), {
    errorContext: 'provider',
    success: text.created,
    invalidates: ['toolFormProviders'],
    onSuccess: onCreated,
  });
  const submit = (event: FormEvent) => {
    // The tool form around this dialog must not be sent as well.
    event.preventDefault();
    event.stopPropagation();
    touched.markSent();
    if (Object.keys(errors).length === 0) void create.run(providerBodyOf(draft));
  };
  return (
    <Dialog title={text.title} onClose={create.pending ? undefined : onClose} closeButton>
      <form onSubmit={submit} noValidate>
        <ProviderFields draft={draft} onChange={setDraft} errors={touched.visible(errors)} onBlur={touched.touch} accounts={accounts} />
        {create.error !== null && <ErrorBox requestId={create.requestId}>{create.error}</ErrorBox>}
        <ButtonRow>
          <Button $variant="secondary" onClick={onClose} disabled={create.pending}>
            {messages.catalogue.edit.cancel}
          </Button>
          <Button type="submit" disabled={create.pending}>
            {create.pending ? messages.catalogue.form.busy : text.submit}
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}
