// The No Show Tool's page against a stubbed network edge: SPEC §4's form rule ('Genereer predictie' disabled until
// a temperature and all five selects are chosen; checkboxes off), the request it sends, the answer with its
// chart, reasons and sources, recording an outcome, and the calibration for admins only.
import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Calibration, Prediction, PredictionSummary } from 'shared';
import { authSession, MemoryRouter, Route, Routes } from 'shared-core';
import { fakeApi, json, list, type FakeApi } from 'shared/testing/fake-api';
import NoShowPage from './no-show-page.tsx';
import { messages } from '../messages.ts';

const USER = { accessToken: 'token', id: 3, email: 'an@voorbeeld.be', firstname: 'An', lastname: 'Peeters', roles: ['user' as const] };
const ADMIN = { ...USER, id: 1, roles: ['admin' as const, 'user' as const] };

const source = { title: 'PheedLoop', url: 'https://www.pheedloop.com/', context: 'Mediaan van 860 events.', evidence: 'matig' as const };
const noSource = { title: 'Geen bron gevonden', url: null, context: 'Geen effect aangenomen.', evidence: 'aanname' as const };

const summary: PredictionSummary = {
  id: 7,
  createdAt: '2026-11-20T18:00:00.000Z',
  input: {
    event: {
      Temperature: 12.5,
      Reminder: false,
      Parking: false,
      'Public transport access': 'easy',
      Paid: false,
      'Weather Description': '=Missing=',
      'Event Type': 'workshop',
      'Attendance Type': 'in-person',
      Timing: 'morning',
      Catering: true,
    },
    registrations: 200,
  },
  rate: 0.23,
  low: 0.18,
  high: 0.29,
  builtInRate: 0.23,
  model: 'ingebouwd',
  modelVersion: 1,
  outcome: null,
};

const prediction: Prediction = {
  ...summary,
  baseline: { rate: 0.28, explanation: 'Vertrekpunt: een gratis, fysiek event.', source },
  factors: [
    { input: 'Paid', value: 'Nee', oddsRatio: 1, rateAfter: 0.28, explanation: 'Gratis event: het vertrekpunt zelf.', source },
    { input: 'Reminder', value: 'Ja', oddsRatio: 0.77, rateAfter: 0.23, explanation: 'Een herinnering verlaagt de no-show.', source },
    { input: 'Timing', value: 'Ochtend', oddsRatio: 1, rateAfter: 0.23, explanation: 'Geen effect aangenomen.', source: noSource },
  ],
  people: { registrations: 200, noShows: 46, attendees: 154, attendeesLow: 142, attendeesHigh: 164 },
  advice: ['Vraag een kleine bijdrage of een waarborg.'],
  externalFailure: null,
};

const calibration: Calibration = {
  points: [{ predictionId: 7, predicted: 0.23, observed: 0.3, registrations: 100, modelVersion: 1, recordedAt: '2026-11-21T10:00:00.000Z' }],
  meanAbsoluteError: 0.07,
  reestimateFrom: 30,
  versions: [{ version: 1, createdAt: '2026-11-01T10:00:00.000Z', baselineRate: 0.28, outcomes: 0, change: 'Eerste versie: de bronnen alleen.' }],
};

function noShowApi(predictions: PredictionSummary[] = []): FakeApi {
  return fakeApi()
    .on('noshow/predictions/mine', () => list(predictions))
    .on('noshow/predictions', () => json(prediction, 201))
    .on('noshow/predictions/7/outcome', async (_url, request) => json({ ...summary, outcome: { ...((await request.json()) as object), recordedAt: '2026-11-22T10:00:00.000Z' } }))
    .on('noshow/calibration', () => json(calibration));
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/AI-tool/NoShowTool']}>
      <Routes>
        <Route path="/AI-tool/NoShowTool" element={<NoShowPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const submit = () => screen.getByRole('button', { name: 'Genereer predictie' });

/** Chooses the first real option of a select by keyboard-free selection (the select's own change). */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

beforeEach(() => act(() => authSession.getState().signIn(USER)));
afterEach(() => {
  jest.restoreAllMocks();
  act(() => authSession.getState().signOut());
});

test('SPEC §4: disabled until a temperature is entered and all five selects have a choice; checkboxes start off', async () => {
  const user = userEvent.setup();
  noShowApi();
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Welkom bij onze zelfgemaakte No Show Tool' })).toBeInTheDocument();
  for (const name of ['Betalend event', 'Herinnering verstuurd', 'Parking beschikbaar', 'Catering voorzien']) {
    expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
  }
  expect(within(screen.getByRole('combobox', { name: 'Weer' })).getByRole('option', { name: 'Geen data' })).toHaveValue('=Missing=');
  expect(submit()).toBeDisabled();

  await choose(user, 'Type event', 'Workshop');
  await choose(user, 'Soort deelname', 'Fysiek');
  await choose(user, 'Tijdstip', 'Ochtend');
  await choose(user, 'Weer', 'Geen data');
  expect(submit()).toBeDisabled();
  await choose(user, 'Bereikbaarheid met openbaar vervoer', 'Gemakkelijk');
  expect(submit()).toBeDisabled();

  const temperature = screen.getByRole('textbox', { name: 'Temperatuur (°C)' });
  await user.type(temperature, '60');
  expect(screen.getByText('Geef een temperatuur tussen -40 en 50 °C.')).toBeInTheDocument();
  expect(submit()).toBeDisabled();
  await user.clear(temperature);
  await user.type(temperature, '12,5');
  expect(submit()).toBeEnabled();

  // An optional number that is filled in must be valid.
  const registrations = screen.getByRole('textbox', { name: 'Aantal aanmeldingen' });
  await user.type(registrations, '12.5');
  expect(screen.getByText('Geef een positief geheel getal.')).toBeInTheDocument();
  expect(submit()).toBeDisabled();
  await user.clear(registrations);
  expect(submit()).toBeEnabled();
});

test('sends the ten inputs under the payload names and shows the answer, the chart, the reasons with sources and advice', async () => {
  const user = userEvent.setup();
  const api = noShowApi();
  renderPage();
  await choose(user, 'Type event', 'Workshop');
  await choose(user, 'Soort deelname', 'Fysiek');
  await choose(user, 'Tijdstip', 'Ochtend');
  await choose(user, 'Weer', 'Geen data');
  await choose(user, 'Bereikbaarheid met openbaar vervoer', 'Gemakkelijk');
  await user.type(screen.getByRole('textbox', { name: 'Temperatuur (°C)' }), '12,5');
  await user.click(screen.getByRole('checkbox', { name: 'Catering voorzien' }));
  await user.type(screen.getByRole('textbox', { name: 'Aantal aanmeldingen' }), '200');
  await user.click(submit());

  expect(await screen.findByText('Verwachte no-show: 23 % (18–29 %)')).toBeInTheDocument();
  // The answer takes the focus, so a screen reader reads it and the page scrolls to it.
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Resultaat' })).toHaveFocus());
  expect(screen.getByText('Antwoorden zonder aangenomen effect (2)')).toBeInTheDocument();
  expect(api.writes).toEqual([{ method: 'POST', path: 'noshow/predictions', body: { event: summary.input.event, registrations: 200 } }]);
  expect(screen.getByText('Van de 200 aanmeldingen komen er naar verwachting 154 (142–164).')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Grafiek: van het vertrekpunt 28 % naar de voorspelling 23 %.' })).toBeInTheDocument();
  expect(screen.getByText('Geen effect aangenomen voor: Betalend event, Tijdstip.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'PheedLoop' })[0]).toHaveAttribute('href', 'https://www.pheedloop.com/');
  expect(screen.getByText(/Berekend met het ingebouwde model van de roadmap\. Modelversie 1\./)).toBeInTheDocument();
  expect(screen.getByText('Vraag een kleine bijdrage of een waarborg.')).toBeInTheDocument();
});

test('an outside model’s number is shown with the built-in one beside it', async () => {
  const user = userEvent.setup();
  noShowApi().on('noshow/predictions', () => json({ ...prediction, model: 'extern', rate: 0.41, people: null }, 201));
  renderPage();
  for (const [label, option] of [['Type event', 'Diner'], ['Soort deelname', 'Beide'], ['Tijdstip', 'Avond'], ['Weer', 'Bewolkt'], ['Bereikbaarheid met openbaar vervoer', 'Moeilijk']]) {
    await choose(user, label!, option!);
  }
  await user.type(screen.getByRole('textbox', { name: 'Temperatuur (°C)' }), '-3');
  await user.click(submit());
  expect(await screen.findByText('Verwachte no-show: 41 %')).toBeInTheDocument();
  expect(screen.getByText(/Berekend door het externe voorspellingsmodel\..*Het ingebouwde model schat 23 % \(18–29 %\)/)).toBeInTheDocument();
});

test('an online event is not asked about weather, parking or public transport and sends them as Geen data and no', async () => {
  const user = userEvent.setup();
  const api = noShowApi();
  renderPage();
  // Before anything is chosen the disabled button says why; each answer without effect says so before it is typed.
  expect(submit()).toHaveAccessibleDescription(messages.noshow.submitWhy);
  expect(screen.getByRole('combobox', { name: 'Tijdstip' })).toHaveAccessibleDescription(messages.noshow.noEffectHint);
  expect(screen.getByRole('checkbox', { name: 'Catering voorzien' })).toHaveAccessibleDescription(messages.noshow.noEffectHint);
  expect(screen.getByRole('combobox', { name: 'Soort deelname' })).not.toHaveAccessibleDescription();

  await choose(user, 'Soort deelname', 'Online');
  expect(screen.queryByRole('combobox', { name: 'Weer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Bereikbaarheid met openbaar vervoer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Parking beschikbaar' })).not.toBeInTheDocument();
  expect(screen.getByText(messages.noshow.onlineNote)).toBeInTheDocument();
  await choose(user, 'Type event', 'Workshop');
  await choose(user, 'Tijdstip', 'Avond');
  await user.type(screen.getByRole('textbox', { name: 'Temperatuur (°C)' }), '8');
  expect(submit()).toBeEnabled();
  expect(submit()).not.toHaveAccessibleDescription();
  await user.click(submit());
  await screen.findByText('Verwachte no-show: 23 % (18–29 %)');
  expect(api.writes[0]?.body).toEqual({
    event: {
      Temperature: 8,
      Reminder: false,
      Parking: false,
      'Public transport access': '=Missing=',
      Paid: false,
      'Weather Description': '=Missing=',
      'Event Type': 'workshop',
      'Attendance Type': 'online',
      Timing: 'evening',
      Catering: false,
    },
  });
});

test('Mijn voorspellingen: an outcome with more attendees than registrations is refused; a valid one is sent', async () => {
  const user = userEvent.setup();
  const api = noShowApi([summary]);
  renderPage();
  const item = (await screen.findByRole('heading', { level: 3, name: 'Verwachte no-show: 23 % (18–29 %)' })).closest('li')!;
  expect(within(item).getByText('Workshop · Fysiek · Ochtend · 12,5 °C · gratis · zonder herinnering')).toBeInTheDocument();
  const registrations = within(item).getByRole('textbox', { name: 'Aanmeldingen' });
  expect(registrations).toHaveValue('200');
  const save = within(item).getByRole('button', { name: 'Uitkomst opslaan' });
  expect(save).toBeDisabled();
  await user.type(within(item).getByRole('textbox', { name: 'Aanwezigen' }), '201');
  expect(within(item).getByText('Er kunnen niet meer aanwezigen zijn dan aanmeldingen.')).toBeInTheDocument();
  expect(save).toBeDisabled();
  await user.clear(within(item).getByRole('textbox', { name: 'Aanwezigen' }));
  await user.type(within(item).getByRole('textbox', { name: 'Aanwezigen' }), '150');
  await user.click(save);
  expect(api.writes).toEqual([{ method: 'PUT', path: 'noshow/predictions/7/outcome', body: { registrations: 200, attendees: 150 } }]);
});

test('the calibration is for admins: the plot, the mean absolute error and the versions', async () => {
  const api = noShowApi();
  renderPage();
  await screen.findByText('Je hebt nog geen voorspellingen.');
  expect(screen.queryByRole('heading', { name: 'Kalibratie (admin)' })).not.toBeInTheDocument();
  expect(api.requestsTo('noshow/calibration')).toHaveLength(0);

  act(() => authSession.getState().signIn(ADMIN));
  expect(await screen.findByRole('img', { name: /^Kalibratiegrafiek: 1 uitkomsten/ })).toBeInTheDocument();
  expect(screen.getByText(/Gemiddelde absolute fout: 7,0 procentpunt/)).toBeInTheDocument();
  expect(screen.getByText(/Versie 1: vertrekpunt 28 %, op basis van 0 uitkomsten/)).toBeInTheDocument();
});
