// 'Is dit je bedrijf?' (decision 0019) under the provider's contact block of a company without an account: a logged-in
// user claims it with their role in the company; an admin decides. Visitors are asked to log in first.
import { useState, type FormEvent } from 'react';
import { api, Button, ButtonRow, Dialog, ErrorBox, FormField, useMutation, type ProviderClaim } from 'shared';
import { authSession, useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';

const text = messages.catalogue.claim;

export function ClaimCompany({ providerId, providerName }: { providerId: number; providerName: string }) {
  const loggedIn = useAuthSession((session) => session.accessToken !== null);
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState('');
  const [sent, setSent] = useState(false);
  const claim = useMutation((body: { role: string }) => api.post<ProviderClaim>(`providers/${providerId}/claims`, body), {
    errorContext: 'claim',
    success: text.sent,
    onSuccess: () => setOpen(false),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (role.trim() !== '') void claim.run({ role: role.trim() });
  };
  const close = () => {
    claim.clearError();
    setOpen(false);
  };
  return (
    <>
      <Button $variant="secondary" onClick={() => (loggedIn ? setOpen(true) : authSession.getState().login())}>
        {text.button}
      </Button>
      {open && (
        <Dialog title={text.title(providerName)} onClose={claim.pending ? undefined : close} closeButton>
          <form onSubmit={submit} noValidate>
            <p>{text.intro}</p>
            <FormField label={text.role} value={role} maxLength={100} error={sent && role.trim() === '' ? text.roleRequired : null} onChange={(event) => setRole(event.target.value)} />
            {claim.error !== null && <ErrorBox requestId={claim.requestId}>{claim.error}</ErrorBox>}
            <ButtonRow>
              <Button $variant="secondary" onClick={close} disabled={claim.pending}>
                {messages.catalogue.edit.cancel}
              </Button>
              <Button type="submit" disabled={claim.pending}>
                {text.submit}
              </Button>
            </ButtonRow>
          </form>
        </Dialog>
      )}
    </>
  );
}
