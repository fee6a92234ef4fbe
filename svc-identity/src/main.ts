import { stopOnSignals } from '@cadeau/service-kit';
import { createIdentityService } from './app';
import { startUidRegisterStandIn, type UidRegisterStandIn } from './company-register';
import { loadConfig } from './config';
import { scheduleCompanyRegisterSync } from './jobs/company-register-sync';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(`svc-identity: ${(err as Error).message}`);
    process.exit(1);
  }
  // Outside production without UID_REGISTER_URL the register is the loopback stand-in (no internet needed).
  let standIn: UidRegisterStandIn | null = null;
  if (!config.uidRegisterUrl) standIn = await startUidRegisterStandIn();
  const service = await createIdentityService({
    databaseUrl: config.databaseUrl,
    natsUrl: config.natsUrl,
    secret: config.secret,
    uidRegisterUrl: config.uidRegisterUrl ?? standIn!.url,
    production: config.production,
  });
  if (standIn) service.kit.logger.info({ url: standIn.url }, 'company register: loopback stand-in of the UID register');
  await service.listen(config.port);
  const sync = scheduleCompanyRegisterSync({ db: service.kit.db, addEvent: service.kit.addEvent, logger: service.kit.logger, register: service.companyRegister });

  stopOnSignals(service.kit.logger, () => Promise.resolve(sync.stop()).then(() => Promise.all([service.close(), standIn?.close()])));
}

main().catch((err) => {
  console.error('svc-identity failed to start:', err);
  process.exit(1);
});
