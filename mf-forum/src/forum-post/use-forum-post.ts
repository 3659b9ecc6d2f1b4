// Loads one forum post and its comments in parallel. A missing post (404, or an id the API refuses) is
// 'missing'; an id that is not a positive integer is never sent to the API. A failure of the comments alone
// still shows the post.
import { useEffect, useState } from 'react';
import { api, isMissingResource, isResourceId, type ForumComment, type ForumIssue } from 'shared';

export type ForumPost =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; issue: ForumIssue; comments: ForumComment[] | null; commentsError: unknown };

export function useForumPost(id: string | undefined): ForumPost {
  const [state, setState] = useState<ForumPost>({ status: 'loading' });

  useEffect(() => {
    if (!isResourceId(id)) {
      setState({ status: 'missing' });
      return;
    }
    const controller = new AbortController();
    const options = { signal: controller.signal };
    setState({ status: 'loading' });
    const comments = api.list<ForumComment>(`comments/issue/${id}`, undefined, options);
    // A missing post fails both calls; that failure is reported once, below.
    comments.catch(() => undefined);
    api
      .get<ForumIssue>(`issues/${id}`, undefined, options)
      .then(async (issue) => {
        const [commentList] = await Promise.allSettled([comments]);
        if (controller.signal.aborted) return;
        setState({
          status: 'loaded',
          issue,
          comments: commentList.status === 'fulfilled' ? commentList.value.data : null,
          commentsError: commentList.status === 'rejected' ? commentList.reason : null,
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isMissingResource(error) ? { status: 'missing' } : { status: 'failed', error });
      });
    return () => controller.abort();
  }, [id]);

  return state;
}
