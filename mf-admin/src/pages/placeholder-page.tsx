// Until this area's screens arrive (later issues) each page shows its title and says it is being built.
import { PageContainer, PageTitle } from 'shared';
import { messages } from '../messages.ts';

export function PlaceholderPage({ title }: { title: string }) {
  return (
    <PageContainer>
      <PageTitle>{title}</PageTitle>
      <p>{messages.common.pageUnderConstruction}</p>
    </PageContainer>
  );
}
