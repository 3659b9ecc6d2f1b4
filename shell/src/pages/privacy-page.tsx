// Route '/privacy': the privacy statement (GDPR art. 13). Who is responsible and how to reach them is what the admins
// wrote on /settings; what the site keeps, why, how long and who sees it, and what it keeps in the browser, comes
// from the API (GET /privacy), which reads the same declaration its download and its account deletion use: the
// front end never keeps a copy of that list. Cards rather than a wide table, so a phone reads it without scrolling
// sideways.
import { useId } from 'react';
import styled from 'styled-components';
import {
  api,
  BackButton,
  ButtonRow,
  describeApiError,
  ErrorBox,
  PageContainer,
  PageIntro,
  PageTitle,
  requestIdOf,
  Spinner,
  theme,
  useQuery,
  type BrowserStorageEntry,
  type Query,
  type PersonalDataEntry,
  type PrivacyStatement,
  type SiteContent,
} from 'shared';
import { Link } from 'shared-core';
import { messages } from '../messages.ts';
import { useSiteContentQuery } from '../content/use-site-content.ts';

const text = messages.shell.privacy;
const ACCOUNT_EDIT = '/account/edit';

/** A paragraph per blank line, the lines of an address kept as written. */
function Written({ value }: { value: string }) {
  return value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => <Lines key={paragraph}>{paragraph}</Lines>);
}

function MailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

function Controller({ content }: { content: SiteContent }) {
  const controller = content.privacyController?.trim() ?? '';
  const contact = content.privacyContact?.trim() ?? '';
  return (
    <>
      {controller === '' ? <p>{text.controllerMissing}</p> : <Written value={controller} />}
      {contact === '' ? (
        <p>{text.contactMissing}</p>
      ) : (
        <p>
          {text.contact} <MailLink address={contact} />.
        </p>
      )}
    </>
  );
}

function ControllerSection({ content }: { content: Query<SiteContent> }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{text.controllerTitle}</h2>
      {content.status === 'failed' ? (
        <ErrorBox requestId={requestIdOf(content.error)}>{describeApiError(content.error)}</ErrorBox>
      ) : content.data === undefined ? (
        <Spinner label={text.loading} />
      ) : (
        <Controller content={content.data} />
      )}
    </Section>
  );
}

function PersonalDataCard({ entry }: { entry: PersonalDataEntry }) {
  const id = useId();
  return (
    <li aria-labelledby={id}>
      <h3 id={id}>{entry.label}</h3>
      <dl>
        <dt>{text.fields}</dt>
        <dd>{entry.fields.join(', ')}</dd>
        <dt>{text.purpose}</dt>
        <dd>{entry.purpose}</dd>
        <dt>{text.retention}</dt>
        <dd>{entry.retention}</dd>
        <dt>{text.seenBy}</dt>
        <dd>{entry.seenBy}</dd>
        <dt>{text.inDownload}</dt>
        <dd>
          <code>{entry.table}</code>
        </dd>
      </dl>
    </li>
  );
}

function BrowserStorageCard({ entry }: { entry: BrowserStorageEntry }) {
  const id = useId();
  return (
    <li aria-labelledby={id}>
      <h3 id={id}>
        <code>{entry.name}</code>
      </h3>
      <dl>
        <dt>{text.storage}</dt>
        <dd>{text.storageKinds[entry.storage]}</dd>
        <dt>{text.purpose}</dt>
        <dd>{entry.purpose}</dd>
        <dt>{text.retention}</dt>
        <dd>{entry.retention}</dd>
      </dl>
    </li>
  );
}

function StatementSections() {
  const statement = useQuery(['privacy'], (signal) => api.get<PrivacyStatement>('privacy', undefined, { signal }));
  const dataId = useId();
  const browserId = useId();
  if (statement.status === 'failed') return <ErrorBox requestId={requestIdOf(statement.error)}>{describeApiError(statement.error)}</ErrorBox>;
  if (statement.data === undefined) return <Spinner label={text.loading} />;
  const { personalData, browserStorage } = statement.data;
  return (
    <>
      <Section aria-labelledby={dataId}>
        <h2 id={dataId}>{text.dataTitle}</h2>
        <PageIntro>{text.dataIntro}</PageIntro>
        <Cards>
          {personalData.map((entry) => (
            <PersonalDataCard key={entry.table} entry={entry} />
          ))}
        </Cards>
      </Section>
      <Section aria-labelledby={browserId}>
        <h2 id={browserId}>{text.browserTitle}</h2>
        <PageIntro>{text.browserIntro}</PageIntro>
        <Cards>
          {browserStorage.map((entry) => (
            <BrowserStorageCard key={entry.name} entry={entry} />
          ))}
        </Cards>
      </Section>
    </>
  );
}

function Rights({ contact }: { contact: string }) {
  const id = useId();
  const { rights } = text;
  const accountEdit = <Link to={ACCOUNT_EDIT}>{text.accountEdit}</Link>;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{text.rightsTitle}</h2>
      <RightsList>
        <li>
          <strong>{rights.see.title}</strong> {rights.see.before} {accountEdit} {rights.see.after}
        </li>
        <li>
          <strong>{rights.correct.title}</strong> {rights.correct.before} {accountEdit}
          {rights.correct.after}
        </li>
        <li>
          <strong>{rights.remove.title}</strong> {rights.remove.before} {accountEdit} {rights.remove.after}
        </li>
        {contact !== '' && (
          <li>
            <strong>{rights.object.title}</strong> {rights.object.text} <MailLink address={contact} />.
          </li>
        )}
        <li>
          <strong>{rights.complaint.title}</strong> {rights.complaint.text}
        </li>
      </RightsList>
    </Section>
  );
}

export default function PrivacyPage() {
  const content = useSiteContentQuery();
  return (
    <PageContainer>
      <PageTitle>{text.title}</PageTitle>
      <PageIntro>{text.intro}</PageIntro>
      <ControllerSection content={content} />
      <StatementSections />
      <Rights contact={content.data?.privacyContact?.trim() ?? ''} />
      <ButtonRow>
        <BackButton to="/" label={messages.common.backHome} />
      </ButtonRow>
    </PageContainer>
  );
}

const Section = styled.section`
  margin-bottom: ${theme.space(8)};
  h2 { color: ${theme.colour.primary}; font-size: ${theme.font.size.large}; }
`;

const Lines = styled.p`
  white-space: pre-line;
`;

/** Cards that fill the row on a wide screen and stack on a phone; long words wrap only when nothing else fits. */
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  li {
    min-width: 0;
    padding: ${theme.space(4)};
    background: ${theme.colour.surface};
    border-radius: ${theme.radius.large};
    box-shadow: ${theme.shadow};
    overflow-wrap: break-word;
  }
  h3 { margin: 0 0 ${theme.space(2)}; font-size: ${theme.font.size.normal}; }
  dl { margin: 0; }
  dt { font-weight: 700; font-size: ${theme.font.size.small}; color: ${theme.colour.muted}; margin-top: ${theme.space(2)}; }
  dd { margin: 0; }
  code { font-size: ${theme.font.size.small}; }
`;

const RightsList = styled.ul`
  max-width: 70ch;
  padding-left: ${theme.space(5)};
  li { margin-bottom: ${theme.space(2)}; }
`;
