// Texts of the shell: layout, navbar, footer, popup bar, connecting overlay, guards and the shell's own pages.
// Quoted texts of SPEC §2 are kept to the letter.
import { messages as sharedMessages, USER_RULE_TEXTS } from 'shared/messages';

export const shell = {
  projectName: 'AI-tools roadmap voor de eventsector',
  header: {
    home: 'AI-tools',
    homeLabel: 'AI-tools: naar de startpagina',
    tagline: 'Roadmap van AI-tools voor de eventsector',
  },
  skipLink: 'Ga naar de inhoud',
  navbar: {
    label: 'Hoofdmenu',
    menu: 'MENU',
    insights: 'INZICHTEN',
    home: 'ROADMAP',
    forum: 'Forum',
    about: 'Over ons',
    faq: 'FAQ',
    account: 'Account',
    noShow: 'No Show Tool',
    /** Admins only: the admin page of the insights (the site's own counting). */
    adminInsights: 'Inzichten',
    dynamicLinks: 'Externe links',
    newTab: '(opent in een nieuw tabblad)',
    loginLoading: 'Bezig met inloggen ...',
  },
  auth: {
    /** LOGIN on a site whose /config.json names no identity provider. */
    loginUnavailable: 'Inloggen is nog niet beschikbaar. Probeer het later opnieuw.',
  },
  footer: {
    label: 'Voettekst',
    linksTitle: 'Links',
    roadmap: 'Roadmap',
    forum: 'Forum',
    account: 'Account',
    faq: 'FAQ',
    disclaimer: 'Disclaimer',
    privacy: 'Privacyverklaring',
    /** Only while an admin has switched the public figures on. */
    figures: 'De roadmap in cijfers',
    contactTitle: 'Contact',
    about: 'Over ons',
    partnersTitle: 'Partners en sponsors',
    kinds: { partner: 'partner', sponsor: 'sponsor' },
    organisationLogo: (name: string, kind: string) => `Logo van ${name} (${kind})`,
    copyright: (year: number, projectName: string) => `© ${year} ${projectName}`,
  },
  popup: {
    label: 'Melding',
  },
  connecting: {
    title: 'Verbinden met de server ...',
    note: 'Dit is een testversie van de roadmap. Het verbinden met de server kan even duren. Even geduld.',
    retrying: (seconds: number) => `Nog geen verbinding. We proberen het elke ${seconds} seconden opnieuw.`,
  },
  configError: {
    title: 'De website kan niet gestart worden',
    text: 'De instellingen van de website konden niet geladen worden. Controleer je internetverbinding en probeer het opnieuw.',
    retry: 'Opnieuw laden',
  },
  loginRequired: {
    title: 'Log in om verder te gaan',
    text: 'Deze pagina is alleen beschikbaar voor ingelogde gebruikers. Log in om verder te gaan.',
  },
  unauthorized: {
    title: 'Geen toegang',
    text: 'Je hebt geen toegang tot deze pagina. Log in met een account dat de juiste rechten heeft.',
    backToMain: 'Terug naar hoofdpagina',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    text: 'Deze pagina bestaat niet (meer). Controleer het adres of ga terug naar de startpagina.',
  },
  pageLoading: 'Pagina laden ...',
  about: {
    title: (projectName: string) => `Over ${projectName}`,
    goals: 'Doelstellingen van het project',
    whyEvents: 'Waarom de eventsector?',
    advisoryGroup: 'Begeleidingsgroep',
    realisation: 'Wie realiseert dit project?',
    funding: 'Financiering',
    projectNumber: (number: string) => `Projectnummer: ${number}`,
    team: 'Het team',
    photoOf: (name: string) => `Foto van ${name}`,
    profileLink: (name: string) => `Professioneel profiel van ${name}`,
    newTab: '(opent in een nieuw tabblad)',
  },
  /** The privacy statement (/privacy): who is responsible, what is kept and why, in the browser, and your rights. */
  privacy: {
    title: 'Privacyverklaring',
    intro: 'Hier lees je welke gegevens de roadmap over je bewaart, waarom, hoe lang en wie ze ziet, en wat je rechten zijn.',
    controllerTitle: 'Wie is verantwoordelijk?',
    controllerMissing: 'De beheerders van de site hebben nog niet ingevuld wie verantwoordelijk is voor de verwerking van je gegevens.',
    contact: 'Vragen over je gegevens? Mail naar',
    contactMissing: 'Er is nog geen e-mailadres voor vragen over privacy ingevuld.',
    dataTitle: 'Wat de site over je bewaart',
    dataIntro:
      'Per soort gegevens: welke gegevens, waarom de site ze bewaart, hoe lang en wie ze ziet. Dezelfde lijst bepaalt wat je downloadt en wat er verdwijnt als je je account verwijdert.',
    loading: 'Privacyverklaring laden ...',
    fields: 'Gegevens',
    purpose: 'Waarom',
    retention: 'Hoe lang',
    seenBy: 'Wie ziet ze',
    inDownload: 'In je download',
    browserTitle: 'Wat de site in je browser bewaart',
    browserIntro: 'Als bezoeker krijg je geen cookie en bewaart de site niets in je browser. Pas als je inlogt, bewaart de site dit:',
    storage: 'Waar',
    storageKinds: {
      localStorage: 'opslag van de browser (localStorage)',
      sessionStorage: 'opslag van het tabblad (sessionStorage)',
      cookie: 'cookie',
    },
    rightsTitle: 'Je rechten',
    accountEdit: 'Account beheer',
    rights: {
      see: {
        title: 'Inzien en downloaden.',
        before: 'Op',
        after: "download je met 'Mijn gegevens downloaden' alles wat de site over je bewaart, in één bestand.",
      },
      correct: {
        title: 'Verbeteren.',
        before: 'Je naam en je e-mailadres wijzig je op',
        after: '; wat je schreef, wijzig je waar je het schreef.',
      },
      remove: {
        title: 'Verwijderen.',
        before: 'Op',
        after: "verwijder je met 'Account verwijderen' je account. Wat je schreef, blijft staan onder de naam 'Verwijderd account'.",
      },
      object: { title: 'Vragen en bezwaar.', text: 'Mail naar' },
      complaint: {
        title: 'Klacht.',
        text: 'Ben je niet tevreden over hoe de site met je gegevens omgaat, dan kun je een klacht indienen bij de Belgische Gegevensbeschermingsautoriteit: www.gegevensbeschermingsautoriteit.be.',
      },
    },
  },
  /** The public figures (/cijfers), while an admin has switched them on. */
  figures: {
    title: 'De roadmap in cijfers',
    intro:
      'Dit zijn de cijfers die het project over de roadmap rapporteert. Bezoekers tellen we zonder cookies en zonder je te volgen: per dag opgeteld, dus wie op twee dagen langskomt, telt twee keer.',
    loading: 'Cijfers laden ...',
    totalsTitle: 'In totaal',
    tools: 'AI-tools',
    reviews: 'Reviews',
    forumQuestions: 'Forumvragen',
    phasesTitle: 'AI-tools per eventfase',
    noPhases: 'Er staan nog geen AI-tools op de roadmap.',
    monthsTitle: 'Per maand',
    visitorsTitle: 'Bezoekers per maand',
    visitors: 'Bezoekers',
    communityTitle: 'Reviews en forumvragen per maand',
    month: 'Maand',
    asTable: (title: string) => `Toon ${title.toLowerCase()} als tabel`,
  },
  disclaimer: {
    title: 'Disclaimer',
    points: [
      'De informatie op deze website wordt met de grootste zorg samengesteld, maar kan onvolledig of onjuist zijn. Er kunnen geen rechten aan worden ontleend.',
      'De hogeschool is niet aansprakelijk voor schade die voortvloeit uit het gebruik van deze website of van de vermelde AI-tools.',
      'De roadmap bevat ook enkele AI-tools die zelf geen AI gebruiken, omdat ze voor de eventsector relevant zijn.',
      'De gebruikte stockfoto’s komen van een website met stockfoto’s.',
      'De logo’s van bedrijven zijn eigendom van hun respectieve eigenaars.',
      'De iconen komen uit een iconenbibliotheek die beschikbaar is onder de MIT-licentie.',
    ],
  },
} as const;

/** Logging in, registering ('Welkom!') and logging out (SPEC §2, §4, §8). Quoted texts of the spec are kept to the letter, trailing space included. */
export const auth = {
  loggedInAs: (email: string) => `Ingelogd als ${email}`,
  registeredAs: (email: string) => `Geregistreerd als ${email}`,
  /** The identity provider's login (popup or redirect) failed. */
  loginFailed: 'Login failed',
  /** The identity provider refused to hand out the tokens after the login. */
  accessTokenFailed: 'Get access token failed',
  /** After LOGOUT, back on the site (the identity provider ended its session too). */
  loggedOut: 'Je bent uitgelogd.',
  /** The login callback pages (popup, redirect and silent renew). */
  busy: 'Bezig met inloggen ...',
  registration: {
    title: 'Welkom!',
    intro: 'Je logt voor het eerst in op de roadmap. Vul je voornaam en achternaam in of kijk ze na, en maak je account aan.',
    firstname: 'Voornaam',
    lastname: 'Achternaam',
    email: 'E-mailadres',
    invalidName: USER_RULE_TEXTS.name,
    submit: 'Registreer',
    submitting: 'Bezig met registreren ...',
    /** Why 'Registreer' rests while a name was never filled in (a filled-in wrong one says so under its field). */
    namesFirst: 'Vul eerst je voornaam en achternaam in.',
    notYourEmail: 'Niet jouw emailadres?',
  },
} as const;

/** The texts the shell shows: the site's common texts and errors, and its own. */
export const messages = { ...sharedMessages, shell, auth } as const;
