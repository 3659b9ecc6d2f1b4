// Texts of the catalogue area (mf-catalogue): tool search (home), tool card, tool detail, tool form and
// management. Quoted texts of SPEC §2 are kept to the letter (including 'AI-toold').
import { messages as sharedMessages } from 'shared/messages';

export const catalogue = {
  search: {
    title: 'De structuur van een event',
    intro:
      'Een event verloopt in fasen. Ontdek per fase welke AI-tools je kunnen helpen, of kies een tool die over alle fasen heen werkt.',
    diagramLabel: 'Fasen van een event',
    diagramHint: 'Beweeg over een fase, tik erop of ga er met de Tab-toets naartoe voor meer uitleg.',
    phaseInfo: {
      'pre-event': {
        title: 'Pre-event',
        text: 'Alles wat vóór het event gebeurt: het concept en de planning, de locatie, marketing, uitnodigingen, registratie en ticketing.',
      },
      event: {
        title: 'Event',
        text: 'Het event zelf: onthaal en toegang, interactie met het publiek, netwerken, vertaling en ondertiteling, en veiligheid.',
      },
      'post-event': {
        title: 'Post-event',
        text: 'Na het event: feedback verzamelen, resultaten analyseren, content hergebruiken en deelnemers opvolgen.',
      },
      overkoepelend: {
        title: 'Overkoepelend',
        text: 'Tools die in alle fasen van pas komen, van de eerste planning tot de opvolging na afloop.',
      },
    },
    filterTitle: 'Zoek een AI-tool',
    filterEventProcess: 'Eventproces',
    filterOrigin: 'Land van oorsprong',
    filterKeywords: 'Keywords',
    filterPlaceholder: 'Kies of typ om te zoeken',
    searchButton: 'Zoek',
    resultsTitle: 'AI-tools',
    count: (count: number) => `Aantal items: ${count}`,
    empty: 'Geen AI-tools gevonden.',
    loadMore: 'Laad meer',
    noMore: 'Geen AI-tools meer gevonden.',
    loading: 'AI-tools laden ...',
  },
  multiSelect: {
    remove: (label: string) => `Verwijder ${label}`,
    noOptions: 'Geen opties gevonden.',
    optionsAvailable: (count: number) => (count === 1 ? '1 optie beschikbaar.' : `${count} opties beschikbaar.`),
    selectedCount: (count: number) => (count === 1 ? '1 gekozen' : `${count} gekozen`),
    instructions: 'Pijltjestoetsen om te kiezen, Enter om aan of uit te vinken, Escape om te sluiten.',
  },
  card: {
    rejected: 'Afgekeurd',
    pending: 'Nog niet goedgekeurd',
  },
  detail: {
    notFound: (id: string) => `Geen AI-toold gevonden met ID ${id}`,
    loading: 'AI-tool laden ...',
    phase: 'Eventfase',
    kind: 'Soort',
    description: 'Beschrijving',
    complexity: 'Complexiteit',
    roi: 'Return on investment',
    price: 'Prijs',
    origin: 'Oorsprong',
    links: 'Meer informatie',
    detailsLink: 'Detailpagina van de tool',
    useCaseLink: 'Use case (PDF)',
    newTab: '(opent in een nieuw tabblad)',
    keywords: 'Eigenschappen',
    noKeywords: 'Er zijn nog geen eigenschappen toegevoegd.',
    provider: 'Contact',
    providerName: 'Bedrijf',
    providerEmail: 'E-mail',
    providerPhone: 'Telefoon',
    providerWebsite: 'Website',
    providerLogo: (name: string) => `Logo van ${name}`,
    reviews: 'Reviews',
    noReviews: 'Er zijn nog geen reviews voor deze AI-tool.',
    stars: (rating: number) => `${rating} van de 5 sterren`,
    reviewBy: (name: string) => `Review van ${name}`,
    loginForReview: 'Je moet ingelogd zijn om een review te kunnen plaatsen.',
    disclaimer:
      'De informatie op deze pagina is gebaseerd op de website van de aanbieder en/of werd aangeleverd door de aanbieder.',
  },
  form: {
    titleAdmin: 'Creëer een nieuwe AI-tool',
    titleProvider: 'Dien een nieuwe AI-tool in',
  },
  manage: {
    titleAdmin: 'Nog niet goedgekeurde AI-tools',
    titleProvider: 'Mijn AI-tools',
  },
} as const;

/** The texts this app shows: the site's common texts and errors, and its own. */
export const messages = { ...sharedMessages, catalogue } as const;
