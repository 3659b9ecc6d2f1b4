// Texts of logging in, registering ('Welkom!') and logging out (SPEC §2, §4, §8), used by the shell.
// Quoted texts of the spec are kept to the letter, trailing space included.
export const auth = {
  loggedInAs: (email: string) => `Ingelogd als ${email}`,
  registeredAs: (email: string) => `Geregistreerd als ${email}`,
  /** The identity provider's login (popup or redirect) failed. */
  loginFailed: 'Login failed',
  /** The identity provider refused to hand out the tokens after the login. */
  accessTokenFailed: 'Get access token failed',
  /** Backend login 400 or 401. */
  invalidCredentials: 'De ingevoerde gegevens zijn niet correct',
  /** Backend login or registration without an answer. */
  noResponse: 'Geen reactie van de server. ',
  unexpected: 'Er is een onverwachte fout opgetreden, probeer dit later opnieuw.',
  /** The login callback pages (popup, redirect and silent renew). */
  busy: 'Bezig met inloggen ...',
  registration: {
    title: 'Welkom!',
    intro: 'Je logt voor het eerst in op de roadmap. Vul je voornaam en achternaam in om je account aan te maken.',
    firstname: 'Voornaam',
    lastname: 'Achternaam',
    email: 'Emailadres',
    invalidName:
      'Dit is geen geldige naam. Elke naam moet minstens 2 tekens lang zijn en mag geen cijfers of speciale tekens bevatten.',
    submit: 'Registreer',
    submitting: 'Bezig met registreren ...',
    notYourEmail: 'Niet jouw emailadres?',
    validationFailed: 'Error 400: fout bij het valideren van uw gegevens, is het emailadres geldig?',
    alreadyRegistered:
      'Er bestaat al een account met dit emailadres. Log uit en log opnieuw in, of gebruik een ander emailadres.',
  },
} as const;
