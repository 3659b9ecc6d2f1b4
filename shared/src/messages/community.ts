// Texts of the community pieces the kit offers to more than one app: the report dialog ('Meld ongepast'), the
// confirmation and the text areas of the forms. The site's own texts say 'je'; SPEC's literal ones stay as written.
export const community = {
  report: {
    button: 'Meld ongepast',
    title: 'Meld ongepast',
    intro: 'Waarom hoort dit niet op de website? Een beheerder bekijkt je melding. De auteur ziet niet wie meldde.',
    reason: 'Reden',
    submit: 'Meld',
    /** Why 'Meld' rests. */
    reasonFirst: 'Schrijf eerst waarom je dit meldt.',
    sent: 'Bedankt! Je melding is doorgestuurd naar de beheerders.',
    /** After a report: the button stays, disabled, with the reason beside it. */
    reported: 'Gemeld',
    reportedNote: 'Je hebt dit gemeld. Een beheerder bekijkt je melding.',
  },
  /** SPEC §2, §4: the confirmation of a removal of a review. */
  confirm: 'Bent u zeker?',
  remove: 'Verwijder',
  busy: 'Bezig ...',
  charactersLeft: (count: number, max: number) => `${count} van ${max} tekens`,
} as const;
