// The one request a user-management dialog sends: busy while it runs, the error stays in the open dialog,
// and on success the caller closes the dialog (so busy is never reset then).
import { useState } from 'react';

export interface DialogRequest {
  busy: boolean;
  error: string | null;
  run<T>(request: () => Promise<T>, describe: (error: unknown) => string, onSuccess: (result: T) => void): void;
}

export function useDialogRequest(): DialogRequest {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    busy,
    error,
    run(request, describe, onSuccess) {
      setBusy(true);
      setError(null);
      request().then(onSuccess, (reason: unknown) => {
        setError(describe(reason));
        setBusy(false);
      });
    },
  };
}
