// The texts that keep a writer's work: the question before a form with changes is left, and the count of what a
// length limit still allows.
export const formSafety = {
  leaveTitle: 'Pagina verlaten?',
  leaveBody: 'Je hebt wijzigingen die nog niet zijn opgeslagen. Als je deze pagina verlaat, ben je ze kwijt.',
  stay: 'Blijf hier',
  leave: 'Verlaat pagina',
  /** Shown from LIMIT_WARNING_SHARE of a limit on. */
  charactersLeft: (left: number) => (left === 1 ? '1 teken over' : `${left} tekens over`),
  charactersOver: (over: number) => (over === 1 ? '1 teken te veel' : `${over} tekens te veel`),
  tooLong: (max: number) => `Dit veld mag hoogstens ${max} tekens bevatten. Maak de tekst korter.`,
} as const;
