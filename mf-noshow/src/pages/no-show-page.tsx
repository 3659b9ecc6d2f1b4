import { messages } from '../messages.ts';
import { PlaceholderPage } from './placeholder-page.tsx';

export default function NoShowPage() {
  return <PlaceholderPage title={messages.noshow.title} />;
}
