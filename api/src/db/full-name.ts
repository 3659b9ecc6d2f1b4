// How an answer names a person: first name, a space, last name, the same wherever a user is shown (an author, a
// claimant, the admins' list of names; the shared 'Verwijderd account' row reads the same way). Made in SQL, with
// `||`, which concatenates on both databases.
import { sql, type RawBuilder } from 'kysely';

/** The full name of the `users` row in the query, under `table` (its name or alias). */
export function fullName(table = 'users'): RawBuilder<string> {
  return sql<string>`${sql.ref(`${table}.firstname`)} || ' ' || ${sql.ref(`${table}.lastname`)}`;
}
