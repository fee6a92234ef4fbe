import { applyProviderEventPlans } from '../db/provider-events';
import type { MailDeps, MailHandler } from './deps';
import { assertDevToolsOpen } from './dev-tools-guard';
import { mailboxQuery } from './mailbox-page';

/**
 * POST /dev/mails/{mailId}/open: the dev mailbox's list posts here when a person opens a mail (issue 20). It is
 * recorded as the provider's open event would be (first open wins, `campaignMail.opened` for a gift-code mail),
 * so the demo's engagement funnel shows what the newcomer did; then the browser goes on to the mail (303). An
 * unknown id opens nothing and still shows the mailbox.
 */
export const openDevMail =
  (deps: MailDeps): MailHandler<'POST /dev/mails/{mailId}/open'> =>
  async (ctx, { params, query }) => {
    assertDevToolsOpen(ctx, deps);
    const { kit } = deps;
    await applyProviderEventPlans(kit.db, [{ opened: { messageId: params.mailId, at: new Date() } }], (trx, s, d) =>
      kit.addEvent(trx, s, d as never),
    );
    ctx.status = 303;
    // Relative to /…/dev/mails/{id}/open, so it works through the gateway (/api/dev/…) and on the service itself.
    ctx.redirect(`../../mailbox${mailboxQuery({ id: params.mailId, to: query.to, page: query.page })}`);
    return undefined;
  };
