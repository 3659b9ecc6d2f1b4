// Route '/AI-tool/manage': an admin's not-yet-approved tools or a provider's own tools, built in a later
// issue. The shell guards the route; for now the page shows its heading and that it is under construction.
import { PageContainer, PageTitle } from 'shared';
import { useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';

const text = messages.catalogue.manage;

export default function ToolManagePage() {
  const isAdmin = useAuthSession((session) => session.roles.includes('admin'));
  return (
    <PageContainer>
      <PageTitle>{isAdmin ? text.titleAdmin : text.titleProvider}</PageTitle>
      <p>{messages.common.pageUnderConstruction}</p>
    </PageContainer>
  );
}
