// Routes '/AI-tool/:id' and '/ai-tool/:id': one AI tool (SPEC §2 "AI tool detail"): the read view for everybody;
// for admins and the tool's own provider also the approval box, edit mode (Wijzig, Verwijder) and the history.
import { useState } from 'react';
import styled from 'styled-components';
import {
  type AiTool,
  type AiToolKeyword,
  api,
  BackButton,
  Button,
  ButtonRow,
  capitalize,
  ConfirmDialog,
  countEvent,
  countryName,
  DEFAULT_BACK_PATH,
  describeApiError,
  ErrorBox,
  PageContainer,
  PageTitle,
  phaseColour,
  requestIdOf,
  Spinner,
  theme,
  useDocumentTitle,
  useMutation,
  VisuallyHidden,
} from 'shared';
import { useAuthSession, useLocation, useNavigate, useParams } from 'shared-core';
import { messages } from '../messages.ts';
import { ProviderContact } from '../detail/provider-contact.tsx';
import { ToolUrlLink } from '../detail/tool-url-link.tsx';
import { useToolDetail } from '../detail/use-tool-detail.ts';
import { PhaseIcon } from '../tool-card/phase-icon.tsx';
import { ReviewSection } from '../reviews/review-section.tsx';
import { RatingSummary } from '../reviews/stars.tsx';
import { ApprovalBox } from '../detail/approval-box.tsx';
import { ToolEditor } from '../detail/tool-editor.tsx';
import { ToolHistory } from '../detail/tool-history.tsx';
import { RelatedTools } from '../detail/related-tools.tsx';
import { SaveToggle } from '../detail/save-toggle.tsx';

/** SPEC §4: after a deletion the page goes back after 1 second. */
const BACK_AFTER_DELETE_MS = 1000;

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

/** Wijzig and Verwijder (with SPEC §2's confirmation); after the deletion, back after 1 second. */
function ToolActions({ tool, onEdit }: { tool: AiTool; onEdit(): void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(() => api.delete(`aiTools/${tool.id}`), {
    errorContext: 'toolDelete',
    success: messages.catalogue.edit.removed,
    invalidates: ['tools', 'managedTools'],
    onSuccess: () => {
      setConfirming(false);
      // Back where the user came from; to the home page when this page was the first one (the router's 'default').
      window.setTimeout(() => void (location.key !== 'default' ? navigate(-1) : navigate(DEFAULT_BACK_PATH)), BACK_AFTER_DELETE_MS);
    },
  });
  const text = messages.catalogue.edit;
  return (
    <>
      <ButtonRow>
        <Button onClick={onEdit}>{text.edit}</Button>
        <Button $variant="danger" onClick={() => setConfirming(true)}>
          {text.remove}
        </Button>
      </ButtonRow>
      {confirming && (
        <ConfirmDialog
          title={text.removeTitle}
          cancelLabel={text.removeCancel}
          pending={remove.pending}
          error={remove.error}
          requestId={remove.requestId}
          onConfirm={() => void remove.run(undefined)}
          onCancel={() => {
            remove.clearError();
            setConfirming(false);
          }}
        >
          <p>{text.confirmRemove}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

export default function ToolDetailPage() {
  const { id } = useParams();
  const detail = useToolDetail(id);
  const [editing, setEditing] = useState(false);
  const userId = useAuthSession((session) => (session.accessToken === null ? null : session.id));
  const isAdmin = useAuthSession((session) => session.roles.includes('admin'));
  useDocumentTitle(detail.status === 'loaded' ? detail.tool.name : undefined);

  if (detail.status === 'loading') {
    return (
      <PageContainer>
        <Spinner label={text.loading} />
      </PageContainer>
    );
  }
  if (detail.status === 'missing') {
    return (
      <PageContainer>
        <PageTitle>{text.notFound(id ?? '')}</PageTitle>
        <BackButton to="/" label={messages.common.backHome} />
      </PageContainer>
    );
  }
  if (detail.status === 'failed') {
    return (
      <PageContainer>
        <ErrorBox requestId={requestIdOf(detail.error)}>{describeApiError(detail.error)}</ErrorBox>
        <BackButton to="/" label={messages.common.backHome} />
      </PageContainer>
    );
  }

  const { tool, keywords, provider, reviews, reviewsRequestId } = detail;
  // SPEC §6: the provider's linked user owns its tools (the API checks it again on every write).
  const canEdit = isAdmin || (userId !== null && provider?.user_id === userId);
  const hasLinks = Boolean(tool.detailsUrl.trim() || tool.useCaseUrl.trim());
  return (
    <PageContainer>
      {/* back in the history: to the search the visitor came from, as they left it */}
      <Back>
        <BackButton />
      </Back>
      <Header>
        <Phase style={{ backgroundColor: phaseColour(tool.eventprocess) }}>
          <PhaseIcon phase={tool.eventprocess} />
          <span>
            <VisuallyHidden>{text.phase}: </VisuallyHidden>
            {capitalize(tool.eventprocess)}
          </span>
        </Phase>
        <PageTitle>{tool.name}</PageTitle>
        <Kind>
          <VisuallyHidden>{text.kind}: </VisuallyHidden>
          {tool.kind}
        </Kind>
        <RatingSummary averageRating={tool.averageRating} reviewCount={tool.reviewCount} />
        {userId !== null && tool.approved && (
          <Save>
            <SaveToggle toolId={tool.id} />
          </Save>
        )}
      </Header>
      {canEdit && <ApprovalBox tool={tool} isAdmin={isAdmin} />}
      {canEdit && !editing && <ToolActions tool={tool} onEdit={() => setEditing(true)} />}
      {editing ? (
        <ToolEditor tool={tool} keywords={keywords} isAdmin={isAdmin} onDone={() => setEditing(false)} />
      ) : (
      <Layout>
        <Main>
          <section aria-labelledby="catalogue-description-title">
            <h2 id="catalogue-description-title">{text.description}</h2>
            <Description>{tool.description}</Description>
          </section>
          <Facts tool={tool} />
          {hasLinks && (
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
          )}
          <Keywords keywords={keywords} />
        </Main>
        <Aside>{provider && <ProviderContact provider={provider} />}</Aside>
      </Layout>
      )}
      {tool.approved && <ReviewSection toolId={tool.id} reviews={reviews} reviewsRequestId={reviewsRequestId} provider={provider} />}
      {tool.approved && <RelatedTools toolId={tool.id} />}
      {canEdit && <ToolHistory toolId={tool.id} />}
      <Disclaimer>{text.disclaimer}</Disclaimer>
    </PageContainer>
  );
}

const Back = styled.div`
  margin-bottom: ${theme.space(4)};
`;

const Header = styled.header`
  margin-bottom: ${theme.space(6)};
  h1 {
    margin: ${theme.space(3)} 0 ${theme.space(1)};
  }
`;

const Save = styled.div`
  margin-top: ${theme.space(3)};
`;

const Phase = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: 999px;
  color: #fff;
  font-weight: 700;
`;

const Kind = styled.p`
  margin: 0;
  font-size: ${theme.font.size.large};
  color: ${theme.colour.muted};
`;

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

const Disclaimer = styled.p`
  margin: ${theme.space(8)} 0 0;
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colour.border};
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`;
