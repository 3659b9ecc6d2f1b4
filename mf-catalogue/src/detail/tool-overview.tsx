// What a tool's page reads when nobody edits it: the description, the facts that are filled in (complexity, ROI,
// price, origin), the links (a visit to the website counts for the provider's insights), the keywords, and beside
// them the provider's contact block.
import styled from 'styled-components';
import { capitalize, countEvent, countryName, theme, type AiTool, type AiToolKeyword, type Provider } from 'shared';
import { messages } from '../messages.ts';
import { ProviderContact } from './provider-contact.tsx';
import { ToolUrlLink } from './tool-url-link.tsx';

const text = messages.catalogue.detail;

function Facts({ tool }: { tool: AiTool }) {
  const facts: [string, string][] = [
    [text.complexity, tool.complexity],
    [text.roi, tool.roi],
    [text.price, tool.price],
    [text.origin, tool.origin ? countryName(tool.origin) : ''],
  ];
  return (
    <FactList>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </FactList>
  );
}

function Links({ tool }: { tool: AiTool }) {
  if (!tool.detailsUrl.trim() && !tool.useCaseUrl.trim()) return null;
  return (
    <section aria-labelledby="catalogue-links-title">
      <h2 id="catalogue-links-title">{text.links}</h2>
      <LinkList>
        {tool.detailsUrl.trim() && (
          <li>
            <ToolUrlLink url={tool.detailsUrl} onFollow={() => countEvent({ kind: 'website', toolId: tool.id })}>
              {text.detailsLink}
            </ToolUrlLink>
          </li>
        )}
        {tool.useCaseUrl.trim() && (
          <li>
            <ToolUrlLink url={tool.useCaseUrl}>{text.useCaseLink}</ToolUrlLink>
          </li>
        )}
      </LinkList>
    </section>
  );
}

function Keywords({ keywords }: { keywords: AiToolKeyword[] }) {
  return (
    <section aria-labelledby="catalogue-keywords-title">
      <h2 id="catalogue-keywords-title">{text.keywords}</h2>
      {keywords.length === 0 ? (
        <p>{text.noKeywords}</p>
      ) : (
        <Tags>
          {keywords.map((keyword) => (
            <li key={keyword.keyword_id}>{capitalize(keyword.name ?? '')}</li>
          ))}
        </Tags>
      )}
    </section>
  );
}

export function ToolOverview({ tool, keywords, provider }: { tool: AiTool; keywords: AiToolKeyword[]; provider: Provider | null }) {
  return (
    <Layout>
      <Main>
        <section aria-labelledby="catalogue-description-title">
          <h2 id="catalogue-description-title">{text.description}</h2>
          <Description>{tool.description}</Description>
        </section>
        <Facts tool={tool} />
        <Links tool={tool} />
        <Keywords keywords={keywords} />
      </Main>
      <Aside>{provider && <ProviderContact provider={provider} />}</Aside>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  margin-bottom: ${theme.space(8)};
  @media (min-width: ${theme.breakpoint.desktop}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  h2 {
    font-size: ${theme.font.size.large};
    margin: 0 0 ${theme.space(2)};
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  align-content: start;
`;

const Aside = styled.div`
  align-self: start;
`;

const Description = styled.p`
  margin: 0;
  max-width: 75ch;
  white-space: pre-line;
`;

const FactList = styled.dl`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  div {
    padding: ${theme.space(3)} ${theme.space(4)};
    background: ${theme.colour.surface};
    border-radius: ${theme.radius.medium};
    box-shadow: ${theme.shadow};
  }
  dt {
    font-weight: 700;
    color: ${theme.colour.primary};
  }
  dd {
    margin: ${theme.space(1)} 0 0;
  }
`;

const LinkList = styled.ul`
  margin: 0;
  padding-left: ${theme.space(5)};
  li + li {
    margin-top: ${theme.space(1)};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${theme.space(1)} ${theme.space(3)};
    border-radius: 999px;
    background: #e8eef6;
    color: ${theme.colour.primary};
    font-weight: 600;
  }
`;
