/** The Postgres schema owned by svc-mail (DESIGN section 2). */
export const MAIL_SCHEMA = 'mail';
