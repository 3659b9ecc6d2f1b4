import { messages } from 'shared';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function AccountEditPage() {
  return <PlaceholderPage title={messages.common.pageTitles.accountEdit} />;
}
