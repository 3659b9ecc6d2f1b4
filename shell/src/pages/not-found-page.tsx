import { ButtonRow, ButtonRouterLink, PageContainer, PageTitle, messages } from 'shared';

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
