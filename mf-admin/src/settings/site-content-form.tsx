// 'Over-pagina en footer' on /settings: the admin writes what the about page and the footer show, as written: the
// texts, the goals (one a line), the team, the contact addresses, partners and sponsors, and who is responsible
// for the personal data with the address for questions about it (the privacy statement). One 'Bewaar'
// replaces it all; the shell shows the change at once (the session's refreshNavlinks: the site's settings changed).
// The switch of the public page 'De roadmap in cijfers' is part of the same content and saved with it.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  api,
  Button,
  ButtonRow,
  Card,
  ChoiceLabel,
  describeApiError,
  EMAIL_MAX,
  EMAIL_PATTERN,
  ErrorBox,
  FormField,
  isSiteImagePath,
  requestIdOf,
  SelectField,
  Spinner,
  TextAreaField,
  theme,
  useMutation,
  useQuery,
  useWhyDisabled,
  type Organisation,
  type SiteContent,
  type TeamMember,
} from 'shared';
import { authSession } from 'shared-core';
import { messages } from '../messages.ts';

const text = messages.admin.siteContent;
const figures = messages.admin.insights;
const PARAGRAPH_MAX = 2000;
const https = /^https:\/\/\S+$/;
const email = new RegExp(EMAIL_PATTERN, 'u');

type Draft = Omit<SiteContent, 'goals'> & { goals: string };

/** The privacy fields and the public figures are optional in the contract (an API from before them answers without). */
const withOptionalFields = (content: SiteContent): SiteContent => ({
  ...content,
  privacyController: content.privacyController ?? '',
  privacyContact: content.privacyContact ?? '',
  publicFigures: content.publicFigures ?? false,
});
const draftOf = (content: SiteContent): Draft => ({ ...withOptionalFields(content), goals: content.goals.join('\n') });
const contentOf = (draft: Draft): SiteContent => ({
  ...draft,
  // An address cannot hold a space (the contract's pattern): one typed around it is not sent.
  privacyContact: draft.privacyContact?.trim() ?? '',
  goals: draft.goals
    .split('\n')
    .map((goal) => goal.trim())
    .filter((goal) => goal !== ''),
});

/** The message of a field that breaks its rule, or null. */
const required = (value: string) => (value.trim() === '' ? text.required : null);
const httpsAddress = (value: string, optional: boolean) => (value.trim() === '' ? (optional ? null : text.required) : https.test(value.trim()) ? null : text.httpsOnly);
/** An image: an https address (the API fetches it once and stores it) or one the site already serves (decision 0023). */
function imageAddress(value: string, optional: boolean): string | null {
  const address = value.trim();
  if (address === '') return optional ? null : text.required;
  return https.test(address) || isSiteImagePath(address) ? null : text.imageAddress;
}
const emailAddress = (value: string) => (email.test(value.trim()) ? null : text.invalidEmail);
const optionalEmailAddress = (value: string) => (value.trim() === '' ? null : emailAddress(value));

function isValid(draft: Draft): boolean {
  return (
    draft.team.every((member) => !required(member.name) && !imageAddress(member.photoUrl, true) && !httpsAddress(member.profileUrl, true)) &&
    draft.contacts.every((contact) => !required(contact.label) && !emailAddress(contact.email)) &&
    draft.organisations.every((organisation) => !required(organisation.name) && !imageAddress(organisation.logoUrl, false) && !httpsAddress(organisation.url, true)) &&
    !optionalEmailAddress(draft.privacyContact ?? '')
  );
}

/** A list of rows (team members, contacts, organisations), each with its fields and 'Verwijder'. */
function Rows<T>({ title, rows, empty, onChange, render, addLabel, blank }: {
  title: string;
  rows: T[];
  empty: string;
  onChange(rows: T[]): void;
  render(row: T, change: (next: T) => void, index: number): ReactNode;
  addLabel: string;
  blank: T;
}) {
  return (
    <fieldset>
      <legend>{title}</legend>
      {rows.length === 0 && <Muted>{empty}</Muted>}
      {rows.map((row, index) => (
        <Row key={index}>
          {render(row, (next) => onChange(rows.map((current, at) => (at === index ? next : current))), index)}
          <Button $variant="secondary" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
            {text.remove(index + 1)}
          </Button>
        </Row>
      ))}
      <Button $variant="secondary" onClick={() => onChange([...rows, blank])}>
        {addLabel}
      </Button>
    </fieldset>
  );
}

function Editor({ saved }: { saved: SiteContent }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [sent, setSent] = useState(false);
  useEffect(() => setDraft(draftOf(saved)), [saved]);
  const save = useMutation((content: SiteContent) => api.put<SiteContent>('siteContent', content), {
    success: text.saved,
    invalidates: ['siteContent'],
    onSuccess: () => authSession.getState().refreshNavlinks(),
  });
  const unchanged = JSON.stringify(contentOf(draft)) === JSON.stringify(withOptionalFields(saved));
  const shown = (message: string | null) => (sent ? message : null);
  const why = useWhyDisabled(unchanged ? messages.common.nothingChanged : null, save.pending);
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (isValid(draft) && !save.pending) void save.run(contentOf(draft));
  };

  return (
    <Form onSubmit={submit} noValidate>
      <TextAreaField label={text.goals} value={draft.goals} maxLength={PARAGRAPH_MAX * 2} rows={4} onChange={(event) => set('goals')(event.target.value)} />
      <TextAreaField label={text.whyEvents} value={draft.whyEvents} maxLength={PARAGRAPH_MAX} onChange={(event) => set('whyEvents')(event.target.value)} />
      <TextAreaField label={text.advisoryGroup} value={draft.advisoryGroup} maxLength={PARAGRAPH_MAX} onChange={(event) => set('advisoryGroup')(event.target.value)} />
      <TextAreaField label={text.realisation} value={draft.realisation} maxLength={PARAGRAPH_MAX} onChange={(event) => set('realisation')(event.target.value)} />
      <TextAreaField label={text.funding} value={draft.funding} maxLength={PARAGRAPH_MAX} onChange={(event) => set('funding')(event.target.value)} />
      <FormField label={text.projectNumber} value={draft.projectNumber} maxLength={100} onChange={(event) => set('projectNumber')(event.target.value)} />
      <Rows<TeamMember>
        title={text.team}
        rows={draft.team}
        empty={text.noTeam}
        onChange={set('team')}
        addLabel={text.addMember}
        blank={{ name: '', role: '', photoUrl: '', profileUrl: '' }}
        render={(member, change) => (
          <>
            <FormField label={text.name} value={member.name} maxLength={100} error={shown(required(member.name))} onChange={(event) => change({ ...member, name: event.target.value })} />
            <FormField label={text.role} value={member.role} maxLength={100} onChange={(event) => change({ ...member, role: event.target.value })} />
            <FormField label={text.photoUrl} value={member.photoUrl} inputMode="url" error={shown(imageAddress(member.photoUrl, true))} onChange={(event) => change({ ...member, photoUrl: event.target.value })} />
            <FormField label={text.profileUrl} value={member.profileUrl} type="url" error={shown(httpsAddress(member.profileUrl, true))} onChange={(event) => change({ ...member, profileUrl: event.target.value })} />
          </>
        )}
      />
      <Rows
        title={text.contacts}
        rows={draft.contacts}
        empty={text.noContacts}
        onChange={set('contacts')}
        addLabel={text.addContact}
        blank={{ label: '', email: '' }}
        render={(contact, change) => (
          <>
            <FormField label={text.contactLabel} value={contact.label} maxLength={100} error={shown(required(contact.label))} onChange={(event) => change({ ...contact, label: event.target.value })} />
            <FormField label={text.email} value={contact.email} type="email" error={shown(emailAddress(contact.email))} onChange={(event) => change({ ...contact, email: event.target.value })} />
          </>
        )}
      />
      <Rows<Organisation>
        title={text.organisations}
        rows={draft.organisations}
        empty={text.noOrganisations}
        onChange={set('organisations')}
        addLabel={text.addOrganisation}
        blank={{ kind: 'partner', name: '', logoUrl: '', url: '' }}
        render={(organisation, change) => (
          <>
            <SelectField
              label={text.kind}
              value={organisation.kind}
              placeholder={text.kindPlaceholder}
              options={[
                { value: 'partner', label: text.kinds.partner },
                { value: 'sponsor', label: text.kinds.sponsor },
              ]}
              onChange={(kind) => change({ ...organisation, kind: kind === 'sponsor' ? 'sponsor' : 'partner' })}
            />
            <FormField label={text.organisationName} value={organisation.name} maxLength={100} error={shown(required(organisation.name))} onChange={(event) => change({ ...organisation, name: event.target.value })} />
            <FormField label={text.logoUrl} value={organisation.logoUrl} inputMode="url" error={shown(imageAddress(organisation.logoUrl, false))} onChange={(event) => change({ ...organisation, logoUrl: event.target.value })} />
            <FormField label={text.website} value={organisation.url} type="url" error={shown(httpsAddress(organisation.url, true))} onChange={(event) => change({ ...organisation, url: event.target.value })} />
          </>
        )}
      />
      <fieldset>
        <legend>{text.privacy}</legend>
        <Muted>{text.privacyIntro}</Muted>
        <TextAreaField
          label={text.privacyController}
          value={draft.privacyController ?? ''}
          maxLength={PARAGRAPH_MAX}
          onChange={(event) => set('privacyController')(event.target.value)}
        />
        <FormField
          label={text.privacyContact}
          type="email"
          autoComplete="off"
          maxLength={EMAIL_MAX}
          value={draft.privacyContact ?? ''}
          error={shown(optionalEmailAddress(draft.privacyContact ?? ''))}
          onChange={(event) => set('privacyContact')(event.target.value)}
        />
      </fieldset>
      <fieldset>
        <legend>{figures.publicFiguresTitle}</legend>
        <Muted>{figures.publicFiguresNote}</Muted>
        <ChoiceLabel>
          <input type="checkbox" checked={draft.publicFigures ?? false} onChange={(event) => set('publicFigures')(event.target.checked)} />
          {figures.publicFigures}
        </ChoiceLabel>
      </fieldset>
      {save.error !== null && <ErrorBox requestId={save.requestId}>{save.error}</ErrorBox>}
      <ButtonRow>
        <Button type="submit" disabled={save.pending || unchanged} aria-describedby={why.describedBy}>
          {save.pending ? text.saving : text.save}
        </Button>
        {why.hint}
      </ButtonRow>
    </Form>
  );
}

export function SiteContentForm() {
  const content = useQuery(['siteContent'], (signal) => api.get<SiteContent>('siteContent', undefined, { signal }));
  if (content.status === 'failed') return <ErrorBox requestId={requestIdOf(content.error)}>{describeApiError(content.error)}</ErrorBox>;
  if (content.data === undefined) return <Spinner label={text.loading} />;
  return <Editor saved={content.data} />;
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space(4)};
  fieldset {
    display: grid;
    gap: ${theme.space(3)};
    justify-items: start;
    margin: 0;
    padding: ${theme.space(4)};
    border: 1px solid ${theme.colour.border};
    border-radius: ${theme.radius.medium};
  }
  legend {
    font-weight: 700;
    padding: 0 ${theme.space(1)};
  }
`;

const Row = styled(Card)`
  display: grid;
  gap: ${theme.space(3)};
  width: 100%;
  padding: ${theme.space(3)} ${theme.space(4)};
  justify-items: start;
  > div {
    width: 100%;
  }
  @media (min-width: ${theme.breakpoint.desktop}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
`;
