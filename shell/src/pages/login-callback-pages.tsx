// The identity provider's way back (rendered outside the layout, no remote, no health check):
// /login/callback for redirect logins (a popup's answer is handed over before the app starts, auth/popup-callback.ts;
// one it cannot place comes here too), /login/silent in the hidden iframe of a silent renew (the server answers that
// one with a page of its own; this route is for a server that sends the app's page there instead).
import { useEffect } from 'react';
import styled from 'styled-components';
import { Spinner, theme } from 'shared';
import { useNavigate } from 'shared-core';
import { messages } from '../messages.ts';
import { completeLoginCallback } from '../auth/login-flows.ts';
import { handOverSilentAnswer } from '../auth/silent-callback.ts';

const Screen = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(3)};
`;

function Busy() {
  return (
    <Screen>
      <Spinner label={messages.auth.busy} />
      <p>{messages.auth.busy}</p>
    </Screen>
  );
}

export function LoginCallbackPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void completeLoginCallback().then((returnTo) => {
      // null: a popup, which its opener closes.
      if (active && returnTo !== null) navigate(returnTo, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return <Busy />;
}

export function SilentLoginPage() {
  useEffect(() => handOverSilentAnswer(), []);
  return <Busy />;
}
