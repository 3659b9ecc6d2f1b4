// The one declaration of the personal data the site stores: for each table, what it holds about a person, why,
// for how long and who sees it (the privacy statement shows exactly this), which rows are the person's (the
// download), what an account deletion does with them, and what the retention schedule purges. A table that is
// not declared here must be named in NO_PERSONAL_DATA with the reason; a test fails for one that is in neither.
// The periods and their reasons: docs/decisions/0024-personal-data.md.
// It is also a repository across every module's tables, by design: it reads, erases and purges a person's rows
// itself instead of asking each module's repository, so that what the site holds about a person, and what happens
// to it, is written in one file beside the words the statement shows (decision 0010's amendment). Only the privacy
// module uses it; the other modules' queries stay in their own repositories.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The person an export or a deletion is about. */
export interface Person {
  userId: number;
  /** Lower-case: the account's address first, then the embedded account's and a pending new one where they differ. */
  emails: string[];
  firstname: string;
  lastname: string;
  /** The embedded identity provider's account behind the user, if they log in with it. */
  accountId: number | null;
}

/** Where a deleted account's reviews, questions and comments stay: one shared row, shown as 'Verwijderd account'. */
export const DELETED_ACCOUNT = { firstname: 'Verwijderd', lastname: 'account', email: 'verwijderd-account' } as const;
export const DELETED_ACCOUNT_NAME = `${DELETED_ACCOUNT.firstname} ${DELETED_ACCOUNT.lastname}`;

type Rows = Record<string, unknown>[];
type Db = Kysely<Database>;
export type TableName = keyof Database;

export interface PersonalDataDeclaration {
  table: TableName;
  /** For the statement, in the site's words. */
  label: string;
  fields: string[];
  purpose: string;
  retention: string;
  seenBy: string;
  /** The person's rows for the download (never a secret such as a password hash or a token). */
  rowsOf?: (db: Db, person: Person) => Promise<Rows>;
  /** What an account deletion does with them, inside the deletion's transaction, in the order declared. */
  onDeletion?: (trx: Db, person: Person, deletedAccountId: number) => Promise<void>;
  /** The retention schedule's part: removes or trims what is past its period; answers how many rows changed. */
  purge?: (db: Db, now: Date) => Promise<number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** How long each kind of record is kept; the statement says the same in words (decision 0024). */
export const RETENTION_DAYS = {
  mailOutbox: 30,
  auditAddress: 90,
  loginFailures: 1,
  writeCounters: 2,
  unusedImages: 1,
  insightEvents: 30,
  insightVisitors: 2,
  insightSalts: 1,
} as const;

const changed = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint } | undefined) =>
  Number(result?.numDeletedRows ?? result?.numUpdatedRows ?? 0);

/** Replaces the person's name and address where free text quotes them (audit details, tool history, mails). */
async function scrubMentions(trx: Db, table: 'audit_log' | 'ai_tool_history' | 'mail_outbox', columns: string[], person: Person): Promise<void> {
  const fullName = `${person.firstname} ${person.lastname}`;
  for (const column of columns) {
    for (const needle of [...person.emails, fullName]) {
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = replace(${sql.ref(column)}, ${needle}, ${DELETED_ACCOUNT_NAME})
        WHERE ${contains(column, needle)}`.execute(trx);
    }
  }
}

/** `column` holds `text` literally (LIKE with its wildcards escaped, the same on both databases). */
function contains(column: string, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;
}

/** A column of table `T`: a declaration names only columns its table has. */
type ColumnOf<T extends TableName> = keyof Database[T] & string;

/**
 * The download's part of a table whose rows name their person in one column (`user_id`, a report's `reporter_id`):
 * the person's rows with `columns`, in `orderBy`'s order when the table has one that matters.
 */
function rowsNaming<T extends TableName>(table: T, columns: readonly ColumnOf<T>[], { by, orderBy }: { by?: ColumnOf<T>; orderBy?: ColumnOf<T> } = {}) {
  return async (db: Db, person: Person): Promise<Rows> => {
    const selected = sql.join(columns.map((column) => sql.ref(column)));
    const order = orderBy === undefined ? sql`` : sql` ORDER BY ${sql.ref(orderBy)}`;
    const query = sql<Rows[number]>`SELECT ${selected} FROM ${sql.table(table)} WHERE ${sql.ref(by ?? 'user_id')} = ${person.userId}${order}`;
    return (await query.execute(db)).rows;
  };
}

/** A deletion's part for a table whose rows are the person's alone: they go. */
function removeRowsNaming<T extends TableName>(table: T, by?: ColumnOf<T>) {
  return async (trx: Db, person: Person): Promise<void> => {
    await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(by ?? 'user_id')} = ${person.userId}`.execute(trx);
  };
}

/**
 * A purge that removes the table's rows whose `column` (an ISO date and time, or a day) comes before `cutoff`, made
 * from the schedule's moment: the moment itself for rows that carry their own expiry, `daysAgo` or `daysAgoDay` for a
 * period of RETENTION_DAYS.
 */
function removeRowsBefore<T extends TableName>(table: T, column: ColumnOf<T>, cutoff: (now: Date) => string) {
  return async (db: Db, now: Date): Promise<number> =>
    Number((await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(column)} < ${cutoff(now)}`.execute(db)).numAffectedRows ?? 0);
}
const expiry = (now: Date) => now.toISOString();
const daysAgo = (days: number) => (now: Date) => daysBefore(now, days);
const daysAgoDay = (days: number) => (now: Date) => daysBefore(now, days).slice(0, 10);

/** A deletion's part for what the person wrote for others to read: it stays, under the shared 'Verwijderd account'. */
function moveToDeletedAccount(table: 'reviews' | 'forum_posts' | 'forum_comments') {
  return async (trx: Db, person: Person, deletedAccountId: number): Promise<void> => {
    await sql`UPDATE ${sql.table(table)} SET user_id = ${deletedAccountId} WHERE user_id = ${person.userId}`.execute(trx);
  };
}

/** oidc-provider's rows (sessions, grants, codes, tokens, interactions) that belong to the embedded account. */
function oidcRowsOf(db: Db, accountId: number) {
  return db.selectFrom('oidc_payloads').where('payload', 'like', `%"accountId":"${accountId}"%`);
}

export const PERSONAL_DATA: PersonalDataDeclaration[] = [
  {
    table: 'reviews',
    label: 'Reviews',
    fields: ['tekst', 'sterren', 'datum', 'wie ze schreef'],
    purpose: 'Andere bezoekers lezen je ervaring met een AI-tool.',
    retention: 'Tot jij of een admin de review verwijdert. Verwijder je je account, dan blijft de review staan onder de naam "Verwijderd account".',
    seenBy: 'Iedereen (met je voor- en achternaam).',
    rowsOf: rowsNaming('reviews', ['id', 'ai_tool_id', 'rating', 'content', 'date'], { orderBy: 'id' }),
    onDeletion: moveToDeletedAccount('reviews'),
  },
  {
    table: 'forum_posts',
    label: 'Vragen op het forum',
    fields: ['titel', 'tekst', 'datum', 'wie ze stelde'],
    purpose: 'Je vraag en de antwoorden helpen ook anderen.',
    retention: 'Tot jij of een admin de vraag verwijdert. Verwijder je je account, dan blijft ze staan onder "Verwijderd account".',
    seenBy: 'Iedereen (met je voor- en achternaam).',
    rowsOf: rowsNaming('forum_posts', ['id', 'subject', 'content', 'date'], { orderBy: 'id' }),
    onDeletion: moveToDeletedAccount('forum_posts'),
  },
  {
    table: 'forum_comments',
    label: 'Antwoorden op het forum',
    fields: ['tekst', 'datum', 'wie het schreef'],
    purpose: 'Je antwoord hoort bij de vraag die je beantwoordt.',
    retention: 'Tot jij of een admin het antwoord verwijdert. Verwijder je je account, dan blijft het staan onder "Verwijderd account".',
    seenBy: 'Iedereen (met je voor- en achternaam).',
    rowsOf: rowsNaming('forum_comments', ['id', 'issue_id', 'content', 'date'], { orderBy: 'id' }),
    onDeletion: moveToDeletedAccount('forum_comments'),
  },
  {
    table: 'providers',
    label: 'Bedrijven die je beheert',
    fields: ['naam', 'land', 'e-mailadres', 'telefoon', 'website', 'logo', 'wie het bedrijf beheert'],
    purpose: 'Het bedrijf staat bij zijn AI-tools; bezoekers nemen contact op met het bedrijf.',
    retention:
      'Zolang het bedrijf op de roadmap staat. Verwijder je je account, dan blijft het bedrijf staan zonder beheerder en kan iemand anders het claimen.',
    seenBy: 'Iedereen ziet de gegevens van het bedrijf bij zijn AI-tools; wie het beheert, zien alleen jij en de admins.',
    rowsOf: rowsNaming('providers', ['id', 'name', 'country', 'email', 'telephone', 'url', 'logo_url', 'approved', 'approval_comment', 'created_at'], {
      orderBy: 'id',
    }),
    onDeletion: async (trx, p) => {
      await trx.updateTable('providers').set({ user_id: null }).where('user_id', '=', p.userId).execute();
    },
  },
  {
    table: 'review_replies',
    label: 'Antwoorden op reviews namens je bedrijf',
    fields: ['tekst', 'datum', 'het bedrijf'],
    purpose: 'Het bedrijf reageert op een review van zijn AI-tool.',
    retention: 'Tot het bedrijf of een admin het antwoord verwijdert; het hoort bij het bedrijf, niet bij je account.',
    seenBy: 'Iedereen (met de naam van het bedrijf).',
    rowsOf: (db, p) =>
      db
        .selectFrom('review_replies')
        .innerJoin('providers', 'providers.id', 'review_replies.provider_id')
        .select(['review_replies.review_id', 'review_replies.provider_id', 'review_replies.content', 'review_replies.date'])
        .where('providers.user_id', '=', p.userId)
        .orderBy('review_replies.review_id')
        .execute(),
  },
  {
    table: 'provider_claims',
    label: 'Claims van een bedrijf ("Is dit je bedrijf?")',
    fields: ['bedrijf', 'je rol in het bedrijf', 'status', 'reden van een afwijzing', 'datum'],
    purpose: 'Een admin beslist of je het bedrijf mag beheren.',
    retention: 'Tot je je account verwijdert.',
    seenBy: 'Jij en de admins.',
    rowsOf: rowsNaming('provider_claims', ['id', 'provider_id', 'role', 'status', 'comment', 'created_at'], { orderBy: 'id' }),
    onDeletion: removeRowsNaming('provider_claims'),
  },
  {
    table: 'favourites',
    label: 'Bewaarde AI-tools',
    fields: ['welke AI-tool', 'sinds wanneer'],
    purpose: 'Je vindt je bewaarde AI-tools terug en vergelijkt ze.',
    retention: 'Tot je ze weghaalt of je account verwijdert.',
    seenBy: 'Alleen jij.',
    rowsOf: rowsNaming('favourites', ['ai_tool_id', 'created_at'], { orderBy: 'created_at' }),
    onDeletion: removeRowsNaming('favourites'),
  },
  {
    table: 'noshow_predictions',
    label: 'Voorspellingen met de No Show Tool',
    fields: ['wat je over je event invulde', 'de voorspelling', 'de werkelijke opkomst die je invulde', 'datum'],
    purpose: 'Je vindt je voorspellingen terug onder "Mijn voorspellingen"; de werkelijke opkomst verbetert het model.',
    retention: 'Tot je je account verwijdert.',
    seenBy: 'Jij; de admins zien de cijfers zonder je naam in de ijking van het model.',
    rowsOf: async (db, p) =>
      (
        await db
          .selectFrom('noshow_predictions')
          .select(['id', 'created_at', 'input', 'rate', 'low', 'high', 'model', 'model_version', 'outcome_registrations', 'outcome_attendees', 'outcome_at'])
          .where('user_id', '=', p.userId)
          .orderBy('id')
          .execute()
      ).map((row) => ({ ...row, input: JSON.parse(row.input) as unknown })),
    onDeletion: removeRowsNaming('noshow_predictions'),
  },
  {
    table: 'reports',
    label: 'Meldingen van ongepaste inhoud die je deed',
    fields: ['wat je meldde', 'de reden', 'status', 'datum'],
    purpose: 'Een admin bekijkt wat je meldde.',
    retention: 'Tot je je account verwijdert.',
    seenBy: 'De admins.',
    rowsOf: rowsNaming('reports', ['id', 'review_id', 'issue_id', 'comment_id', 'reason', 'status', 'created_at'], { by: 'reporter_id', orderBy: 'id' }),
    onDeletion: removeRowsNaming('reports', 'reporter_id'),
  },
  {
    table: 'write_counters',
    label: 'Tellers van je berichten',
    fields: ['hoeveel je schreef in het lopende uur of de lopende dag'],
    purpose: 'De grenzen tegen spam: hoeveel berichten je per uur en per dag mag schrijven.',
    retention: `${RETENTION_DAYS.writeCounters} dagen na het begin van de telling.`,
    seenBy: 'Niemand; de site telt.',
    rowsOf: rowsNaming('write_counters', ['kind', 'window_start', 'count']),
    onDeletion: removeRowsNaming('write_counters'),
    purge: removeRowsBefore('write_counters', 'window_start', daysAgo(RETENTION_DAYS.writeCounters)),
  },
  {
    table: 'email_changes',
    label: 'Een nieuw e-mailadres dat nog bevestigd moet worden',
    fields: ['het nieuwe e-mailadres', 'tot wanneer de link werkt'],
    purpose: 'Je nieuwe adres telt pas als je de link in de e-mail volgt.',
    retention: 'Tot je het bevestigt, en hoogstens 24 uur.',
    seenBy: 'Niemand; de site bewaart het tot je het bevestigt.',
    rowsOf: rowsNaming('email_changes', ['email', 'expires_at']),
    onDeletion: removeRowsNaming('email_changes'),
    purge: removeRowsBefore('email_changes', 'expires_at', expiry),
  },
  {
    table: 'mail_outbox',
    label: 'E-mails die de site je stuurde',
    fields: ['je e-mailadres', 'onderwerp', 'tekst', 'datum'],
    purpose: 'Zonder mailserver bewaart de site elke e-mail hier, zodat de beheerder ziet wat er verstuurd werd.',
    retention: `${RETENTION_DAYS.mailOutbox} dagen.`,
    seenBy: 'De beheerder van de server.',
    rowsOf: (db, p) =>
      db
        .selectFrom('mail_outbox')
        .select(['id', 'recipient', 'subject', 'body', 'created_at'])
        .where(sql<string>`lower(recipient)`, 'in', p.emails)
        .orderBy('id')
        .execute(),
    onDeletion: async (trx, p) => {
      await trx.deleteFrom('mail_outbox').where(sql<string>`lower(recipient)`, 'in', p.emails).execute();
      // Mails to others that name the person (an admin told of a claim) keep their point without the name.
      await scrubMentions(trx, 'mail_outbox', ['subject', 'body'], p);
    },
    purge: removeRowsBefore('mail_outbox', 'created_at', daysAgo(RETENTION_DAYS.mailOutbox)),
  },
  {
    table: 'audit_log',
    label: 'Het logboek van de admins',
    fields: ['wie wat deed', 'wanneer', 'over wie of wat', 'het IP-adres van de admin'],
    purpose: 'Elke handeling van een admin is na te gaan, ook de jouwe en die over jou.',
    retention: `Blijvend, maar het IP-adres wordt na ${RETENTION_DAYS.auditAddress} dagen gewist. Verwijder je je account, dan wordt je naam "Verwijderd account".`,
    seenBy: 'De admins.',
    rowsOf: (db, p) =>
      db
        .selectFrom('audit_log')
        .select(['id', 'at', 'actor_id', 'actor_name', 'action', 'target_type', 'target_id', 'target_name', 'detail', 'address'])
        .where((eb) => eb.or([eb('actor_id', '=', p.userId), eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', p.userId)])]))
        .orderBy('id')
        .execute(),
    onDeletion: async (trx, p) => {
      await trx.updateTable('audit_log').set({ actor_name: DELETED_ACCOUNT_NAME }).where('actor_id', '=', p.userId).execute();
      await trx
        .updateTable('audit_log')
        .set({ target_name: DELETED_ACCOUNT_NAME })
        .where('target_type', '=', 'user')
        .where('target_id', '=', p.userId)
        .execute();
      await scrubMentions(trx, 'audit_log', ['actor_name', 'target_name', 'detail'], p);
    },
    purge: async (db, now) =>
      changed(
        await db
          .updateTable('audit_log')
          .set({ address: '' })
          .where('address', '!=', '')
          .where('at', '<', daysBefore(now, RETENTION_DAYS.auditAddress))
          .executeTakeFirst(),
      ),
  },
  {
    table: 'ai_tool_history',
    label: 'De geschiedenis van AI-tools',
    fields: ['wie een AI-tool indiende, wijzigde, goedkeurde of afwees', 'wanneer'],
    purpose: 'De provider en de admins zien wat er met een AI-tool gebeurde.',
    retention: 'Zolang de geschiedenis bestaat. Verwijder je je account, dan wordt je naam "Verwijderd account".',
    seenBy: 'De provider van de AI-tool en de admins.',
    rowsOf: (db, p) =>
      db
        .selectFrom('ai_tool_history')
        .select(['id', 'ai_tool_id', 'tool_name', 'at', 'action', 'detail'])
        .where('actor_id', '=', p.userId)
        .orderBy('id')
        .execute(),
    onDeletion: async (trx, p) => {
      await trx.updateTable('ai_tool_history').set({ actor_name: DELETED_ACCOUNT_NAME }).where('actor_id', '=', p.userId).execute();
      await scrubMentions(trx, 'ai_tool_history', ['actor_name', 'detail'], p);
    },
  },
  {
    table: 'oidc_payloads',
    label: 'Loginsessies',
    fields: ['sessies, toestemmingen en tokens van je login'],
    purpose: 'Je blijft ingelogd, ook na een herstart van de server.',
    retention: 'Tot ze verlopen (hoogstens 14 dagen), tot je uitlogt of je account verwijdert.',
    seenBy: 'Niemand; de identiteitsprovider van de site gebruikt ze.',
    rowsOf: async (db, p) =>
      p.accountId === null ? [] : oidcRowsOf(db, p.accountId).select(['model', 'expires_at']).orderBy('model').execute(),
    onDeletion: async (trx, p) => {
      if (p.accountId === null) return;
      const grants = (await oidcRowsOf(trx, p.accountId).select('grant_id').where('grant_id', 'is not', null).execute()).map(
        (row) => row.grant_id!,
      );
      if (grants.length > 0) await trx.deleteFrom('oidc_payloads').where('grant_id', 'in', grants).execute();
      await trx.deleteFrom('oidc_payloads').where('payload', 'like', `%"accountId":"${p.accountId}"%`).execute();
      // An interaction (a login in progress) may carry the address typed into the form.
      for (const email of p.emails) await trx.deleteFrom('oidc_payloads').where(contains('payload', email)).execute();
    },
    purge: removeRowsBefore('oidc_payloads', 'expires_at', expiry),
  },
  {
    table: 'password_resets',
    label: 'Links om je wachtwoord te herstellen',
    fields: ['een verwijzing naar je account', 'tot wanneer de link werkt'],
    purpose: 'Je kiest een nieuw wachtwoord via de link in de e-mail.',
    retention: 'Tot de link gebruikt is of verloopt (1 uur).',
    seenBy: 'Niemand.',
    rowsOf: async (db, p) =>
      p.accountId === null
        ? []
        : db.selectFrom('password_resets').select(['expires_at', 'used_at']).where('account_id', '=', p.accountId).execute(),
    onDeletion: async (trx, p) => {
      if (p.accountId !== null) await trx.deleteFrom('password_resets').where('account_id', '=', p.accountId).execute();
    },
    purge: async (db, now) =>
      changed(
        await db
          .deleteFrom('password_resets')
          .where((eb) => eb.or([eb('expires_at', '<', now.toISOString()), eb('used_at', 'is not', null)]))
          .executeTakeFirst(),
      ),
  },
  {
    table: 'login_failures',
    label: 'Mislukte aanmeldingen',
    fields: ['het e-mailadres waarmee het mislukte', 'hoe vaak', 'wanneer het laatst'],
    purpose: 'Wie een wachtwoord probeert te raden, moet steeds langer wachten.',
    retention: `${RETENTION_DAYS.loginFailures} dag na de laatste mislukte poging, of tot je inlogt.`,
    seenBy: 'Niemand; de site telt.',
    rowsOf: (db, p) => db.selectFrom('login_failures').select(['email', 'failures', 'last_failure_at']).where('email', 'in', p.emails).execute(),
    onDeletion: async (trx, p) => {
      await trx.deleteFrom('login_failures').where('email', 'in', p.emails).execute();
    },
    purge: removeRowsBefore('login_failures', 'last_failure_at', daysAgo(RETENTION_DAYS.loginFailures)),
  },
  {
    table: 'identity_accounts',
    label: 'Je account bij de identiteitsprovider',
    fields: ['e-mailadres', 'voornaam', 'achternaam', 'je wachtwoord (alleen als onomkeerbare hash)', 'of je e-mailadres bevestigd is'],
    purpose: 'Je logt in bij de identiteitsprovider van de site.',
    retention: 'Tot je je account verwijdert.',
    seenBy: 'Niemand; de identiteitsprovider van de site gebruikt het.',
    rowsOf: async (db, p) =>
      p.accountId === null
        ? []
        : db
            .selectFrom('identity_accounts')
            // Never the password hash.
            .select(['id', 'email', 'firstname', 'lastname', 'email_verified', 'created_at'])
            .where('id', '=', p.accountId)
            .execute(),
    onDeletion: async (trx, p) => {
      if (p.accountId !== null) await trx.deleteFrom('identity_accounts').where('id', '=', p.accountId).execute();
    },
  },
  {
    table: 'user_roles',
    label: 'Je rollen',
    fields: ['gebruiker, provider of admin'],
    purpose: 'Wat je op de site mag doen.',
    retention: 'Tot je je account verwijdert.',
    seenBy: 'Jij en de admins.',
    rowsOf: rowsNaming('user_roles', ['role']),
    onDeletion: removeRowsNaming('user_roles'),
  },
  {
    table: 'users',
    label: 'Je account',
    fields: ['voornaam', 'achternaam', 'e-mailadres', 'bij welke identiteitsprovider je inlogt', 'sinds wanneer'],
    purpose: 'Je logt in, en je naam staat bij wat je schrijft.',
    retention: 'Tot je je account verwijdert (of een admin het verwijdert).',
    seenBy: 'Iedereen ziet je voor- en achternaam bij wat je schreef; je e-mailadres zien alleen jij en de admins.',
    rowsOf: (db, p) =>
      db
        .selectFrom('users')
        .select(['id', 'firstname', 'lastname', 'email', 'auth_issuer', 'auth_subject', 'created_at'])
        .where('id', '=', p.userId)
        .execute(),
    // Last: everything above points at this row.
    onDeletion: async (trx, p) => {
      await trx.deleteFrom('users').where('id', '=', p.userId).execute();
    },
  },
  {
    table: 'site_content',
    label: 'Het team en de contactadressen op de over-pagina',
    fields: ['naam, rol, foto en profielpagina van teamleden', 'contactadressen', 'de verantwoordelijke voor de verwerking'],
    purpose: 'Bezoekers zien wie de roadmap maakt en hoe ze het team bereiken.',
    retention: 'Tot een admin het weghaalt.',
    seenBy: 'Iedereen.',
  },
  {
    table: 'images',
    label: "Foto's van teamleden en logo's",
    fields: ['de foto of het logo, verkleind; niet wie het opstuurde'],
    purpose: 'De site toont de afbeeldingen zelf, zodat je browser geen andere website hoeft te vragen.',
    retention: `Zolang de over-pagina of een bedrijf de afbeelding gebruikt; een ongebruikte wordt na ${RETENTION_DAYS.unusedImages} dag gewist.`,
    seenBy: 'Iedereen.',
    // An upload waits a day for the form that uses it to be saved; then only what a page shows is kept.
    purge: async (db, now) =>
      changed(
        await db
          .deleteFrom('images')
          .where('created_at', '<', daysBefore(now, RETENTION_DAYS.unusedImages))
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('providers').select(sql`1`.as('one')).whereRef('providers.logo_url', '=', sql<string>`'/api/images/' || images.name`))),
          )
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('site_content').select(sql`1`.as('one')).where(sql<boolean>`site_content.document LIKE '%' || images.name || '%'`))),
          )
          .executeTakeFirst(),
      ),
  },
  {
    table: 'used_id_tokens',
    label: 'Gebruikte ID-tokens',
    fields: ['een onomkeerbare hash van het token waarmee je inlogde'],
    purpose: 'Een ID-token werkt maar één keer, zodat niemand het kan hergebruiken.',
    retention: 'Tot het token verloopt (minuten tot een uur).',
    seenBy: 'Niemand.',
    purge: removeRowsBefore('used_id_tokens', 'expires_at', expiry),
  },
  // Counting visits (docs/decisions/0026-insights.md): nothing here can be traced to you, so it is not in your
  // download; the statement says what is kept and for how long.
  {
    table: 'insight_events',
    label: 'Tellingen van bezoeken',
    fields: ['welke pagina of AI-tool', 'een klik naar een website', 'een zoekopdracht met filters en het aantal resultaten', 'de site waar je vandaan kwam (alleen de naam)', 'de dag'],
    purpose: 'Zien wat bezoekers zoeken en bekijken, en welke AI-tools de roadmap nog mist. Zonder cookie, zonder je adres, zonder wie je bent.',
    retention: `${RETENTION_DAYS.insightEvents} dagen; daarna blijven alleen totalen per dag.`,
    seenBy: 'De admins, alleen als totalen; een bedrijf ziet de totalen van zijn eigen AI-tools.',
    purge: removeRowsBefore('insight_events', 'day', daysAgoDay(RETENTION_DAYS.insightEvents)),
  },
  {
    table: 'insight_visitors',
    label: 'Bezoekerssleutels van de dag',
    fields: ['een hash van je adres, je browser en de site, met een geheim van de dag'],
    purpose: 'Elke bezoeker één keer per dag tellen. Het geheim wordt elke dag vervangen, dus morgen ben je niet meer te herkennen.',
    retention: `${RETENTION_DAYS.insightVisitors} dagen.`,
    seenBy: 'Niemand; de site telt.',
    purge: removeRowsBefore('insight_visitors', 'day', daysAgoDay(RETENTION_DAYS.insightVisitors)),
  },
  {
    table: 'insight_salts',
    label: 'Het geheim van de dag voor de bezoekerssleutels',
    fields: ['een willekeurige waarde'],
    purpose: 'Maakt de bezoekerssleutels van één dag; zonder dit geheim is een sleutel niet meer aan een adres te koppelen.',
    retention: 'Tot het einde van de volgende dag.',
    seenBy: 'Niemand.',
    purge: removeRowsBefore('insight_salts', 'day', daysAgoDay(RETENTION_DAYS.insightSalts)),
  },
  {
    table: 'insight_mail_subscribers',
    label: 'Je keuze voor de wekelijkse mail met de cijfers (admins)',
    fields: ['dat je de mail wilt', 'sinds wanneer'],
    purpose: 'De site stuurt je elke maandag de cijfers van de week ervoor.',
    retention: 'Tot je de mail uitzet of je account verwijdert.',
    seenBy: 'Niemand; de site stuurt de mail.',
    rowsOf: rowsNaming('insight_mail_subscribers', ['since']),
    onDeletion: removeRowsNaming('insight_mail_subscribers'),
  },
];

/** Tables that hold nothing about a person, with the reason; together with PERSONAL_DATA every table is named. */
export const NO_PERSONAL_DATA: Partial<Record<TableName, string>> & Record<string, string> = {
  ai_tools: 'AI-tools: beschrijvingen van producten; wie indiende staat in ai_tool_history en bij het bedrijf',
  ai_tool_keywords: 'koppelingen tussen AI-tools en keywords',
  keywords: 'keywords',
  faqs: 'vragen en antwoorden van de site zelf',
  roadmap_settings: 'links in de navigatiebalk',
  signing_keys: 'sleutels van de site',
  noshow_model_versions: 'de versies van het No Show-model: getallen zonder personen',
  ai_tool_search: 'de zoekindex van de AI-tools (namen, beschrijvingen en bedrijfsnamen)',
  forum_posts_fts: 'de zoekindex van het forum: woorden uit vragen, zonder wie ze schreef; volgt forum_posts',
  kysely_migration: 'welke migraties de databank al kreeg',
  kysely_migration_lock: 'het slot van de migraties',
  insight_daily: 'totalen per dag: aantallen per pagina, AI-tool, zoekopdracht, fase, land, keyword en verwijzende site',
  insight_mail_weeks: 'de weken waarvan de mail met de cijfers al verstuurd is',
};
