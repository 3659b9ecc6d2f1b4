// /provider/new and /provider/:id (SPEC §2): the heading of a new provider depends on the role.
import { useAuthSession, useParams } from 'shared-core';
import { messages } from '../messages.ts';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function ProviderPage() {
  const { id } = useParams();
  const isAdmin = useAuthSession((state) => state.roles.includes('admin'));
  const titles = messages.account.pageTitles;
  const title = id ? titles.provider : isAdmin ? titles.providerNewAdmin : titles.providerNew;
  return <PlaceholderPage title={title} />;
}
