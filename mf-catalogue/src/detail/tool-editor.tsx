// The detail page's edit mode (SPEC §2) for admins and the tool's own provider: every field, the warning when the
// provider changes, 'Sla op' and 'Annuleer'; the keywords are added and removed one by one beside it.
import { useState } from 'react';
import styled from 'styled-components';
import { api, Button, ButtonRow, ErrorBox, theme, useMutation, useTouched, type AiTool, type AiToolBody, type AiToolKeyword } from 'shared';
import { messages } from '../messages.ts';
import { bodyOf, draftErrors, draftOf, type DraftField, type ToolDraft } from '../tool-form/tool-draft.ts';
import { ToolFields } from '../tool-form/tool-fields.tsx';
import { useToolFormOptions } from '../tool-form/use-tool-form-options.ts';
import { ToolKeywordEditor } from './tool-keyword-editor.tsx';

const text = messages.catalogue.edit;

export interface ToolEditorProps {
  tool: AiTool;
  keywords: readonly AiToolKeyword[];
  isAdmin: boolean;
  onDone(): void;
}

export function ToolEditor({ tool, keywords, isAdmin, onDone }: ToolEditorProps) {
  const options = useToolFormOptions(isAdmin);
  const [draft, setDraft] = useState<ToolDraft>(() => draftOf(tool));
  const touched = useTouched<DraftField>();
  const errors = draftErrors(draft);
  const complete = Object.keys(errors).length === 0;
  const save = useMutation((body: AiToolBody) => api.put<AiTool>(`aiTools/${tool.id}`, body), {
    errorContext: 'tool',
    success: text.updated,
    invalidates: ['tool', 'tools', 'managedTools', 'toolHistory'],
    onSuccess: onDone,
  });
  return (
    <Editor aria-labelledby="catalogue-edit-title">
      <h2 id="catalogue-edit-title">{text.title}</h2>
      {!isAdmin && tool.approvalComment.trim() !== '' && <p>{text.ownerResubmits}</p>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          touched.markSent();
          if (complete) void save.run(bodyOf(draft, false));
        }}
      >
        <ToolFields draft={draft} onChange={setDraft} errors={touched.visible(errors)} providers={options.providers} onBlur={touched.touch} />
        {draft.providerId !== String(tool.provider_id) && <Warning role="status">{text.providerWarning}</Warning>}
        {touched.sent && !complete && <ErrorBox>{messages.catalogue.form.incomplete}</ErrorBox>}
        {save.error !== null && <ErrorBox requestId={save.requestId}>{save.error}</ErrorBox>}
        <ButtonRow>
          <Button $variant="secondary" onClick={onDone} disabled={save.pending}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={save.pending}>
            {save.pending ? messages.catalogue.form.busy : text.save}
          </Button>
        </ButtonRow>
      </form>
      <h3>{messages.catalogue.detail.keywords}</h3>
      <ToolKeywordEditor toolId={tool.id} keywords={keywords} allKeywords={options.keywords} />
    </Editor>
  );
}

const Editor = styled.section`
  max-width: 640px;
  margin-bottom: ${theme.space(8)};
  h2 {
    font-size: ${theme.font.size.large};
  }
  h3 {
    margin: ${theme.space(6)} 0 ${theme.space(2)};
  }
`;

const Warning = styled.p`
  padding: ${theme.space(3)};
  border-left: 4px solid #b26b00;
  background: #fff6e5;
`;
