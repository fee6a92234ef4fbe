import type { DevMail, DevMailSummary } from '@cadeau/contracts';
import { escapeHtml as e } from '../domain/templates';

/**
 * The dev mailbox page's policy: no script at all, inline styles only (ours and the mail's), and the
 * mail in a sandboxed srcdoc frame that inherits this policy. Links in the mail open in a new tab.
 */
export const MAILBOX_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'none'",
].join('; ');

export interface MailboxPageInput {
  items: DevMailSummary[];
  page: number;
  pageSize: number;
  total: number;
  to?: string;
  selected: DevMail | null;
  selectedId?: string;
}

const STYLE = `
body{margin:0;font-family:system-ui,Arial,sans-serif;color:#1d1d1b;background:#f4f4f2}
header{display:flex;gap:16px;align-items:center;padding:12px 20px;background:#1f6f5c;color:#fff}
header h1{font-size:18px;margin:0}
header form{display:flex;gap:8px;margin-left:auto}
input{padding:6px 8px;border:1px solid #ccc;border-radius:4px;min-width:260px}
button{padding:6px 12px;border:0;border-radius:4px;background:#fff;color:#1f6f5c;cursor:pointer}
main{display:grid;grid-template-columns:minmax(280px,1fr) 2fr;gap:16px;padding:16px 20px}
ol{list-style:none;margin:0;padding:0;background:#fff;border-radius:6px}
nav li button{display:block;width:100%;text-align:left;font:inherit;padding:10px 12px;border:0;border-bottom:1px solid #eee;border-radius:0;background:#fff;color:inherit;cursor:pointer}
nav li button:hover,nav li button[aria-current]{background:#e8f2ef}
.subject{font-weight:600;display:block}
.meta{font-size:12px;color:#666}
.status{font-size:11px;padding:1px 6px;border-radius:8px;background:#eee;margin-left:6px}
.status-sent{background:#d9f0e6}.status-failed{background:#f8d7d3}.status-pending,.status-sending{background:#fdf0c9}
section{background:#fff;border-radius:6px;padding:16px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;font-size:13px;margin:0 0 12px 0}
dt{color:#666}
iframe{width:100%;height:640px;border:1px solid #ddd;border-radius:4px;background:#fff}
.links a{word-break:break-all}
nav.pages{display:flex;justify-content:space-between;padding:8px 0;font-size:13px}
pre{white-space:pre-wrap;font-size:13px}
.empty{padding:16px;color:#666}
`;

/** A mailbox address's query (`?id=…&to=…&page=…`, empty values left out). */
export function mailboxQuery(params: Record<string, string | number | undefined>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : '?';
}

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : '–');

/**
 * A mail of the list: a button of a form that posts its opening (issue 20: viewing a mail is its opening, as the
 * provider's pixel would tell) and lands on the mail (POST /dev/mails/{id}/open answers 303 to it).
 */
function listItem(m: DevMailSummary, input: MailboxPageInput): string {
  const action = `mails/${encodeURIComponent(m.id)}/open${mailboxQuery({ to: input.to, page: input.page > 1 ? input.page : undefined })}`;
  const current = input.selectedId === m.id ? ' aria-current="true"' : '';
  return `<li><form method="post" action="${e(action)}"><button type="submit"${current}><span class="subject">${e(m.subject || '(no subject)')}</span><span class="meta">${e(m.to)} · ${e(when(m.createdAt))}<span class="status status-${e(m.status)}">${e(m.status)}</span></span></button></form></li>`;
}

// Links open outside the sandboxed frame, in a new tab, instead of inside the small preview.
const withBaseTarget = (html: string) =>
  html.includes('<head>') ? html.replace('<head>', '<head><base target="_blank">') : `<base target="_blank">${html}`;

// Relative to this page (`/dev/mailbox`, or `/api/dev/mailbox` through the gateway): the download route beside it.
const attachmentHref = (mailId: string, index: number) => `mails/${encodeURIComponent(mailId)}/attachments/${index}`;

function attachmentList(m: DevMail): string {
  if (!m.attachments.length) return '';
  const items = m.attachments.map(
    (a) =>
      `<li><a href="${e(attachmentHref(m.id, a.index))}" download="${e(a.filename)}">${e(a.filename)}</a> <span class="meta">${e(a.contentType)} · ${Math.max(1, Math.round(a.size / 1024))} KB</span></li>`,
  );
  return `<h3>Attachments</h3><ul class="attachments">${items.join('')}</ul>`;
}

function mailSection(m: DevMail): string {
  const links = m.links.length
    ? `<h3>Links</h3><ul class="links">${m.links.map((l) => `<li><a href="${e(l)}">${e(l)}</a></li>`).join('')}</ul>`
    : '';
  return `<section aria-label="Mail">
<h2>${e(m.subject || '(no subject)')}</h2>
<dl><dt>To</dt><dd>${e(m.to)}</dd><dt>Status</dt><dd>${e(m.status)}${m.lastError ? ` (${e(m.lastError)})` : ''}</dd><dt>Template</dt><dd>${e(m.template)} · ${e(m.locale)} · ${e(m.class)}</dd><dt>Created</dt><dd>${e(when(m.createdAt))}</dd><dt>Sent</dt><dd>${e(when(m.sentAt))}</dd></dl>
${links}
${attachmentList(m)}
<iframe title="Mail content" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${e(withBaseTarget(m.html))}"></iframe>
<details><summary>Plain text</summary><pre>${e(m.text)}</pre></details>
</section>`;
}

/** The whole page, server-rendered; every value is escaped. Relative links work under /api too. */
export function mailboxPage(input: MailboxPageInput): string {
  const pages = Math.max(1, Math.ceil(input.total / input.pageSize));
  const prev =
    input.page > 1
      ? `<a href="${e(mailboxQuery({ to: input.to, page: input.page - 1 }))}">← Newer</a>`
      : '<span></span>';
  const next =
    input.page < pages
      ? `<a href="${e(mailboxQuery({ to: input.to, page: input.page + 1 }))}">Older →</a>`
      : '<span></span>';
  const list = input.items.length
    ? `<ol>${input.items.map((m) => listItem(m, input)).join('')}</ol>`
    : '<p class="empty">No mails yet.</p>';
  const detail = input.selected
    ? mailSection(input.selected)
    : `<section aria-label="Mail"><p class="empty">${input.selectedId ? 'This mail does not exist.' : 'Choose a mail on the left.'}</p></section>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Cadeau dev mailbox</title><style>${STYLE}</style></head>
<body>
<header><h1>Cadeau dev mailbox</h1><span>${input.total} mail${input.total === 1 ? '' : 's'}</span>
<form method="get"><input type="search" name="to" placeholder="Recipient address" aria-label="Recipient address" value="${e(input.to ?? '')}"><button type="submit">Filter</button></form></header>
<main><div><nav aria-label="Mails">${list}</nav><nav class="pages" aria-label="Pages">${prev}<span>Page ${input.page} of ${pages}</span>${next}</nav></div>
${detail}</main>
</body></html>`;
}
