import { PageTitle, messages } from 'shared';
export default function ToolSearchPage() {
  return <PageTitle>Hallo catalogus {messages.common.back}</PageTitle>;
}
