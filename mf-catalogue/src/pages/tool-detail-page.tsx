// Routes '/AI-tool/:id' and '/ai-tool/:id': one AI tool (SPEC §2 "AI tool detail"): the read view for everybody;
// for admins and the tool's own provider also the approval box, edit mode (Wijzig, Verwijder) and the history.
import { useState } from 'react';
import { BackButton, describeApiError, ErrorBox, PageContainer, PageTitle, requestIdOf, Spinner, useDocumentTitle } from 'shared';
import { useParams } from 'shared-core';
import { messages } from '../messages.ts';
import { useToolDetail } from '../detail/use-tool-detail.ts';
import { mayManageTool, useToolViewer } from '../detail/tool-viewer.ts';
import { ToolHeader } from '../detail/tool-header.tsx';
import { ToolActions } from '../detail/tool-actions.tsx';
import { ToolOverview } from '../detail/tool-overview.tsx';
import { ToolDisclaimer } from '../detail/tool-disclaimer.tsx';
import { ApprovalBox } from '../detail/approval-box.tsx';
import { ToolEditor } from '../detail/tool-editor.tsx';
import { ToolHistory } from '../detail/tool-history.tsx';
import { RelatedTools } from '../detail/related-tools.tsx';
import { ReviewSection } from '../reviews/review-section.tsx';

const text = messages.catalogue.detail;

export default function ToolDetailPage() {
  const { id } = useParams();
  const detail = useToolDetail(id);
  const [editing, setEditing] = useState(false);
  const viewer = useToolViewer(detail.status === 'loaded' ? detail.provider : null);
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
  const manages = mayManageTool(viewer);
  return (
    <PageContainer>
      <ToolHeader tool={tool} loggedIn={viewer.userId !== null} />
      {manages && <ApprovalBox tool={tool} isAdmin={viewer.isAdmin} />}
      {manages && !editing && <ToolActions tool={tool} onEdit={() => setEditing(true)} />}
      {editing ? (
        <ToolEditor tool={tool} keywords={keywords} isAdmin={viewer.isAdmin} onDone={() => setEditing(false)} />
      ) : (
        <ToolOverview tool={tool} keywords={keywords} provider={provider} />
      )}
      {tool.approved && <ReviewSection toolId={tool.id} reviews={reviews} reviewsRequestId={reviewsRequestId} viewer={viewer} />}
      {tool.approved && <RelatedTools toolId={tool.id} />}
      {manages && <ToolHistory toolId={tool.id} />}
      <ToolDisclaimer />
    </PageContainer>
  );
}
