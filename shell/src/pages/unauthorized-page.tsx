// 'Geen toegang' (SPEC §2): a visitor with roles has nothing to log in for, so they go home.
import { BackButton, Button, ButtonRow, PageContainer, PageTitle } from 'shared';
import { Navigate, useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';
import { loginButtonProps } from '../auth/login.ts';

export default function UnauthorizedPage() {
  const hasRoles = useAuthSession((state) => state.accessToken !== null && state.roles.length > 0);
  if (hasRoles) return <Navigate to="/" replace />;
  const text = messages.shell.unauthorized;
  return (
    <PageContainer>
      <PageTitle>{text.title}</PageTitle>
      <p>{text.text}</p>
      <ButtonRow>
        <Button {...loginButtonProps}>{messages.common.login}</Button>
        <BackButton to="/" label={text.backToMain} />
      </ButtonRow>
    </PageContainer>
  );
}
