// Route '/account' (SPEC §2 "Account page"): a greeting with the first name and the role label, and the task
// cards of the user's highest role with their count badges. Behind the shell's logged-in guard.
import { useId } from 'react';
import styled from 'styled-components';
import { Grid, highestRole, PageContainer, PageIntro, PageTitle, theme } from 'shared';
import { Link, useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';
import { TaskCardLink } from '../overview/task-card-link.tsx';
import { taskCardsFor } from '../overview/task-cards.ts';
import { useBadgeCounts } from '../overview/use-badge-counts.ts';
import { SavedTools } from '../favourites/saved-tools.tsx';

const text = messages.account.overview;

export default function AccountPage() {
  const firstname = useAuthSession((state) => state.firstname);
  const roles = useAuthSession((state) => state.roles);
  const role = highestRole(roles);
  const counts = useBadgeCounts(role);
  const tasksId = useId();

  return (
    <PageContainer>
      <PageTitle>{text.greeting(firstname ?? '')}</PageTitle>
      <PageIntro>{text.signedInAs(text.roleLabels[role])}</PageIntro>
      <section aria-labelledby={tasksId}>
        <TasksTitle id={tasksId}>{text.tasksTitle}</TasksTitle>
        <Grid>
          {taskCardsFor(roles).map((card) => (
            <li key={card.to}>
              <TaskCardLink card={card} count={card.badge && counts[card.badge]} inState={card.state !== undefined && counts.states[card.state.kind] === true} />
            </li>
          ))}
        </Grid>
      </section>
      <SavedTools />
      <Privacy>
        {text.privacy} <Link to="/privacy">{text.privacyLink}</Link>.
      </Privacy>
    </PageContainer>
  );
}

const Privacy = styled.p`
  margin-top: ${theme.space(8)};
  color: ${theme.colour.muted};
`;

const TasksTitle = styled.h2`
  margin: ${theme.space(6)} 0 ${theme.space(4)};
  font-size: ${theme.font.size.large};
`;
