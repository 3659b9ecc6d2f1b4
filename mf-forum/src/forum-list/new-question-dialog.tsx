// SPEC §2 "Forum list", creating a post: a dialog with subject (at most 50) and question (at most 1000); the button
// stays disabled while either is empty. On success: 'Post succesvol geplaatst.', the dialog closes (its form with
// it) and the list loads again; a failure stays in the dialog, in a box titled 'Er ging iets mis'.
import { useState, type FormEvent } from 'react';
import {
  api,
  Button,
  ButtonRow,
  Dialog,
  ErrorBox,
  FORUM_CONTENT_MAX,
  FORUM_SUBJECT_MAX,
  FormField,
  TextAreaField,
  useLeaveGuard,
  useMutation,
  useWhyDisabled,
  type ForumIssue,
  type IssueBody,
} from 'shared';
import { messages } from '../messages.ts';

const text = messages.forum.list;

export function NewQuestionDialog({ onClose }: { onClose(): void }) {
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const post = useMutation((body: IssueBody) => api.post<ForumIssue>('issues', body), {
    errorContext: 'forumPost',
    success: text.posted,
    invalidates: ['forumIssues'],
    onSuccess: onClose,
  });
  const complete = subject.trim() !== '' && content.trim() !== '';
  const why = useWhyDisabled(complete ? null : text.incomplete, post.pending);
  const leaveGuard = useLeaveGuard(subject !== '' || content !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !post.pending) void post.run({ subject: subject.trim(), content: content.trim() });
  };
  return (
    <Dialog title={text.createTitle} onClose={post.pending ? undefined : onClose}>
      {leaveGuard}
      <form onSubmit={submit} noValidate>
        <FormField label={text.subject} value={subject} maxLength={FORUM_SUBJECT_MAX} onChange={(event) => setSubject(event.target.value)} autoComplete="off" />
        <TextAreaField label={text.content} value={content} maxLength={FORUM_CONTENT_MAX} rows={6} onChange={(event) => setContent(event.target.value)} />
        {post.error !== null && <ErrorBox requestId={post.requestId}>{post.error}</ErrorBox>}
        <ButtonRow>
          <Button $variant="secondary" onClick={onClose} disabled={post.pending}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={!complete || post.pending} aria-describedby={why.describedBy}>
            {post.pending ? messages.community.busy : text.submit}
          </Button>
          {why.hint}
        </ButtonRow>
      </form>
    </Dialog>
  );
}
