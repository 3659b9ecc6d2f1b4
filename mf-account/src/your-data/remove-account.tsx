// 'Account verwijderen' (GDPR art. 17): says what goes and what stays, proves it is you, asks once more in the
// kit's confirm dialog, then DELETE /users/{id}. An account of the site's own identity provider proves it with its
// current password; another provider's account with a new login in the shell's popup (the session's
// confirmIdentity), whose ID token the API checks. Afterwards the person is logged out here and lands on '/' with
// the message; their login at the provider is gone with the account.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  api,
  Button,
  ConfirmDialog,
  describeApiError,
  failedField,
  FormField,
  theme,
  useMutation,
  type AccountDeletionBody,
} from 'shared';
import { logOutLocally, useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';
import { ownIdentityProvider } from './own-identity-provider.ts';

const text = messages.account.yourData.remove;

export function RemoveAccount({ userId }: { userId: number }) {
  const titleId = useId();
  const hintId = useId();
  const withPassword = ownIdentityProvider() !== null;
  // A shell built before it could ask for a new login has none: then only a new login of the whole page helps.
  const confirmIdentity = useAuthSession((session) => session.confirmIdentity);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [loggingIn, setLoggingIn] = useState(false);
  const [loginError, setLoginError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const removal = useMutation((proof: AccountDeletionBody) => api.delete(`users/${userId}`, { json: proof }), {
    errorContext: 'accountDelete',
    onSuccess: () => logOutLocally(text.removed),
    onError: (failure) => {
      // A wrong password belongs under its field: the dialog closes and the field says why.
      if (withPassword && failedField(failure) === 'password') {
        setConfirming(false);
        setPasswordError(describeApiError(failure, 'accountDelete'));
      }
    },
  });

  // After the dialog closed (and gave the focus back to the button), the field with the problem gets it.
  useEffect(() => {
    if (passwordError !== null && !confirming) form.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
  }, [passwordError, confirming]);

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (withPassword && password === '') {
      setPasswordError(text.passwordMissing);
      return;
    }
    removal.clearError();
    setLoginError(null);
    setConfirming(true);
  };

  const confirm = async () => {
    if (withPassword) {
      await removal.run({ password });
      return;
    }
    setLoginError(null);
    setLoggingIn(true);
    let idToken: string;
    try {
      idToken = await confirmIdentity!();
    } catch (error) {
      console.info('No new login to confirm the removal', error);
      setLoggingIn(false);
      setLoginError(text.loginFailed);
      return;
    }
    await removal.run({ idToken });
    setLoggingIn(false);
  };

  const canProve = withPassword || confirmIdentity !== undefined;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{text.title}</h3>
      <p>{text.intro}</p>
      <Consequences>
        <li>{text.goes}</li>
        <li>{text.stays}</li>
        <li>{text.companies}</li>
      </Consequences>
      <p>
        <strong>{text.final}</strong>
      </p>
      {!canProve ? (
        <p>{text.logOutAndIn}</p>
      ) : (
        <Form ref={form} noValidate onSubmit={open} aria-labelledby={titleId}>
          {withPassword ? (
            <>
              <FormField
                label={text.password}
                type="password"
                autoComplete="current-password"
                value={password}
                error={passwordError}
                {...(passwordError === null ? { 'aria-describedby': hintId } : {})}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setPasswordError(null);
                }}
              />
              {passwordError === null && <Hint id={hintId}>{text.passwordHint}</Hint>}
            </>
          ) : (
            <p>{text.logInAgain}</p>
          )}
          <Button type="submit" $variant="danger">
            {text.button}
          </Button>
        </Form>
      )}
      {confirming && (
        <ConfirmDialog
          title={text.confirmTitle}
          confirmLabel={text.confirmButton}
          pending={removal.pending || loggingIn}
          error={loginError ?? removal.error}
          requestId={loginError === null ? removal.requestId : null}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          <p>{text.confirmText}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

const Form = styled.form`
  max-width: 32rem;
`;

const Consequences = styled.ul`
  max-width: 70ch;
  padding-left: ${theme.space(5)};
  li { margin-bottom: ${theme.space(1)}; }
`;

const Hint = styled.p`
  margin: -${theme.space(2)} 0 ${theme.space(4)};
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`;
