import { BackButton, ButtonRow, PageContainer, PageTitle } from 'shared';
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
        <BackButton to="/" label={messages.common.backHome} />
      </ButtonRow>
    </PageContainer>
  );
}
