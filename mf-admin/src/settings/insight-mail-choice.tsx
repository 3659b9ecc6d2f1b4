// 'Stuur mij elke week de cijfers per mail' on /settings: the admin's own choice, saved at once (PUT /insights/mail),
// with a line that says what was saved. A failed save puts the box back as it was stored and says why.
import { useState } from 'react';
import styled from 'styled-components';
import { ChoiceLabel, describeApiError, ErrorBox, requestIdOf, Spinner, theme } from 'shared';
import { messages } from '../messages.ts';
import { useInsightMail, useSaveInsightMail } from './use-insight-mail.ts';

const text = messages.admin.insights;

export function InsightMailChoice() {
  const choice = useInsightMail();
  const save = useSaveInsightMail();
  const [saved, setSaved] = useState<boolean | null>(null);
  if (choice.status === 'failed') return <ErrorBox requestId={requestIdOf(choice.error)}>{describeApiError(choice.error)}</ErrorBox>;
  if (choice.data === undefined) return <Spinner label={text.mailLoading} />;
  const weekly = choice.data.weekly;

  const change = async (next: boolean) => {
    // Shown at once; the stored answer decides.
    choice.setData(() => ({ weekly: next }));
    setSaved(null);
    const stored = await save.run({ weekly: next });
    choice.setData(() => ({ weekly: stored?.weekly ?? !next }));
    if (stored !== undefined) setSaved(stored.weekly);
  };

  return (
    <div>
      <ChoiceLabel>
        <input type="checkbox" checked={weekly} aria-describedby="insight-mail-saved" onChange={(event) => void change(event.target.checked)} />
        {text.mailChoice}
      </ChoiceLabel>
      <Saved id="insight-mail-saved" role="status">
        {saved === null ? '' : saved ? text.mailOn : text.mailOff}
      </Saved>
      {save.error !== null && <ErrorBox requestId={save.requestId}>{save.error}</ErrorBox>}
    </div>
  );
}

const Saved = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${theme.colour.success};
`;
