// Realistic API bodies, as the demo catalogue of the API serves them.
import type { AiTool, AiToolKeyword, Keyword, Provider, Review } from 'shared';

export function tool(overrides: Partial<AiTool> = {}): AiTool {
  return {
    id: 1,
    name: 'ChatGPT',
    eventprocess: 'overkoepelend',
    kind: 'Generatieve AI-assistent',
    description:
      'Een taalmodel waarmee je in gewone taal teksten, draaiboeken, checklists en e-mails laat opstellen.',
    complexity: 'Laag: werkt in de browser of app, goede instructies (prompts) schrijven vraagt wat oefening.',
    roi: 'Bespaart uren schrijf- en denkwerk bij elke fase van het event.',
    price: 'Gratis basisversie; betaalde abonnementen per gebruiker per maand.',
    origin: 'US',
    detailsUrl: 'https://chatgpt.com',
    useCaseUrl: '',
    approved: true,
    approvalComment: '',
    provider_id: 1,
    averageRating: null,
    reviewCount: 0,
    providerName: 'OpenAI',
    providerLogoUrl: '/logos/openai.svg',
    keywords: ['chatbot', 'tekst'],
    ...overrides,
  };
}

const names = [
  'ChatGPT',
  'Microsoft 365 Copilot',
  'Odoo Events',
  'Cvent',
  'Bizzabo',
  'Eventbrite',
  'Ticketmatic',
  'Canva',
  'Adobe Firefly',
  'Midjourney',
  'DeepL',
  'Synthesia',
  'PredictHQ',
  'b2match',
  'Sinch Chatlayer',
  'Watermelon',
  'Trengo',
  'Jasper',
  'Swapcard',
  'Brella',
];
const phases = ['overkoepelend', 'pre-event', 'event', 'post-event'];

/** The first `count` tools of a catalogue ordered by name. */
export function tools(count: number, from = 0): AiTool[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return tool({ id: n + 1, name: names[n % names.length] + (n >= names.length ? ` ${n}` : ''), eventprocess: phases[n % 4] });
  });
}

export const keywords: Keyword[] = [
  { id: 1, name: 'analyse' },
  { id: 3, name: 'chatbot' },
  { id: 8, name: 'feedback' },
  { id: 26, name: 'vertaling' },
];

export const toolKeywords: AiToolKeyword[] = [
  { aiTool_id: 12, keyword_id: 20, name: 'tekstgeneratie' },
  { aiTool_id: 12, keyword_id: 16, name: 'planning' },
  { aiTool_id: 12, keyword_id: 19, name: 'sociale media' },
];

export const provider: Provider = {
  id: 12,
  name: 'Synthesia',
  country: 'GB',
  email: 'info@synthesia.io',
  url: 'https://www.synthesia.io',
  telephone: '+44 20 3318 1220',
  logoUrl: '/demo-logos/synthesia.svg',
  approved: true,
  approvalComment: '',
  user_id: 5,
};

export const reviews: Review[] = [
  {
    id: 7,
    content: 'Onze aftermovie stond in drie talen online binnen het uur.',
    rating: 4,
    date: '2026-11-20T14:05:00.000Z',
    user_id: 3,
    user_name: 'An Peeters',
    ai_tool_id: 12,
    reply: null,
  },
  {
    id: 4,
    content: 'Stemmen klinken nog wat robotachtig.',
    rating: 2,
    date: '2026-07-01T23:30:00.000Z',
    user_id: 4,
    user_name: 'Jeroen de Vries',
    ai_tool_id: 12,
    reply: null,
  },
];
