// SPEC §5: a changed, valid e-mail address is checked on the server (GET /users/email/{email}, data true = free)
// EMAIL_CHECK_DEBOUNCE_MS after the last keystroke. Each answer is kept with the address it is about, so an
// answer for an earlier address never counts for the one in the field.
import { useEffect, useState } from 'react';
import { api, EMAIL_CHECK_DEBOUNCE_MS } from 'shared';

/** 'unknown': the check itself failed; the server still refuses a taken address on update (409). */
export type EmailAvailability = 'unchecked' | 'checking' | 'available' | 'taken' | 'unknown';

export function useEmailAvailability(email: string, shouldCheck: boolean): EmailAvailability {
  const [answer, setAnswer] = useState<{ email: string; availability: EmailAvailability } | null>(null);

  useEffect(() => {
    if (!shouldCheck) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<{ data: boolean }>(`users/email/${encodeURIComponent(email)}`, undefined, { signal: controller.signal })
        .then((reply) => setAnswer({ email, availability: reply.data ? 'available' : 'taken' }))
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ email, availability: 'unknown' });
        });
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email, shouldCheck]);

  if (!shouldCheck) return 'unchecked';
  return answer?.email === email ? answer.availability : 'checking';
}
