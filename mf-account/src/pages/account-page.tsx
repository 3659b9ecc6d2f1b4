import { messages } from 'shared';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function AccountPage() {
  return <PlaceholderPage title={messages.common.pageTitles.account} />;
}
