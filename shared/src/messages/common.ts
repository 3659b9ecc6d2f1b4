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
  /** Why a save button rests while the form still holds what was saved. */
  nothingChanged: 'Er is nog niets gewijzigd.',
} as const;
