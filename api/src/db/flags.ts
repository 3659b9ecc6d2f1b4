// Flags are INTEGER 0/1 on both databases (docs/decisions/0002-portable-schema.md; node:sqlite cannot bind
// booleans), while the wire has JSON booleans: the one mapping a repository's select cannot do itself.
export function withApprovedFlag<Row extends { approved: number }>(row: Row): Omit<Row, 'approved'> & { approved: boolean } {
  return { ...row, approved: row.approved === 1 };
}
