import styled from 'styled-components';
import { PageContainer, PageTitle, VisuallyHidden, theme } from 'shared';
import { messages } from '../messages.ts';
import { about } from '../content/about.ts';

const Section = styled.section`
  margin-bottom: ${theme.space(6)};
  h2 { color: ${theme.colour.primary}; font-size: ${theme.font.size.large}; }
`;

const Team = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  li {
    background: ${theme.colour.surface};
    border-radius: ${theme.radius.large};
    box-shadow: ${theme.shadow};
    padding: ${theme.space(4)};
    text-align: center;
  }
  img { width: 96px; height: 96px; border-radius: 50%; }
  h3 { margin: ${theme.space(2)} 0 0; font-size: ${theme.font.size.normal}; }
  p { margin: 0 0 ${theme.space(2)}; color: ${theme.colour.muted}; }
`;

export default function AboutPage() {
  const text = messages.shell.about;
  return (
    <PageContainer>
      <PageTitle>{text.title(messages.shell.projectName)}</PageTitle>
      <Section>
        <h2>{text.goals}</h2>
        <ul>
          {about.goals.map((goal) => (
            <li key={goal}>{goal}</li>
          ))}
        </ul>
      </Section>
      <Section>
        <h2>{text.whyEvents}</h2>
        <p>{about.whyEvents}</p>
      </Section>
      <Section>
        <h2>{text.advisoryGroup}</h2>
        <p>{about.advisoryGroup}</p>
      </Section>
      <Section>
        <h2>{text.realisation}</h2>
        <p>{about.realisation}</p>
      </Section>
      <Section>
        <h2>{text.funding}</h2>
        <p>{about.funding}</p>
        <p>{text.projectNumber(about.projectNumber)}</p>
      </Section>
      <Section>
        <h2>{text.team}</h2>
        <Team>
          {about.team.map((member) => (
            <li key={member.name}>
              <img src={member.photo} alt={text.photoOf(member.name)} width={96} height={96} />
              <h3>{member.name}</h3>
              <p>{member.role}</p>
              <a href={member.profileUrl} target="_blank" rel="noopener">
                {text.profileLink(member.name)}
                <VisuallyHidden> {text.newTab}</VisuallyHidden>
              </a>
            </li>
          ))}
        </Team>
      </Section>
    </PageContainer>
  );
}
