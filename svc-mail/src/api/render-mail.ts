import { errors, isPlatformAdmin } from '@cadeau/service-kit';
import { renderMail } from '../domain/templates';
import type { MailDeps } from './deps';
import { routeOf } from './routes';

/**
 * POST /dev/render-mail: a template rendered with given data, nothing stored or sent. Public outside
 * production (designers and developers preview mails); in production platform administrators only,
 * because rendered mails look like ours and could be abused for phishing material.
 */
export function registerRenderMail({ kit, production, publicUrl }: MailDeps) {
  kit.route(routeOf('POST', '/dev/render-mail'), async (_ctx, { body, user }) => {
    if (production) {
      if (!user) throw errors.unauthorized();
      if (!isPlatformAdmin(user)) throw errors.forbidden();
    }
    return renderMail(body.template, body.locale, body.data, { publicUrl });
  });
}
