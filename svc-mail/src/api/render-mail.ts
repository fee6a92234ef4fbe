import { renderMail as render } from '../domain/templates';
import type { MailDeps, MailHandler } from './deps';

/**
 * POST /dev/render-mail: a template rendered with given data, nothing stored or sent. Public outside
 * production (designers and developers preview mails); in production the route table's `production`
 * rule (enforced by the kit) lets platform administrators only, because rendered mails look like ours and
 * could be abused for phishing material.
 */
export const renderMail =
  ({ publicUrl }: MailDeps): MailHandler<'POST /dev/render-mail'> =>
  async (_ctx, { body }) =>
    render(body.template, body.locale, body.data, { publicUrl });
