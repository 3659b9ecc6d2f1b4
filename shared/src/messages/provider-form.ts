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
    /** An edited provider whose stored e-mail address or telephone number is empty may keep it so (provider-rules.ts). */
    emailOptional: 'E-mailadres',
    telephoneOptional: 'Telefoon',
    logoUrl: 'Logo (url) *',
    account: 'Gekoppeld account *',
    chooseAccount: 'Kies een account',
    accountHint: 'Enkel een admin wijzigt het gekoppelde account. Vraag het aan een admin als dat nodig is.',
  },
  /** Uploading the logo instead of typing its address (decision 0023: the site keeps its images itself). */
  upload: {
    label: 'Logo uploaden',
    hint: 'PNG, JPEG, WebP of SVG, ten hoogste 5 MB. Het adres hierboven wordt dan ingevuld.',
    uploading: 'Het logo wordt opgeladen…',
    uploaded: 'Het logo is opgeladen.',
    preview: 'Voorbeeld van het logo',
  },
  /** SPEC §5 (provider forms). */
  invalid: {
    email: 'Het emailadres is niet geldig!',
    url: 'De website is geen geldige url!',
    logoUrl: 'De url is niet geldig!',
    telephone: 'Dit is geen geldig telefoonnummer.',
    required: 'Dit veld is verplicht.',
    /** A file the form refuses before it is sent. */
    fileType: 'Kies een PNG-, JPEG-, WebP- of SVG-bestand.',
    fileSize: 'Het bestand is groter dan 5 MB. Kies een kleiner bestand.',
  },
} as const;
