// Realistic API bodies, as the demo catalogue of the API serves them (GET /issues/data, /issues/{id},
// /comments/issue/{id}, /faqs): names, never e-mail addresses.
import type { Faq, ForumComment, ForumIssue } from 'shared';

const subjects = [
  'Welke tool voor live vertaling op een congres?',
  'AVG en gezichtsanalyse op een beurs',
  'Chatbot voor praktische vragen van bezoekers: de moeite?',
  'Ervaringen met AI-planning van zaalindeling?',
  'Hoe voeg ik als bedrijf mijn tool toe aan de roadmap?',
  'No-shows voorspellen bij gratis events',
  'Automatische ondertiteling in de livestream',
  'Badges printen met gezichtsherkenning aan de ingang',
  'AI-gegenereerde sfeerbeelden voor een pitch',
  'Welke tool voor het samenvatten van feedbackformulieren?',
  'Dynamische ticketprijzen: ervaringen?',
  'Netwerken met matchmaking-apps op een beurs',
  'Catering plannen op basis van voorspelde opkomst',
  'Welke tool voor een draaiboek met taken per medewerker?',
  'Sprekers zoeken met AI: betrouwbaar?',
  'Ervaring met AI-fotografen op bedrijfsfeesten',
  'Welke tool voor sentimentanalyse van sociale media?',
  'Duurzaamheidsrapport van een festival automatiseren',
  'Vragen van exposanten automatisch beantwoorden',
  'Tips voor prompts bij het schrijven van uitnodigingen',
];
const authors = ['Lotte Peeters', 'Wout Janssens', 'Sanne de Vries', 'Pieter Maes', 'Femke Claes', 'Jeroen Willems'];

export function issue(overrides: Partial<ForumIssue> = {}): ForumIssue {
  return {
    id: 5,
    subject: 'Welke tool voor live vertaling op een congres?',
    content:
      'Wij organiseren in het najaar een congres met ongeveer 300 deelnemers uit België, Frankrijk en Duitsland.\nHeeft iemand ervaring met AI-vertaling voor de kleinere sessies?',
    user_name: 'Lotte Peeters',
    date: '2026-01-12T09:30:00.000Z',
    comments: 2,
    user_id: 3,
    ...overrides,
  };
}

/** `count` posts, newest first, as GET /issues/data lists them. */
export function issues(count: number): ForumIssue[] {
  return Array.from({ length: count }, (_, index) =>
    issue({
      id: count - index,
      subject: subjects[index % subjects.length],
      content: `Vraag ${count - index} over AI-tools voor events.`,
      user_name: authors[index % authors.length],
      date: new Date(Date.UTC(2026, 0, 28 - index, 14, 5)).toISOString(),
      comments: index % 4,
      user_id: (index % authors.length) + 2,
    }),
  );
}

export const comments: ForumComment[] = [
  {
    id: 11,
    content:
      'Wij combineerden: menselijke tolken voor de plenaire sessies en AI-ondertitels voor de workshops. Stel zeker een woordenlijst in met namen en vaktermen.',
    date: '2026-01-12T16:45:00.000Z',
    user_id: 6,
    user_name: 'Pieter Maes',
    issueId: 5,
  },
  {
    id: 12,
    content: 'Test vooraf met de echte sprekers en microfoons.',
    date: '2026-01-13T08:10:00.000Z',
    user_id: 4,
    user_name: 'Sanne de Vries',
    issueId: 5,
  },
];

export const faqs: Faq[] = [
  {
    id: 1,
    question: 'Wat is de AI-tools roadmap?',
    answer: 'Een overzicht van AI-tools voor eventorganisatoren en venues, ingedeeld per fase van een event.',
  },
  {
    id: 2,
    question: 'Hoe voeg ik mijn tool toe?',
    answer: 'Vraag via je account een upgrade naar provider aan. Daarna kan je je bedrijf en je tools indienen.',
  },
  {
    id: 3,
    question: 'Kost het gebruik van de roadmap iets?',
    answer: 'Nee, de roadmap is gratis voor iedereen.',
  },
];
