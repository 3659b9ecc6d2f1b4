// The 'Account beheer' form (SPEC §2, §5, §8): e-mail, first and last name, prefilled. 'Update gegevens' stays
// disabled until something changed and every changed field is valid (a changed e-mail also free); Enter with
// invalid values says 'Invalid Entry'. Only the changed fields are sent, form-encoded (PUT /users/{id}).
import { useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  api,
  BackButton,
  Button,
  ErrorBox,
  FormField,
  isValidEmail,
  isValidName,
  theme,
  useEmailAvailability,
  useLeaveGuard,
  useMutation,
  useWhyDisabled,
  type User,
} from 'shared';
import { authSession, useNavigate } from 'shared-core';
import { messages } from '../messages.ts';

const text = messages.account.edit;

type FieldName = 'email' | 'firstname' | 'lastname';
const fieldNames: FieldName[] = ['email', 'firstname', 'lastname'];

export function AccountForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Record<FieldName, string>>({
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
  });
  // 'Invalid Entry' (an Enter on invalid values); a failed save shows the update's own error instead.
  const [invalidEntry, setInvalidEntry] = useState(false);

  // The API keeps addresses in lower case, so a change of case alone changes nothing.
  const differs = (name: FieldName) =>
    name === 'email' ? draft.email.toLowerCase() !== user.email.toLowerCase() : draft[name] !== user[name];
  const changed = fieldNames.filter(differs);
  const emailChanged = changed.includes('email');
  const emailValid = isValidEmail(draft.email);
  const availability = useEmailAvailability(draft.email, emailChanged && emailValid);
  const nameError = (name: 'firstname' | 'lastname') =>
    changed.includes(name) && !isValidName(draft[name]) ? text.invalidName : null;
  const errors = {
    email: !emailChanged ? null : !emailValid ? text.invalidEmail : availability === 'taken' ? text.emailTaken : null,
    firstname: nameError('firstname'),
    lastname: nameError('lastname'),
  };
  const invalid = fieldNames.some((name) => errors[name] !== null);
  const update = useMutation(
    (changes: Record<string, string>) => api.putForm<User>(`users/${user.id}`, changes),
    {
      errorContext: 'accountUpdate',
      // A new address waits for its owner's confirmation (mailed to it); the old one stays in force, so
      // the session goes on (SPEC §2's logout after an address change is no longer needed).
      success: (updated) => (updated.email !== draft.email.toLowerCase() && emailChanged ? text.confirmationSent(draft.email.toLowerCase()) : text.updated),
      onSuccess: (updated) => {
        authSession.setState({ firstname: updated.firstname, lastname: updated.lastname, email: updated.email });
        navigate('/account');
      },
    },
  );
  const leaveGuard = useLeaveGuard(changed.length > 0 && !update.pending);
  const canSubmit = changed.length > 0 && !invalid && availability !== 'checking' && !update.pending;
  // A broken field and a running check say so under the fields; an untouched form says it beside the button.
  const why = useWhyDisabled(changed.length === 0 ? messages.common.nothingChanged : null, update.pending);

  const edit = (name: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setDraft((current) => ({ ...current, [name]: value }));
    setInvalidEntry(false);
    update.clearError();
  };

  const submit = async () => {
    if (!canSubmit) {
      setInvalidEntry(invalid);
      return;
    }
    setInvalidEntry(false);
    await update.run(Object.fromEntries(changed.map((name) => [name, draft[name]])));
  };
  const error = invalidEntry ? text.invalidEntry : update.error;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  // Enter always goes through submit(): with the button disabled a browser would silently skip the submit,
  // and the user would not learn why.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown}>
      {leaveGuard}
      <FormField
        label={text.email}
        type="email"
        autoComplete="email"
        value={draft.email}
        error={errors.email}
        onChange={edit('email')}
      />
      {emailChanged && emailValid && availability === 'checking' && <Hint role="status">{text.emailChecking}</Hint>}
      {emailChanged && errors.email === null && availability !== 'checking' && <Hint>{text.emailChangeNote}</Hint>}
      <FormField
        label={text.firstname}
        autoComplete="given-name"
        value={draft.firstname}
        error={errors.firstname}
        onChange={edit('firstname')}
      />
      <FormField
        label={text.lastname}
        autoComplete="family-name"
        value={draft.lastname}
        error={errors.lastname}
        onChange={edit('lastname')}
      />
      {error !== null && <ErrorBox requestId={invalidEntry ? null : update.requestId}>{error}</ErrorBox>}
      <Actions>
        <Button type="submit" disabled={!canSubmit} aria-describedby={why.describedBy}>
          {text.submit}
        </Button>
        <BackButton to="/account" label={text.back} />
        {why.hint}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  max-width: 32rem;
`;

const Hint = styled.p`
  margin: -${theme.space(2)} 0 ${theme.space(4)};
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;
