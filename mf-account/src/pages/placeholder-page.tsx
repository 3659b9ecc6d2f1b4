// A screen that is not built yet: its title and a note that it is being built.
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
