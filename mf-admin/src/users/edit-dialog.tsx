// Mode 'edit' (SPEC §5 user edit): first name, last name and e-mail; PUT /users/{id}, form-encoded. Save
// stays disabled while a value is invalid, the new address is taken or still being checked, or nothing changed.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { useEmailAvailability, api, Button, ButtonRow, Dialog, ErrorBox, FormField, isValidEmail, isValidName, theme, useMutation, useWhyDisabled, type User } from 'shared';
import { messages } from '../messages.ts';

const text = messages.admin.users;

export interface EditDialogProps {
  user: User;
  onCancel(): void;
  onSaved(user: User): void;
}

export function EditDialog({ user, onCancel, onSaved }: EditDialogProps) {
  const [fields, setFields] = useState({ firstname: user.firstname, lastname: user.lastname, email: user.email });
  const save = useMutation(
    (fields: { firstname: string; lastname: string; email: string }) => api.putForm<User>(`users/${user.id}`, fields),
    // The address may have been taken between the availability check and the save: the userEdit text says so.
    // A new address waits for its owner's confirmation; the answer still carries the old one.
    {
      errorContext: 'userEdit',
      success: (saved) => (saved.email !== user.email || !emailIsNew ? text.userUpdated : text.confirmationSent(email.toLowerCase())),
      onSuccess: onSaved,
    },
  );

  const firstname = fields.firstname.trim();
  const lastname = fields.lastname.trim();
  const email = fields.email.trim();
  const emailValid = isValidEmail(email);
  // Addresses compare without case: only another owner can make an address 'taken'.
  const emailIsNew = email.toLowerCase() !== user.email.toLowerCase();
  const availability = useEmailAvailability(email, emailValid && emailIsNew);
  const changed = firstname !== user.firstname || lastname !== user.lastname || email !== user.email;
  const canSave =
    changed &&
    isValidName(firstname) &&
    isValidName(lastname) &&
    emailValid &&
    availability !== 'checking' &&
    availability !== 'taken' &&
    !save.pending;

  // A broken field says so under itself and a running check beside the e-mail field; an untouched form says it here.
  const why = useWhyDisabled(changed ? null : messages.common.nothingChanged, save.pending);

  const emailError = !emailValid ? text.invalidEmail : availability === 'taken' ? text.emailTaken : null;
  const set = (name: keyof typeof fields) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) void save.run({ firstname, lastname, email });
  };

  return (
    <Dialog title={text.editDialog.title} onClose={save.pending ? undefined : onCancel}>
      <form onSubmit={submit} noValidate>
        <FormField
          label={text.editDialog.firstname}
          value={fields.firstname}
          onChange={set('firstname')}
          autoComplete="off"
          error={isValidName(firstname) ? null : text.invalidName}
        />
        <FormField
          label={text.editDialog.lastname}
          value={fields.lastname}
          onChange={set('lastname')}
          autoComplete="off"
          error={isValidName(lastname) ? null : text.invalidName}
        />
        <FormField
          label={text.editDialog.email}
          type="email"
          value={fields.email}
          onChange={set('email')}
          autoComplete="off"
          error={emailError}
        />
        <Checking role="status">{availability === 'checking' ? text.editDialog.checkingEmail : ''}</Checking>
        {save.error !== null && <ErrorBox requestId={save.requestId}>{save.error}</ErrorBox>}
        <ButtonRow>
          <Button $variant="secondary" onClick={onCancel} disabled={save.pending}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={!canSave} aria-describedby={why.describedBy}>
            {save.pending ? text.busy : text.editDialog.save}
          </Button>
          {why.hint}
        </ButtonRow>
      </form>
    </Dialog>
  );
}

const Checking = styled.p`
  min-height: 1.5em;
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`;
