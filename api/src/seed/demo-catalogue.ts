// The demo catalogue: what a new installation shows at once (seeded by seedDemoCatalogue in ./index.ts).
//
// Tools and providers are real, publicly known products and companies; the texts are our own Dutch summaries
// for event organisers, not vendor copy. Prices are kept general on purpose ('Op aanvraag', 'betaalde plannen
// per maand'): vendors change them often. People (users, forum, reviews) are fictional and use the reserved
// domains example.com / example.org.
//
// Provider contact data:
// - email: left '' for every provider, like the telephone: we know no verified public contact address for these
//   companies, and a guessed `info@<their domain>` on a mailto link would send visitors' questions to an address
//   that may not exist or not be meant for them. The contact block shows the company and its website; the
//   provider (or an admin) adds the address.
// - telephone: left '' for every provider. We will not publish a switchboard number we cannot verify, and a fake
//   number such as '+32 000 00 00 00' would look real on the site. The provider form asks for it on the first edit.
// - logo_url: an original monogram in ./logos/<slug>.svg (served at /demo-logos/), no trademarked artwork.

import type { Role } from 'shared/contracts';

export type EventProcess = 'overkoepelend' | 'pre-event' | 'event' | 'post-event';

export interface DemoProvider {
  slug: string; // file name of the monogram logo, ./logos/<slug>.svg
  name: string;
  country: string; // ISO 3166-1 alpha-2 of the company's seat
  url: string;
  email: string; // '', see the note above
  telephone: string; // '' = unknown, see the note above
  monogram: string; // one to three letters on the logo
  colour: string; // background colour of the logo
  approved: boolean;
  approvalComment: string;
}

export interface DemoTool {
  name: string;
  eventprocess: EventProcess;
  kind: string;
  description: string;
  complexity: string;
  roi: string;
  price: string;
  origin: string; // ISO 3166-1 alpha-2 where the product was built
  detailsUrl: string;
  useCaseUrl: string; // '' when we know no public use case
  provider: string; // DemoProvider.name
  keywords: string[]; // DemoKeywords, 2..5
  approved: boolean;
  approvalComment: string;
}

export interface DemoUser {
  firstname: string;
  lastname: string;
  email: string;
  roles: Role[];
}

export interface DemoReview {
  tool: string; // DemoTool.name
  author: string; // DemoUser.email
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  daysAgo: number; // relative to the seeding time; fractions are hours
}

export interface DemoComment {
  author: string;
  content: string;
  daysAgo: number; // must be smaller than the post's daysAgo (later in time)
}

export interface DemoForumPost {
  author: string;
  subject: string; // <= 50
  content: string; // <= 1000
  daysAgo: number;
  comments: DemoComment[];
}

export interface DemoFaq {
  question: string;
  answer: string;
}

export interface DemoNavlink {
  name: string; // <= 50
  url: string;
}

export const demoKeywords: string[] = [
  'analyse',
  'beeldgeneratie',
  'chatbot',
  'contentcreatie',
  'design',
  'enquête',
  'event-app',
  'feedback',
  'hybride events',
  'interactie',
  'klantenservice',
  'marketing',
  'matchmaking',
  'netwerken',
  'ondertiteling',
  'planning',
  'publieksbeheer',
  'registratie',
  'sociale media',
  'tekstgeneratie',
  'ticketing',
  'toegankelijkheid',
  'tolken',
  'transcriptie',
  'veiligheid',
  'vertaling',
  'video',
  'voorspelling',
];

const ok = { approved: true, approvalComment: '' } as const;

const provider = (
  slug: string,
  name: string,
  country: string,
  domain: string,
  monogram: string,
  colour: string,
  url = `https://www.${domain}`,
): DemoProvider => ({
  slug,
  name,
  country,
  url,
  email: '',
  telephone: '',
  monogram,
  colour,
  ...ok,
});

export const demoProviders: DemoProvider[] = [
  provider('openai', 'OpenAI', 'US', 'openai.com', 'OA', '#10a37f', 'https://openai.com'),
  provider('microsoft', 'Microsoft', 'US', 'microsoft.com', 'MS', '#0078d4'),
  provider('odoo', 'Odoo', 'BE', 'odoo.com', 'O', '#714b67'),
  provider('cvent', 'Cvent', 'US', 'cvent.com', 'CV', '#006ae1'),
  provider('bizzabo', 'Bizzabo', 'US', 'bizzabo.com', 'BZ', '#5b2ee0'),
  provider('eventbrite', 'Eventbrite', 'US', 'eventbrite.com', 'EB', '#d1410c'),
  provider('ticketmatic', 'Ticketmatic', 'BE', 'ticketmatic.com', 'TM', '#e4003a'),
  provider('canva', 'Canva', 'AU', 'canva.com', 'CA', '#00a3b4'),
  provider('adobe', 'Adobe', 'US', 'adobe.com', 'AD', '#c8102e'),
  provider('midjourney', 'Midjourney', 'US', 'midjourney.com', 'MJ', '#3b3b3b'),
  provider('deepl', 'DeepL', 'DE', 'deepl.com', 'DL', '#0f2b46'),
  provider('synthesia', 'Synthesia', 'GB', 'synthesia.io', 'SY', '#3c2cdb', 'https://www.synthesia.io'),
  provider('predicthq', 'PredictHQ', 'NZ', 'predicthq.com', 'PHQ', '#1f6f5c'),
  provider('b2match', 'b2match', 'AT', 'b2match.com', 'B2', '#ef7d00'),
  provider('sinch', 'Sinch', 'SE', 'sinch.com', 'SI', '#2b6cb0'),
  provider('watermelon', 'Watermelon', 'NL', 'watermelon.ai', 'WM', '#e8475f', 'https://watermelon.ai'),
  provider('trengo', 'Trengo', 'NL', 'trengo.com', 'TR', '#3e3bd6', 'https://trengo.com'),
  provider('jasper', 'Jasper', 'US', 'jasper.ai', 'JA', '#8b2be2', 'https://www.jasper.ai'),
  provider('swapcard', 'Swapcard', 'FR', 'swapcard.com', 'SW', '#4f46e5'),
  provider('brella', 'Brella', 'FI', 'brella.io', 'BR', '#14b8a6', 'https://www.brella.io'),
  provider('grip', 'Grip', 'GB', 'grip.events', 'GR', '#e11d48', 'https://www.grip.events'),
  provider('interprefy', 'Interprefy', 'CH', 'interprefy.com', 'IP', '#0e7490'),
  provider('wordly', 'Wordly', 'US', 'wordly.ai', 'WO', '#2563eb', 'https://www.wordly.ai'),
  provider('kudo', 'KUDO', 'US', 'kudoway.com', 'KU', '#7c3aed', 'https://kudoway.com'),
  provider('mentimeter', 'Mentimeter', 'SE', 'mentimeter.com', 'ME', '#196cff'),
  provider('crowdscan', 'CrowdScan', 'BE', 'crowdscan.be', 'CS', '#15803d'),
  provider('zenus', 'Zenus', 'US', 'zenus.ai', 'ZE', '#334155', 'https://www.zenus.ai'),
  provider('otter', 'Otter.ai', 'US', 'otter.ai', 'OT', '#1d4ed8', 'https://otter.ai'),
  provider('amberscript', 'Amberscript', 'NL', 'amberscript.com', 'AS', '#f59e0b'),
  provider('descript', 'Descript', 'US', 'descript.com', 'DE', '#111827'),
  provider('opusclip', 'OpusClip', 'US', 'opus.pro', 'OC', '#9333ea', 'https://www.opus.pro'),
  provider('surveymonkey', 'SurveyMonkey', 'US', 'surveymonkey.com', 'SM', '#00bf6f'),
  provider('typeform', 'Typeform', 'ES', 'typeform.com', 'TF', '#262627'),
  provider('mopinion', 'Mopinion', 'NL', 'mopinion.com', 'MO', '#0891b2', 'https://mopinion.com'),
  provider('brandwatch', 'Brandwatch', 'GB', 'brandwatch.com', 'BW', '#6d28d9'),
  // Pending approval: submitted, not yet reviewed by an admin (approved 0, comment '').
  {
    ...provider('heygen', 'HeyGen', 'US', 'heygen.com', 'HG', '#0f766e'),
    approved: false,
    approvalComment: '',
  },
];

export const demoTools: DemoTool[] = [
  // ── overkoepelend: tools die in alle fasen van pas komen ──────────────────────────────────────────────
  {
    name: 'ChatGPT',
    eventprocess: 'overkoepelend',
    kind: 'Generatieve AI-assistent',
    description:
      'Een taalmodel waarmee je in gewone taal teksten, draaiboeken, checklists en e-mails laat opstellen. Organisatoren gebruiken het om een programma uit te werken, uitnodigingen en sessieteksten te schrijven of na afloop antwoorden uit een enquête samen te vatten. De AI genereert tekst op basis van jouw instructies; controleer feiten en vertrouwelijke gegevens altijd zelf.',
    complexity: 'Laag: werkt in de browser of app, goede instructies (prompts) schrijven vraagt wat oefening.',
    roi: 'Bespaart uren schrijf- en denkwerk bij elke fase van het event.',
    price: 'Gratis basisversie; betaalde abonnementen per gebruiker per maand voor meer gebruik en zakelijke functies.',
    origin: 'US',
    detailsUrl: 'https://chatgpt.com',
    useCaseUrl: '',
    provider: 'OpenAI',
    keywords: ['tekstgeneratie', 'planning', 'marketing', 'chatbot'],
    ...ok,
  },
  {
    name: 'Microsoft 365 Copilot',
    eventprocess: 'overkoepelend',
    kind: 'AI-assistent in kantoorsoftware',
    description:
      'Copilot zit in Word, Excel, Outlook, PowerPoint en Teams. Je laat er een projectplan of budgetoverzicht mee opstellen, lange mailwisselingen met leveranciers samenvatten of een presentatie voor sponsors opbouwen uit bestaande documenten. De AI werkt met de bestanden en mails waartoe je binnen je organisatie al toegang hebt.',
    complexity: 'Gemiddeld: vereist een Microsoft 365-omgeving en een aparte licentie; de IT-beheerder moet het activeren.',
    roi: 'Handig voor teams die al in Microsoft 365 werken: minder tijd kwijt aan verslagen en opvolging.',
    price: 'Betaalde licentie per gebruiker bovenop een Microsoft 365-abonnement; beperkte gratis Copilot-chat.',
    origin: 'US',
    detailsUrl: 'https://www.microsoft.com/microsoft-365/copilot',
    useCaseUrl: '',
    provider: 'Microsoft',
    keywords: ['tekstgeneratie', 'planning', 'analyse'],
    ...ok,
  },
  {
    name: 'Odoo Events',
    eventprocess: 'overkoepelend',
    kind: 'Eventbeheer in een ERP-pakket',
    description:
      'De Events-module van het Belgische Odoo beheert inschrijvingen, tickets, sessies, badges en sponsors, gekoppeld aan facturatie, CRM en e-mailmarketing in hetzelfde pakket. In de editor helpt AI je om teksten voor eventpagina\'s en mailings op te stellen of te herschrijven. Vooral interessant voor organisaties die hun boekhouding en klantendata toch al in Odoo bijhouden.',
    complexity: 'Gemiddeld: snel op te starten, maar een goede koppeling met facturatie en CRM vraagt configuratie.',
    roi: 'Eén systeem van inschrijving tot factuur voorkomt dubbel invoerwerk.',
    price: 'Eén app gratis; meerdere apps via een betalend abonnement per gebruiker per maand.',
    origin: 'BE',
    detailsUrl: 'https://www.odoo.com/app/events',
    useCaseUrl: '',
    provider: 'Odoo',
    keywords: ['registratie', 'ticketing', 'planning', 'marketing'],
    ...ok,
  },
  {
    name: 'Cvent',
    eventprocess: 'overkoepelend',
    kind: 'Event-managementplatform',
    description:
      'Een uitgebreid platform voor registratie, venue sourcing, event-app, badges en rapportering, gebruikt door grote congres- en beursorganisatoren. AI-functies helpen onder meer bij het schrijven van teksten en het samenvatten van sessies en data. Meer geschikt voor terugkerende, grote events dan voor een eenmalige receptie.',
    complexity: 'Hoog: veel modules en instellingen, meestal met begeleiding bij de implementatie.',
    roi: 'Rendabel bij grote of veel events, waar centrale data en automatisatie veel handwerk besparen.',
    price: 'Op aanvraag, afhankelijk van modules en aantal events.',
    origin: 'US',
    detailsUrl: 'https://www.cvent.com',
    useCaseUrl: '',
    provider: 'Cvent',
    keywords: ['registratie', 'event-app', 'analyse', 'hybride events'],
    ...ok,
  },
  {
    name: 'Bizzabo',
    eventprocess: 'overkoepelend',
    kind: 'Event-experienceplatform',
    description:
      'Bizzabo bundelt eventwebsite, registratie, event-app, netwerken en rapportering voor fysieke, hybride en online events. AI-functies ondersteunen het opstellen van content en het analyseren van deelnemersgedrag, zodat je ziet welke sessies en sponsors aanslaan. Gericht op B2B-conferenties.',
    complexity: 'Hoog: krachtig, maar je hebt tijd en een projectverantwoordelijke nodig om alles in te richten.',
    roi: 'Inzicht in betrokkenheid van deelnemers maakt sponsorpakketten beter verkoopbaar.',
    price: 'Op aanvraag.',
    origin: 'US',
    detailsUrl: 'https://www.bizzabo.com',
    useCaseUrl: '',
    provider: 'Bizzabo',
    keywords: ['registratie', 'netwerken', 'analyse', 'hybride events'],
    ...ok,
  },

  // ── pre-event: voorbereiding, promotie, ticketing ─────────────────────────────────────────────────────
  {
    name: 'Eventbrite',
    eventprocess: 'pre-event',
    kind: 'Ticketing- en promotieplatform',
    description:
      'Met Eventbrite zet je snel een eventpagina met ticketverkoop online en bereik je publiek via de eigen zoekmachine en mailings. AI-hulpmiddelen stellen op basis van enkele kernwoorden een eventbeschrijving, samenvatting of advertentietekst voor. Geschikt voor workshops, lezingen en publieksevents.',
    complexity: 'Laag: een eventpagina staat binnen een uur online.',
    roi: 'Snel live met ticketverkoop zonder eigen webshop; AI-teksten besparen schrijfwerk.',
    price: 'Gratis voor gratis events; bij betaalde tickets een servicekost per verkocht ticket.',
    origin: 'US',
    detailsUrl: 'https://www.eventbrite.com',
    useCaseUrl: '',
    provider: 'Eventbrite',
    keywords: ['ticketing', 'marketing', 'tekstgeneratie', 'registratie'],
    ...ok,
  },
  {
    name: 'Ticketmatic',
    eventprocess: 'pre-event',
    kind: 'Ticketing- en CRM-platform',
    description:
      'Belgisch ticketingsysteem dat veel gebruikt wordt door cultuurhuizen, festivals en venues, met ticketverkoop, abonnementen, toegangscontrole en klantendatabank in één geheel. Het is geen AI-tool in de strikte zin: de meerwaarde zit in de verkoopdata en rapporten waarmee je segmenten en campagnes gerichter maakt. Opgenomen omdat deze data de basis vormen voor latere AI-toepassingen zoals voorspellingen.',
    complexity: 'Gemiddeld: opzet samen met de leverancier; daarna beheer door het eigen team.',
    roi: 'Eigen klantendata en minder afhankelijkheid van externe ticketplatformen.',
    price: 'Op aanvraag.',
    origin: 'BE',
    detailsUrl: 'https://www.ticketmatic.com',
    useCaseUrl: '',
    provider: 'Ticketmatic',
    keywords: ['ticketing', 'analyse', 'marketing'],
    ...ok,
  },
  {
    name: 'Canva',
    eventprocess: 'pre-event',
    kind: 'Ontwerpplatform met AI',
    description:
      'Online ontwerptool voor affiches, social posts, badges, bewegwijzering en presentaties, met sjablonen in je eigen huisstijl. De AI-functies genereren beelden en teksten, verwijderen achtergronden en passen een ontwerp automatisch aan naar andere formaten. Zo maak je zonder grafisch ontwerper een consistente campagne voor je event.',
    complexity: 'Laag: intuïtief; een merkpakket met logo\'s en kleuren instellen vraagt eenmalig wat werk.',
    roi: 'Minder uitbesteed ontwerpwerk en snellere aanpassingen tot vlak voor het event.',
    price: 'Gratis basisversie; Pro- en Teams-abonnementen per maand of per jaar.',
    origin: 'AU',
    detailsUrl: 'https://www.canva.com',
    useCaseUrl: '',
    provider: 'Canva',
    keywords: ['design', 'beeldgeneratie', 'marketing', 'sociale media'],
    ...ok,
  },
  {
    name: 'Adobe Firefly',
    eventprocess: 'pre-event',
    kind: 'Generatieve beeld-AI',
    description:
      'Firefly maakt beelden, teksteffecten en variaties op basis van een tekstbeschrijving en is ingebouwd in Photoshop en Adobe Express. Voor events gebruik je het voor sfeerbeelden, moodboards voor decor en aankleding of om een foto uit te breiden naar een bannerformaat. Adobe traint het model op gelicentieerd beeldmateriaal, wat het commerciële gebruik eenvoudiger maakt.',
    complexity: 'Gemiddeld: eenvoudig om te starten, de meerwaarde komt vooral in combinatie met Adobe-software.',
    roi: 'Minder stockbeelden nodig en sneller visuele concepten tonen aan klanten.',
    price: 'Beperkt gratis te proberen; betaalde plannen of inbegrepen in Creative Cloud-abonnementen.',
    origin: 'US',
    detailsUrl: 'https://www.adobe.com/products/firefly.html',
    useCaseUrl: '',
    provider: 'Adobe',
    keywords: ['beeldgeneratie', 'design', 'marketing'],
    ...ok,
  },
  {
    name: 'Midjourney',
    eventprocess: 'pre-event',
    kind: 'AI-beeldgenerator',
    description:
      'Midjourney zet een tekstbeschrijving om in zeer gedetailleerde beelden. Eventbureaus gebruiken het voor conceptvoorstellen: hoe kan de zaal, de stand of het podium eruitzien in een bepaalde stijl. De beelden zijn inspiratie, geen technisch plan, en je moet opletten met herkenbare personen en merken.',
    complexity: 'Gemiddeld: goede resultaten vragen oefening met beschrijvingen en parameters.',
    roi: 'Sterke visuals in de offertefase verhogen de kans om een pitch te winnen.',
    price: 'Betaalde abonnementen vanaf ca. $10 per maand; geen gratis versie.',
    origin: 'US',
    detailsUrl: 'https://www.midjourney.com',
    useCaseUrl: '',
    provider: 'Midjourney',
    keywords: ['beeldgeneratie', 'design', 'contentcreatie'],
    ...ok,
  },
  {
    name: 'DeepL',
    eventprocess: 'pre-event',
    kind: 'Vertaalsoftware',
    description:
      'DeepL vertaalt teksten en volledige documenten met een neuraal netwerk en behoudt daarbij de opmaak. Voor internationale events vertaal je er uitnodigingen, programma\'s, praktische info en sprekersbio\'s mee, met een woordenlijst zodat vaktermen en namen juist blijven. Het Nederlands is van goede kwaliteit, maar laat belangrijke teksten nalezen.',
    complexity: 'Laag: tekst plakken of document uploaden; een woordenlijst instellen is optioneel.',
    roi: 'Meertalige communicatie zonder voor elke tekst een vertaalbureau in te schakelen.',
    price: 'Gratis versie met limieten; DeepL Pro-abonnementen per gebruiker per maand.',
    origin: 'DE',
    detailsUrl: 'https://www.deepl.com',
    useCaseUrl: '',
    provider: 'DeepL',
    keywords: ['vertaling', 'marketing', 'toegankelijkheid'],
    ...ok,
  },
  {
    name: 'Synthesia',
    eventprocess: 'pre-event',
    kind: 'AI-video met avatars',
    description:
      'Synthesia maakt video\'s waarin een digitale presentator je tekst uitspreekt, in tientallen talen. Organisatoren gebruiken het voor aankondigingen, instructievideo\'s voor vrijwilligers of een welkomstvideo in meerdere talen zonder opnamedag. De AI genereert stem, lipbewegingen en vertaling uit een script.',
    complexity: 'Laag tot gemiddeld: werkt met sjablonen; een eigen avatar laten maken vraagt extra stappen.',
    roi: 'Geen studio, camera of presentator nodig voor korte informatieve video\'s.',
    price: 'Beperkte gratis versie; betaalde plannen per maand, Enterprise op aanvraag.',
    origin: 'GB',
    detailsUrl: 'https://www.synthesia.io',
    useCaseUrl: '',
    provider: 'Synthesia',
    keywords: ['video', 'contentcreatie', 'vertaling', 'marketing'],
    ...ok,
  },
  {
    name: 'PredictHQ',
    eventprocess: 'pre-event',
    kind: 'Voorspellende eventdata',
    description:
      'PredictHQ verzamelt en verrijkt wereldwijd gegevens over evenementen, feestdagen, sportwedstrijden en andere drukte-bepalende factoren. Met machine learning schat het in hoeveel mensen een event trekt en wat dat betekent voor de vraag in de buurt. Venues en organisatoren gebruiken het om een datum te kiezen die niet botst met grote events, of om personeel en voorraad beter te plannen.',
    complexity: 'Hoog: levert data via een API en dashboards; je hebt iemand nodig die ze kan interpreteren.',
    roi: 'Betere datumkeuze en planning voorkomt lege zalen of onderbemande diensten.',
    price: 'Op aanvraag.',
    origin: 'NZ',
    detailsUrl: 'https://www.predicthq.com',
    useCaseUrl: '',
    provider: 'PredictHQ',
    keywords: ['voorspelling', 'planning', 'analyse'],
    ...ok,
  },
  {
    name: 'b2match',
    eventprocess: 'pre-event',
    kind: 'B2B-matchmakingplatform',
    description:
      'Op b2match maken deelnemers voor het event een profiel aan, beschrijven ze wat ze aanbieden en zoeken, en boeken ze vooraf één-op-één-gesprekken. Het platform stelt relevante gesprekspartners voor en plant de aanvaarde afspraken automatisch in tijdsloten en aan tafels. Veel gebruikt voor brokerage events van Europese netwerken en clusters.',
    complexity: 'Gemiddeld: de matchmakingregels, tijdsloten en tafels moet je vooraf goed instellen.',
    roi: 'Meer en betere zakelijke afspraken per deelnemer, en meetbaar resultaat voor sponsors en partners.',
    price: 'Op aanvraag; prijs per event afhankelijk van het aantal deelnemers.',
    origin: 'AT',
    detailsUrl: 'https://www.b2match.com',
    useCaseUrl: '',
    provider: 'b2match',
    keywords: ['matchmaking', 'netwerken', 'planning', 'registratie'],
    ...ok,
  },
  {
    name: 'Chatlayer',
    eventprocess: 'pre-event',
    kind: 'Chatbot- en voicebotplatform',
    description:
      'Chatlayer werd in Antwerpen ontwikkeld en hoort nu bij Sinch. Je bouwt er zonder programmeren een meertalige chatbot mee die vragen over tickets, parking, programma of toegankelijkheid beantwoordt op je website, WhatsApp of Messenger. De AI herkent de bedoeling van een vraag, ook als die anders geformuleerd is, en kan doorschakelen naar een medewerker.',
    complexity: 'Gemiddeld: de bot moet getraind worden met vragen en antwoorden, en getest voor het event.',
    roi: 'Minder herhaalde vragen per mail en telefoon in de drukke weken voor het event.',
    price: 'Op aanvraag.',
    origin: 'BE',
    detailsUrl: 'https://chatlayer.ai',
    useCaseUrl: '',
    provider: 'Sinch',
    keywords: ['chatbot', 'klantenservice', 'vertaling'],
    ...ok,
  },
  {
    name: 'Watermelon',
    eventprocess: 'pre-event',
    kind: 'AI-chatbot voor klantenservice',
    description:
      'Nederlandse chatbot die je traint met je eigen website, FAQ en documenten, waarna hij bezoekers 24 uur per dag antwoord geeft. Voor events vangt hij praktische vragen op over tickets, bereikbaarheid en huisregels, en geeft hij een gesprek door aan een medewerker wanneer nodig. De antwoorden worden met generatieve AI geformuleerd op basis van jouw bronnen.',
    complexity: 'Laag tot gemiddeld: snel gestart, maar de bronnen moeten actueel en volledig zijn.',
    roi: 'Minder druk op het infoteam en snellere antwoorden voor bezoekers.',
    price: 'Betaalde abonnementen per maand; details op aanvraag.',
    origin: 'NL',
    detailsUrl: 'https://watermelon.ai',
    useCaseUrl: '',
    provider: 'Watermelon',
    keywords: ['chatbot', 'klantenservice', 'tekstgeneratie'],
    ...ok,
  },
  {
    name: 'Trengo',
    eventprocess: 'pre-event',
    kind: 'Omnichannel klantenservice-inbox',
    description:
      'Trengo brengt e-mail, WhatsApp, chat en sociale media samen in één gedeelde inbox voor je team. AI stelt antwoorden voor, vat lange gesprekken samen en kan eenvoudige vragen automatisch beantwoorden. Nuttig voor festivals en venues waar in de aanloop veel vragen via verschillende kanalen binnenkomen.',
    complexity: 'Gemiddeld: kanalen koppelen is eenvoudig, goede automatische flows vragen wat denkwerk.',
    roi: 'Niemand hoeft nog vijf inboxen op te volgen; kortere antwoordtijden.',
    price: 'Betaalde plannen per maand, afhankelijk van het aantal gebruikers en gesprekken.',
    origin: 'NL',
    detailsUrl: 'https://trengo.com',
    useCaseUrl: '',
    provider: 'Trengo',
    keywords: ['klantenservice', 'chatbot', 'sociale media'],
    ...ok,
  },
  {
    name: 'Jasper',
    eventprocess: 'pre-event',
    kind: 'AI-copywriting',
    description: 'Schrijft marketingteksten met AI.',
    complexity: 'Laag.',
    roi: 'Sneller teksten.',
    price: 'Vanaf enkele tientallen dollars per maand.',
    origin: 'US',
    detailsUrl: 'https://www.jasper.ai',
    useCaseUrl: '',
    provider: 'Jasper',
    keywords: ['tekstgeneratie', 'marketing'],
    approved: false,
    approvalComment:
      'De beschrijving is te algemeen en toont geen toepassing voor events. Vul een concreet voorbeeld aan (bv. eventcampagnes) en controleer de prijsinformatie.',
  },
  {
    name: 'HeyGen',
    eventprocess: 'pre-event',
    kind: 'AI-video en videovertaling',
    description:
      'HeyGen maakt video\'s met digitale presentatoren en kan bestaande video\'s vertalen met de stem en lipbewegingen van de spreker. Voor events kan je er een sprekersvideo of aftermovie mee naar andere talen omzetten of korte promovideo\'s maken zonder opnames.',
    complexity: 'Laag: werkt in de browser met sjablonen.',
    roi: 'Meertalige video\'s zonder nieuwe opnames of nasynchronisatie.',
    price: 'Gratis proefversie; betaalde plannen per maand.',
    origin: 'US',
    detailsUrl: 'https://www.heygen.com',
    useCaseUrl: '',
    provider: 'HeyGen',
    keywords: ['video', 'vertaling', 'contentcreatie'],
    approved: false,
    approvalComment: '',
  },

  // ── event: tijdens het event ─────────────────────────────────────────────────────────────────────────
  {
    name: 'Swapcard',
    eventprocess: 'event',
    kind: 'Eventplatform met AI-matchmaking',
    description:
      'Swapcard is een event-app en -platform voor beurzen en congressen, met agenda, exposantenlijst, leadscanning en netwerken. Een aanbevelingssysteem stelt deelnemers personen, sessies en standen voor op basis van hun profiel en gedrag. Organisatoren en exposanten krijgen daarna rapporten over contacten en betrokkenheid.',
    complexity: 'Gemiddeld tot hoog: veel instellingen en data (sprekers, exposanten) om in te laden.',
    roi: 'Meer waardevolle contacten voor deelnemers en meetbare leads voor exposanten.',
    price: 'Op aanvraag.',
    origin: 'FR',
    detailsUrl: 'https://www.swapcard.com',
    useCaseUrl: '',
    provider: 'Swapcard',
    keywords: ['matchmaking', 'netwerken', 'event-app', 'hybride events'],
    ...ok,
  },
  {
    name: 'Brella',
    eventprocess: 'event',
    kind: 'Netwerk- en matchmakingplatform',
    description:
      'Brella laat deelnemers bij registratie hun interesses en doelen aangeven en stelt op basis daarvan gesprekspartners voor. Deelnemers plannen in de app afspraken in tijdsloten en op vaste ontmoetingsplekken. De organisator ziet hoeveel afspraken er werden gemaakt en kan sponsors zichtbaarheid geven.',
    complexity: 'Gemiddeld: de interessecategorieën bepalen de kwaliteit van de matches.',
    roi: 'Netwerken wordt een meetbaar onderdeel van het programma in plaats van toeval aan de koffietafel.',
    price: 'Op aanvraag.',
    origin: 'FI',
    detailsUrl: 'https://www.brella.io',
    useCaseUrl: '',
    provider: 'Brella',
    keywords: ['matchmaking', 'netwerken', 'event-app'],
    ...ok,
  },
  {
    name: 'Grip',
    eventprocess: 'event',
    kind: 'AI-matchmakingplatform',
    description:
      'Grip gebruikt AI om op grote beurzen en congressen kopers, verkopers en partners met elkaar in contact te brengen. Het systeem leert uit profielen en uit welke voorstellen deelnemers aanvaarden of weigeren, en verfijnt zo de aanbevelingen. Vaak gekoppeld aan de event-app of het registratiesysteem van de organisator.',
    complexity: 'Hoog: integratie met registratie en app, en genoeg deelnemers om goede matches te kunnen maken.',
    roi: 'Hogere tevredenheid bij exposanten en bezoekers door relevantere ontmoetingen.',
    price: 'Op aanvraag.',
    origin: 'GB',
    detailsUrl: 'https://www.grip.events',
    useCaseUrl: '',
    provider: 'Grip',
    keywords: ['matchmaking', 'netwerken', 'analyse'],
    ...ok,
  },
  {
    name: 'Interprefy',
    eventprocess: 'event',
    kind: 'Platform voor tolken en live vertaling',
    description:
      'Interprefy levert simultaan tolken op afstand: tolken werken vanuit hun eigen locatie en deelnemers luisteren via app of browser in hun taal. Daarnaast biedt het AI-spraakvertaling en live ondertiteling voor sessies waar geen menselijke tolk nodig of beschikbaar is. Geschikt voor fysieke, hybride en online events.',
    complexity: 'Gemiddeld: technische test met de AV-partner vooraf is nodig.',
    roi: 'Geen tolkcabines en reiskosten; meer talen mogelijk voor hetzelfde budget.',
    price: 'Op aanvraag, afhankelijk van talen, duur en menselijke of AI-vertaling.',
    origin: 'CH',
    detailsUrl: 'https://www.interprefy.com',
    useCaseUrl: '',
    provider: 'Interprefy',
    keywords: ['tolken', 'vertaling', 'ondertiteling', 'hybride events', 'toegankelijkheid'],
    ...ok,
  },
  {
    name: 'Wordly',
    eventprocess: 'event',
    kind: 'AI-tolkdienst',
    description:
      'Wordly vertaalt gesproken presentaties live met AI naar ondertitels en synthetische spraak in tientallen talen. Deelnemers scannen een QR-code en volgen de sessie op hun eigen smartphone. Er komen geen menselijke tolken aan te pas, wat het betaalbaar maakt voor kleinere sessies, maar vakjargon en namen vragen een vooraf ingestelde woordenlijst.',
    complexity: 'Laag: audio-aansluiting op de mengtafel of laptop volstaat.',
    roi: 'Meertalige sessies tegen een fractie van de kost van klassieke tolken.',
    price: 'Op aanvraag; pakketten op basis van uren vertaling.',
    origin: 'US',
    detailsUrl: 'https://www.wordly.ai',
    useCaseUrl: '',
    provider: 'Wordly',
    keywords: ['tolken', 'vertaling', 'ondertiteling', 'toegankelijkheid'],
    ...ok,
  },
  {
    name: 'KUDO',
    eventprocess: 'event',
    kind: 'Meertalig vergader- en tolkplatform',
    description:
      'KUDO combineert een netwerk van professionele tolken op afstand met een AI-spraakvertaler. Je kiest per sessie voor menselijke tolken, AI of een mix, en deelnemers kiezen hun taal in de app of via een integratie met Zoom of Teams. Vooral gebruikt voor internationale vergaderingen en congressen.',
    complexity: 'Gemiddeld: planning van tolken en een technische check vooraf.',
    roi: 'Flexibel schalen tussen goedkope AI-vertaling en menselijke kwaliteit waar het ertoe doet.',
    price: 'Op aanvraag.',
    origin: 'US',
    detailsUrl: 'https://kudoway.com',
    useCaseUrl: '',
    provider: 'KUDO',
    keywords: ['tolken', 'vertaling', 'hybride events'],
    ...ok,
  },
  {
    name: 'Microsoft Teams Premium',
    eventprocess: 'event',
    kind: 'Online en hybride events met AI-ondertiteling',
    description:
      'Met Teams organiseer je webinars en town halls; de Premium-licentie voegt live vertaalde ondertitels en AI-gegenereerde samenvattingen en taken na afloop toe. Deelnemers kiezen zelf de taal van de ondertitels. Handig voor hybride sessies in organisaties die Teams al gebruiken.',
    complexity: 'Laag tot gemiddeld: beheerder moet licenties en instellingen activeren.',
    roi: 'Meertalige toegankelijkheid en automatische verslagen zonder extra tools.',
    price: 'Betaalde add-on per gebruiker per maand bovenop Microsoft Teams.',
    origin: 'US',
    detailsUrl: 'https://www.microsoft.com/microsoft-teams/premium',
    useCaseUrl: '',
    provider: 'Microsoft',
    keywords: ['hybride events', 'ondertiteling', 'vertaling', 'transcriptie'],
    ...ok,
  },
  {
    name: 'Mentimeter',
    eventprocess: 'event',
    kind: 'Interactieve presentaties en polls',
    description:
      'Deelnemers stemmen, stellen vragen en geven woordwolken in via hun smartphone, en de resultaten verschijnen live op het scherm. AI helpt je een volledige interactieve presentatie op te bouwen vanuit een onderwerp en groepeert open antwoorden per thema. Zo houd je zalen actief en verzamel je meteen feedback.',
    complexity: 'Laag: een presentatie met polls is in een kwartier klaar.',
    roi: 'Meer betrokkenheid tijdens sessies en direct bruikbare input van het publiek.',
    price: 'Gratis basisversie; betaalde plannen per gebruiker per maand.',
    origin: 'SE',
    detailsUrl: 'https://www.mentimeter.com',
    useCaseUrl: '',
    provider: 'Mentimeter',
    keywords: ['interactie', 'feedback', 'enquête', 'analyse'],
    ...ok,
  },
  {
    name: 'CrowdScan',
    eventprocess: 'event',
    kind: 'Meting van publieksdichtheid',
    description:
      'CrowdScan is een spin-off van imec en de Universiteit Antwerpen die met een netwerk van draadloze sensoren meet hoeveel mensen zich in een zone bevinden, zonder camera\'s of gsm-data. Algoritmes zetten de verzwakking van radiosignalen om in realtime drukte- en stromingsdata. Het systeem werd onder meer op grote festivals gebruikt om crowd managers en hulpdiensten sneller te laten ingrijpen.',
    complexity: 'Gemiddeld: sensoren moeten vooraf op het terrein geplaatst en gekalibreerd worden.',
    roi: 'Veiliger publieksbeheer en betere inzet van stewards, op een privacyvriendelijke manier.',
    price: 'Op aanvraag, afhankelijk van terreingrootte en duur.',
    origin: 'BE',
    detailsUrl: 'https://www.crowdscan.be',
    useCaseUrl: '',
    provider: 'CrowdScan',
    keywords: ['publieksbeheer', 'veiligheid', 'analyse'],
    ...ok,
  },
  {
    name: 'Zenus',
    eventprocess: 'event',
    kind: 'AI-publieksanalyse met camera\'s',
    description:
      'Zenus plaatst camera\'s die met AI anoniem tellen hoeveel mensen een zone of stand bezoeken, hoelang ze blijven en welke globale sentimentindicatie hun gezichtsuitdrukking geeft. Beelden worden volgens de leverancier niet opgeslagen, alleen statistieken. Let op: gezichtsanalyse ligt gevoelig, dus informeer deelnemers duidelijk en toets het gebruik aan de AVG.',
    complexity: 'Gemiddeld: hardware plaatsen en een juridische toets vooraf.',
    roi: 'Objectieve data over drukte en betrokkenheid per zone, nuttig voor exposanten en indeling.',
    price: 'Op aanvraag.',
    origin: 'US',
    detailsUrl: 'https://www.zenus.ai',
    useCaseUrl: '',
    provider: 'Zenus',
    keywords: ['analyse', 'publieksbeheer', 'feedback'],
    ...ok,
  },
  {
    name: 'Otter.ai',
    eventprocess: 'event',
    kind: 'Live transcriptie en notities',
    description:
      'Otter zet gesproken tekst live om in geschreven tekst, herkent verschillende sprekers en maakt achteraf automatisch een samenvatting met actiepunten. Tijdens een event kan je er live captions mee tonen of notities van sessies en vergaderingen laten maken. Het werkt het best in het Engels; voor Nederlandstalige sessies is een andere tool aangewezen.',
    complexity: 'Laag: app of browser openen en opnemen, of koppelen aan Zoom, Teams of Meet.',
    roi: 'Geen notulist nodig en sessies worden doorzoekbaar.',
    price: 'Gratis basisversie met beperkt aantal minuten; betaalde plannen per gebruiker per maand.',
    origin: 'US',
    detailsUrl: 'https://otter.ai',
    useCaseUrl: '',
    provider: 'Otter.ai',
    keywords: ['transcriptie', 'ondertiteling', 'toegankelijkheid'],
    ...ok,
  },

  // ── post-event: opvolging, content, evaluatie ───────────────────────────────────────────────────────
  {
    name: 'Amberscript',
    eventprocess: 'post-event',
    kind: 'Transcriptie en ondertiteling',
    description:
      'Het Nederlandse Amberscript zet opnames van sessies en panels met spraakherkenning om in tekst en ondertitels, ook voor Nederlandstalige opnames. Je corrigeert de tekst in een online editor of laat dat door menselijke transcribenten doen. Zo maak je opnames toegankelijk en haal je er citaten en verslagen uit.',
    complexity: 'Laag: bestand uploaden, tekst of ondertitelbestand downloaden.',
    roi: 'Toegankelijke video\'s en verslagen zonder uren uittypen.',
    price: 'Betalen per uur audio of via een abonnement; maatwerk en API op aanvraag.',
    origin: 'NL',
    detailsUrl: 'https://www.amberscript.com',
    useCaseUrl: '',
    provider: 'Amberscript',
    keywords: ['transcriptie', 'ondertiteling', 'vertaling', 'toegankelijkheid'],
    ...ok,
  },
  {
    name: 'Descript',
    eventprocess: 'post-event',
    kind: 'Video- en audiobewerking via tekst',
    description:
      'Descript maakt automatisch een transcript van je opname; door tekst te schrappen knip je de video of podcast mee. AI verwijdert stopwoordjes en stiltes, verbetert de geluidskwaliteit en maakt korte clips. Ideaal om opnames van keynotes of panelgesprekken snel publiceerbaar te maken.',
    complexity: 'Laag tot gemiddeld: bewerken via tekst is snel te leren.',
    roi: 'Montage in een fractie van de tijd van een klassiek videobewerkingsprogramma.',
    price: 'Gratis basisversie; betaalde plannen per maand.',
    origin: 'US',
    detailsUrl: 'https://www.descript.com',
    useCaseUrl: '',
    provider: 'Descript',
    keywords: ['video', 'transcriptie', 'contentcreatie'],
    ...ok,
  },
  {
    name: 'OpusClip',
    eventprocess: 'post-event',
    kind: 'Korte clips uit lange video\'s',
    description:
      'OpusClip analyseert een lange opname met AI, kiest de meest interessante fragmenten en maakt er verticale clips met ondertitels van. Zo haal je uit één keynote een reeks posts voor LinkedIn, Instagram en TikTok. Controleer de selectie altijd: de AI kent je doelpubliek niet.',
    complexity: 'Laag: link of bestand aanleveren en clips kiezen.',
    roi: 'Weken social content uit opnames die anders ongebruikt blijven.',
    price: 'Gratis versie met beperkte minuten; betaalde plannen per maand.',
    origin: 'US',
    detailsUrl: 'https://www.opus.pro',
    useCaseUrl: '',
    provider: 'OpusClip',
    keywords: ['video', 'sociale media', 'contentcreatie'],
    ...ok,
  },
  {
    name: 'SurveyMonkey',
    eventprocess: 'post-event',
    kind: 'Enquêteplatform',
    description:
      'Met SurveyMonkey stuur je deelnemers na het event een evaluatie. AI helpt je een vragenlijst op te stellen vanuit een korte omschrijving en analyseert open antwoorden op thema\'s en sentiment. Zo zie je snel wat deelnemers waardeerden en wat beter kan.',
    complexity: 'Laag: sjablonen voor eventevaluatie zijn beschikbaar.',
    roi: 'Snel bruikbare inzichten voor de volgende editie en voor sponsors.',
    price: 'Gratis basisversie; betaalde plannen per maand of per jaar.',
    origin: 'US',
    detailsUrl: 'https://www.surveymonkey.com',
    useCaseUrl: '',
    provider: 'SurveyMonkey',
    keywords: ['enquête', 'feedback', 'analyse'],
    ...ok,
  },
  {
    name: 'Typeform',
    eventprocess: 'post-event',
    kind: 'Formulieren en enquêtes',
    description:
      'Typeform toont één vraag tegelijk, wat tot hogere responspercentages leidt bij evaluaties en inschrijvingsformulieren. AI helpt je vragen te formuleren en een formulier sneller op te bouwen. Koppelingen met mail- en CRM-tools zorgen dat de antwoorden meteen bij de juiste persoon terechtkomen.',
    complexity: 'Laag: formulieren bouwen gaat met slepen en neerzetten.',
    roi: 'Meer ingevulde evaluaties en minder handwerk in de verwerking.',
    price: 'Gratis versie met beperkingen; betaalde plannen per maand.',
    origin: 'ES',
    detailsUrl: 'https://www.typeform.com',
    useCaseUrl: '',
    provider: 'Typeform',
    keywords: ['enquête', 'feedback', 'registratie'],
    ...ok,
  },
  {
    name: 'Mopinion',
    eventprocess: 'post-event',
    kind: 'Feedbackanalyse',
    description:
      'Nederlandse software om feedback via websites, apps en e-mail te verzamelen en te analyseren. Tekstanalyse groepeert opmerkingen per onderwerp en sentiment en toont trends in dashboards. Voor venues en organisatoren met een eigen website of app geeft dit een doorlopend beeld van de bezoekerservaring.',
    complexity: 'Gemiddeld: formulieren en dashboards moeten op je eigen kanalen worden ingesteld.',
    roi: 'Gericht verbeteren op basis van wat bezoekers echt zeggen, niet op buikgevoel.',
    price: 'Op aanvraag.',
    origin: 'NL',
    detailsUrl: 'https://mopinion.com',
    useCaseUrl: '',
    provider: 'Mopinion',
    keywords: ['feedback', 'analyse', 'enquête'],
    ...ok,
  },
  {
    name: 'Brandwatch',
    eventprocess: 'post-event',
    kind: 'Social listening en analyse',
    description:
      'Brandwatch volgt wat er op sociale media en online nieuws over je event, sprekers en sponsors gezegd wordt. AI herkent onderwerpen, sentiment en opvallende pieken, zodat je na het event kan rapporteren over bereik en beleving. Ook tijdens het event nuttig om klachten of problemen vroeg op te merken.',
    complexity: 'Hoog: goede zoekopdrachten opstellen en resultaten interpreteren vraagt ervaring.',
    roi: 'Onderbouwde rapportering voor sponsors en partners over online impact.',
    price: 'Op aanvraag.',
    origin: 'GB',
    detailsUrl: 'https://www.brandwatch.com',
    useCaseUrl: '',
    provider: 'Brandwatch',
    keywords: ['sociale media', 'analyse', 'marketing'],
    ...ok,
  },
];

// Fictional people without login accounts (auth_issuer/auth_subject stay null): the authors of the demo reviews
// and forum posts.
export const demoUsers: DemoUser[] = [
  { firstname: 'Lotte', lastname: 'Janssens', email: 'lotte.janssens@example.com', roles: ['user'] },
  { firstname: 'Pieter', lastname: 'De Smet', email: 'pieter.desmet@example.org', roles: ['user'] },
  { firstname: 'Sanne', lastname: 'van Dijk', email: 'sanne.vandijk@example.com', roles: ['user'] },
  { firstname: 'Wout', lastname: 'Claes', email: 'wout.claes@example.org', roles: ['user'] },
  { firstname: 'Femke', lastname: 'Maes', email: 'femke.maes@example.com', roles: ['user'] },
  { firstname: 'Jeroen', lastname: 'Bakker', email: 'jeroen.bakker@example.org', roles: ['user', 'provider'] },
];

const lotte = 'lotte.janssens@example.com';
const pieter = 'pieter.desmet@example.org';
const sanne = 'sanne.vandijk@example.com';
const wout = 'wout.claes@example.org';
const femke = 'femke.maes@example.com';
const jeroen = 'jeroen.bakker@example.org';

export const demoReviews: DemoReview[] = [
  {
    tool: 'ChatGPT',
    author: lotte,
    rating: 4,
    daysAgo: 41.3,
    content:
      'Gebruik ik dagelijks voor eerste versies van mails aan sprekers en draaiboeken. Je moet alles nalezen en zelf aanvullen met de praktische details, maar het scheelt veel tijd.',
  },
  {
    tool: 'ChatGPT',
    author: wout,
    rating: 3,
    daysAgo: 12.6,
    content:
      'Goed voor ideeën en teksten, minder goed voor feiten. Het verzon een zaalcapaciteit die niet klopte. Nooit zonder controle gebruiken voor praktische info.',
  },
  {
    tool: 'DeepL',
    author: sanne,
    rating: 5,
    daysAgo: 35.2,
    content:
      'Ons volledige congresprogramma in het Engels en Frans vertaald in een middag. Met de woordenlijst bleven de namen van zalen en sessies overal hetzelfde.',
  },
  {
    tool: 'DeepL',
    author: pieter,
    rating: 4,
    daysAgo: 9.4,
    content:
      'Veel natuurlijker dan andere vertalers. Bij Vlaamse uitdrukkingen gaat het soms mis, dus laat een moedertaalspreker het eindresultaat even nalezen.',
  },
  {
    tool: 'Canva',
    author: femke,
    rating: 5,
    daysAgo: 28.8,
    content:
      'Affiche, Instagram-posts en naambadges in dezelfde stijl zonder ontwerper. Het automatisch aanpassen naar andere formaten werkt verrassend goed.',
  },
  {
    tool: 'Canva',
    author: jeroen,
    rating: 4,
    daysAgo: 6.1,
    content:
      'Handig en snel. De AI-beelden zijn wisselend van kwaliteit; voor de hoofdvisual van ons festival hebben we toch een illustrator ingeschakeld.',
  },
  {
    tool: 'Amberscript',
    author: pieter,
    rating: 5,
    daysAgo: 30.5,
    content:
      'Panelgesprekken met West-Vlaamse sprekers werden beter herkend dan ik had verwacht. De editor is overzichtelijk en de ondertitels konden we zo op YouTube zetten.',
  },
  {
    tool: 'Amberscript',
    author: lotte,
    rating: 4,
    daysAgo: 15.7,
    content:
      'Goede kwaliteit voor Nederlandstalige opnames. Bij veel achtergrondgeluid (receptie) moesten we flink corrigeren, maar dat ligt eerder aan de opname.',
  },
  {
    tool: 'Mentimeter',
    author: wout,
    rating: 5,
    daysAgo: 26.3,
    content:
      'Ideaal om een zaal van 200 mensen wakker te krijgen na de lunch. De woordwolk aan het begin van de sessie was een schot in de roos.',
  },
  {
    tool: 'Mentimeter',
    author: femke,
    rating: 4,
    daysAgo: 4.2,
    content:
      'Eenvoudig en betrouwbaar. Let wel op: met de gratis versie zit je snel aan de limiet van het aantal vragen per presentatie.',
  },
  {
    tool: 'Swapcard',
    author: jeroen,
    rating: 4,
    daysAgo: 38.9,
    content:
      'Onze exposanten waren blij met de leadscanning. De aanbevelingen werden pas echt relevant toen de meeste deelnemers hun profiel hadden ingevuld, dus stuur daar tijdig herinneringen voor.',
  },
  {
    tool: 'Brella',
    author: sanne,
    rating: 4,
    daysAgo: 22.4,
    content:
      'Bijna de helft van de deelnemers plande minstens één afspraak via de app. De vaste ontmoetingsplekken maakten het overzichtelijk.',
  },
  {
    tool: 'Wordly',
    author: lotte,
    rating: 3,
    daysAgo: 19.1,
    content:
      'Werkt vlot voor Engels naar Nederlands, maar bij snelle sprekers en vaktermen liep het achter. Voor de plenaire sessie kozen we toch voor menselijke tolken.',
  },
  {
    tool: 'Interprefy',
    author: pieter,
    rating: 5,
    daysAgo: 44.2,
    content:
      'Vier talen voor een hybride congres, met tolken vanuit drie landen. De technische test vooraf was grondig en op de dag zelf liep alles vlekkeloos.',
  },
  {
    tool: 'Eventbrite',
    author: femke,
    rating: 3,
    daysAgo: 33.6,
    content:
      'Snel een ticketpagina online en de AI-beschrijving was een goed vertrekpunt. De servicekosten per ticket vonden sommige bezoekers wel hoog.',
  },
  {
    tool: 'Odoo Events',
    author: jeroen,
    rating: 4,
    daysAgo: 17.8,
    content:
      'Wij gebruikten Odoo al voor facturatie, dus inschrijvingen in dezelfde omgeving was logisch. De eventpagina\'s mogen wat flexibeler, maar het werkt.',
  },
  {
    tool: 'CrowdScan',
    author: wout,
    rating: 5,
    daysAgo: 24.9,
    content:
      'Op ons stadsfestival gaf het dashboard de stewards een duidelijk beeld van de drukte aan de ingangen. Fijn dat er geen camera\'s aan te pas komen.',
  },
  {
    tool: 'Zenus',
    author: sanne,
    rating: 2,
    daysAgo: 11.3,
    content:
      'De data over drukte per stand waren interessant, maar de discussie met ons juridisch team over gezichtsanalyse kostte meer tijd dan de installatie. Voor ons publiek voelde het niet goed.',
  },
  {
    tool: 'Synthesia',
    author: lotte,
    rating: 4,
    daysAgo: 8.5,
    content:
      'Instructievideo voor 80 vrijwilligers in drie talen, zonder filmploeg. De avatar oogt nog wat stijf, maar voor interne info is dat geen probleem.',
  },
  {
    tool: 'Descript',
    author: pieter,
    rating: 5,
    daysAgo: 3.7,
    content:
      'Onze keynote-opname was binnen een uur gemonteerd: stiltes en herhalingen eruit met een paar klikken. Het Nederlandse transcript had wel wat correcties nodig.',
  },
  {
    tool: 'OpusClip',
    author: femke,
    rating: 3,
    daysAgo: 2.4,
    content:
      'Leverde een twintigtal clips op, waarvan we er een zestal bruikbaar vonden. Het kiest soms fragmenten die zonder context niet te begrijpen zijn.',
  },
  {
    tool: 'SurveyMonkey',
    author: wout,
    rating: 4,
    daysAgo: 13.9,
    content:
      'De thema-analyse van de open antwoorden gaf snel een overzicht van de klachten over catering en bewegwijzering. Precies wat we nodig hadden voor de evaluatievergadering.',
  },
  {
    tool: 'Chatlayer',
    author: jeroen,
    rating: 4,
    daysAgo: 27.5,
    content:
      'De chatbot beantwoordde in de laatste week voor het festival het merendeel van de vragen over parking en shuttles. Het trainen in drie talen vroeg wel wat tijd.',
  },
  {
    tool: 'Otter.ai',
    author: sanne,
    rating: 2,
    daysAgo: 20.2,
    content:
      'Prima voor Engelstalige meetings, maar onze Nederlandstalige workshop werd onbruikbaar getranscribeerd. Kijk eerst welke talen je nodig hebt.',
  },
  {
    tool: 'Typeform',
    author: lotte,
    rating: 5,
    daysAgo: 5.6,
    content:
      'Bijna dubbel zoveel ingevulde evaluaties als vorig jaar met een klassiek formulier. Deelnemers vonden het prettig om één vraag per keer te zien.',
  },
  {
    tool: 'Midjourney',
    author: wout,
    rating: 4,
    daysAgo: 31.1,
    content:
      'Heel sterke sfeerbeelden voor onze pitch van een gala-avond. De klant begreep meteen wat we bedoelden. Wel even zoeken naar de juiste beschrijving.',
  },
];

export const demoForumPosts: DemoForumPost[] = [
  {
    author: lotte,
    subject: 'Welke tool voor live vertaling op een congres?',
    daysAgo: 40.4,
    content:
      'Wij organiseren in het najaar een congres met ongeveer 300 deelnemers uit België, Frankrijk en Duitsland. Budget voor tolken in drie talen hebben we niet voor alle sessies. Heeft iemand ervaring met AI-vertaling (ondertitels of spraak) voor de kleinere sessies? Hoe reageerden de deelnemers en hoe zit het met vaktermen?',
    comments: [
      {
        author: pieter,
        daysAgo: 40.1,
        content:
          'Wij combineerden: menselijke tolken voor de plenaire sessies en AI-ondertitels voor de workshops. Stel zeker een woordenlijst in met namen en vaktermen, dat maakt een groot verschil.',
      },
      {
        author: sanne,
        daysAgo: 39.2,
        content:
          'Test vooraf met de echte sprekers en microfoons. Bij een spreker met een zwaar accent liep de AI achter, met een goede headset ging het veel beter.',
      },
      {
        author: lotte,
        daysAgo: 38.9,
        content: 'Bedankt, dat combineren lijkt me de beste aanpak. Ik vraag offertes voor beide.',
      },
    ],
  },
  {
    author: wout,
    subject: 'AVG en gezichtsanalyse op een beurs',
    daysAgo: 34.7,
    content:
      'Een exposant vraagt of hij camera\'s met sentimentanalyse aan zijn stand mag zetten. De leverancier zegt dat er geen beelden worden bewaard. Moeten we als organisator iets regelen op vlak van privacy? Volstaat een bordje aan de ingang?',
    comments: [
      {
        author: femke,
        daysAgo: 34.2,
        content:
          'Ik zou zeker je DPO of juridisch advies inschakelen. Ook als er geen beelden bewaard worden, verwerk je mogelijk biometrische gegevens. Duidelijke info vooraf bij de ticketverkoop lijkt me het minimum.',
      },
      {
        author: jeroen,
        daysAgo: 33.0,
        content:
          'Wij hebben het bij ons event niet toegestaan. Het risico op negatieve reacties van bezoekers woog niet op tegen de data.',
      },
    ],
  },
  {
    author: sanne,
    subject: 'Chatbot voor ticketvragen: ervaringen?',
    daysAgo: 29.9,
    content:
      'Elk jaar krijgen we in de laatste twee weken voor ons festival honderden mails met dezelfde vragen: parking, shuttles, wat mag je meenemen, waar is de ingang. Is een chatbot de moeite waard voor een organisatie van vijf mensen, of kost het opzetten meer tijd dan het oplevert?',
    comments: [
      {
        author: jeroen,
        daysAgo: 29.5,
        content:
          'Bij ons zeker de moeite. Begin met je bestaande FAQ als bron en kijk na een week welke vragen de bot niet kon beantwoorden. Die vul je aan.',
      },
      {
        author: wout,
        daysAgo: 28.6,
        content:
          'Zorg wel dat mensen makkelijk bij een echte medewerker terechtkomen. Niets zo frustrerend als een bot die in cirkels blijft draaien.',
      },
      {
        author: lotte,
        daysAgo: 27.3,
        content: 'Een goede FAQ-pagina op je site is al een eerste stap, de bot kan daar dan op verder bouwen.',
      },
      {
        author: sanne,
        daysAgo: 26.8,
        content: 'Bedankt allemaal! We starten met een proefperiode op de website en breiden uit naar WhatsApp als het werkt.',
      },
    ],
  },
  {
    author: pieter,
    subject: 'No-shows bij gratis events beperken',
    daysAgo: 24.2,
    content:
      'Bij onze gratis netwerkavonden komt soms maar 60 procent van de ingeschrevenen opdagen. Catering bestellen wordt zo giswerk. Heeft iemand de No Show Tool van deze roadmap al geprobeerd, of andere manieren gevonden om het aantal no-shows te voorspellen of te verminderen?',
    comments: [
      {
        author: femke,
        daysAgo: 23.8,
        content:
          'Een herinneringsmail twee dagen vooraf plus een symbolische bijdrage van 5 euro deed bij ons wonderen. De voorspelling hielp om de catering bij te stellen.',
      },
      {
        author: lotte,
        daysAgo: 22.1,
        content:
          'Ik heb de No Show Tool getest met gegevens van vorige edities. De voorspelling lag dicht bij wat we uiteindelijk zagen, al is het natuurlijk een schatting.',
      },
    ],
  },
  {
    author: femke,
    subject: 'Welke AI-tool voor aftermovie en social clips?',
    daysAgo: 18.6,
    content:
      'Na ons congres hebben we zes uur aan opnames van keynotes en panels. We willen er korte clips voor LinkedIn en Instagram uit halen, met ondertitels. Wat gebruiken jullie daarvoor en hoeveel tijd kost het nog om het resultaat na te kijken?',
    comments: [
      {
        author: pieter,
        daysAgo: 18.2,
        content:
          'Descript voor de montage en ondertitels, en daarna zelf de beste fragmenten gekozen. Automatische clipselectie gaf bij ons te veel fragmenten zonder context.',
      },
      {
        author: jeroen,
        daysAgo: 17.4,
        content: 'Reken op een halve dag nakijken per uur beeldmateriaal, zeker als de ondertitels in het Nederlands moeten.',
      },
    ],
  },
  {
    author: jeroen,
    subject: 'Hoe dien ik als leverancier een tool in?',
    daysAgo: 14.3,
    content:
      'Ons bedrijf ontwikkelt software voor toegangscontrole met AI-gestuurde wachtrijvoorspelling. Ik zou onze tool graag op de roadmap zien. Hoe lang duurt de goedkeuring ongeveer en welke informatie moet ik klaarhebben?',
    comments: [
      {
        author: lotte,
        daysAgo: 13.9,
        content:
          'In de FAQ staat het stappenplan: eerst een upgrade naar provider aanvragen via je account, daarna kan je je bedrijf en tools indienen. Een concrete use-case helpt bij de goedkeuring.',
      },
    ],
  },
  {
    author: wout,
    subject: 'Matchmaking: app of gewoon naambadges?',
    daysAgo: 10.8,
    content:
      'Voor een B2B-event met 150 deelnemers twijfelen we of een matchmakingplatform zinvol is. Werkt dat bij zo\'n kleine groep, of zijn goede naambadges en een slimme tafelschikking genoeg?',
    comments: [
      {
        author: sanne,
        daysAgo: 10.2,
        content:
          'Bij 150 mensen werkt het als je deelnemers vooraf vraagt wat ze zoeken. Anders blijven de profielen leeg en zijn de voorstellen willekeurig.',
      },
      {
        author: jeroen,
        daysAgo: 9.7,
        content:
          'Wij deden het met een eenvoudige vragenlijst bij de inschrijving en een geprinte lijst van matches per deelnemer. Goedkoop en het werkte prima.',
      },
      {
        author: femke,
        daysAgo: 8.9,
        content: 'Let ook op de privacy: deelnemers moeten toestemming geven voor het tonen van hun profiel.',
      },
    ],
  },
  {
    author: sanne,
    subject: 'Welke transcriptietool kan goed Vlaams aan?',
    daysAgo: 6.5,
    content:
      'We willen verslagen maken van onze workshops, waar veel in dialect en tussentaal wordt gesproken. De Engelstalige tools die ik probeerde, haalden er weinig van. Heeft iemand een tip voor een tool die goed met Vlaamse sprekers omgaat?',
    comments: [
      {
        author: pieter,
        daysAgo: 6.1,
        content:
          'Amberscript deed het bij ons behoorlijk, ook met West-Vlaamse panelleden. Een goede microfoon per spreker helpt meer dan welke instelling ook.',
      },
      {
        author: wout,
        daysAgo: 5.3,
        content: 'Zorg in elk geval dat deelnemers weten dat er opgenomen en getranscribeerd wordt.',
      },
    ],
  },
  {
    author: lotte,
    subject: 'Beelden van AI gebruiken in promotie: mag dat?',
    daysAgo: 2.9,
    content:
      'We willen een sfeerbeeld van een AI-beeldgenerator gebruiken op de affiche van onze beurs. Moeten we vermelden dat het met AI gemaakt is, en hoe zit het met auteursrecht? Ervaringen of tips zijn welkom.',
    comments: [],
  },
];

export const demoFaqs: DemoFaq[] = [
  {
    question: 'Wat is deze roadmap?',
    answer:
      'De roadmap is een overzicht van AI-tools die organisatoren en venues in de eventsector kunnen gebruiken. Elke tool staat bij een fase van het event: voor het event (pre-event), tijdens het event, na het event, of overkoepelend als de tool in alle fasen van pas komt. Je vindt per tool een beschrijving, de complexiteit, een inschatting van de opbrengst, de prijs en de aanbieder.',
  },
  {
    question: 'Hoe worden de tools geselecteerd?',
    answer:
      'Tools worden ingediend door aanbieders of toegevoegd door het projectteam. Een beheerder controleert elke tool voor publicatie: is de tool bruikbaar voor de eventsector, is de informatie volledig en correct, en wordt duidelijk uitgelegd hoe AI gebruikt wordt. Enkele opgenomen tools zijn geen AI-tool in de strikte zin, maar vormen een belangrijke basis voor AI-toepassingen.',
  },
  {
    question: 'Hoe kan ik als aanbieder mijn tool toevoegen?',
    answer:
      'Maak een account aan en vraag via je accountpagina een upgrade naar provider aan door je bedrijfsgegevens in te dienen. Na goedkeuring door een beheerder log je opnieuw in en kan je je tools indienen. Een tool verschijnt pas op de roadmap nadat een beheerder ze heeft goedgekeurd; bij een afkeuring zie je de reden en kan je de gegevens aanpassen en opnieuw indienen.',
  },
  {
    question: 'Is het gebruik van de roadmap gratis?',
    answer:
      'Ja. Het raadplegen van de roadmap, het forum en de FAQ is gratis en kan zonder account. Met een gratis account kan je ook reviews schrijven en deelnemen aan het forum. De prijzen bij de tools zijn die van de aanbieders zelf en kunnen wijzigen; kijk altijd op hun website voor de actuele voorwaarden.',
  },
  {
    question: 'Hoe werken de reviews?',
    answer:
      'Ingelogde gebruikers kunnen bij elke tool een review schrijven met een score van 1 tot 5 sterren. Je kan je eigen reviews aanpassen of verwijderen. Om misbruik te vermijden kan je per tool maximaal één review per 30 minuten plaatsen. Beheerders verwijderen reviews die beledigend zijn of niets met de tool te maken hebben.',
  },
  {
    question: 'Wat gebeurt er met mijn persoonsgegevens?',
    answer:
      'We bewaren alleen wat nodig is voor je account: je naam, je e-mailadres en je rol. Je e-mailadres wordt nooit publiek getoond; bij forumberichten en reviews staat alleen je naam. Je kan je gegevens aanpassen via je accountpagina en een beheerder vragen om je account te verwijderen.',
  },
  {
    question: 'Wat is de No Show Tool?',
    answer:
      'De No Show Tool is een eigen voorspellingsmodel van het project. Op basis van kenmerken van je event, zoals het type event, het tijdstip, het weer, de bereikbaarheid en of deelnemers betaald hebben of een herinnering kregen, schat de tool hoeveel ingeschrevenen niet zullen komen. Je hebt een account nodig om de tool te gebruiken. De uitkomst is een schatting om bijvoorbeeld catering en personeel beter te plannen.',
  },
  {
    question: 'Hoe voorspel ik de no-show van mijn event?',
    answer:
      'Log in en kies No Show Tool in het MENU bovenaan, of de kaart No Show Tool op je accountpagina. Vul de kenmerken van je event in en klik op de knop om te voorspellen: je krijgt het verwachte aandeel deelnemers dat niet komt, met een marge. Bij een online event vraagt het formulier niet naar weer, parking of openbaar vervoer, want die spelen dan geen rol. Je vorige voorspellingen vind je onder het formulier terug.',
  },
  {
    question: 'Wat betekenen de fasen bij een tool?',
    answer:
      'Pre-event zijn tools voor de voorbereiding: planning, promotie, ticketing en communicatie. Event zijn tools die je tijdens het event inzet, zoals vertaling, interactie en publieksbeheer. Post-event zijn tools voor opvolging en evaluatie, zoals enquêtes en het verwerken van opnames. Overkoepelend zijn tools die in alle fasen van pas komen.',
  },
];

export const demoNavlinks: DemoNavlink[] = [
  { name: 'VLAIO', url: 'https://www.vlaio.be' },
  { name: 'Toerisme Vlaanderen', url: 'https://www.toerismevlaanderen.be' },
  { name: 'Event Confederation', url: 'https://event-confederation.be' },
];
