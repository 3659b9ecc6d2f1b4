import { messages } from 'shared';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function ProviderSubmissionsPage() {
  return <PlaceholderPage title={messages.common.pageTitles.providerSubmissions} />;
}
