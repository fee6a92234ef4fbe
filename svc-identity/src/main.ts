import { runService } from '@cadeau/service-kit';
import { startUidRegisterStandIn } from './adapters/company-register';
import { createIdentityService } from './app';
import { configSchema } from './config';
import { scheduleCompanyRegisterSync } from './workers/company-register-sync';

void runService({
  name: 'svc-identity',
  config: configSchema,
  port: (config) => config.port,
  async create(config) {
    // Outside production without UID_REGISTER_URL the register is the loopback stand-in (no internet needed).
    const standIn = config.uidRegisterUrl ? null : await startUidRegisterStandIn();
    const service = await createIdentityService({ ...config, uidRegisterUrl: config.uidRegisterUrl ?? standIn!.url });
    if (standIn)
      service.kit.logger.info({ url: standIn.url }, 'company register: loopback stand-in of the UID register');
    // The stand-in stops after the service, so requests still draining can finish their register calls.
    const close = service.close.bind(service);
    return Object.assign(service, { close: () => close().then(() => standIn?.close()) });
  },
  afterListen(service) {
    const { kit, companyRegister } = service;
    const sync = scheduleCompanyRegisterSync({
      db: kit.db,
      addEvent: kit.addEvent,
      logger: kit.logger,
      register: companyRegister,
    });
    return [() => sync.stop()];
  },
});
