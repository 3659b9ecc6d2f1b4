import { ButtonRow, ButtonRouterLink, PageContainer, PageTitle } from 'shared';
import { messages } from '../messages.ts';

export default function DisclaimerPage() {
  const text = messages.shell.disclaimer;
  return (
    <PageContainer>
      <PageTitle>{text.title}</PageTitle>
      <ul>
        {text.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <ButtonRow>
        <ButtonRouterLink to="/">{messages.common.backHome}</ButtonRouterLink>
      </ButtonRow>
    </PageContainer>
  );
}
