// Texts of the No Show area (mf-noshow).
import { errorTexts, messages as sharedMessages } from 'shared/messages';

const percent = (rate: number): string => `${Math.round(rate * 100)} %`;
/** '18–29 %': the range as the answer shows it. */
const range = (low: number, high: number): string => `${Math.round(low * 100)}–${percent(high)}`;

export const noshow = {
  /** SPEC §2. */
  title: 'Welkom bij onze zelfgemaakte No Show Tool',
  intro:
    'Vul de kenmerken van je event in. Je krijgt een schatting van het aandeel ingeschrevenen dat niet komt, met de redenen en de bron van elk cijfer.',
  formTitle: 'Je event',
  temperature: 'Temperatuur (°C)',
  temperatureInvalid: 'Geef een temperatuur tussen -40 en 50 °C.',
  choose: 'Kies een optie',
  optionalTitle: 'Als je ze kent (optioneel)',
  registrations: 'Aantal aanmeldingen',
  registrationsHint: 'Dan zie je hoeveel mensen je mag verwachten.',
  registrationsInvalid: 'Geef een positief geheel getal.',
  earlier: 'No-show bij een vorige editie (%)',
  earlierHint: 'Het beste vertrekpunt dat er is: het vervangt het gemiddelde uit de bronnen.',
  earlierInvalid: 'Geef een percentage tussen 0 en 100.',
  noEffectHint: 'Telt niet mee in het model: er is geen bron die een effect aantoont.',
  onlineNote: 'Online event: weer, parking en openbaar vervoer spelen geen rol, dus die vragen we niet.',
  submitWhy: 'Vul eerst de temperatuur in, maak een keuze bij elk keuzeveld en verbeter wat rood staat.',
  /** SPEC §2. */
  submit: 'Genereer predictie',
  submitting: 'Bezig met voorspellen …',

  resultTitle: 'Resultaat',
  expected: (rate: number, low: number, high: number) => `Verwachte no-show: ${percent(rate)} (${range(low, high)})`,
  expectedExternal: (rate: number) => `Verwachte no-show: ${percent(rate)}`,
  people: (registrations: number, attendees: number, low: number, high: number) =>
    `Van de ${registrations} aanmeldingen komen er naar verwachting ${attendees} (${low}–${high}).`,
  answeredBy: {
    ingebouwd: 'Berekend met het ingebouwde model van de roadmap.',
    extern: 'Berekend door het externe voorspellingsmodel.',
  },
  builtInBeside: (rate: number, low: number, high: number) =>
    `Het ingebouwde model schat ${percent(rate)} (${range(low, high)}) en verklaart hieronder waar dat vandaan komt.`,
  externalFailed: (reason: string) => `Het externe model gaf geen antwoord (${reason}); het ingebouwde model antwoordde.`,
  rangeNote: 'Het bereik tussen haakjes komt uit de spreiding van de bronnen: hoe zwakker het bewijs, hoe breder.',
  modelVersion: (version: number) => `Modelversie ${version}`,
  chartTitle: 'Hoe elk antwoord de no-show verschuift',
  chartLabel: (baseline: number, rate: number) => `Grafiek: van het vertrekpunt ${percent(baseline)} naar de voorspelling ${percent(rate)}.`,
  chartBaseline: 'Vertrekpunt',
  chartResult: 'Voorspelling',
  noEffect: (inputs: string) => `Geen effect aangenomen voor: ${inputs}.`,
  factorsTitle: 'Waarom dit cijfer',
  withoutEffect: (count: number) => `Antwoorden zonder aangenomen effect (${count})`,
  oddsFactor: (odds: number) => (odds === 1 ? 'geen effect' : `factor ${odds.toFixed(2).replace('.', ',')} op de kans`),
  evidence: { sterk: 'sterk bewijs', matig: 'matig bewijs', aanname: 'aanname' },
  source: 'Bron',
  adviceTitle: 'Wat je kunt doen',
  percent,

  mineTitle: 'Mijn voorspellingen',
  mineEmpty: 'Je hebt nog geen voorspellingen.',
  mineLoadFailed: 'Je voorspellingen konden niet geladen worden.',
  predictedOn: (date: string) => `Voorspeld op ${date}`,
  outcomeTitle: 'Hoe liep het?',
  outcomeHint: 'Vul na het event in hoeveel mensen zich aanmeldden en hoeveel er kwamen: zo leert het model bij.',
  outcomeRegistrations: 'Aanmeldingen',
  outcomeAttendees: 'Aanwezigen',
  outcomeTooMany: errorTexts.moreAttendeesThanRegistrations,
  outcomeSave: 'Uitkomst opslaan',
  outcomeSaved: 'Uitkomst opgeslagen. Bedankt!',
  outcome: (attendees: number, registrations: number, observed: number, predicted: number) =>
    `Uitkomst: ${attendees} van de ${registrations} aanmeldingen kwamen (no-show ${percent(observed)}, voorspeld ${percent(predicted)}).`,

  calibrationTitle: 'Kalibratie (admin)',
  calibrationIntro: (from: number) =>
    `Voorspeld tegenover waargenomen voor elke ingevulde uitkomst. Vanaf ${from} uitkomsten schat het model zijn vertrekpunt opnieuw, met de bronnen als voorkennis.`,
  calibrationEmpty: 'Nog geen uitkomsten ingevuld.',
  calibrationCount: (count: number) => `Aantal uitkomsten: ${count}`,
  meanAbsoluteError: (error: number) => `Gemiddelde absolute fout: ${(error * 100).toFixed(1).replace('.', ',')} procentpunt`,
  plotLabel: (count: number) => `Kalibratiegrafiek: ${count} uitkomsten, voorspelde tegenover waargenomen no-show; de diagonaal is perfect.`,
  plotPredicted: 'Voorspeld',
  plotObserved: 'Waargenomen',
  versionsTitle: 'Versies van het model',
  version: (version: number, baseline: number, outcomes: number) =>
    `Versie ${version}: vertrekpunt ${percent(baseline)}, op basis van ${outcomes} uitkomsten`,
} as const;

/** The texts this app shows: the site's common texts and errors, and its own. */
export const messages = { ...sharedMessages, noshow } as const;
