// Texts of the admin remote: /users (SPEC §2, §4, §5, §8). Quoted texts of the SPEC are kept to the letter.
import { messages as sharedMessages } from 'shared/messages';

export const admin = {
  /** Page titles of SPEC §2. */
  pageTitles: {
    providerSubmissions: 'Nog niet goedgekeurde providers',
    users: 'Gebruikersbeheer',
    keywords: 'Keywordbeheer',
    settings: 'Instellingen website (roadmap)',
    audit: 'Logboek',
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
      'issue.removed': 'Forumvraag verwijderd',
      'comment.removed': 'Reactie verwijderd',
      'report.dismissed': 'Melding genegeerd',
    },
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
