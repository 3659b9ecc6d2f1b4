// The Dutch failure messages written once: those the API answers and a screen shows word for word (SPEC §8's
// texts stay literal here), and those several API modules answer alike. Values only, free of the schema library,
// so the front end can import them too. The API's generic messages stay in api/src/errors/api-error.ts and the
// screens' own texts in shared/src/messages/errors.ts, next to their one reader.
//
// Screens decide on a failure's code, never on its words (some show the API's message as it came): a text can
// change here without breaking a remote deployed alone with an older kit (docs/decisions/0009).

/** The Dutch name of each kind of row, as a message names it ('Geen forumvraag met id 7.'). */
const ROW_NOUNS = {
  tool: 'AI-tool',
  provider: 'provider',
  claim: 'aanvraag',
  user: 'gebruiker',
  keyword: 'keyword',
  review: 'review',
  issue: 'forumvraag',
  comment: 'reactie',
  report: 'melding',
  faq: 'FAQ',
  roadmapSetting: 'instelling',
  prediction: 'voorspelling',
} as const;

export type RowKind = keyof typeof ROW_NOUNS;

export const errorTexts = {
  /** 404 of a row asked for by its id. */
  noneWithId: (row: RowKind, id: number) => `Geen ${ROW_NOUNS[row]} met id ${id}.`,
  /** SPEC §8: ER_DUP_ENTRY of a provider form. */
  duplicateProvider: 'Deze provider bestaat al!',
  /** SPEC §8: ER_DUP_ENTRY of the tool form. */
  duplicateTool: 'Deze AI-tool bestaat al!',
  /** SPEC §8 'Provider delete blocked': ER_ROW_IS_REFERENCED while a tool still names the provider. */
  providerDeleteBlocked: 'U kan deze provider niet verwijderen aangezien deze nog gekoppeld is aan een AI-tool!',
  /** SPEC §5: a keyword beyond the limit on one tool (VALIDATION_FAILED). */
  tooManyKeywords: (max: number) => `Je kan maar maximaal ${max} keywords toevoegen.`,
  /** A No Show outcome with more attendees than registrations (VALIDATION_FAILED; the form says it first). */
  moreAttendeesThanRegistrations: 'Er kunnen niet meer aanwezigen zijn dan aanmeldingen.',
  /** LAST_ADMIN: demoting or removing the only admin would leave a site nobody can administer. */
  lastAdmin: 'Dit is de laatste admin. Maak eerst iemand anders admin; zonder admin kan niemand de site nog beheren.',
} as const;
