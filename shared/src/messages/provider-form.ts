// Texts of the provider form (SPEC §5 "Provider form"), which the kit offers to more than one app: the provider
// screens of the account area and the admin's 'new provider' popup of the tool form. SPEC's literal messages stay as
// written.
export const providerForm = {
  fields: {
    name: 'Naam *',
    country: 'Land van oorsprong *',
    chooseCountry: 'Kies een land',
    email: 'E-mailadres *',
    url: 'Website *',
    telephone: 'Telefoon *',
    logoUrl: 'Logo (url) *',
    account: 'Gekoppeld account *',
    chooseAccount: 'Kies een account',
    accountHint: 'Enkel een admin wijzigt het gekoppelde account. Vraag het aan een admin als dat nodig is.',
  },
  /** SPEC §5 (provider forms). */
  invalid: {
    email: 'Het emailadres is niet geldig!',
    url: 'De website is geen geldige url!',
    logoUrl: 'De url is niet geldig!',
    telephone: 'Dit is geen geldig telefoonnummer.',
    required: 'Dit veld is verplicht.',
  },
} as const;
