// Route '/AI-tool/manage', behind the shell's guard (SPEC §2 "Own tools / unapproved tools"): an admin sees every
// tool awaiting a decision, the longest waiting first, each with how long it has waited; a provider sees its own
// tools in every state. 'Aantal items', cards to /AI-tool/{id} with their approval banner, 'Geen AI-tools gevonden.'.
// Below, a provider reads how their tools are found (insights/tool-insights-section.tsx).
import styled from 'styled-components';
import { api, describeApiError, ErrorBox, Grid, ListHeader, PageContainer, PageIntro, PageTitle, requestIdOf, Spinner, theme, useQuery, type ManagedAiTool } from 'shared';
import { useAuthSession } from 'shared-core';
import { ToolInsightsSection } from '../insights/tool-insights-section.tsx';
import { messages } from '../messages.ts';
import { ToolCard } from '../tool-card/tool-card.tsx';

const text = messages.catalogue.manage;

/** '3 dagen', '5 uur', '12 minuten': how long since `since`, in its largest whole unit; null under a minute. */
export function waitedFor(since: string, now: Date = new Date()): string | null {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 1) return null;
  if (minutes < 60) return text.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return text.hours(hours);
  return text.days(Math.floor(hours / 24));
}

export default function ToolManagePage() {
  const isAdmin = useAuthSession((session) => session.roles.includes('admin'));
  // The admin's queue and a provider's own tools are two routes.
  const route = isAdmin ? 'aiTools/awaitingDecision' : 'aiTools/managed';
  const tools = useQuery(['managedTools', route], async (signal) => api.list<ManagedAiTool>(route, undefined, { signal }));
  return (
    <PageContainer>
      <PageTitle>{isAdmin ? text.titleAdmin : text.titleProvider}</PageTitle>
      <PageIntro>{isAdmin ? text.introAdmin : text.introProvider}</PageIntro>
      <section aria-labelledby="catalogue-manage-title" aria-busy={tools.status === 'loading'}>
        <ListHeader>
          <h2 id="catalogue-manage-title">{messages.catalogue.search.resultsTitle}</h2>
          <p role="status">{tools.data ? messages.catalogue.search.count(tools.data.count) : ''}</p>
        </ListHeader>
        {tools.status === 'loading' && tools.data === undefined && <Spinner label={text.loading} />}
        {tools.status === 'failed' && <ErrorBox requestId={requestIdOf(tools.error)}>{describeApiError(tools.error)}</ErrorBox>}
        {tools.data?.count === 0 && <p>{messages.catalogue.search.empty}</p>}
        {tools.data && tools.data.count > 0 && (
          <Grid>
            {tools.data.data.map((tool) => (
              <li key={tool.id}>
                <ToolCard tool={tool} to={`/AI-tool/${tool.id}`} />
                {isAdmin && tool.pendingSince && <Waited>{text.waiting(waitedFor(tool.pendingSince))}</Waited>}
              </li>
            ))}
          </Grid>
        )}
      </section>
      {/* an admin's version of this page is the queue of tools awaiting a decision: the figures are for providers */}
      {!isAdmin && <ToolInsightsSection />}
    </PageContainer>
  );
}

const Waited = styled.p`
  margin: ${theme.space(2)} 0 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`;
