// SPEC §8: the error catalogue, to the letter (trailing spaces included). describeApiError (api/error-messages.ts)
// is the only reader: every screen's failure text comes through it. The texts the API answers word for word are
// written once, in the contract's errorTexts.
import { errorTexts } from '../contracts/error-texts.ts';

export const errors = {
  duplicate: {
    provider: errorTexts.duplicateProvider,
    tool: errorTexts.duplicateTool,
    faq: 'Deze FAQ bestaat al!',
  },
  validation: {
    general: 'Er ging iets mis met de validatie, zijn alle gegevens geldig?',
    forumPost: 'Er klopt iets niet met de ingevoerde gegevens. Het onderwerp mag maximaal 50 tekens lang zijn!',
    forumPostEdit:
      'Er klopt iets niet met de ingevoerde gegevens. Het onderwerp mag maximaal 50 tekens lang zijn en de vraag maximaal 1000 tekens!',
    settingsCreate: 'Er klopt iets niet met de ingevoerde gegevens. Zijn deze te lang?',
    settingsEdit: 'Er klopt iets niet met de ingevoerde gegevens. Het onderwerp mag maximaal 50 tekens lang zijn!',
  },
  otherCode: (code: string) => `Er ging iets mis. Probeer dit later opnieuw! Reden: ${code}`,
  network: 'Er kon geen connectie worden gemaakt met de server.',
  noResponse: 'Oeps! Er is geen connectie met de server mogelijk!',
  forumListNetwork: 'Er kan geen verbinding gemaakt worden met de server. Probeer dit later opnieuw.',
  forumListOther: 'Dit is een onverwachte fout. Probeer dit later opnieuw.',
  errorBoxTitle: 'Er ging iets mis',
  /** Not in SPEC §8: under a failure's message, the id of the failed request, to name when you report it. */
  requestReference: (id: string) => `Referentie: ${id}`,
  reviewNotPosted: 'Review niet geplaatst!',
  commentNotPosted: 'Reactie niet geplaatst!',
  coolDown: (minutes: number, what: 'review' | 'reactie') =>
    `Je moet ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} wachten voordat je een nieuwe ${what} kan plaatsen!`,
  providerLoad: (message: string) => `Er ging iets mis. Fout: ${message}`,
  settingsLoad: (reason: string) => `Kon navlinks niet laden, reden: ${reason}`,
  userNameLoad: 'Kon naam gebruiker niet ophalen.',
  /** The backend login (POST /users/login/) and registration ('Welkom!'). */
  login: {
    invalidCredentials: 'De ingevoerde gegevens zijn niet correct',
    noResponse: 'Geen reactie van de server. ',
    unexpected: 'Er is een onverwachte fout opgetreden, probeer dit later opnieuw.',
  },
  registration: {
    validationFailed: 'Error 400: fout bij het valideren van uw gegevens, is het emailadres geldig?',
    /** Not in SPEC §8: the identity's e-mail address belongs to another account already. */
    alreadyRegistered: 'Er bestaat al een account met dit e-mailadres. Log uit en log opnieuw in, of gebruik een ander e-mailadres.',
  },
  /** 'Account beheer' (PUT /users/{id} of the user's own account). */
  accountUpdate: {
    validationFailed: 'Error 400: fout bij het valideren van uw gegevens, is het wachtwoord correct?',
    emailTaken: 'Dit emailadres is al in gebruik.',
    noResponse: 'Geen reactie van de server.',
    unexpected: 'Er is een onverwachte fout opgetreden. Log opnieuw in en probeer deze actie nogmaals.',
  },
  /** User management's edit popup (an admin changes someone's name or address). */
  userEdit: {
    emailTaken: 'Dit emailadres is al in gebruik',
  },
  /** SPEC §8 'Review delete failure'. */
  reviewDelete: 'Er is een fout opgetreden, probeer dit later opnieuw.',
  /** Not in SPEC §8: demoting or removing the last admin (409 LAST_ADMIN). */
  lastAdmin: errorTexts.lastAdmin,
  /** Not in SPEC §8: too many requests or writes of one account in a short time (RATE_LIMITED). */
  rateLimited: (minutes: number) =>
    `Even geduld: er kwamen te veel aanvragen na elkaar. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
  /** An image upload the API refused (POST /images; decision 0023). */
  imageUpload: {
    tooLarge: 'Het bestand is groter dan 5 MB. Kies een kleiner bestand.',
    wrongType: 'Kies een PNG-, JPEG-, WebP- of SVG-bestand.',
    notAnImage: 'Dit bestand kon niet als afbeelding gelezen worden. Kies een PNG-, JPEG-, WebP- of SVG-afbeelding.',
    forbidden: 'Enkel providers en admins kunnen een logo uploaden.',
  },
  /** SPEC §8 'Provider update failure' and 'Provider delete blocked'. */
  providerUpdate: 'Er ging iets mis bij het bijwerken van de provider!',
  providerDeleteBlocked: errorTexts.providerDeleteBlocked,
  /** Not in SPEC §8: a second claim of the same company while the first waits, or a company with an account. */
  claimTaken: 'Je aanvraag voor dit bedrijf wacht al op een beslissing, of het bedrijf heeft al een beheerder.',
  /** SPEC §8 'Keyword errors'. */
  keyword: 'Het keyword bestaat al of er ging iets mis met de connectie!',
  /** SPEC §5: a sixth keyword on a tool. */
  tooManyKeywords: errorTexts.tooManyKeywords,
  /** SPEC §8 'Tool delete failure'. */
  toolDelete: (reason: string) => `Er is een fout opgetreden, probeer dit later opnieuw. Reden: ${reason}.`,
  /** Not in SPEC §8: a second report of the same item ('Meld ongepast'). */
  alreadyReported: 'Je hebt dit al gemeld. Een beheerder bekijkt je melding.',
} as const;
