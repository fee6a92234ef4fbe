/** What `npm start` prints after seeding; the accounts themselves are created by svc-identity's seed. */
export const DEMO_PASSWORD = 'Cadeau-Demo-2026!';

export const DEMO_ACCOUNTS = [
  { email: 'admin@cadeau.test', role: 'platform administrator' },
  { email: 'giver@cadeau.test', role: 'admin of a giver organisation' },
  { email: 'seller@cadeau.test', role: 'admin of a seller organisation' },
  { email: 'nobody@cadeau.test', role: 'in no organisation (sees the no-access page)' },
] as const;
