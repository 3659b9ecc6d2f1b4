import { messages } from '../messages.ts';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function KeywordsPage() {
  return <PlaceholderPage title={messages.admin.pageTitles.keywords} />;
}
