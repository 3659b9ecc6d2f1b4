// Callback of the professional network's login popup: hand code, state or error to the opener
// (same origin only, so no other site can read them) and close. Nothing is shown.
import { useEffect } from 'react';

export interface LinkedInCallbackMessage {
  type: 'linkedin-callback';
  code: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
}

export default function LinkedInCallbackPage() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const message: LinkedInCallbackMessage = {
      type: 'linkedin-callback',
      code: params.get('code'),
      state: params.get('state'),
      error: params.get('error'),
      errorDescription: params.get('error_description'),
    };
    window.opener?.postMessage(message, window.location.origin);
    window.close();
  }, []);
  return null;
}
