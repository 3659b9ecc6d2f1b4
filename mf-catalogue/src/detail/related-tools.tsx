// 'Vergelijkbare AI-tools' under a tool: up to four approved tools that share its keywords or phase, as
// cards. Nothing shows while they load, when there are none, or when they cannot be loaded: the tool itself is the
// page's content.
import styled from 'styled-components';
import { api, Grid, theme, useQuery, type AiTool } from 'shared';
import { messages } from '../messages.ts';
import { ToolCard } from '../tool-card/tool-card.tsx';

const text = messages.catalogue.detail;

export function RelatedTools({ toolId }: { toolId: number }) {
  const related = useQuery(['relatedTools', toolId], async (signal) => (await api.list<AiTool>(`aiTools/${toolId}/related`, undefined, { signal })).data);
  const tools = related.status === 'loaded' ? related.data : [];
  if (tools.length === 0) return null;
  return (
    <Section aria-labelledby="catalogue-related-title">
      <h2 id="catalogue-related-title">{text.related}</h2>
      <Grid>
        {tools.map((tool) => (
          <li key={tool.id}>
            <ToolCard tool={tool} to={`/AI-tool/${tool.id}`} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: ${theme.space(8)};
  h2 {
    font-size: ${theme.font.size.large};
    margin: 0 0 ${theme.space(3)};
  }
`;
