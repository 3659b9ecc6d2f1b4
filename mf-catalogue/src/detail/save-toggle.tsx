// 'Bewaar' on a tool page: a logged-in user saves the tool and finds it on /account, where saved tools
// can be compared. A toggle: pressed once saved; pressing it again stops saving it.
import { api, Button, ErrorBox, useMutation, useQuery, type AiTool } from 'shared';
import { messages } from '../messages.ts';

const text = messages.catalogue.favourites;

export function SaveToggle({ toolId }: { toolId: number }) {
  const saved = useQuery(['favourites'], async (signal) => (await api.list<AiTool>('favourites', undefined, { signal })).data);
  const isSaved = saved.data?.some((tool) => tool.id === toolId) ?? false;
  const toggle = useMutation(
    () => (isSaved ? api.delete(`favourites/${toolId}`) : api.post('favourites', { toolId })),
    { success: isSaved ? text.removed : text.saved, invalidates: ['favourites'] },
  );
  return (
    <>
      <Button $variant="secondary" aria-pressed={isSaved} disabled={saved.data === undefined || toggle.pending} onClick={() => void toggle.run(undefined)}>
        <span aria-hidden="true">{isSaved ? '★' : '☆'}</span> {isSaved ? text.savedLabel : text.save}
      </Button>
      {toggle.error !== null && <ErrorBox requestId={toggle.requestId}>{toggle.error}</ErrorBox>}
    </>
  );
}
