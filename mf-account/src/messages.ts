// Texts of the account remote: /account, /account/edit (SPEC §2, §5, §8). Quoted texts of the SPEC are kept
// to the letter ('Uw gegevens zijn correct aangepast.'); the site's own texts say 'je' and 'e-mailadres'.
import { messages as sharedMessages, USER_RULE_TEXTS } from 'shared/messages';

export const account = {
  /** Page titles of SPEC §2. */
  pageTitles: {
    account: 'Account',
    accountEdit: 'Account beheer',
    upgrade: 'Upgrade naar provider',
    providers: 'Provider beheer',
    provider: 'Provider',
    providerNewAdmin: 'Aanmaken nieuwe provider',
    providerNew: 'Indienen nieuwe provider',
  },
  /** The tools the user saved, and comparing them. */
  favourites: {
    title: 'Bewaarde AI-tools',
    loading: 'Bewaarde AI-tools laden ...',
    empty: "Je hebt nog geen AI-tools bewaard. Bewaar er een met 'Bewaar' op de pagina van een AI-tool.",
    choose: (name: string) => `Vergelijk ${name}`,
    remove: 'Niet meer bewaren',
    removeLabel: (name: string) => `${name} niet meer bewaren`,
    removed: 'AI-tool niet langer bewaard.',
    compare: (count: number) => (count === 0 ? 'Vergelijk' : `Vergelijk (${count})`),
    compareHint: 'Vink twee tot vier AI-tools aan om ze naast elkaar te zien.',
  },
  overview: {
    greeting: (firstname: string) => `Welkom, ${firstname}!`,
    signedInAs: (roleLabel: string) => `Je bent ingelogd als ${roleLabel}.`,
    /** SPEC §2: the role label of the greeting; the highest role wins. */
    roleLabels: { admin: 'administrator', provider: 'provider', user: 'gebruiker' },
    tasksTitle: 'Wat wil je doen?',
    privacy: 'Wat de site over je bewaart en wat je rechten zijn, lees je in de',
    privacyLink: 'privacyverklaring',
    /** Spoken after a card's count badge: the number alone says nothing to a screen reader. */
    badgeLabel: (count: string) => `(${count} te behandelen)`,
    cards: {
      addTool: { title: 'Nieuwe AI-tool', description: 'Creëer een nieuwe AI-tool; die is meteen goedgekeurd.' },
      submitTool: { title: 'AI-tool indienen', description: 'Dien een nieuwe AI-tool in ter goedkeuring.' },
      reviewTools: {
        title: 'AI-tools goedkeuren',
        description: 'Bekijk de AI-tools die nog niet goedgekeurd zijn en keur ze goed of af.',
      },
      ownTools: { title: 'Mijn AI-tools', description: 'Bekijk en wijzig de AI-tools van je providers.' },
      providersAdmin: { title: 'Provider beheer', description: 'Bekijk, wijzig of verwijder alle providers.' },
      providersOwn: { title: 'Mijn providers', description: 'Beheer je providers of dien een nieuwe provider in.' },
      providerSubmissions: {
        title: 'Providers goedkeuren',
        description: 'Keur ingediende providers goed of af.',
      },
      faq: { title: 'FAQ beheer', description: 'Voeg veelgestelde vragen toe, wijzig of verwijder ze.' },
      keywords: { title: 'Keywordbeheer', description: 'Voeg keywords toe, wijzig of verwijder ze.' },
      users: { title: 'Gebruikersbeheer', description: 'Wijzig de naam, het e-mailadres of de rol van gebruikers.' },
      settings: {
        title: 'Instellingen website',
        description: 'Beheer de dynamische links in de navigatiebalk.',
      },
      audit: { title: 'Logboek', description: 'Lees wie welke beheeractie deed, wanneer en van waar.' },
      insights: {
        title: 'Inzichten',
        description: 'Zie hoeveel bezoekers er komen, wat ze bekijken en wat ze zoeken zonder iets te vinden.',
      },
      reports: {
        title: 'Meldingen',
        description: 'Beoordeel gemelde reviews, forumvragen en reacties: verwijder ze of negeer de melding.',
      },
      accountEdit: { title: 'Account beheer', description: 'Wijzig je naam of je e-mailadres, download je gegevens of verwijder je account.' },
      upgrade: {
        title: 'Upgrade naar provider',
        description: 'Vraag aan om als bedrijf je providers en AI-tools op de roadmap te zetten.',
      },
      upgradePending: {
        label: 'Aanvraag in behandeling',
        description: 'Een admin bekijkt je aanvraag om provider te worden. Je krijgt een e-mail met de beslissing.',
      },
      noShow: {
        title: 'No Show Tool',
        description: 'Voorspel hoeveel ingeschreven deelnemers niet komen opdagen op je event.',
      },
    },
  },
  edit: {
    loading: 'Gegevens laden ...',
    email: 'E-mail',
    firstname: 'Voornaam',
    lastname: 'Achternaam',
    submit: 'Update gegevens',
    back: 'Terug naar account',
    passwordNote:
      "Wil je je wachtwoord wijzigen? Log dan uit en gebruik bij het opnieuw inloggen de link 'Wachtwoord vergeten?' op de loginpagina.",
    /** With the site's own identity provider the password is changed on its page (the current one is asked). */
    ownPasswordNote: 'Je wachtwoord wijzig je op de beveiligde inlogpagina; je huidige wachtwoord is daarvoor nodig.',
    ownPasswordLink: 'Wachtwoord wijzigen',
    /** A new address counts once its owner confirms it from the mail sent to it. */
    emailChangeNote: 'Een nieuw e-mailadres geldt pas als je het bevestigt met de link die we ernaar sturen; tot dan blijft je huidige adres gelden.',
    confirmationSent: (email: string) => `We stuurden een bevestigingslink naar ${email}. Je huidige e-mailadres blijft gelden tot je die link volgt.`,
    emailChecking: 'Beschikbaarheid van het e-mailadres controleren ...',
    /** SPEC §5 (account edit). */
    invalidName: USER_RULE_TEXTS.name,
    invalidEmail: USER_RULE_TEXTS.email,
    emailTaken: sharedMessages.errors.accountUpdate.emailTaken,
    invalidEntry: 'Invalid Entry',
    /** SPEC §8 (account update). */
    updated: 'Uw gegevens zijn correct aangepast.',
  },
  /** 'Je gegevens' on 'Account beheer': downloading everything the site keeps about you, and removing your account. */
  yourData: {
    title: 'Je gegevens',
    privacy: 'Wat de site over je bewaart, waarom en hoe lang, lees je in de',
    privacyLink: 'privacyverklaring',
    download: {
      title: 'Mijn gegevens downloaden',
      text: 'Download alles wat de site over je bewaart in één bestand (JSON): je account, wat je schreef, je bewaarde AI-tools, je voorspellingen en de rest.',
      button: 'Mijn gegevens downloaden',
      busy: 'Bezig met downloaden ...',
      done: 'Je gegevens zijn gedownload.',
      /** When the API names no file (another origin that does not expose the header). */
      fileName: (date: string) => `mijn-gegevens-${date}.json`,
    },
    remove: {
      title: 'Account verwijderen',
      intro: 'Als je je account verwijdert:',
      goes: 'verdwijnen je account, je naam, je e-mailadres en wat alleen voor jou bewaard wordt, zoals je bewaarde AI-tools en je voorspellingen;',
      stays: "blijft wat je schreef (reviews, vragen en antwoorden op het forum) staan, onder de naam 'Verwijderd account';",
      companies: 'blijven de bedrijven die je beheert op de roadmap staan, zonder beheerder.',
      final: 'Dit kan niet ongedaan worden gemaakt.',
      password: 'Huidig wachtwoord',
      passwordHint: 'Zo weet de site dat jij het bent.',
      passwordMissing: 'Vul je huidige wachtwoord in.',
      /** An account of another identity provider: a new login proves it is you. */
      logInAgain: 'Om te bevestigen dat jij het bent, log je na je bevestiging nog eens in op de inlogpagina. Daarna wordt je account verwijderd.',
      /** A shell built before it could ask for a new login. */
      logOutAndIn: 'Om je account te verwijderen, moet je bevestigen dat jij het bent. Log uit en opnieuw in, en probeer het dan nog eens.',
      button: 'Account verwijderen',
      confirmTitle: 'Account verwijderen?',
      confirmText: 'Weet je zeker dat je je account wilt verwijderen? Dit kan niet ongedaan worden gemaakt.',
      confirmButton: 'Verwijder mijn account',
      loginFailed: 'Het opnieuw inloggen is niet gelukt of werd afgebroken. Je account is niet verwijderd.',
      removed: 'Je account is verwijderd.',
    },
  },
  /** The provider screens (SPEC §2 "Providers list", "Provider detail", "Upgrade page"; §5 "Provider form"). */
  providers: {
    loading: 'Providers laden ...',
    intro: {
      admin: 'Alle providers, ook die nog op een beslissing wachten of zijn afgekeurd.',
      provider: 'De providers die je beheert. Een nieuwe provider wacht op de goedkeuring van een admin.',
    },
    empty: 'Er zijn nog geen providers.',
    add: 'Nieuwe provider',
    columns: { logo: 'Logo', name: 'Naam', origin: 'Land', website: 'Website', telephone: 'Telefoon', email: 'E-mail', state: 'Status', details: 'Details' },
    details: (name: string) => `Details van ${name}`,
    logoOf: (name: string) => `Logo van ${name}`,
    states: { approved: 'goedgekeurd', pending: 'in behandeling', rejected: 'afgekeurd' },
    reason: 'Reden:',
    noAccess: 'U heeft geen toegang tot provider',
    create: 'Maak provider aan',
    submit: 'Dien provider in',
    save: 'Sla op',
    busy: 'Bezig ...',
    back: 'Terug',
    remove: 'Verwijder',
    removeTitle: 'Provider verwijderen',
    removeQuestion: (name: string) => `Wil je de provider '${name}' verwijderen? Dit kan niet ongedaan worden gemaakt.`,
    toolsAttached: 'Deze AI-tools hangen nog aan de provider:',
    created: 'Provider succesvol aangemaakt!',
    submitted: 'Provider succesvol ingediend! Een admin bekijkt ze zo snel mogelijk.',
    updated: 'Provider succesvol aangepast!',
    removed: 'Provider succesvol verwijderd!',
  },
  upgrade: {
    intro: 'Wil je als bedrijf je AI-tools op de roadmap zetten? Vraag hier aan om provider te worden: een admin bekijkt je aanvraag.',
    pendingTitle: 'Je aanvraag is in behandeling',
    pending: (name: string) => `Een admin bekijkt je aanvraag voor '${name}'. Je krijgt een e-mail met de beslissing.`,
    rejectedTitle: 'Je aanvraag is afgekeurd',
    rejected: 'Pas de gegevens aan en dien je aanvraag opnieuw in.',
    resubmit: 'Dien opnieuw in',
    resubmitted: 'Je aanvraag is opnieuw ingediend.',
    approvedTitle: 'Je aanvraag is goedgekeurd',
    /** SPEC §4: after approval the user logs in again. */
    approved: 'Je bent nu provider. Log opnieuw in om je nieuwe rol te gebruiken: je wordt zo uitgelogd.',
    logInAgain: 'Log opnieuw in',
  },
} as const;

/** The texts this app shows: the site's common texts and errors, and its own. */
export const messages = { ...sharedMessages, account } as const;
