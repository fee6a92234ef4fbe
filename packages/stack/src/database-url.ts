/** Small pure helpers around Postgres connection URLs. */

/** The same server with another database (used for the admin connection and per-run databases). */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`the database URL names no database: ${redact(url)}`);
  return name;
}

/** Hides the password so URLs can be printed. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<invalid URL>';
  }
}

/** Database names go into CREATE/DROP DATABASE; only plain identifiers are accepted. */
export function assertPlainDatabaseName(name: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`database name must be lower-case letters, digits and underscores (max 63): ${name}`);
  }
}
