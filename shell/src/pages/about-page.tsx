// Route '/about' (SPEC §2): 'Over' plus the project name, then what the admins wrote on /settings (goals, why the
// events sector, advisory group, who realises it, funding and project number, the team), each part only when it is
// written. Before anything is written the page shows the project's own description, nothing made up (decision 0022).
import styled from 'styled-components';
import { PageContainer, PageIntro, PageTitle, SITE_DESCRIPTION, VisuallyHidden, theme } from 'shared';
import { messages } from '../messages.ts';
import { useSiteContent } from '../content/use-site-content.ts';

function Paragraph({ title, text }: { title: string; text: string }) {
  if (text === '') return null;
  return (
    <Section>
      <h2>{title}</h2>
      {text.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Section>
  );
}

export default function AboutPage() {
  const text = messages.shell.about;
  const content = useSiteContent();
  return (
    <PageContainer>
      <PageTitle>{text.title(messages.shell.projectName)}</PageTitle>
      <PageIntro>{SITE_DESCRIPTION}</PageIntro>
      {content.goals.length > 0 && (
        <Section>
          <h2>{text.goals}</h2>
          <ul>
            {content.goals.map((goal) => (
              <li key={goal}>{goal}</li>
            ))}
          </ul>
        </Section>
      )}
      <Paragraph title={text.whyEvents} text={content.whyEvents} />
      <Paragraph title={text.advisoryGroup} text={content.advisoryGroup} />
      <Paragraph title={text.realisation} text={content.realisation} />
      {(content.funding !== '' || content.projectNumber !== '') && (
        <Section>
          <h2>{text.funding}</h2>
          {content.funding !== '' && <p>{content.funding}</p>}
          {content.projectNumber !== '' && <p>{text.projectNumber(content.projectNumber)}</p>}
        </Section>
      )}
      {content.team.length > 0 && (
        <Section>
          <h2>{text.team}</h2>
          <Team>
            {content.team.map((member) => (
              <li key={`${member.name}-${member.role}`}>
                {member.photoUrl !== '' && <img src={member.photoUrl} alt={text.photoOf(member.name)} width={96} height={96} loading="lazy" />}
                <h3>{member.name}</h3>
                {member.role !== '' && <p>{member.role}</p>}
                {member.profileUrl !== '' && (
                  <a href={member.profileUrl} target="_blank" rel="noopener noreferrer">
                    {text.profileLink(member.name)}
                    <VisuallyHidden> {text.newTab}</VisuallyHidden>
                  </a>
                )}
              </li>
            ))}
          </Team>
        </Section>
      )}
    </PageContainer>
  );
}

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
  img { width: 96px; height: 96px; border-radius: 50%; object-fit: cover; }
  h3 { margin: ${theme.space(2)} 0 0; font-size: ${theme.font.size.normal}; }
  p { margin: 0 0 ${theme.space(2)}; color: ${theme.colour.muted}; }
`;
