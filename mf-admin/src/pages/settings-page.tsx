import { messages } from '../messages.ts';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function SettingsPage() {
  return <PlaceholderPage title={messages.admin.pageTitles.settings} />;
}
