import { BackButton, ButtonRow, PageContainer, PageTitle } from 'shared';
import { messages } from '../messages.ts';

export default function NotFoundPage() {
  const text = messages.shell.notFound;
  return (
    <PageContainer>
      <PageTitle>{text.title}</PageTitle>
      <p>{text.text}</p>
      <ButtonRow>
        <BackButton to="/" label={messages.common.backHome} />
      </ButtonRow>
    </PageContainer>
  );
}
