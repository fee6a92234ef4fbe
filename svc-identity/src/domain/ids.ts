/**
 * Whether two ids name the same row. Postgres compares uuids regardless of case, so a rule comparing them
 * as strings must too; ids are lower-cased at the boundary, and this keeps a rule right if one is not.
 */
export function sameId(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
