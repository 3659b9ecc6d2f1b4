// Routes '/AI-tool/add' (admin) and '/AI-tool/submit' (provider), behind the shell's guards: the heading of
// SPEC §2 and a note that the form is being built.
import { PageContainer, PageTitle } from 'shared';
import { useLocation } from 'shared-core';
import { messages } from '../messages.ts';

const text = messages.catalogue.form;

export default function ToolFormPage() {
  const { pathname } = useLocation();
  const isAdminRoute = /\/add\/?$/i.test(pathname);
  return (
    <PageContainer>
      <PageTitle>{isAdminRoute ? text.titleAdmin : text.titleProvider}</PageTitle>
      <p>{messages.common.pageUnderConstruction}</p>
    </PageContainer>
  );
}
