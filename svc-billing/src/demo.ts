import { demoBillingRoute } from '@cadeau/contracts';
import { createInternalClient } from '@cadeau/service-kit';
import { loadConfig } from './config';

/**
 * The stack's demo step (packages/platform registry `demo`): once every service runs, svc-billing books the demo's
 * money through its own rules (workers/demo-billing.ts). Never in production, where the route does not exist.
 */
async function main() {
  const config = loadConfig(process.env);
  if (config.production) {
    console.error('svc-billing demo step: refusing to run with NODE_ENV=production');
    process.exit(1);
  }
  const billing = createInternalClient({
    caller: 'svc-billing',
    service: 'billing',
    baseUrl: `http://127.0.0.1:${config.port}`,
    secret: config.secret,
    timeoutMs: 120_000,
    retries: 0,
  });
  const { lines } = await billing.call(demoBillingRoute);
  for (const line of lines) console.log(line);
}

main().catch((err) => {
  console.error('svc-billing demo step failed:', err);
  process.exit(1);
});
