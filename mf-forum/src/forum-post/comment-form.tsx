// A new comment under a post (logged in), 30 minutes after the user's previous comment on it: the server decides,
// and its answer reads 'Reactie niet geplaatst!' with the minutes to wait (SPEC §8). Anonymous visitors are asked
// to log in.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  api,
  ButtonRow,
  ErrorBox,
  FORUM_CONTENT_MAX,
  LoginPrompt,
  SubmitWithReason,
  TextAreaField,
  theme,
  useLeaveGuard,
  useMutation,
  type CommentBody,
  type ForumComment,
} from 'shared';
import { useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';

const text = messages.forum.post;

export function CommentForm({ issueId }: { issueId: number }) {
  const titleId = useId();
  const loggedIn = useAuthSession((session) => session.accessToken !== null);
  const [content, setContent] = useState('');
  const post = useMutation((body: CommentBody) => api.post<ForumComment>('comments', body), {
    errorContext: 'comment',
    success: text.commentPosted,
    invalidates: ['forumPost'],
    onSuccess: () => setContent(''),
  });
  const blank = content.trim() === '';
  const leaveGuard = useLeaveGuard(!blank);
  if (!loggedIn) return <CommentLoginPrompt>{text.loginToComment}</CommentLoginPrompt>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !post.pending) void post.run({ content: content.trim(), issueId });
  };
  return (
    <Form aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId}>{text.commentForm}</h3>
      {leaveGuard}
      <TextAreaField label={text.commentContent} value={content} maxLength={FORUM_CONTENT_MAX} onChange={(event) => setContent(event.target.value)} />
      {post.error !== null && <ErrorBox title={messages.errors.commentNotPosted} requestId={post.requestId}>{post.error}</ErrorBox>}
      <ButtonRow>
        <SubmitWithReason label={text.commentSubmit} canSubmit={!blank} pending={post.pending} whyDisabled={text.commentFirst} />
      </ButtonRow>
    </Form>
  );
}

const Form = styled.form`
  margin-top: ${theme.space(5)};
  padding: ${theme.space(4)};
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow};
  h3 {
    margin: 0 0 ${theme.space(3)};
    font-size: ${theme.font.size.normal};
  }
`;

const CommentLoginPrompt = styled(LoginPrompt)`
  margin-top: ${theme.space(5)};
`;
