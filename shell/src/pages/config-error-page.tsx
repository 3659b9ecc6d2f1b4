// Shown instead of the app when /config.json cannot be loaded: without it no remote can be found.
import { Button, ButtonRow, GlobalStyle, PageContainer, PageTitle } from 'shared';
import { messages } from '../messages.ts';

export function ConfigErrorPage() {
  const text = messages.shell.configError;
  return (
    <>
      <GlobalStyle />
      <PageContainer>
        <PageTitle>{text.title}</PageTitle>
        <p>{text.text}</p>
        <ButtonRow>
          <Button onClick={() => window.location.reload()}>{text.retry}</Button>
        </ButtonRow>
      </PageContainer>
    </>
  );
}
