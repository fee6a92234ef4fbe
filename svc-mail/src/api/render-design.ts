import { designValues } from '../domain/design/values';
import type { MailDeps, MailHandler } from './deps';

/**
 * POST /internal/mail-design/render (svc-campaign's preview of a design): the design in one language as
 * e-mail HTML, placeholders filled with the escaped `values` and sample values for the rest. The kit checks
 * the signature and parses the body with the contract's schema first, so a design that does not validate
 * (an unknown block, an unknown placeholder, a `javascript:` link) is 400 with its issues and never reaches
 * MJML. Nothing is stored or sent.
 */
export const renderDesign =
  ({ publicUrl, designs }: MailDeps): MailHandler<'POST /internal/mail-design/render'> =>
  async (_ctx, { body }) => {
    const values = designValues(body.language, publicUrl, body.values);
    const { subject, html } = await designs.render(body.design, body.language, values);
    return { subject, html };
  };
