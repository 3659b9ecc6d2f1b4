// SPEC §2, §4: the dialog 'Bevestiging vereist' in mode add (name and url, 'Voeg toe'), edit (filled in, 'Wijzig')
// or remove (name and url shown, the warning, 'Verwijder'). Name and url are required, the url is checked whenever
// it changes (http(s), www or one of the site's own paths such as '/AI-tool/NoShowTool', never javascript:), the name is at most 50 characters, and an edit must change
// something. On success the dialog closes, the banner shows, the list loads again and the navbar follows at once
// (refreshNavlinks); on failure it stays open with the error under 'Er ging iets mis:'. Closing (Annuleer, ×,
// Escape, the backdrop) forgets the error.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  api,
  Button,
  ButtonRow,
  Dialog,
  ErrorBox,
  FormField,
  isValidNavigationLink,
  SETTINGS_NAME_MAX,
  SHORT_TEXT_MAX,
  Spinner,
  theme,
  useMutation,
  useWhyDisabled,
  type ErrorContext,
  type RoadmapSetting,
  type RoadmapSettingBody,
} from 'shared';
import { authSession } from 'shared-core';
import { messages } from '../messages.ts';

const text = messages.admin.settings;

export type SettingsDialogMode = { mode: 'add' } | { mode: 'edit'; link: RoadmapSetting } | { mode: 'remove'; link: RoadmapSetting };

const ERROR_CONTEXT: Record<SettingsDialogMode['mode'], ErrorContext> = { add: 'settingsCreate', edit: 'settingsEdit', remove: 'general' };

function send(dialog: SettingsDialogMode, body: RoadmapSettingBody): Promise<unknown> {
  switch (dialog.mode) {
    case 'add':
      return api.post<RoadmapSetting>('roadmapSettings', body);
    case 'edit':
      return api.put<RoadmapSetting>(`roadmapSettings/${dialog.link.id}`, body);
    case 'remove':
      return api.delete(`roadmapSettings/${dialog.link.id}`);
  }
}

export function SettingsDialog({ dialog, onClose }: { dialog: SettingsDialogMode; onClose(): void }) {
  const link = dialog.mode === 'add' ? null : dialog.link;
  const [name, setName] = useState(link?.name ?? '');
  const [url, setUrl] = useState(link?.url ?? '');
  const write = useMutation((body: RoadmapSettingBody) => send(dialog, body), {
    errorContext: ERROR_CONTEXT[dialog.mode],
    success: text.done[dialog.mode],
    onSuccess: () => {
      // Loads the links again here (the settings list) and in the shell's navbar: both key their query by it.
      authSession.getState().refreshNavlinks();
      onClose();
    },
  });
  const close = () => {
    write.clearError();
    onClose();
  };

  const removing = dialog.mode === 'remove';
  const urlError = url.trim() !== '' && !isValidNavigationLink(url.trim()) ? text.invalidUrl : null;
  const unchanged = link !== null && name.trim() === link.name && url.trim() === link.url;
  const missing = name.trim() === '' || url.trim() === '';
  const valid = removing || (!missing && urlError === null && !unchanged);
  // A disabled confirm button says why: the url's own message stands under the field, the others here.
  const why = useWhyDisabled(removing ? null : missing ? text.missing : unchanged ? messages.common.nothingChanged : null, write.pending);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !write.pending) void write.run({ name: name.trim(), url: url.trim(), type: 'navlink' });
  };

  return (
    <Dialog title={text.dialogTitle} onClose={write.pending ? undefined : close} closeButton>
      <form onSubmit={submit} noValidate>
        {removing ? (
          <>
            <Facts>
              <dt>{text.name}</dt>
              <dd>{link?.name}</dd>
              <dt>{text.url}</dt>
              <dd>{link?.url}</dd>
            </Facts>
            <p>
              <strong>{text.removeWarning}</strong>
            </p>
          </>
        ) : (
          <>
            <FormField label={text.name} value={name} maxLength={SETTINGS_NAME_MAX} autoComplete="off" onChange={(event) => setName(event.target.value)} />
            <FormField
              label={text.url}
              value={url}
              maxLength={SHORT_TEXT_MAX}
              inputMode="url"
              autoComplete="off"
              error={urlError}
              onChange={(event) => setUrl(event.target.value)}
            />
          </>
        )}
        {write.pending && <Spinner label={text.busy} />}
        {write.error !== null && <ErrorBox title={text.errorTitle} requestId={write.requestId}>{write.error}</ErrorBox>}
        <ButtonRow>
          <Button $variant="secondary" onClick={close} disabled={write.pending}>
            {text.cancel}
          </Button>
          <Button
            type="submit"
            $variant={removing ? 'danger' : 'primary'}
            disabled={!valid || write.pending}
            aria-describedby={why.describedBy}
          >
            {text.confirm[dialog.mode]}
          </Button>
          {why.hint}
        </ButtonRow>
      </form>
    </Dialog>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0 0 ${theme.space(3)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
