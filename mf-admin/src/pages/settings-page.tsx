// Route '/settings' (admin): 'Instellingen website (roadmap)' (SPEC §2 "Settings", §4 "Settings dialog"): the
// navbar's dynamic links, each with its name, its url (opened in a new window, a www address with http://), an
// edit and a remove icon; 'Voeg dynamische url toe'; one dialog in mode add, edit or remove. The navbar shows a
// change at once. Router-less: the shell's router renders it and its guard keeps non-admins out.
import { useState } from 'react';
import styled from 'styled-components';
import {
  BackButton,
  Button,
  ButtonRow,
  Card,
  CardList,
  describeApiError,
  ErrorBox,
  Icon,
  ListHeader,
  PageContainer,
  PageIntro,
  PageTitle,
  requestIdOf,
  type RoadmapSetting,
  Spinner,
  theme,
  useNavigationLinks,
  VisuallyHidden,
  webUrlHref,
} from 'shared';
import { messages } from '../messages.ts';
import { SettingsDialog, type SettingsDialogMode } from '../settings/settings-dialog.tsx';
import { SiteContentForm } from '../settings/site-content-form.tsx';
import { InsightMailChoice } from '../settings/insight-mail-choice.tsx';

const text = messages.admin.settings;

function Navlink({ link, onDialog }: { link: RoadmapSetting; onDialog(dialog: SettingsDialogMode): void }) {
  return (
    <Item>
      <div>
        <strong>{link.name}</strong>
        <a href={webUrlHref(link.url)} target="_blank" rel="noopener noreferrer">
          {link.url}
          <VisuallyHidden> {text.newWindow}</VisuallyHidden>
        </a>
      </div>
      <Icons>
        <IconButton $variant="secondary" aria-label={text.editLabel(link.name)} title={text.confirm.edit} onClick={() => onDialog({ mode: 'edit', link })}>
          <Icon name="edit" />
        </IconButton>
        <IconButton $variant="secondary" aria-label={text.removeLabel(link.name)} title={text.confirm.remove} onClick={() => onDialog({ mode: 'remove', link })}>
          <Icon name="remove" />
        </IconButton>
      </Icons>
    </Item>
  );
}

function Navlinks({ onDialog }: { onDialog(dialog: SettingsDialogMode): void }) {
  const links = useNavigationLinks();
  if (links.status === 'loading' && links.data === undefined) return <Spinner label={text.loading} />;
  if (links.status === 'failed') return <ErrorBox requestId={requestIdOf(links.error)}>{messages.errors.settingsLoad(describeApiError(links.error))}</ErrorBox>;
  const data = links.data ?? [];
  if (data.length === 0) return <p>{text.empty}</p>;
  return (
    <CardList>
      {data.map((link) => (
        <li key={link.id}>
          <Navlink link={link} onDialog={onDialog} />
        </li>
      ))}
    </CardList>
  );
}

export default function SettingsPage() {
  const [dialog, setDialog] = useState<SettingsDialogMode | null>(null);
  return (
    <PageContainer>
      <PageTitle>{messages.admin.pageTitles.settings}</PageTitle>
      <section aria-labelledby="settings-navlinks-title">
        <ListHeader>
          <h2 id="settings-navlinks-title">{text.navlinksTitle}</h2>
        </ListHeader>
        <PageIntro>{text.note}</PageIntro>
        <Navlinks onDialog={setDialog} />
        <ButtonRow>
          <Button onClick={() => setDialog({ mode: 'add' })}>{text.add}</Button>
        </ButtonRow>
      </section>
      <section aria-labelledby="settings-site-content-title">
        <ListHeader>
          <h2 id="settings-site-content-title">{messages.admin.siteContent.title}</h2>
        </ListHeader>
        <PageIntro>{messages.admin.siteContent.intro}</PageIntro>
        <SiteContentForm />
      </section>
      <section aria-labelledby="settings-insights-title">
        <ListHeader>
          <h2 id="settings-insights-title">{messages.admin.insights.settingsTitle}</h2>
        </ListHeader>
        <InsightMailChoice />
      </section>
      <Placeholder>{text.placeholder}</Placeholder>
      <BackButton />
      {dialog && <SettingsDialog dialog={dialog} onClose={() => setDialog(null)} />}
    </PageContainer>
  );
}


const Item = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(4)};
  div:first-child {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
`;

const Icons = styled.div`
  display: flex;
  gap: ${theme.space(2)};
`;

const IconButton = styled(Button)`
  padding: ${theme.space(2)};
  min-width: 44px;
`;

const Placeholder = styled.p`
  margin: ${theme.space(8)} 0 ${theme.space(4)};
  color: ${theme.colour.muted};
`;
