// The one place that recognises a unique-constraint violation, whatever the database.
// SQLite (node:sqlite): errcode 2067 SQLITE_CONSTRAINT_UNIQUE or 1555 SQLITE_CONSTRAINT_PRIMARYKEY.
// PostgreSQL (pg): SQLSTATE 23505 unique_violation.
const SQLITE_CONSTRAINT_UNIQUE = 2067;
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555;
const PG_UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { errcode, code } = error as { errcode?: unknown; code?: unknown };
  if (errcode === SQLITE_CONSTRAINT_UNIQUE || errcode === SQLITE_CONSTRAINT_PRIMARYKEY) return true;
  return code === PG_UNIQUE_VIOLATION;
}
