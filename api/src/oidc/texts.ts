// Every text of the embedded identity provider's pages and mail, in Dutch, in one place.
export const texts = {
  siteName: 'AI-tools roadmap voor de eventsector',
  backToSite: 'Terug naar de website',
  cancel: 'Annuleren',

  login: {
    title: 'Inloggen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    register: 'Account aanmaken',
    forgot: 'Wachtwoord vergeten?',
    wrong: 'Het e-mailadres of wachtwoord is niet correct.',
    tooMany: (seconds: number) => `Te veel pogingen. Probeer het over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} opnieuw.`,
  },

  register: {
    title: 'Account aanmaken',
    email: 'E-mailadres',
    firstname: 'Voornaam',
    lastname: 'Achternaam',
    password: 'Wachtwoord',
    passwordConfirm: 'Wachtwoord bevestigen',
    submit: 'Account aanmaken',
    haveAccount: 'Ik heb al een account: inloggen',
    taken: 'Met dit e-mailadres kan geen account aangemaakt worden. Probeer in te loggen of kies Wachtwoord vergeten.',
  },

  rules: {
    name: 'Dit is geen geldige naam. Elke naam moet minstens 2 tekens lang zijn en mag geen cijfers of speciale tekens bevatten.',
    email: 'Dit is geen geldig emailadres.',
    password:
      'Het wachtwoord moet 8 tot 24 tekens lang zijn, met een kleine letter, een hoofdletter, een cijfer en een van ! @ # $ % -.',
    passwordHint: '8 tot 24 tekens, met een kleine letter, een hoofdletter, een cijfer en een van ! @ # $ % -',
    mismatch: 'De wachtwoorden komen niet overeen.',
  },

  forgot: {
    title: 'Wachtwoord vergeten?',
    intro: 'Vul je e-mailadres in. Je ontvangt dan een link om een nieuw wachtwoord te kiezen.',
    email: 'E-mailadres',
    submit: 'Link versturen',
    sent: 'Als er een account bestaat voor dit e-mailadres, ontvang je een e-mail met een link om een nieuw wachtwoord te kiezen.',
    backToLogin: 'Terug naar inloggen',
  },

  mail: {
    resetSubject: 'Nieuw wachtwoord kiezen',
    resetBody: (link: string) =>
      [
        'Hallo,',
        '',
        'Iemand (hopelijk jij) vroeg een nieuw wachtwoord aan voor je account op de AI-tools roadmap voor de eventsector.',
        'Kies een nieuw wachtwoord via deze link (1 uur geldig, één keer te gebruiken):',
        '',
        link,
        '',
        'Heb je dit niet aangevraagd? Dan mag je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
      ].join('\n'),
  },

  reset: {
    title: 'Nieuw wachtwoord kiezen',
    password: 'Nieuw wachtwoord',
    passwordConfirm: 'Nieuw wachtwoord bevestigen',
    submit: 'Wachtwoord opslaan',
    invalid: 'Deze link is verlopen of al gebruikt.',
    askNew: 'Vraag een nieuwe link aan',
    done: 'Je nieuwe wachtwoord is opgeslagen. Je kunt nu inloggen.',
  },

  changePassword: {
    title: 'Kies een nieuw wachtwoord',
    intro: 'Je bent ingelogd met een eenmalig wachtwoord. Kies een eigen wachtwoord om verder te gaan.',
    password: 'Nieuw wachtwoord',
    passwordConfirm: 'Nieuw wachtwoord bevestigen',
    submit: 'Wachtwoord opslaan',
  },

  logout: {
    title: 'Uitloggen',
    question: 'Wil je uitloggen?',
    busy: 'Je wordt uitgelogd…',
    confirm: 'Ja, uitloggen',
    doneTitle: 'Uitgelogd',
    done: 'Je bent uitgelogd.',
  },

  error: {
    title: 'Er ging iets mis',
    generic: 'Er is een onverwachte fout opgetreden. Probeer het opnieuw vanaf de website.',
    failed: 'Het inloggen of uitloggen kon niet voltooid worden: het verzoek is ongeldig of verlopen. Ga terug naar de website en probeer het opnieuw.',
    expired: 'Deze inlogpoging is verlopen of niet meer geldig. Ga terug naar de website en probeer opnieuw in te loggen.',
    badRequest: 'Dit verzoek kon niet verwerkt worden. Controleer je invoer en probeer het opnieuw.',
    notFound: 'Deze pagina bestaat niet.',
    code: 'Foutcode',
  },
} as const;
