import { parseArgs } from 'node:util';
import { createDatabase, DEFAULT_DATABASE_URL } from '@cadeau/service-kit';
import { createFirstAdmin } from './db/first-admin';
import { migrations } from './db/migrations';
import { FIRST_ADMIN_LINK_HOURS, firstAdminOptions } from './domain/first-admin';
import { IDENTITY_SCHEMA } from './schema';

const USAGE = `usage: create-first-admin --email <address> [--first-name <name>] [--last-name <name>] [--language de|en]
  npm run create-first-admin -w @cadeau/svc-identity -- --email admin@example.ch
  in the svc-identity image: node dist/create-first-admin.js --email admin@example.ch (k8s/first-admin)`;

/**
 * Makes the platform's first administrator from an e-mail address (issue 21, README "Deploying to Kubernetes") on
 * the database of DATABASE_URL, migrated already: in one transaction, refused once any platform administrator
 * exists, the account (new, or the one the address has) becomes a platform administrator and a link to set its
 * password goes to svc-mail through the outbox, which the running svc-identity publishes. The link's token is never
 * printed. Exit code 0 when made, 1 when refused or failed, 2 for wrong options.
 */
async function main(argv: string[]): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        language: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    console.error(`create-first-admin: ${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.email) {
    console.error(`create-first-admin: --email is required\n${USAGE}`);
    return 2;
  }
  const options = firstAdminOptions.safeParse({
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
    language: values.language,
  });
  if (!options.success) {
    const problems = options.error.issues.map((i) =>
      i.path[0] === 'email'
        ? `--email ${JSON.stringify(values.email)} is not an address Cadeau accepts (${i.message})`
        : `--${optionName(String(i.path[0]))}: ${i.message}`,
    );
    console.error(`create-first-admin: refused: ${problems.join('; ')}\n${USAGE}`);
    return 2;
  }

  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const db = createDatabase({ url, schema: IDENTITY_SCHEMA, migrations });
  try {
    const outcome = await createFirstAdmin(db, options.data);
    if (outcome.action === 'refuse') {
      console.error(`create-first-admin: refused: ${outcome.reason}`);
      return 1;
    }
    const made =
      outcome.action === 'create'
        ? 'a new account'
        : outcome.lockedOut
          ? 'an account with an unconfirmed address, promoted: its password cleared and its sessions ended'
          : 'an account that existed, promoted';
    console.log(
      `create-first-admin: ${outcome.email} is the platform administrator (${made}, id ${outcome.userId}). ` +
        `A link to set the password, valid ${FIRST_ADMIN_LINK_HOURS} hours, is queued for svc-mail: svc-identity ` +
        'publishes it, svc-mail sends it with the provider of cadeau-mail (MAIL_PROVIDER, MAIL_PROVIDER_KEY).',
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

const optionName = (field: string) => field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(`create-first-admin failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
