import { expect, type APIRequestContext } from '@playwright/test';

interface MailSummary {
  id: string;
  to: string;
  subject: string;
  template: string;
  locale: string;
  createdAt: string;
}

/**
 * svc-mail's dev mailbox (`/api/dev/mails`), where the `dev` provider keeps every mail so a person, or this
 * test, can follow the links in it. Mails arrive asynchronously (outbox → NATS → svc-mail), hence the polls.
 */
export class DevMailbox {
  constructor(private readonly request: APIRequestContext) {}

  /** The newest mail of `template` to `to`, waiting for it to arrive. */
  async latest(to: string, template: string): Promise<MailSummary & { links: string[]; text: string }> {
    let found: MailSummary | undefined;
    await expect
      .poll(
        async () => {
          const res = await this.request.get(`/api/dev/mails?to=${encodeURIComponent(to)}&pageSize=50`);
          const items = ((await res.json()) as { items: MailSummary[] }).items.filter((m) => m.template === template);
          found = items.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
          return found?.id ?? null;
        },
        { message: `a ${template} mail to ${to}`, timeout: 15_000 },
      )
      .not.toBeNull();
    const res = await this.request.get(`/api/dev/mails/${found!.id}`);
    return (await res.json()) as MailSummary & { links: string[]; text: string };
  }

  /** The site path (path and query) of the first link of a mail that leads to `pathname`. */
  async linkTo(to: string, template: string, pathname: string): Promise<string> {
    const mail = await this.latest(to, template);
    const link = mail.links.map((l) => new URL(l)).find((u) => u.pathname === pathname);
    expect(link, `a link to ${pathname} in ${JSON.stringify(mail.links)}`).toBeDefined();
    return link!.pathname + link!.search;
  }
}
