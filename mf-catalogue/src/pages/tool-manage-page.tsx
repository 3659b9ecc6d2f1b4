// Route '/AI-tool/manage', behind the shell's guard: the heading for an admin (tools to approve) or a provider
// (own tools), and a note that the list is being built.
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
