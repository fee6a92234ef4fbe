import { assertPlainDatabaseName, databaseName, redact, withDatabase } from './database-url';

describe('database URLs', () => {
  it('swaps the database and keeps the rest', () => {
    expect(withDatabase('postgres://u:p@db:5433/cadeau?sslmode=disable', 'postgres')).toBe(
      'postgres://u:p@db:5433/postgres?sslmode=disable',
    );
    expect(databaseName('postgres://postgres@127.0.0.1:5432/cadeau_e2e_1')).toBe('cadeau_e2e_1');
    expect(() => databaseName('postgres://h:1')).toThrow('names no database');
  });

  it('hides passwords', () => {
    expect(redact('postgres://u:secret@h:1/d')).toBe('postgres://u:***@h:1/d');
    expect(redact('nonsense')).toBe('<invalid URL>');
  });

  it('accepts only plain names for CREATE/DROP DATABASE', () => {
    expect(() => assertPlainDatabaseName('cadeau_e2e_ab12')).not.toThrow();
    expect(() => assertPlainDatabaseName('x"; drop')).toThrow();
    expect(() => assertPlainDatabaseName('Cadeau')).toThrow();
  });
});
