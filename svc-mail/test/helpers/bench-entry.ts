/**
 * What `npm run bench` drives of svc-mail's test stand-ins (the campaign-mail bench), as `@cadeau/svc-mail/testing`:
 * the campaign service's stand-in, the SendGrid stand-in and the test environment.
 */
export { startCampaignStandIn } from './campaign-standin';
export { testOptions, TestSettings, SECRET } from './mail-env';
export { SendGridStandin } from './sendgrid-standin';
