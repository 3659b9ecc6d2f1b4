import { messages } from 'shared';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function NoShowPage() {
  return <PlaceholderPage title={messages.common.pageTitles.noShow} />;
}
