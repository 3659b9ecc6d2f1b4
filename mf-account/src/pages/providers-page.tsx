import { messages } from '../messages.ts';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function ProvidersPage() {
  return <PlaceholderPage title={messages.account.pageTitles.providers} />;
}
