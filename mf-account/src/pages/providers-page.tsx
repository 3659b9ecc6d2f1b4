import { messages } from 'shared';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function ProvidersPage() {
  return <PlaceholderPage title={messages.common.pageTitles.providers} />;
}
