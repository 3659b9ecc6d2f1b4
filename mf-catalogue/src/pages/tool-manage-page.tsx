// Route '/AI-tool/manage': an admin's not-yet-approved tools or a provider's own tools, built in a later
// issue. The shell guards the route; for now the page shows its heading and that it is under construction.
import { hasRole, messages, PageContainer, PageTitle, useAuthSession } from 'shared';

const text = messages.catalogue.manage;

export default function ToolManagePage() {
  const isAdmin = useAuthSession((session) => hasRole(session.roles, 'admin'));
  return (
    <PageContainer>
      <PageTitle>{isAdmin ? text.titleAdmin : text.titleProvider}</PageTitle>
      <p>{messages.common.pageUnderConstruction}</p>
    </PageContainer>
  );
}
