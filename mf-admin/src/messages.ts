// Texts of the admin remote: /users, /settings, /reports (SPEC §2, §4, §5, §8). Quoted texts of the SPEC are kept
// to the letter.
import { messages as sharedMessages } from 'shared/messages';

export const admin = {
  /** Page titles of SPEC §2. */
  pageTitles: {
    providerSubmissions: 'Nog niet goedgekeurde providers',
    users: 'Gebruikersbeheer',
    keywords: 'Keywordbeheer',
    settings: 'Instellingen website (roadmap)',
    audit: 'Logboek',
    reports: 'Meldingen',
  },
  audit: {
    intro: 'Elke beheeractie staat hier: wie, wanneer, wat en van welk adres. Niemand kan dit logboek wijzigen.',
    loading: 'Logboek laden ...',
    tableTitle: 'Beheeracties, nieuwste eerst',
    count: (count: number) => (count === 1 ? '1 beheeractie' : `${count} beheeracties`),
    empty: 'Er zijn nog geen beheeracties.',
    columns: { at: 'Tijdstip', actor: 'Wie', action: 'Actie', target: 'Waarop', detail: 'Details', address: 'Adres' },
    loadMore: 'Laad meer',
    noMore: 'Geen beheeracties meer',
    actions: {
      'user.roles-changed': 'Rol gewijzigd',
      'user.deleted': 'Gebruiker verwijderd',
      'tool.approved': 'AI-tool goedgekeurd',
      'tool.rejected': 'AI-tool afgekeurd',
      'tool.deleted': 'AI-tool verwijderd',
      'provider.approved': 'Provider goedgekeurd',
      'provider.rejected': 'Provider afgekeurd',
      'provider.deleted': 'Provider verwijderd',
      'review.removed': 'Review verwijderd',
      'reply.removed': 'Antwoord van een provider verwijderd',
      'issue.removed': 'Forumvraag verwijderd',
      'comment.removed': 'Reactie verwijderd',
      'report.dismissed': 'Melding genegeerd',
    },
  },
  /** SPEC §2 "Settings", §4 "Settings dialog". */
  settings: {
    navlinksTitle: 'Dynamische links in de navigatiebalk',
    loading: "Dynamische url's laden ...",
    name: 'Naam',
    url: 'Url',
    empty: "Er zijn nog geen dynamische url's. Voer er toe via de onderstaande knop.",
    add: 'Voeg dynamische url toe',
    /** The original needed a reload; here the navbar follows at once. */
    note: 'Wijzigingen zijn meteen zichtbaar in de navigatiebalk, zonder de pagina te herladen.',
    placeholder: 'Andere instellingen van de website volgen later.',
    back: 'Terug',
    editLabel: (name: string) => `Wijzig ${name}`,
    removeLabel: (name: string) => `Verwijder ${name}`,
    newWindow: '(opent in een nieuw venster)',
    dialogTitle: 'Bevestiging vereist',
    confirm: { add: 'Voeg toe', edit: 'Wijzig', remove: 'Verwijder' },
    cancel: 'Annuleer',
    removeWarning: 'Deze actie kan niet ongedaan worden gemaakt!',
    errorTitle: 'Er ging iets mis:',
    busy: 'Bezig ...',
    invalidUrl: 'Dit is geen geldige url: begin met http://, https:// of www.',
    unchanged: 'Wijzig de naam of de url.',
    done: {
      add: 'Dynamische url succesvol geplaatst.',
      edit: 'Dynamische url succesvol aangepast.',
      remove: 'Dynamische url succesvol verwijderd.',
    },
  },
  /** The reports of improper content ('Meld ongepast'). */
  reports: {
    intro: 'Bezoekers meldden deze reviews, forumvragen en reacties als ongepast. Verwijder het item of negeer de melding.',
    loading: 'Meldingen laden ...',
    listTitle: 'Openstaande meldingen',
    count: (count: number) => (count === 1 ? '1 melding' : `${count} meldingen`),
    empty: 'Er zijn geen openstaande meldingen.',
    retry: 'Opnieuw proberen',
    kinds: { review: 'Review', issue: 'Forumvraag', comment: 'Reactie' },
    onTool: (name: string) => `bij AI-tool ${name}`,
    onIssue: (subject: string) => `bij forumvraag ${subject}`,
    writtenBy: (name: string) => `Geschreven door ${name}`,
    stars: (rating: number) => `${rating} van de 5 sterren`,
    reason: 'Reden van de melding',
    reportedOn: 'Gemeld op',
    remove: 'Verwijder',
    removeLabel: (kind: string, name: string) => `Verwijder ${kind.toLowerCase()} van ${name}`,
    ignore: 'Negeer',
    ignoreLabel: (kind: string, name: string) => `Negeer de melding van ${kind.toLowerCase()} van ${name}`,
    confirmTitle: 'Bent u zeker?',
    confirmText: 'Het gemelde item wordt verwijderd, met de meldingen erover. Dit kan niet ongedaan worden gemaakt.',
    removed: 'Het gemelde item is verwijderd.',
    ignored: 'De melding is genegeerd.',
  },
  users: {
    intro: 'Wijzig de naam, het e-mailadres of de rol van een gebruiker, of verwijder een account.',
    loading: 'Gebruikers laden ...',
    loadFailed: 'De gebruikers konden niet geladen worden.',
    retry: 'Opnieuw proberen',
    listTitle: 'Gebruikers',
    count: (count: number) => (count === 1 ? '1 gebruiker' : `${count} gebruikers`),
    empty: 'Er zijn nog geen gebruikers.',
    email: 'E-mailadres',
    role: 'Rol',
    /** SPEC §6: the selectable labels of the roles. */
    roleLabels: { admin: 'ADMIN', provider: 'PROVIDER', user: 'USER' },
    edit: 'Naam of e-mail wijzigen',
    remove: 'Verwijder',
    cancel: 'Annuleer',
    busy: 'Bezig ...',
    roleDialog: {
      title: 'Rol wijzigen',
      question: (name: string, role: string) => `Weet je zeker dat je de rol van ${name} wilt wijzigen naar ${role}?`,
      ownRoleWarning: 'Dit is je eigen account: na het wijzigen van je rol word je uitgelogd.',
      confirm: 'Wijzig rol',
    },
    editDialog: {
      title: 'Gebruiker aanpassen',
      firstname: 'Voornaam',
      lastname: 'Achternaam',
      email: 'E-mailadres',
      checkingEmail: 'Beschikbaarheid van het emailadres controleren ...',
      save: 'Sla op',
    },
    removeDialog: {
      title: 'Gebruiker verwijderen',
      question: (name: string, email: string) =>
        `Weet je zeker dat je het account van ${name} (${email}) wilt verwijderen?`,
      warning: 'Deze actie kan niet ongedaan worden gemaakt!',
      confirm: 'Verwijder',
    },
    /** SPEC §5, the user-edit variants. */
    invalidName:
      'Dit is geen geldige naam. Elke naam moet minstens 2 tekens lang zijn en mag geen cijfers of speciale tekens bevatten.',
    invalidEmail: 'Geen geldig emailadres',
    emailTaken: sharedMessages.errors.userEdit.emailTaken,
    /** SPEC §8 success banners; the user-edit and removal wording is not given there. */
    roleChanged: (role: string) => `Rol succesvol gewijzigd naar ${role}.`,
    userUpdated: 'Gebruiker succesvol aangepast.',
    accountRemoved: 'Account succesvol verwijderd.',
  },
} as const;

/** The texts this app shows: the site's common texts and errors, and its own. */
export const messages = { ...sharedMessages, admin } as const;
