import { messages } from 'shared';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function UpgradePage() {
  return <PlaceholderPage title={messages.common.pageTitles.upgrade} />;
}
