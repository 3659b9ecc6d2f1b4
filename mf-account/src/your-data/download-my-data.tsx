// 'Mijn gegevens downloaden' (GDPR art. 15 and 20): GET /users/{id}/data through the one API client (the bearer
// token with it) and saved under the name the API gives the file. A click, not something the page shows, so it
// runs as an action (pending, its failure in the error box, a message when done) rather than as a query.
import { useId } from 'react';
import { api, Button, ErrorBox, saveFile, useMutation } from 'shared';
import { messages } from '../messages.ts';

const text = messages.account.yourData.download;

/** Today as YYYY-MM-DD, the person's own date. */
function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

export function DownloadMyData({ userId }: { userId: number }) {
  const titleId = useId();
  const download = useMutation(() => api.download(`users/${userId}/data`), {
    success: text.done,
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? text.fileName(today())),
  });
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{text.title}</h3>
      <p>{text.text}</p>
      {download.error !== null && <ErrorBox requestId={download.requestId}>{download.error}</ErrorBox>}
      <Button $variant="secondary" disabled={download.pending} onClick={() => void download.run(undefined)}>
        {download.pending ? text.busy : text.button}
      </Button>
    </section>
  );
}
