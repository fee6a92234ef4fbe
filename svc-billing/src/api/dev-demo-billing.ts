import { runDemoBilling } from '../workers/demo-billing';
import type { BillingDeps } from './deps';
import type { Handler } from './routes';

/** POST /internal/dev/demo-billing (development only): `npm start`'s demo step books the demo's money. */
export const handleDemoBilling =
  (deps: BillingDeps, dataDir: string): Handler<'POST /internal/dev/demo-billing'> =>
  async () => ({ lines: await runDemoBilling(deps, dataDir) });
