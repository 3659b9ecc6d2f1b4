// Texts used by more than one app.
export const common = {
  back: 'Terug',
  backHome: 'Terug naar de startpagina',
  loading: 'Laden ...',
  login: 'LOGIN',
  logout: 'LOGOUT',
  cancel: 'Annuleer',
  save: 'Sla op',
  close: 'Sluiten',
  /** Shown when a remote's code cannot be loaded; the layout stays. */
  remoteUnavailable: 'Dit onderdeel van de website kan momenteel niet geladen worden. Probeer het later opnieuw.',
  retry: 'Opnieuw proberen',
  pageUnderConstruction: 'Deze pagina is nog in opbouw.',
  /** Page titles of SPEC §2 for the account, admin and No Show areas (their remotes and the shell use them). */
  pageTitles: {
    account: 'Account',
    accountEdit: 'Account beheer',
    upgrade: 'Upgrade naar provider',
    providers: 'Provider beheer',
    provider: 'Provider',
    providerNewAdmin: 'Aanmaken nieuwe provider',
    providerNew: 'Indienen nieuwe provider',
    providerSubmissions: 'Nog niet goedgekeurde providers',
    users: 'Gebruikersbeheer',
    keywords: 'Keywordbeheer',
    settings: 'Instellingen website (roadmap)',
    noShow: 'Welkom bij onze zelfgemaakte No Show Tool',
  },
} as const;
