// SPEC §5 (account edit and user edit): a new, valid address is checked on the server (GET /users/email/{email}, data true =
// free) 300 ms after the last keystroke. Only the answer for the address now in the field counts.
import { useEffect, useState } from 'react';
import { EMAIL_CHECK_DEBOUNCE_MS } from '../contracts/constants.ts';
import { api } from './api-client.ts';

/** 'unknown': the check failed; the save may go ahead and the server refuses a taken address (409). */
export type EmailAvailability = 'notChecked' | 'checking' | 'free' | 'taken' | 'unknown';

interface Answer {
  email: string;
  availability: 'free' | 'taken' | 'unknown';
}

export function useEmailAvailability(email: string, shouldCheck: boolean): EmailAvailability {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!shouldCheck) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<{ data: boolean }>(`users/email/${encodeURIComponent(email)}`, undefined, { signal: controller.signal })
        .then((free) => {
          if (!controller.signal.aborted) setAnswer({ email, availability: free.data ? 'free' : 'taken' });
        })
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ email, availability: 'unknown' });
        });
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email, shouldCheck]);

  if (!shouldCheck) return 'notChecked';
  return answer?.email === email ? answer.availability : 'checking';
}
