// Texts of the forum area (mf-forum): forum list, forum post detail and FAQ. Quoted texts of SPEC §2 are
// kept to the letter. The forum list's error texts and the error box title live in errors.ts (SPEC §8).
import { messages as sharedMessages } from 'shared/messages';

export const forum = {
  back: 'Terug',
  /** SPEC §2: shown where the name of an author is missing. */
  userNameMissing: 'Kon naam gebruiker niet ophalen.',
  list: {
    title: 'Forum',
    intro: 'Stel je vragen over AI-tools in de eventsector en deel je ervaringen met andere organisatoren.',
    searchLabel: 'Zoek in het forum',
    searchHint: (max: number) => `Zoekt in onderwerp en vraag, maximaal ${max} tekens.`,
    questionsTitle: 'Vragen',
    count: (count: number) => (count === 1 ? '1 vraag gevonden' : `${count} vragen gevonden`),
    author: 'Gesteld door',
    date: 'Geplaatst op',
    comments: (count: number) => (count === 1 ? '1 reactie' : `${count} reacties`),
    loadMore: 'Laad meer vragen',
    loading: 'Laden ...',
    noMore: 'Geen vragen meer gevonden.',
    none: 'Geen vragen gevonden.',
    emptySearch:
      'GEEN RESULTATEN: Jouw zoekfunctie leverde geen resultaten op. Probeer te zoeken op een andere term.',
    retry: 'Opnieuw proberen',
  },
  post: {
    loading: 'Vraag laden ...',
    author: 'Auteur',
    lastChanged: 'Laatst gewijzigd',
    commentCount: 'Reacties',
    question: 'Vraag',
    comments: 'Reacties',
    noComments: 'Er zijn nog geen reacties op deze vraag.',
    commentBy: (name: string) => `Reactie van ${name}`,
    commentsLoading: 'Reacties laden ...',
    notFoundTitle: 'Vraag niet gevonden',
    notFound: (id: string) => `Er bestaat geen forumvraag met ID ${id}. Misschien werd ze verwijderd.`,
    toForum: 'Naar het forum',
  },
  faq: {
    title: 'Veelgestelde vragen (FAQ)',
    loading: 'FAQs laden ...',
    empty: 'Er zijn nog geen FAQs!',
  },
} as const;

/** The texts this app shows: the site's common texts and errors, and its own. */
export const messages = { ...sharedMessages, forum } as const;
