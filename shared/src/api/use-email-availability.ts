// SPEC §5 (account edit and user edit): a new, valid address is checked on the server (GET /users/email/{email},
// data true = free) 300 ms after the last keystroke. Only the answer for the address now in the field counts.
import { EMAIL_CHECK_DEBOUNCE_MS } from '../contracts/constants.ts';
import { pause, useQuery } from '../data/use-query.ts';
import { api } from './api-client.ts';

/** 'unknown': the check failed; the save may go ahead and the server refuses a taken address (409). */
export type EmailAvailability = 'notChecked' | 'checking' | 'free' | 'taken' | 'unknown';

export function useEmailAvailability(email: string, shouldCheck: boolean): EmailAvailability {
  const check = useQuery(shouldCheck ? ['emailAvailability', email] : null, async (signal) => {
    await pause(EMAIL_CHECK_DEBOUNCE_MS, signal);
    return (await api.get<{ data: boolean }>(`users/email/${encodeURIComponent(email)}`, undefined, { signal })).data;
  });
  if (!shouldCheck) return 'notChecked';
  if (check.status === 'loading') return 'checking';
  if (check.status === 'failed') return 'unknown';
  return check.data ? 'free' : 'taken';
}
