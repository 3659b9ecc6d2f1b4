// Starting the login from inside a remote. For now the remote announces it with a window CustomEvent
// 'roadmap:login' that the shell listens to (it owns the identity provider); the next issue wires the
// shell's listener and may replace this with a shared action.
import { useCallback } from 'react';

export const LOGIN_EVENT = 'roadmap:login';

export function useLogin(): () => void {
  return useCallback(() => {
    window.dispatchEvent(new CustomEvent(LOGIN_EVENT, { detail: { returnTo: window.location.pathname } }));
  }, []);
}
