import { ButtonRow, ButtonRouterLink, PageContainer, PageTitle } from 'shared';
import { messages } from '../messages.ts';

export default function NotFoundPage() {
  const text = messages.shell.notFound;
  return (
    <PageContainer>
      <PageTitle>{text.title}</PageTitle>
      <p>{text.text}</p>
      <ButtonRow>
        <ButtonRouterLink to="/">{messages.common.backHome}</ButtonRouterLink>
      </ButtonRow>
    </PageContainer>
  );
}
