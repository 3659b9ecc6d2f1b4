// SPEC §8: the error catalogue, to the letter. describeApiError (api/error-messages.ts) picks from here.
export const errors = {
  duplicate: {
    provider: 'Deze provider bestaat al!',
    tool: 'Deze AI-tool bestaat al!',
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
  reviewNotPosted: 'Review niet geplaatst!',
  commentNotPosted: 'Reactie niet geplaatst!',
  coolDown: (minutes: number, what: 'review' | 'reactie') =>
    `Je moet ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} wachten voordat je een nieuwe ${what} kan plaatsen!`,
  providerLoad: (message: string) => `Er ging iets mis. Fout: ${message}`,
  settingsLoad: (reason: string) => `Kon navlinks niet laden, reden: ${reason}`,
  userNameLoad: 'Kon naam gebruiker niet ophalen.',
} as const;
