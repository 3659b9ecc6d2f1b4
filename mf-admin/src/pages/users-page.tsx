import { messages } from 'shared';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function UsersPage() {
  return <PlaceholderPage title={messages.common.pageTitles.users} />;
}
