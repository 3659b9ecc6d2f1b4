// Routes '/AI-tool/add' (admin) and '/AI-tool/submit' (provider): the tool form of a later issue. The shell
// guards the routes; for now the page shows its heading (SPEC §2) and that it is under construction.
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
