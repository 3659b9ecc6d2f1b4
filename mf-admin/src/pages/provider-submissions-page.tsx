import { messages } from '../messages.ts';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function ProviderSubmissionsPage() {
  return <PlaceholderPage title={messages.admin.pageTitles.providerSubmissions} />;
}
