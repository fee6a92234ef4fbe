/**
 * What `npm run bench` drives of svc-mail (the mail design and campaign mail benches), as `@cadeau/svc-mail/bench`
 * (issue 22: bench uses the service's exported entry points, not its files). Nothing here is used by the service.
 */
export { createMailService } from './app';
export { addIntake } from './db/campaign-intakes';
export { DesignRenderer, fillDesign } from './domain/design/renderer';
export { designValues } from './domain/design/values';
