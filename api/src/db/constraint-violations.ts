// The one place that recognises constraint violations, whatever the database.
// SQLite (node:sqlite): errcode 2067 SQLITE_CONSTRAINT_UNIQUE or 1555 SQLITE_CONSTRAINT_PRIMARYKEY, 787
// SQLITE_CONSTRAINT_FOREIGNKEY; an ON DELETE RESTRICT reference answers 1811 SQLITE_CONSTRAINT_TRIGGER with the
// message 'FOREIGN KEY constraint failed'. PostgreSQL (pg): SQLSTATE 23505 unique_violation, 23503
// foreign_key_violation.
const SQLITE_CONSTRAINT_UNIQUE = 2067;
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555;
const SQLITE_CONSTRAINT_FOREIGNKEY = 787;
const SQLITE_CONSTRAINT_TRIGGER = 1811;
const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';

function codesOf(error: unknown): { errcode?: unknown; code?: unknown; message?: unknown } {
  return typeof error === 'object' && error !== null ? (error as { errcode?: unknown; code?: unknown; message?: unknown }) : {};
}

export function isUniqueViolation(error: unknown): boolean {
  const { errcode, code } = codesOf(error);
  return errcode === SQLITE_CONSTRAINT_UNIQUE || errcode === SQLITE_CONSTRAINT_PRIMARYKEY || code === PG_UNIQUE_VIOLATION;
}

/** A row still referenced elsewhere (a restricting foreign key) or a reference to a missing row. */
export function isForeignKeyViolation(error: unknown): boolean {
  const { errcode, code, message } = codesOf(error);
  const restricted = errcode === SQLITE_CONSTRAINT_TRIGGER && typeof message === 'string' && message.includes('FOREIGN KEY');
  return errcode === SQLITE_CONSTRAINT_FOREIGNKEY || restricted || code === PG_FOREIGN_KEY_VIOLATION;
}
