// Routes '/AI-tool/add' (admin: approved at once) and '/AI-tool/submit' (provider: waits for an admin), behind the
// shell's guards (SPEC §2 "Create or submit AI tool", §5 "Tool form"): one form, the spec's headings, every field
// with its rule, at most 5 keywords, the provider choice. A provider who manages no provider yet is sent to
// /account with the reason. Success: the popup message and the new tool's page.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  type AiTool,
  type AiToolBody,
  api,
  BackButton,
  Button,
  ButtonRow,
  describeApiError,
  ErrorBox,
  PageContainer,
  PageIntro,
  PageTitle,
  requestIdOf,
  Spinner,
  theme,
  useLeaveGuard,
  useMutation,
  useTouched,
} from 'shared';
import { authSession, useLocation, useNavigate } from 'shared-core';
import { messages } from '../messages.ts';
import { bodyOf, draftErrors, emptyDraft, type DraftField, type ToolDraft } from '../tool-form/tool-draft.ts';
import { ToolFields } from '../tool-form/tool-fields.tsx';
import { NewProviderDialog } from '../tool-form/new-provider-dialog.tsx';
import { useToolFormOptions } from '../tool-form/use-tool-form-options.ts';

const text = messages.catalogue.form;

export default function ToolFormPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isAdminRoute = /\/add\/?$/i.test(pathname);
  const options = useToolFormOptions(isAdminRoute);
  const [draft, setDraft] = useState<ToolDraft>(emptyDraft);
  // Only what the writer typed or chose counts as a change, not the provider filled in for them.
  const [edited, setEdited] = useState(false);
  const [creatingProvider, setCreatingProvider] = useState(false);
  const touched = useTouched<DraftField>();
  const errors = draftErrors(draft);
  const complete = Object.keys(errors).length === 0;

  const send = useMutation((body: AiToolBody) => api.post<AiTool>(isAdminRoute ? 'aiTools/create' : 'aiTools/submit', body), {
    errorContext: 'tool',
    success: isAdminRoute ? text.created : text.submitted,
    invalidates: ['tools', 'managedTools'],
    onSuccess: (tool) => navigate(`/AI-tool/${tool.id}`),
  });
  const leaveGuard = useLeaveGuard(edited && !send.pending);

  // SPEC §2: a user who manages no provider cannot submit; the account page says why.
  const managesNone = !isAdminRoute && options.status === 'loaded' && options.providers.length === 0;
  useEffect(() => {
    if (!managesNone) return;
    authSession.getState().showPopupMessage(text.noProviders);
    navigate('/account', { replace: true });
  }, [managesNone, navigate]);

  // The only approved provider is chosen already.
  const approved = options.providers.filter((provider) => provider.approved);
  useEffect(() => {
    if (approved.length === 1 && draft.providerId === '') setDraft((current) => ({ ...current, providerId: String(approved[0].id) }));
  }, [approved, draft.providerId]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    touched.markSent();
    if (complete) void send.run(bodyOf(draft, true));
  };

  return (
    <PageContainer>
      <PageTitle>{isAdminRoute ? text.titleAdmin : text.titleProvider}</PageTitle>
      <PageIntro>{isAdminRoute ? text.intro : `${text.introProvider} ${text.intro}`}</PageIntro>
      {options.status === 'loading' && <Spinner label={text.loading} />}
      {options.status === 'failed' && <ErrorBox requestId={requestIdOf(options.error)}>{describeApiError(options.error)}</ErrorBox>}
      {options.status === 'loaded' && !managesNone && (
        <Form onSubmit={submit} noValidate>
          <ToolFields
            draft={draft}
            onChange={(next) => {
              setEdited(true);
              setDraft(next);
            }}
            errors={touched.visible(errors)}
            providers={options.providers}
            keywords={options.keywords}
            onBlur={touched.touch}
          />
          {isAdminRoute && (
            <Button $variant="secondary" onClick={() => setCreatingProvider(true)}>
              {messages.catalogue.newProvider.open}
            </Button>
          )}
          {/* SPEC §5: a send with missing fields. */}
          {touched.sent && !complete && <ErrorBox>{text.incomplete}</ErrorBox>}
          {send.error !== null && <ErrorBox requestId={send.requestId}>{send.error}</ErrorBox>}
          <ButtonRow>
            <BackButton to="/account" label={text.back} />
            <Button type="submit" disabled={send.pending}>
              {send.pending ? text.busy : isAdminRoute ? text.submitAdmin : text.submitProvider}
            </Button>
          </ButtonRow>
        </Form>
      )}
      {leaveGuard}
      {creatingProvider && (
        <NewProviderDialog
          onClose={() => setCreatingProvider(false)}
          onCreated={(provider) => {
            setCreatingProvider(false);
            setDraft((current) => ({ ...current, providerId: String(provider.id) }));
          }}
        />
      )}
    </PageContainer>
  );
}

const Form = styled.form`
  max-width: 640px;
  margin-top: ${theme.space(4)};
`;
