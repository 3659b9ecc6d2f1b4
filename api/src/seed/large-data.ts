// A large, generated data set for benchmarks (npm run seed:large, npm run bench). Deterministic (seeded PRNG),
// so two runs on the same database size produce comparable workloads.
//
// - tools: unique names (numbered after the current highest id), all four phases, ~20 origins, 0–5 keywords,
//   95% approved, 3% pending, 2% rejected; attached to a dozen fictional benchmark providers.
// - forum posts: subjects and contents assembled from ~30 topics, so a search for a common word ('ticket',
//   'vertaling') matches a few percent of the posts, a town name a fraction of a percent, and a rare word
//   ('zeppelin') almost none; about half of the posts get 1–3 comments.
// - users, reviews: enough to spread authorship.
// Rows go in as batched multi-row inserts inside transactions. SQLite allows at most 32766 bound parameters per
// statement; every batch below stays far under that (and under PostgreSQL's 65535).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { demoKeywords } from './demo-catalogue.ts';
import { refreshToolSearch } from '../modules/tools/search-index.ts';

export interface LargeDataOptions {
  tools: number;
  forumPosts: number;
  /** Default: forumPosts / 100, at least 20. */
  users?: number;
  /** Average comments per post. Default 1. */
  commentsPerPost?: number;
  /** Reviews in total. Default: one per tool. */
  reviews?: number;
  /** PRNG seed. */
  seed?: number;
}

export interface LargeDataSummary {
  tools: number;
  providers: number;
  keywords: number;
  toolKeywords: number;
  users: number;
  forumPosts: number;
  forumComments: number;
  reviews: number;
  milliseconds: number;
}

const SQLITE_MAX_PARAMETERS = 32766;
const ROWS_PER_STATEMENT = 1000; // × at most 14 columns = 14 000 parameters per statement
const ROWS_PER_TRANSACTION = 20_000;
const DAY_MS = 24 * 60 * 60 * 1000;

// ── deterministic randomness ────────────────────────────────────────────────────────────────────────────
type Random = () => number;

function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

function weighted<T>(random: Random, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return items[items.length - 1]![0];
}

function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = 0; i < count && i < copy.length; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

// ── vocabularies ─────────────────────────────────────────────────────────────────────────────────────────
const PHASE_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['overkoepelend', 1],
  ['pre-event', 3],
  ['event', 3],
  ['post-event', 2],
];

const ORIGINS: ReadonlyArray<readonly [string, number]> = [
  ['BE', 10], ['NL', 8], ['US', 12], ['GB', 6], ['DE', 6], ['FR', 5], ['ES', 3], ['IT', 2], ['SE', 3], ['FI', 2],
  ['DK', 2], ['NO', 1], ['CH', 2], ['AT', 2], ['IE', 2], ['PL', 1], ['PT', 1], ['CA', 2], ['AU', 2], ['IL', 1],
  ['IN', 1], ['SG', 1],
];

const NAME_PREFIXES = ['Event', 'Crowd', 'Ticket', 'Venue', 'Guest', 'Stage', 'Expo', 'Meet', 'Fest', 'Talk', 'Booth', 'Gala'];
const NAME_SUFFIXES = ['Pilot', 'Flow', 'Sense', 'Mind', 'Link', 'Wise', 'Scan', 'Mate', 'Hub', 'Lens', 'Cast', 'Board'];

interface KindTemplate {
  kind: string;
  task: string; // what it does, as a verb phrase
  ai: string; // how AI is used
  keywords: string[];
}

const KINDS: KindTemplate[] = [
  { kind: 'Matchmaking-platform', task: 'brengt deelnemers met gelijkaardige interesses samen', ai: 'een aanbevelingsmodel leert uit profielen en aanvaarde afspraken', keywords: ['matchmaking', 'netwerken'] },
  { kind: 'Ticketingplatform', task: 'verkoopt tickets en beheert de toegangscontrole', ai: 'een model voorspelt de verkoop en stelt dynamische prijzen voor', keywords: ['ticketing', 'voorspelling'] },
  { kind: 'Vertaaltool', task: 'vertaalt programma\'s, mails en sessies naar andere talen', ai: 'neurale vertaling met een eigen woordenlijst', keywords: ['vertaling', 'toegankelijkheid'] },
  { kind: 'Tolkplatform', task: 'levert live vertaling van sessies via smartphone', ai: 'spraakherkenning en spraaksynthese', keywords: ['tolken', 'vertaling'] },
  { kind: 'Transcriptietool', task: 'zet opnames om in tekst en ondertitels', ai: 'automatische spraakherkenning', keywords: ['transcriptie', 'ondertiteling'] },
  { kind: 'Chatbot', task: 'beantwoordt vragen van bezoekers over tickets, parking en programma', ai: 'een taalmodel herkent de vraag en formuleert het antwoord', keywords: ['chatbot', 'klantenservice'] },
  { kind: 'Ontwerptool', task: 'maakt affiches, banners en badges in de huisstijl', ai: 'beeldgeneratie en automatische lay-out', keywords: ['design', 'beeldgeneratie'] },
  { kind: 'Videotool', task: 'knipt opnames in korte clips met ondertitels', ai: 'een model kiest de sterkste fragmenten', keywords: ['video', 'contentcreatie'] },
  { kind: 'Enquêtetool', task: 'verzamelt feedback van deelnemers na het event', ai: 'tekstanalyse groepeert open antwoorden per thema', keywords: ['enquête', 'feedback'] },
  { kind: 'Analyseplatform', task: 'toont dashboards over bezoekers, verkoop en betrokkenheid', ai: 'machine learning spoort trends en afwijkingen op', keywords: ['analyse', 'voorspelling'] },
  { kind: 'Crowd-managementtool', task: 'meet drukte en bezoekersstromen op het terrein', ai: 'sensordata worden met algoritmes omgezet in dichtheden', keywords: ['publieksbeheer', 'veiligheid'] },
  { kind: 'Planningstool', task: 'plant sessies, zalen en personeel', ai: 'een optimalisatie-algoritme zoekt de beste indeling', keywords: ['planning'] },
  { kind: 'Marketingassistent', task: 'schrijft en plant campagnes en sociale posts', ai: 'generatieve AI stelt teksten en verzendmomenten voor', keywords: ['marketing', 'tekstgeneratie', 'sociale media'] },
  { kind: 'Event-app', task: 'bundelt agenda, kaart, berichten en netwerken in één app', ai: 'gepersonaliseerde aanbevelingen per deelnemer', keywords: ['event-app', 'interactie'] },
  { kind: 'Registratieplatform', task: 'beheert inschrijvingen, badges en check-in', ai: 'automatische controle en ontdubbeling van inschrijvingen', keywords: ['registratie'] },
  { kind: 'Interactietool', task: 'laat het publiek stemmen en vragen stellen', ai: 'clustering van vragen en antwoorden', keywords: ['interactie', 'feedback'] },
];

const AUDIENCES = ['festivals', 'congressen', 'beurzen', 'bedrijfsevents', 'culturele events', 'sportevents', 'hybride events', 'venues'];
const COMPLEXITIES = [
  'Laag: werkt meteen in de browser.',
  'Laag tot gemiddeld: korte opstart met sjablonen.',
  'Gemiddeld: enkele dagen configuratie.',
  'Gemiddeld: koppeling met het ticketsysteem nodig.',
  'Hoog: implementatie met begeleiding van de leverancier.',
];
const ROIS = [
  'Bespaart uren manueel werk per event.',
  'Meer tevreden deelnemers en minder vragen aan het infoteam.',
  'Betere data voor sponsors en de volgende editie.',
  'Lagere kosten dan een externe dienstverlener.',
  'Hogere ticketverkoop door gerichtere communicatie.',
];
const PRICES = [
  'Op aanvraag.',
  'Gratis basisversie; betaalde plannen per maand.',
  'Betaalde plannen vanaf ca. €20 per maand.',
  'Prijs per event, afhankelijk van het aantal deelnemers.',
  'Licentie per gebruiker per jaar.',
];

const BENCHMARK_PROVIDERS = [
  ['Eventwise Labs', 'BE'], ['Crowdmind', 'NL'], ['Stagelight AI', 'GB'], ['Festivo Analytics', 'DE'],
  ['Meetly', 'FR'], ['Ticketsense', 'BE'], ['Babelbooth', 'NL'], ['Expolytics', 'US'], ['Nordic Event Tech', 'SE'],
  ['Venuetrack', 'IE'], ['Talkwave', 'ES'], ['Gala Systems', 'CH'],
] as const;

const FIRST_NAMES = ['Lotte', 'Pieter', 'Sanne', 'Wout', 'Femke', 'Jeroen', 'Eline', 'Bram', 'Nina', 'Tom', 'Hanne', 'Ruben',
  'Anouk', 'Thomas', 'Lies', 'Jonas', 'Marie', 'Arne', 'Sofie', 'Daan', 'Emma', 'Lars', 'Ine', 'Kobe'];
const LAST_NAMES = ['Janssens', 'Peeters', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet',
  'van Dijk', 'Bakker', 'Visser', 'Smit', 'de Vries', 'Mulder', 'Vermeulen', 'Dubois', 'Lambrechts', 'Hermans'];

const TOWNS = ['Gent', 'Antwerpen', 'Leuven', 'Brugge', 'Hasselt', 'Kortrijk', 'Mechelen', 'Aalst', 'Genk', 'Oostende',
  'Brussel', 'Namen', 'Luik', 'Utrecht', 'Rotterdam', 'Eindhoven', 'Groningen', 'Maastricht', 'Tilburg', 'Breda',
  'Zwolle', 'Arnhem', 'Nijmegen', 'Delft', 'Leiden', 'Haarlem', 'Roeselare', 'Turnhout', 'Sint-Niklaas', 'Dendermonde',
  'Knokke', 'Ieper', 'Lier', 'Geel', 'Tongeren', 'Diest', 'Ninove', 'Waregem', 'Deinze', 'Herentals'];

interface Topic {
  subjects: string[];
  sentences: string[];
}

const TOPICS: Topic[] = [
  {
    subjects: ['Ticketverkoop loopt traag', 'Welk ticketplatform voor een festival?', 'Dynamische ticketprijzen: ervaringen?'],
    sentences: ['De ticketverkoop voor onze editie loopt trager dan vorig jaar.', 'We twijfelen tussen twee ticketplatformen.', 'Heeft iemand ervaring met dynamische prijzen voor tickets?'],
  },
  {
    subjects: ['Live vertaling voor een congres', 'AI-vertaling van het programma', 'Vertaling van sessies in drie talen'],
    sentences: ['We zoeken een oplossing voor live vertaling van sessies.', 'De vertaling van ons programma moet in het Frans en Engels.', 'Hoe goed is automatische vertaling van vaktermen?'],
  },
  {
    subjects: ['Tolken op afstand', 'Menselijke tolk of AI?', 'Tolkcabines of een app?'],
    sentences: ['Tolken op afstand lijkt ons goedkoper dan cabines.', 'Voor de plenaire sessie willen we een menselijke tolk.', 'Deelnemers luisteren via hun smartphone naar de tolk.'],
  },
  {
    subjects: ['Transcriptie van workshops', 'Ondertitels voor onze aftermovie', 'Spraakherkenning voor Vlaamse sprekers'],
    sentences: ['We willen van elke workshop een transcriptie.', 'De ondertitels moeten klaar zijn binnen een week.', 'Spraakherkenning heeft moeite met dialect.'],
  },
  {
    subjects: ['Matchmaking op een B2B-beurs', 'Netwerken bij kleine groepen', 'Afspraken plannen tussen deelnemers'],
    sentences: ['Matchmaking werkt pas als de profielen ingevuld zijn.', 'Deelnemers willen vooraf afspraken kunnen plannen.', 'Is een netwerkapp zinvol bij honderd deelnemers?'],
  },
  {
    subjects: ['Chatbot voor bezoekersvragen', 'Vragen over parking automatiseren', 'WhatsApp-bot voor ons festival'],
    sentences: ['Elke week krijgen we honderden vragen over parking en shuttles.', 'Een chatbot zou ons infoteam ontlasten.', 'De bot moet kunnen doorschakelen naar een medewerker.'],
  },
  {
    subjects: ['No-shows bij gratis events', 'Opkomst voorspellen', 'Herinneringen tegen no-shows'],
    sentences: ['Bij gratis events komt een derde van de ingeschrevenen niet opdagen.', 'Een herinnering twee dagen vooraf helpt volgens sommigen.', 'We willen de catering afstemmen op de verwachte opkomst.'],
  },
  {
    subjects: ['AI-beelden voor de affiche', 'Sfeerbeelden voor een pitch', 'Auteursrecht op AI-beelden'],
    sentences: ['We overwegen een AI-beeld voor de affiche.', 'Mag je AI-beelden zomaar commercieel gebruiken?', 'De klant wil vooraf zien hoe de zaal eruit zal zien.'],
  },
  {
    subjects: ['Feedback na het event verzamelen', 'Hoge respons op evaluaties', 'Open antwoorden analyseren'],
    sentences: ['Onze evaluatie kreeg amper tien procent respons.', 'Hoe analyseer je honderden open antwoorden?', 'Een korte enquête direct na het event werkt het best.'],
  },
  {
    subjects: ['Crowd management op een stadsfestival', 'Drukte meten zonder camera\'s', 'Veiligheid aan de ingangen'],
    sentences: ['We willen de drukte aan de ingangen beter opvolgen.', 'Camera\'s liggen gevoelig bij ons publiek.', 'De stewards hebben realtime informatie nodig.'],
  },
  {
    subjects: ['Privacy en de AVG bij AI-tools', 'Verwerkersovereenkomst met een leverancier', 'Persoonsgegevens in een chatbot'],
    sentences: ['Moeten we een verwerkersovereenkomst afsluiten?', 'Onze DPO stelt veel vragen over AI-tools.', 'Waar worden de gegevens van deelnemers bewaard?'],
  },
  {
    subjects: ['Hybride event: welke streamingtool?', 'Online deelnemers betrekken', 'Interactie tussen zaal en online'],
    sentences: ['De online deelnemers voelen zich vaak vergeten.', 'We zoeken een platform voor een hybride congres.', 'Polls helpen om zaal en online publiek te verbinden.'],
  },
  {
    subjects: ['Budget voor AI-tools', 'Gratis versus betaalde versies', 'Licenties per gebruiker'],
    sentences: ['Ons budget voor software is beperkt.', 'De gratis versie heeft te veel beperkingen.', 'Licenties per gebruiker worden snel duur.'],
  },
  {
    subjects: ['Draaiboek laten schrijven door AI', 'Planning van sprekers en zalen', 'Taken verdelen in het team'],
    sentences: ['Een taalmodel schreef een eerste draaiboek.', 'De planning van sprekers en zalen is elk jaar een puzzel.', 'We zoeken een tool om taken op te volgen.'],
  },
  {
    subjects: ['Social media na het event', 'Clips voor LinkedIn', 'Aftermovie in een dag'],
    sentences: ['We willen korte clips voor sociale media.', 'De aftermovie moet binnen een week online.', 'Hoeveel tijd kost het nakijken van automatische clips?'],
  },
  {
    subjects: ['Toegankelijkheid voor slechthorenden', 'Live ondertiteling in de zaal', 'Toegankelijke eventwebsite'],
    sentences: ['Een deel van ons publiek is slechthorend.', 'Live ondertiteling op het scherm wordt gewaardeerd.', 'Onze website moet toegankelijk zijn voor iedereen.'],
  },
];

const FILLERS = [
  'Alle tips zijn welkom.',
  'Ervaringen van andere organisatoren hoor ik graag.',
  'We organiseren dit voor het eerst op deze schaal.',
  'Het gaat om ongeveer {n} deelnemers.',
  'Het event vindt plaats in {town}.',
  'Vorig jaar in {town} liep dat niet goed.',
  'Wie heeft dit al eens getest?',
  'We hebben nog een paar maanden voorbereidingstijd.',
];

const COMMENTS = [
  'Wij hebben daar goede ervaringen mee, zeker na een testronde.',
  'Begin klein en evalueer na het eerste event.',
  'Vraag altijd een demo aan voor je beslist.',
  'Let op de privacy van de deelnemers.',
  'Bij ons werkte een combinatie van AI en menselijke controle het best.',
  'Dat hangt sterk af van je budget en het aantal deelnemers.',
  'Ik stuur je een bericht met de naam van onze leverancier.',
  'Goede vraag, dat wil ik ook weten.',
  'De FAQ van de roadmap geeft daar een goed overzicht over.',
  'Vergeet niet om de technische test ruim op voorhand te plannen.',
];

const REVIEWS = [
  [5, 'Doet precies wat het belooft en het team was snel mee.'],
  [4, 'Goede tool, wel wat tijd nodig om alles in te stellen.'],
  [4, 'Nuttig voor ons festival, de rapporten zijn duidelijk.'],
  [3, 'Werkt, maar de Nederlandse vertaling van de interface is beperkt.'],
  [3, 'Handig, al is de prijs aan de hoge kant voor kleine events.'],
  [2, 'Veel beloofd, maar de resultaten vielen tegen bij Vlaamse sprekers.'],
  [1, 'Kregen het niet werkend met ons ticketsysteem.'],
  [5, 'Sterke ondersteuning en een eenvoudige interface.'],
] as const;

// ── inserting ────────────────────────────────────────────────────────────────────────────────────────────
async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Array<Record<string, unknown>>,
  columns: number,
): Promise<void> {
  const perStatement = Math.max(1, Math.min(ROWS_PER_STATEMENT, Math.floor(SQLITE_MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += ROWS_PER_TRANSACTION) {
    const chunk = rows.slice(start, start + ROWS_PER_TRANSACTION);
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < chunk.length; i += perStatement) {
        await trx
          .insertInto(table)
          .values(chunk.slice(i, i + perStatement) as never)
          .execute();
      }
    });
  }
}

/**
 * Inserts rows in batches and returns each new id with the value of `key` of its row: the order of RETURNING rows
 * is not guaranteed, so callers match rows by a key column rather than by position.
 */
async function insertReturning<K extends string>(
  db: Kysely<Database>,
  table: 'ai_tools' | 'forum_posts' | 'users',
  rows: Array<Record<string, unknown>>,
  columns: number,
  key: K,
): Promise<Array<{ id: number; key: string }>> {
  const perStatement = Math.max(1, Math.min(ROWS_PER_STATEMENT, Math.floor(SQLITE_MAX_PARAMETERS / columns)));
  const result: Array<{ id: number; key: string }> = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_TRANSACTION) {
    const chunk = rows.slice(start, start + ROWS_PER_TRANSACTION);
    await db.transaction().execute(async (trx: Transaction<Database>) => {
      for (let i = 0; i < chunk.length; i += perStatement) {
        const returned = (await trx
          .insertInto(table)
          .values(chunk.slice(i, i + perStatement) as never)
          .returning(['id', key] as never)
          .execute()) as Array<Record<string, unknown>>;
        for (const row of returned) result.push({ id: Number(row.id), key: String(row[key]) });
      }
    });
  }
  return result;
}

/** Ids of the named rows, inserting the missing ones (keywords and providers are shared with earlier runs). */
async function ensureKeywords(db: Kysely<Database>, names: string[]): Promise<Map<string, number>> {
  const existing = await db.selectFrom('keywords').select(['id', 'name']).where('name', 'in', names).execute();
  const have = new Set(existing.map((k) => k.name));
  const missing = names.filter((n) => !have.has(n));
  if (missing.length > 0) await db.insertInto('keywords').values(missing.map((name) => ({ name }))).execute();
  const all = await db.selectFrom('keywords').select(['id', 'name']).where('name', 'in', names).execute();
  return new Map(all.map((k) => [k.name, k.id]));
}

async function ensureProviders(db: Kysely<Database>, nowIso: string): Promise<number[]> {
  const names = BENCHMARK_PROVIDERS.map(([name]) => name);
  const existing = await db.selectFrom('providers').select('name').where('name', 'in', names).execute();
  const have = new Set(existing.map((p) => p.name));
  const missing = BENCHMARK_PROVIDERS.filter(([name]) => !have.has(name));
  if (missing.length > 0) {
    await db
      .insertInto('providers')
      .values(
        missing.map(([name, country]) => {
          const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
          return {
            name,
            country,
            email: `contact@${slug}.example.com`,
            url: `https://${slug}.example.com`,
            telephone: '',
            logo_url: '',
            approved: 1,
            approval_comment: '',
            user_id: null,
            created_at: nowIso,
          };
        }),
      )
      .execute();
  }
  const all = await db.selectFrom('providers').select('id').where('name', 'in', names).orderBy('id').execute();
  return all.map((p) => p.id);
}

async function ensureUsers(db: Kysely<Database>, count: number, random: Random, nowMs: number): Promise<number[]> {
  // benchmark.user.<n>@example.org, n = 1..count; earlier runs' users are reused.
  const emails = Array.from({ length: count }, (_, i) => `benchmark.user.${i + 1}@example.org`);
  const ids: number[] = [];
  const have = new Set<string>();
  for (let i = 0; i < emails.length; i += 5000) {
    const rows = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails.slice(i, i + 5000)).execute();
    for (const r of rows) {
      have.add(r.email);
      ids.push(r.id);
    }
  }
  const missing = emails.filter((e) => !have.has(e));
  const rows = missing.map((email) => ({
    firstname: pick(random, FIRST_NAMES),
    lastname: pick(random, LAST_NAMES),
    email,
    auth_issuer: null,
    auth_subject: null,
    created_at: new Date(nowMs - int(random, 400, 800) * DAY_MS).toISOString(),
  }));
  const inserted = await insertReturning(db, 'users', rows, 6, 'email');
  await insertInBatches(db, 'user_roles', inserted.map(({ id }) => ({ user_id: id, role: 'user' })), 2);
  return [...ids, ...inserted.map(({ id }) => id)];
}

function toolRow(random: Random, n: number, providerIds: number[], nowMs: number) {
  const template = pick(random, KINDS);
  const audience = pick(random, AUDIENCES);
  const status = random();
  const approved = status < 0.95 ? 1 : 0;
  const row = {
    name: `${pick(random, NAME_PREFIXES)}${pick(random, NAME_SUFFIXES)} ${n}`,
    eventprocess: weighted(random, PHASE_WEIGHTS),
    kind: template.kind,
    description:
      `Deze tool ${template.task} voor ${audience}. Hoe AI gebruikt wordt: ${template.ai}. ` +
      `Geschikt voor organisaties van ${int(random, 2, 50)} tot ${int(random, 60, 500)} medewerkers.`,
    origin: weighted(random, ORIGINS),
    price: pick(random, PRICES),
    roi: pick(random, ROIS),
    complexity: pick(random, COMPLEXITIES),
    details_url: random() < 0.8 ? `https://tool-${n}.example.com` : '',
    use_case_url: random() < 0.2 ? `https://tool-${n}.example.com/use-case.pdf` : '',
    approved,
    approval_comment: approved === 0 && status >= 0.98 ? 'Onvolledige gegevens: voeg een concrete use-case toe.' : '',
    provider_id: pick(random, providerIds),
    created_at: new Date(nowMs - random() * 700 * DAY_MS).toISOString(),
  };
  // A pending tool waits since it was made (the admin's queue orders by it).
  return {
    row: { ...row, pending_since: approved === 0 && status < 0.98 ? row.created_at : null },
    keywords: template.keywords,
  };
}

function fill(random: Random, text: string): string {
  return text.replace('{n}', String(int(random, 2, 60) * 25)).replace('{town}', pick(random, TOWNS));
}

function postRow(random: Random, userIds: number[], nowMs: number) {
  const topic = pick(random, TOPICS);
  const subject = pick(random, topic.subjects);
  const parts = sample(random, topic.sentences, int(random, 1, 3));
  for (const filler of sample(random, FILLERS, int(random, 1, 3))) parts.push(fill(random, filler));
  // A rare word, in about one post in two thousand.
  if (random() < 0.0005) parts.push('Iemand ervaring met een zeppelin als blikvanger?');
  const content = parts.join(' ').slice(0, 1000);
  return {
    subject: subject.slice(0, 50),
    content,
    date: new Date(nowMs - random() * 700 * DAY_MS).toISOString(),
    user_id: pick(random, userIds),
  };
}

/**
 * Adds the generated data set next to whatever the database holds. Tool names continue after the highest tool id,
 * so the function can run more than once; providers, keywords and users of earlier runs are reused.
 */
export async function seedLargeDataSet(
  db: Kysely<Database>,
  options: LargeDataOptions = { tools: 10_000, forumPosts: 100_000 },
): Promise<LargeDataSummary> {
  const started = performance.now();
  const random = mulberry32(options.seed ?? 20_260_101);
  const nowMs = Date.now();
  const nowIso = new Date(nowMs).toISOString();
  const userCount = options.users ?? Math.max(20, Math.ceil(options.forumPosts / 100));
  const commentsPerPost = options.commentsPerPost ?? 1;
  const reviewCount = options.reviews ?? options.tools;

  const keywordNames = [...new Set(demoKeywords)];
  const keywordIds = await ensureKeywords(db, keywordNames);
  const providerIds = await ensureProviders(db, nowIso);
  const userIds = await ensureUsers(db, userCount, random, nowMs);

  // Tools, numbered after the highest existing id so names stay unique across runs.
  const max = await db.selectFrom('ai_tools').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  const firstNumber = Number(max?.max ?? 0) + 1;
  const tools = Array.from({ length: options.tools }, (_, i) => toolRow(random, firstNumber + i, providerIds, nowMs));
  const insertedTools = await insertReturning(db, 'ai_tools', tools.map((t) => t.row), 14, 'name');
  const toolIds = insertedTools.map(({ id }) => id);
  const templateKeywords = new Map(tools.map((t) => [t.row.name, t.keywords]));

  // 0–5 keywords per tool: the template's own keywords first, then random others.
  const links: Array<{ ai_tool_id: number; keyword_id: number }> = [];
  insertedTools.forEach(({ id: ai_tool_id, key: name }) => {
    const count = int(random, 0, 5);
    const own = templateKeywords.get(name) ?? [];
    const names = [...new Set([...own, ...sample(random, keywordNames, 5)])].slice(0, count);
    for (const name of names) links.push({ ai_tool_id, keyword_id: keywordIds.get(name)! });
  });
  await insertInBatches(db, 'ai_tool_keywords', links, 2);
  await refreshToolSearch(db, toolIds);

  const reviews = Array.from({ length: reviewCount }, () => {
    const [rating, content] = pick(random, REVIEWS);
    return {
      content,
      rating,
      date: new Date(nowMs - random() * 300 * DAY_MS).toISOString(),
      user_id: pick(random, userIds),
      ai_tool_id: pick(random, toolIds),
    };
  });
  if (toolIds.length > 0) await insertInBatches(db, 'reviews', reviews, 5);

  const posts = Array.from({ length: options.forumPosts }, () => postRow(random, userIds, nowMs));
  const insertedPosts = await insertReturning(db, 'forum_posts', posts, 4, 'date');

  // About half of the posts get 1–3 comments (average commentsPerPost), dated after their post.
  const comments: Array<Record<string, unknown>> = [];
  for (const { id: issue_id, key: date } of insertedPosts) {
    if (random() >= commentsPerPost / 2) continue;
    const posted = Date.parse(date);
    for (let c = int(random, 1, 3); c > 0; c--) {
      comments.push({
        content: pick(random, COMMENTS),
        date: new Date(Math.min(nowMs, posted + random() * 14 * DAY_MS)).toISOString(),
        user_id: pick(random, userIds),
        issue_id,
      });
    }
  }
  await insertInBatches(db, 'forum_comments', comments, 4);

  return {
    tools: toolIds.length,
    providers: providerIds.length,
    keywords: keywordIds.size,
    toolKeywords: links.length,
    users: userIds.length,
    forumPosts: insertedPosts.length,
    forumComments: comments.length,
    reviews: toolIds.length > 0 ? reviews.length : 0,
    milliseconds: Math.round(performance.now() - started),
  };
}
