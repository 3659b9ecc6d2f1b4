// Loads one forum post and its comments in parallel. A missing post (404, or an id the API refuses) is
// 'missing'; an id that is not a positive integer is never sent to the API. A failure of the comments alone
// still shows the post.
import { api, isMissingResource, isResourceId, useQuery, type ForumComment, type ForumIssue } from 'shared';

export type ForumPost =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; issue: ForumIssue; comments: ForumComment[] | null; commentsError: unknown };

type Loaded = Extract<ForumPost, { status: 'loaded' }>;

async function loadForumPost(id: string, signal: AbortSignal): Promise<Loaded> {
  const comments = api.list<ForumComment>(`comments/issue/${id}`, undefined, { signal });
  // A missing post fails both calls; that failure is reported once, by the post.
  comments.catch(() => undefined);
  const issue = await api.get<ForumIssue>(`issues/${id}`, undefined, { signal });
  const [commentList] = await Promise.allSettled([comments]);
  return {
    status: 'loaded',
    issue,
    comments: commentList.status === 'fulfilled' ? commentList.value.data : null,
    commentsError: commentList.status === 'rejected' ? commentList.reason : null,
  };
}

export function useForumPost(id: string | undefined): ForumPost {
  const valid = isResourceId(id);
  const query = useQuery(valid ? ['forumPost', id] : null, (signal) => loadForumPost(id!, signal));
  if (!valid) return { status: 'missing' };
  if (query.status === 'failed') return isMissingResource(query.error) ? { status: 'missing' } : { status: 'failed', error: query.error };
  // Read again after a write (a comment, an edit): the page keeps showing this post meanwhile, its forms stay open.
  if (query.status === 'loading') return query.data?.issue.id === Number(id) ? query.data : { status: 'loading' };
  return query.data;
}
