// The keywords of a tool in edit mode (SPEC §2, §5): each removed after 'Bent u zeker?', another added from the
// list until the tool carries 5 ('Je kan maar maximaal 5 keywords toevoegen.'). Each change is one call.
import { useState } from 'react';
import styled from 'styled-components';
import { api, Button, capitalize, ErrorBox, Icon, MAX_TOOL_KEYWORDS, theme, useMutation, useWhyDisabled, type AiToolKeyword, type Keyword, SelectField } from 'shared';
import { messages } from '../messages.ts';

const text = messages.catalogue.toolKeywords;

export interface ToolKeywordEditorProps {
  toolId: number;
  keywords: readonly AiToolKeyword[];
  allKeywords: readonly Keyword[];
}

export function ToolKeywordEditor({ toolId, keywords, allKeywords }: ToolKeywordEditorProps) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const [choice, setChoice] = useState('');
  const options = { invalidates: ['tool'], errorContext: 'toolKeyword' as const };
  const add = useMutation((keywordId: number) => api.post<AiToolKeyword>('aiToolKeywords', { aiTool_id: toolId, keyword_id: keywordId }), {
    ...options,
    success: text.added,
    onSuccess: () => setChoice(''),
  });
  const remove = useMutation((keywordId: number) => api.delete(`aiToolKeywords/${toolId}&&${keywordId}`), {
    ...options,
    success: text.removed,
    onSuccess: () => setConfirming(null),
  });
  const carried = new Set(keywords.map((keyword) => keyword.keyword_id));
  const full = keywords.length >= MAX_TOOL_KEYWORDS;
  const why = useWhyDisabled(choice === '' ? text.chooseFirst : null, add.pending);
  return (
    <div>
      <Chips>
        {keywords.map((keyword) => {
          const name = capitalize(keyword.name ?? '');
          return (
            <li key={keyword.keyword_id}>
              {name}
              {confirming === keyword.keyword_id ? (
                <Confirm role="group" aria-label={text.confirm}>
                  <span>{text.confirm}</span>
                  <SmallButton $variant="danger" onClick={() => void remove.run(keyword.keyword_id)} disabled={remove.pending} autoFocus>
                    {text.yes}
                  </SmallButton>
                  <SmallButton $variant="secondary" onClick={() => setConfirming(null)}>
                    {text.no}
                  </SmallButton>
                </Confirm>
              ) : (
                <RemoveButton type="button" aria-label={text.remove(name)} title={text.confirm} onClick={() => setConfirming(keyword.keyword_id)}>
                  <Icon name="remove" />
                </RemoveButton>
              )}
            </li>
          );
        })}
      </Chips>
      {full ? (
        <p role="status">{messages.errors.tooManyKeywords(MAX_TOOL_KEYWORDS)}</p>
      ) : (
        <AddRow
          onSubmit={(event) => {
            event.preventDefault();
            if (choice !== '') void add.run(Number(choice));
          }}
        >
          <SelectField
            label={text.add}
            value={choice}
            placeholder={text.choose}
            options={allKeywords.filter((keyword) => !carried.has(keyword.id)).map((keyword) => ({ value: String(keyword.id), label: capitalize(keyword.name) }))}
            onChange={setChoice}
          />
          <Button type="submit" disabled={choice === '' || add.pending} aria-describedby={why.describedBy}>
            {text.add}
          </Button>
          {why.hint}
        </AddRow>
      )}
      {(add.error ?? remove.error) !== null && <ErrorBox requestId={add.error !== null ? add.requestId : remove.requestId}>{add.error ?? remove.error}</ErrorBox>}
    </div>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin: 0 0 ${theme.space(3)};
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    padding: ${theme.space(1)} ${theme.space(2)} ${theme.space(1)} ${theme.space(3)};
    border-radius: 999px;
    background: #e8eef6;
    color: ${theme.colour.primary};
    font-weight: 600;
  }
`;

const RemoveButton = styled.button`
  display: inline-flex;
  min-width: 32px;
  min-height: 32px;
  align-items: center;
  justify-content: center;
  border: none;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: #d3deec;
  }
`;

const Confirm = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
`;

const SmallButton = styled(Button)`
  min-height: 32px;
  padding: ${theme.space(1)} ${theme.space(2)};
`;

const AddRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
  > div {
    margin-bottom: 0;
    min-width: 220px;
  }
`;
