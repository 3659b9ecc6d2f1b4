// The form of 'Welkom!' (SPEC §2): the first login of an identity without an account asks for first and
// last name; the e-mail comes from the ID token and is shown read-only. Not closable by Escape or the
// backdrop: the visitor registers or leaves through 'Niet jouw emailadres?', which logs out.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow, Dialog, ErrorBox, FormField, isValidName, theme, useWhyDisabled } from 'shared';
import { messages } from '../messages.ts';
import { logout, register, type RegistrationFailure } from './login-flows.ts';
import type { RegistrationProfile } from './registration-store.ts';

const LinkButton = styled.button.attrs({ type: 'button' })`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colour.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

type NameField = 'firstname' | 'lastname';

export default function RegistrationForm({ profile }: { profile: RegistrationProfile }) {
  const text = messages.auth.registration;
  const [names, setNames] = useState({ firstname: profile.firstname, lastname: profile.lastname });
  // A prefill from the ID token counts as touched: if it breaks the rule, the visitor should see why at once.
  const [touched, setTouched] = useState({ firstname: profile.firstname !== '', lastname: profile.lastname !== '' });
  const [error, setError] = useState<RegistrationFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const valid = (field: NameField) => isValidName(names[field].trim());
  // A touched name that breaks the rule has its message under the field; an untouched one is empty and says nothing.
  const untouchedInvalid = (['firstname', 'lastname'] as const).some((field) => !touched[field] && !valid(field));
  const why = useWhyDisabled(untouchedInvalid ? text.namesFirst : null, busy);
  const fieldProps = (field: NameField) => ({
    value: names[field],
    required: true,
    error: touched[field] && !valid(field) ? text.invalidName : null,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setNames((previous) => ({ ...previous, [field]: event.target.value }));
      setTouched((previous) => ({ ...previous, [field]: true }));
    },
    onBlur: () => setTouched((previous) => ({ ...previous, [field]: true })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid('firstname') || !valid('lastname') || busy) return;
    setBusy(true);
    setError(null);
    const failure = await register({ firstname: names.firstname.trim(), lastname: names.lastname.trim() });
    // On success the dialog is gone; only a failure is left to show.
    if (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  return (
    <Dialog title={text.title}>
      <form onSubmit={submit} noValidate>
        <p>{text.intro}</p>
        <FormField label={text.firstname} autoComplete="given-name" {...fieldProps('firstname')} />
        <FormField label={text.lastname} autoComplete="family-name" {...fieldProps('lastname')} />
        <FormField label={text.email} type="email" value={profile.email} readOnly />
        {error && <ErrorBox requestId={error.requestId}>{error.message}</ErrorBox>}
        <ButtonRow>
          <Button type="submit" disabled={!valid('firstname') || !valid('lastname') || busy} aria-describedby={why.describedBy}>
            {busy ? text.submitting : text.submit}
          </Button>
          <LinkButton onClick={() => void logout()}>{text.notYourEmail}</LinkButton>
          {why.hint}
        </ButtonRow>
      </form>
    </Dialog>
  );
}
