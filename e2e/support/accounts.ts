/** The password of every demo account, fixed by the issue and printed by `npm start`. */
export const DEMO_PASSWORD = 'Cadeau-Demo-2026!';

/**
 * The seeded demo accounts (svc-identity's seed; the database is fresh per run). Each test file uses
 * the account its scenario needs, so no test depends on what another one did to an account:
 * giver: guard and redirects; admin: failed logins, the language of a user and the administration pages
 * (a test that has it speak another language gives it back: `loginAs` of support/fixtures.ts);
 * seller: sessions; nobody: the no-access page. Flows that change an account (invitations, password,
 * e-mail address, being impersonated) make their own (support/new-accounts.ts).
 */
export interface Account {
  email: string;
  password: string;
}

export const accounts = {
  admin: { email: 'admin@cadeau.test', password: DEMO_PASSWORD },
  giver: { email: 'giver@cadeau.test', password: DEMO_PASSWORD },
  seller: { email: 'seller@cadeau.test', password: DEMO_PASSWORD },
  nobody: { email: 'nobody@cadeau.test', password: DEMO_PASSWORD },
} as const satisfies Record<string, Account>;

export const SESSION_COOKIE = 'cadeau_session';
export const REDIRECT_COOKIE = 'redirect';
