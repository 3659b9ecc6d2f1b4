// SPEC §2 "Settings" and §4 "Settings dialog": the list and its states, the dialog in mode add, edit and remove with
// its rules, banners and errors, and the navbar told at once (shared-core's navlinksVersion moves).
import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession, MemoryRouter, Route, Routes } from 'shared-core';
import { EMPTY_SITE_CONTENT, type RoadmapSetting, type SiteContent } from 'shared';
import SettingsPage from './settings-page.tsx';
import { messages } from '../messages.ts';
import { apiError, fakeApi, json, list, type FakeApi } from 'shared/testing/fake-api';

const ehb: RoadmapSetting = { id: 1, name: 'Erasmushogeschool', url: 'www.ehb.be', type: 'navlink' };
const vlaio: RoadmapSetting = { id: 2, name: 'VLAIO', url: 'https://www.vlaio.be/nl', type: 'navlink' };

const nothingWritten = EMPTY_SITE_CONTENT;

/** GET /siteContent answers what the last PUT stored; `puts` holds every body sent. */
function withSiteContent(api: FakeApi, puts: SiteContent[] = []): FakeApi {
  let stored = nothingWritten;
  return api.on('siteContent', async (_url, request) => {
    if (request.method === 'GET') return json(stored);
    stored = (await request.json()) as SiteContent;
    puts.push(stored);
    return json(stored);
  });
}

/** GET /insights/mail answers the stored choice; PUT stores the body's. */
function withMailChoice(api: FakeApi, weekly = false): FakeApi {
  let stored = { weekly };
  return api.on('insights/mail', async (_url, request) => {
    if (request.method === 'PUT') stored = (await request.json()) as { weekly: boolean };
    return json(stored);
  });
}

function settingsApi(start: RoadmapSetting[] = [ehb, vlaio]): FakeApi {
  let links = [...start];
  return withMailChoice(withSiteContent(fakeApi()))
    .on('roadmapSettings', async (_url, request) => {
      if (request.method === 'GET') return list(links);
      const body = (await request.json()) as RoadmapSetting;
      const created = { ...body, id: 3 };
      links = [...links, created];
      return json(created, 201);
    })
    .on(/^roadmapSettings\/\d+$/, async (url, request) => {
      const id = Number(url.pathname.split('/').at(-1));
      if (request.method === 'DELETE') {
        links = links.filter((link) => link.id !== id);
        return new Response(null, { status: 204 });
      }
      const body = (await request.json()) as RoadmapSetting;
      links = links.map((link) => (link.id === id ? { ...body, id } : link));
      return json({ ...body, id });
    });
}

function renderSettings() {
  render(
    <MemoryRouter initialEntries={['/settings']}>
      <Routes>
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/" element={<p>Startpagina</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const popup = () => authSession.getState().popupMessage;
const version = () => authSession.getState().navlinksVersion;
const dialog = () => screen.getByRole('dialog', { name: 'Bevestiging vereist' });

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authSession.getState().clearPopupMessage());
});

test('lists each link with its name, its address opening in a new window (www with http://), and an edit and a remove icon', async () => {
  settingsApi();
  renderSettings();
  expect(screen.getByRole('heading', { level: 1, name: 'Instellingen website (roadmap)' })).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'www.ehb.be (opent in een nieuw tabblad)' });
  expect(link).toHaveAttribute('href', 'http://www.ehb.be');
  expect(link).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: /vlaio/ })).toHaveAttribute('href', 'https://www.vlaio.be/nl');
  expect(screen.getByRole('button', { name: 'Wijzig Erasmushogeschool' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Verwijder VLAIO' })).toBeInTheDocument();
  expect(screen.getByText('Wijzigingen zijn meteen zichtbaar in de navigatiebalk, zonder de pagina te herladen.')).toBeInTheDocument();
  expect(screen.getByText('Andere instellingen van de website volgen later.')).toBeInTheDocument();
});

test("no links reads SPEC §2's empty text; a failed load 'Kon navlinks niet laden, reden: …'", async () => {
  settingsApi([]);
  renderSettings();
  expect(await screen.findByText("Er zijn nog geen dynamische url's. Voer er toe via de onderstaande knop.")).toBeInTheDocument();
  jest.restoreAllMocks();
  withMailChoice(withSiteContent(fakeApi())).on('roadmapSettings', apiError(500, 'INTERNAL_ERROR'));
  renderSettings();
  expect(await screen.findByRole('alert')).toHaveTextContent('Kon navlinks niet laden, reden: Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR');
});

test("add with the keyboard: name and a valid url; 'Voeg toe' posts, the banner shows, the list and the navbar follow", async () => {
  const user = userEvent.setup();
  const api = settingsApi();
  renderSettings();
  await screen.findByRole('link', { name: /www\.ehb\.be/ });
  const before = version();
  screen.getByRole('button', { name: 'Voeg dynamische url toe' }).focus();
  await user.keyboard('{Enter}');
  const add = within(dialog()).getByRole('button', { name: 'Voeg toe' });
  expect(within(dialog()).getByRole('textbox', { name: 'Naam' })).toHaveFocus();
  // No silent cut at the limit: the field counts down and refuses on submit instead.
  expect(within(dialog()).getByRole('textbox', { name: 'Naam' })).not.toHaveAttribute('maxLength');
  await user.keyboard('Kenniscentrum');
  expect(add).toBeDisabled();
  await user.tab();
  // A script address is refused here as it is by the API.
  await user.keyboard('javascript:alert(1)');
  expect(within(dialog()).getByText(messages.admin.settings.invalidUrl)).toBeInTheDocument();
  expect(add).toBeDisabled();
  await user.clear(within(dialog()).getByRole('textbox', { name: 'Url' }));
  await user.keyboard('www.kenniscentrum.be');
  expect(add).toBeEnabled();
  await user.keyboard('{Enter}');

  await waitFor(() => expect(popup()).toBe('Dynamische url succesvol geplaatst.'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.writes).toEqual([{ method: 'POST', path: 'roadmapSettings', body: { name: 'Kenniscentrum', url: 'www.kenniscentrum.be', type: 'navlink' } }]);
  expect(await screen.findByRole('link', { name: /www\.kenniscentrum\.be/ })).toBeInTheDocument();
  expect(version()).toBe(before + 1);
});

test("edit: filled in, 'Wijzig' only after a change; the banner, the list and the navbar follow", async () => {
  const user = userEvent.setup();
  const api = settingsApi();
  renderSettings();
  await user.click(await screen.findByRole('button', { name: 'Wijzig Erasmushogeschool' }));
  const name = within(dialog()).getByRole('textbox', { name: 'Naam' });
  expect(name).toHaveValue('Erasmushogeschool');
  expect(within(dialog()).getByRole('textbox', { name: 'Url' })).toHaveValue('www.ehb.be');
  const change = within(dialog()).getByRole('button', { name: 'Wijzig' });
  expect(change).toBeDisabled();
  await user.clear(name);
  await user.type(name, 'EhB');
  const before = version();
  await user.click(change);
  await waitFor(() => expect(popup()).toBe('Dynamische url succesvol aangepast.'));
  expect(api.writes).toEqual([{ method: 'PUT', path: 'roadmapSettings/1', body: { name: 'EhB', url: 'www.ehb.be', type: 'navlink' } }]);
  expect(await screen.findByRole('button', { name: 'Wijzig EhB' })).toBeInTheDocument();
  expect(version()).toBe(before + 1);
});

test("remove: name, url and the warning; 'Verwijder' removes it and the navbar follows", async () => {
  const user = userEvent.setup();
  const api = settingsApi();
  renderSettings();
  await user.click(await screen.findByRole('button', { name: 'Verwijder VLAIO' }));
  expect(dialog()).toHaveTextContent('VLAIO');
  expect(dialog()).toHaveTextContent('https://www.vlaio.be/nl');
  expect(dialog()).toHaveTextContent('Deze actie kan niet ongedaan worden gemaakt!');
  const before = version();
  await user.click(within(dialog()).getByRole('button', { name: 'Verwijder' }));
  await waitFor(() => expect(popup()).toBe('Dynamische url succesvol verwijderd.'));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Verwijder VLAIO' })).not.toBeInTheDocument());
  expect(api.writes).toEqual([{ method: 'DELETE', path: 'roadmapSettings/2', body: undefined }]);
  expect(version()).toBe(before + 1);
});

test.each([
  ['add', apiError(400, 'VALIDATION_FAILED'), 'Er klopt iets niet met de ingevoerde gegevens. Zijn deze te lang?'],
  ['edit', apiError(400, 'VALIDATION_FAILED'), 'Er klopt iets niet met de ingevoerde gegevens. Het onderwerp mag maximaal 50 tekens lang zijn!'],
  ['remove', apiError(404, 'NOT_FOUND'), 'Er ging iets mis. Probeer dit later opnieuw! Reden: NOT_FOUND'],
] as const)("a failed %s stays open with the error under 'Er ging iets mis:'; × closes and forgets it", async (mode, answer, message) => {
  const user = userEvent.setup();
  const api = settingsApi();
  api.on(mode === 'add' ? 'roadmapSettings' : /^roadmapSettings\/1$/, async (_url, request) => (request.method === 'GET' ? list([ehb]) : answer));
  renderSettings();
  await screen.findByRole('link', { name: /www\.ehb\.be/ });
  const before = version();
  if (mode === 'add') {
    await user.click(screen.getByRole('button', { name: 'Voeg dynamische url toe' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Naam' }), 'Link');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Url' }), 'https://voorbeeld.be');
  } else if (mode === 'edit') {
    await user.click(screen.getByRole('button', { name: 'Wijzig Erasmushogeschool' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Naam' }), ' Brussel');
  } else {
    await user.click(screen.getByRole('button', { name: 'Verwijder Erasmushogeschool' }));
  }
  await user.click(within(dialog()).getAllByRole('button').find((button) => ['Voeg toe', 'Wijzig', 'Verwijder'].includes(button.textContent ?? ''))!);
  const error = await within(dialog()).findByRole('alert');
  expect(within(error).getByRole('heading', { name: 'Er ging iets mis:' })).toBeInTheDocument();
  expect(error).toHaveTextContent(message);
  expect(version()).toBe(before);

  await user.click(within(dialog()).getByRole('button', { name: 'Sluiten' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: mode === 'add' ? 'Voeg dynamische url toe' : mode === 'edit' ? 'Wijzig Erasmushogeschool' : 'Verwijder Erasmushogeschool' }));
  expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
});

test("back returns to '/' when the settings were the first page", async () => {
  const user = userEvent.setup();
  settingsApi();
  renderSettings();
  await user.click(screen.getByRole('button', { name: 'Terug' }));
  expect(screen.getByText('Startpagina')).toBeInTheDocument();
});

test("'Over-pagina en footer': the admin writes goals and a team member, a photo over http is refused, 'Bewaar' sends it all and the shell follows", async () => {
  const user = userEvent.setup();
  const puts: SiteContent[] = [];
  withSiteContent(settingsApi(), puts);
  renderSettings();
  const section = await screen.findByRole('region', { name: 'Over-pagina en footer' });
  const save = await within(section).findByRole('button', { name: 'Bewaar' });
  expect(save).toBeDisabled();
  expect(within(section).getByText('Nog geen teamleden.')).toBeInTheDocument();

  await user.type(within(section).getByRole('textbox', { name: /^Doelen van het project/ }), 'Overzicht geven{Enter}{Enter}Kennis delen');
  await user.type(within(section).getByRole('textbox', { name: 'Projectnummer' }), 'PWO-2026-12');
  await user.click(within(section).getByRole('button', { name: 'Teamlid toevoegen' }));
  await user.type(within(section).getByRole('textbox', { name: 'Naam' }), 'Lotte Peeters');
  const photo = within(section).getByRole('textbox', { name: 'Foto (https-adres of afbeelding van de site, mag leeg)' });
  await user.type(photo, 'http://hogeschool.be/lotte.jpg');
  await user.click(save);
  expect(await within(section).findByText('Geef een adres dat begint met https://; de site haalt de afbeelding op en bewaart ze zelf.')).toBeInTheDocument();
  expect(puts).toHaveLength(0);

  // An image the site already serves (what the API made of an https address) is kept as it is.
  await user.clear(photo);
  await user.type(photo, `/api/images/${'a'.repeat(64)}.webp`);
  expect(within(section).queryByText(/^Geef een adres dat begint met https/)).not.toBeInTheDocument();
  await user.clear(photo);
  await user.type(photo, 'https://hogeschool.be/lotte.jpg');
  const before = version();
  await user.click(save);
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]).toEqual({
    ...nothingWritten,
    goals: ['Overzicht geven', 'Kennis delen'],
    projectNumber: 'PWO-2026-12',
    team: [{ name: 'Lotte Peeters', role: '', photoUrl: 'https://hogeschool.be/lotte.jpg', profileUrl: '' }],
  });
  await waitFor(() => expect(popup()).toBe('De inhoud van de over-pagina en de footer is bewaard.'));
  expect(version()).toBe(before + 1);

  await user.click(within(section).getByRole('button', { name: 'Verwijder rij 1' }));
  expect(within(section).getByText('Nog geen teamleden.')).toBeInTheDocument();
});

test("'Privacyverklaring': who is responsible and the address for questions are written here and saved with the rest", async () => {
  const user = userEvent.setup();
  const puts: SiteContent[] = [];
  withSiteContent(settingsApi(), puts);
  renderSettings();
  const section = await screen.findByRole('region', { name: 'Over-pagina en footer' });
  const privacy = await within(section).findByRole('group', { name: 'Privacyverklaring' });
  const controller = within(privacy).getByRole('textbox', { name: 'Verantwoordelijke voor de verwerking (naam en adres)' });
  const contact = within(privacy).getByRole('textbox', { name: 'E-mailadres voor vragen over privacy' });
  const save = within(section).getByRole('button', { name: 'Bewaar' });
  expect(controller).toHaveValue('');
  expect(contact).toHaveValue('');

  await user.type(controller, 'Hogeschool Voorbeeld{Enter}Nijverheidskaai 170{Enter}1070 Anderlecht');
  await user.type(contact, 'privacy@hogeschool');
  await user.click(save);
  expect(contact).toHaveAccessibleDescription('Geef een geldig e-mailadres.');
  expect(puts).toHaveLength(0);

  await user.type(contact, '.be ');
  expect(within(privacy).queryByText('Geef een geldig e-mailadres.')).not.toBeInTheDocument();
  await user.click(save);
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]).toEqual({
    ...nothingWritten,
    privacyController: 'Hogeschool Voorbeeld\nNijverheidskaai 170\n1070 Anderlecht',
    privacyContact: 'privacy@hogeschool.be',
  });
  await waitFor(() => expect(popup()).toBe('De inhoud van de over-pagina en de footer is bewaard.'));

  // What was saved is what the form holds again: nothing left to save.
  await waitFor(() => expect(save).toBeDisabled());
  expect(contact).toHaveValue('privacy@hogeschool.be');

  // Emptied again: the statement then says nobody was named yet.
  await user.clear(contact);
  await user.click(save);
  await waitFor(() => expect(puts).toHaveLength(2));
  expect(puts[1].privacyContact).toBe('');
});

test('an API from before the privacy fields answers without them: the form shows them empty and unchanged', async () => {
  const { privacyController: _controller, privacyContact: _contact, ...older } = nothingWritten;
  settingsApi().on('siteContent', json(older));
  renderSettings();
  const section = await screen.findByRole('region', { name: 'Over-pagina en footer' });
  expect(await within(section).findByRole('textbox', { name: 'E-mailadres voor vragen over privacy' })).toHaveValue('');
  expect(within(section).getByRole('button', { name: 'Bewaar' })).toBeDisabled();
});

test("'Inzichten': the weekly mail is the admin's own choice, saved at once with a line that says so", async () => {
  const user = userEvent.setup();
  const api = settingsApi();
  renderSettings();
  const section = screen.getByRole('region', { name: 'Inzichten' });
  const weekly = await within(section).findByRole('checkbox', { name: 'Stuur mij elke week de cijfers per mail' });
  expect(weekly).not.toBeChecked();

  await user.click(weekly);
  expect(await within(section).findByText('Bewaard: je krijgt elke week de cijfers per mail.')).toBeInTheDocument();
  expect(weekly).toBeChecked();
  // The keyboard too: space switches it off again.
  weekly.focus();
  await user.keyboard(' ');
  expect(await within(section).findByText('Bewaard: je krijgt geen wekelijkse mail met de cijfers.')).toBeInTheDocument();
  expect(weekly).not.toBeChecked();
  expect(api.writes.filter((write) => write.path === 'insights/mail')).toEqual([
    { method: 'PUT', path: 'insights/mail', body: { weekly: true } },
    { method: 'PUT', path: 'insights/mail', body: { weekly: false } },
  ]);
});

test('a weekly mail that could not be saved: the box shows what is stored and the reason', async () => {
  const user = userEvent.setup();
  settingsApi().on('insights/mail', (_url, request) => (request.method === 'PUT' ? apiError(500, 'INTERNAL_ERROR') : json({ weekly: true })));
  renderSettings();
  const section = screen.getByRole('region', { name: 'Inzichten' });
  const weekly = await within(section).findByRole('checkbox', { name: 'Stuur mij elke week de cijfers per mail' });
  expect(weekly).toBeChecked();
  await user.click(weekly);
  expect(await within(section).findByRole('alert')).toHaveTextContent('Er ging iets mis. Probeer dit later opnieuw! Reden: INTERNAL_ERROR');
  expect(weekly).toBeChecked();
  expect(within(section).queryByText(/^Bewaard:/)).not.toBeInTheDocument();
});

test("the public page 'De roadmap in cijfers' is switched on in the site's content and saved with the rest", async () => {
  const user = userEvent.setup();
  const puts: SiteContent[] = [];
  withSiteContent(settingsApi(), puts);
  renderSettings();
  const section = await screen.findByRole('region', { name: 'Over-pagina en footer' });
  const figures = await within(section).findByRole('checkbox', { name: 'Toon de openbare pagina De roadmap in cijfers (/cijfers)' });
  const save = within(section).getByRole('button', { name: 'Bewaar' });
  expect(figures).not.toBeChecked();
  expect(save).toBeDisabled();

  await user.click(figures);
  expect(save).toBeEnabled();
  await user.click(save);
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]).toEqual({ ...nothingWritten, publicFigures: true });
  await waitFor(() => expect(popup()).toBe('De inhoud van de over-pagina en de footer is bewaard.'));
  await waitFor(() => expect(save).toBeDisabled());
  expect(figures).toBeChecked();
});

test('an API from before the public figures answers without them: the page shows as off and nothing is left to save', async () => {
  const { publicFigures: _figures, ...older } = nothingWritten;
  settingsApi().on('siteContent', json(older));
  renderSettings();
  const section = await screen.findByRole('region', { name: 'Over-pagina en footer' });
  expect(await within(section).findByRole('checkbox', { name: /De roadmap in cijfers/ })).not.toBeChecked();
  expect(within(section).getByRole('button', { name: 'Bewaar' })).toBeDisabled();
});
