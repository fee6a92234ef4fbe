import type { DevMail } from '@cadeau/contracts';
import type { RouteHandlers } from '../../src/register-routes';

const mail: DevMail = {
  id: '44444444-4444-4444-8444-444444444444',
  to: 'anna@example.ch',
  subject: 'Hallo',
  template: 'notification',
  locale: 'de',
  class: 'transactional',
  status: 'sent',
  lastError: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  sentAt: '2026-11-23T10:00:01.000Z',
  html: '<p>Hallo</p>',
  text: 'Hallo',
  links: [],
  attachments: [],
  openedAt: null,
  clickedAt: null,
};

/**
 * svc-mail's routes answered by stand-ins that keep to each route's contract: kit tests use the real route
 * table (production rules included) and test the registration and the rules, not mail.
 */
export const mailStandIns: RouteHandlers<'mail'> = {
  'POST /dev/render-mail': async (_ctx, { body }) => ({ subject: body.template, html: '', text: '' }),
  'GET /dev/mails': async () => ({ items: [], page: 1, pageSize: 25, total: 0 }),
  'GET /dev/mails/{mailId}': async (_ctx, { params }) => ({ ...mail, id: params.mailId }),
  'GET /dev/mails/{mailId}/attachments/{index}': async (ctx) => {
    ctx.type = 'application/pdf';
    ctx.body = Buffer.from('%PDF-1.7\n%%EOF\n');
  },
  'POST /dev/mails/{mailId}/open': async (ctx, { params }) => {
    ctx.status = 303;
    ctx.redirect(`../../mailbox?id=${params.mailId}`);
  },
  'GET /dev/mailbox': async (ctx) => {
    ctx.type = 'html';
    ctx.body = '<p>mailbox</p>';
  },
  'POST /mail/check-address': async () => ({ valid: true }),
  'POST /mail/webhook/sendgrid': async () => ({ received: 0, applied: 0, ignored: 0 }),
  'POST /internal/mail-design/render': async (_ctx, { body }) => ({
    subject: body.design.subject[body.language],
    html: '',
  }),
  'POST /mail/unsubscribe': async () => ({ email: 'anna@example.ch' }),
  'POST /internal/dev/campaign-mail/{campaignId}/send': async () => ({ queued: 0, sent: 0, failed: 0 }),
};
