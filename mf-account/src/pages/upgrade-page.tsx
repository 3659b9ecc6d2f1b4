import { messages } from '../messages.ts';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function UpgradePage() {
  return <PlaceholderPage title={messages.account.pageTitles.upgrade} />;
}
