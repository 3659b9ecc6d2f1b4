// Shown by the logged-in guard instead of the page: the page's code is not loaded for an anonymous visitor.
import { BackButton, Button, ButtonRow, PageContainer, PageTitle } from 'shared';
import { messages } from '../messages.ts';
import { loginButtonProps } from '../auth/login.ts';

export function LoginRequiredPage() {
  const text = messages.shell.loginRequired;
  return (
    <PageContainer>
      <PageTitle>{text.title}</PageTitle>
      <p>{text.text}</p>
      <ButtonRow>
        <Button {...loginButtonProps}>{messages.common.login}</Button>
        <BackButton to="/" label={messages.common.backHome} />
      </ButtonRow>
    </PageContainer>
  );
}
