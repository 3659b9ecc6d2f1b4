// Editing a forum post in place (SPEC §5: a subject and a question that are not empty, and something changed);
// the API's validation failure reads SPEC §8's post-edit text.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, ErrorBox, FORUM_CONTENT_MAX, FORUM_SUBJECT_MAX, FormField, SaveCancelButtons, TextAreaField, theme, useLeaveGuard, useMutation, type ForumIssue, type IssueBody } from 'shared';
import { messages } from '../messages.ts';

const text = messages.forum.post;

export function PostEditor({ issue, onDone }: { issue: ForumIssue; onDone(): void }) {
  const [subject, setSubject] = useState(issue.subject);
  const [content, setContent] = useState(issue.content);
  const save = useMutation((body: IssueBody) => api.put<ForumIssue>(`issues/${issue.id}`, body), {
    errorContext: 'forumPostEdit',
    success: text.updated,
    invalidates: ['forumPost'],
    onSuccess: onDone,
  });
  const changed = subject.trim() !== issue.subject || content.trim() !== issue.content;
  const valid = subject.trim() !== '' && content.trim() !== '' && changed;
  const leaveGuard = useLeaveGuard(changed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !save.pending) void save.run({ subject: subject.trim(), content: content.trim() });
  };
  return (
    <Editor onSubmit={submit} noValidate>
      {leaveGuard}
      <FormField label={text.subject} value={subject} maxLength={FORUM_SUBJECT_MAX} onChange={(event) => setSubject(event.target.value)} autoComplete="off" autoFocus />
      <TextAreaField label={text.content} value={content} maxLength={FORUM_CONTENT_MAX} rows={6} onChange={(event) => setContent(event.target.value)} />
      {save.error !== null && <ErrorBox requestId={save.requestId}>{save.error}</ErrorBox>}
      <Actions>
        <SaveCancelButtons saveLabel={text.save} cancelLabel={text.cancel} canSave={valid} pending={save.pending} onCancel={onDone} whyDisabled={changed ? messages.forum.list.incomplete : messages.common.nothingChanged} />
      </Actions>
    </Editor>
  );
}

const Editor = styled.form`
  margin: 0;
  padding: ${theme.space(4)} ${theme.space(5)};
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.large};
  box-shadow: ${theme.shadow};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;
