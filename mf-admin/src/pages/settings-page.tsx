import { messages } from 'shared';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function SettingsPage() {
  return <PlaceholderPage title={messages.common.pageTitles.settings} />;
}
