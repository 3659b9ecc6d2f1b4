// Every text of the embedded identity provider's pages and mail, in Dutch, in one place.

import { USER_RULE_TEXTS } from 'shared/contracts';

/** '1 minuut', '15 minuten': a duration rounded up to whole minutes. */
function minutes(ms: number): string {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return `${count} ${count === 1 ? 'minuut' : 'minuten'}`;
}
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
    tooManyFromAddress: (windowMs: number) => `Te veel pogingen vanaf dit netwerk. Probeer het binnen ${minutes(windowMs)} opnieuw.`,
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
    privacy: 'Hoe de site met je gegevens omgaat, lees je in de',
    privacyLink: 'privacyverklaring',
    newWindow: '(opent in een nieuw tabblad)',
    taken: 'Met dit e-mailadres kan geen account aangemaakt worden. Probeer in te loggen of kies Wachtwoord vergeten.',
    tooMany: (remainingMs: number) =>
      `Te veel pogingen: vanaf dit netwerk zijn net veel accounts aangemaakt. Probeer het over ${minutes(remainingMs)} opnieuw.`,
  },

  rules: {
    name: USER_RULE_TEXTS.name,
    email: USER_RULE_TEXTS.email,
    password: 'Het wachtwoord moet minstens 8 en hoogstens 128 tekens lang zijn.',
    passwordCommon: 'Dit wachtwoord wordt te vaak gebruikt of is ooit uitgelekt. Kies een ander, bijvoorbeeld een zin van een paar woorden.',
    passwordHint: 'Minstens 8 tekens. Alle tekens mogen, ook spaties: een zin van een paar woorden is sterk en makkelijk te onthouden.',
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

  ownPassword: {
    title: 'Wachtwoord wijzigen',
    current: 'Huidig wachtwoord',
    password: 'Nieuw wachtwoord',
    passwordConfirm: 'Nieuw wachtwoord bevestigen',
    submit: 'Wachtwoord wijzigen',
    done: 'Je wachtwoord is gewijzigd. Gebruik voortaan je nieuwe wachtwoord om in te loggen.',
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
