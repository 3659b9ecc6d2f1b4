import { messages } from 'shared';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function KeywordsPage() {
  return <PlaceholderPage title={messages.common.pageTitles.keywords} />;
}
