import { describeMigrations, tablesOf } from '@cadeau/service-kit/testing';
import type { Knex } from 'knex';
import { migrations } from '../src/db/migrations';
import { MAIL_SCHEMA } from '../src/schema';

/**
 * A mail service that has been at work, set-wise (svc-mail has no demo seed of its own: its mail arrives through
 * the other services' events): 200 one-by-one mails in every status (the sent ones in the dev mailbox, every
 * tenth an invoice with its PDF), 4 campaigns' contents (per language) and 400 campaign mails pointing at them
 * with their recipients' substitutions, their intakes, unsubscribes (per address and per campaign), the cron's
 * runs, the settings svc-identity sent, and the kit's outbox and inbox. One row at least in every table.
 */
async function seedMail(db: Knex) {
  await db.transaction(async (trx) => {
    await trx.raw(`
      insert into messages (id, idempotency_key, class, template, locale, to_address, data, subject, html, text,
                            status, attempts, lookups, claim_token, reclaim_after, last_error, provider,
                            provider_message_id, created_at, updated_at, sent_at, opened_at, delivered_at)
      select md5('message:' || m)::uuid, 'identity:' || md5('mail:' || m)::uuid, 'transactional',
             (array['invoiceIssued', 'invitation', 'emailConfirmation', 'passwordReset', 'orderConfirmation'])[1 + m % 5],
             case when m % 3 = 0 then 'en' else 'de' end, 'person' || m || '@example.ch',
             jsonb_build_object('firstName', 'Person ' || m, 'organizationName', 'Giver ' || (1 + m % 30) || ' AG'),
             'Betreff ' || m, '<p>Hallo Person ' || m || '</p>', 'Hallo Person ' || m, status,
             case when status = 'pending' then 0 else 1 + m % 3 end, case when status = 'failed' then 2 else 0 end,
             case when status = 'sending' then md5('claim:' || m)::uuid end,
             case when status = 'sending' then created + interval '5 minutes' end,
             case when status = 'failed' then 'error.mail.providerRejected' end,
             case when status in ('sent', 'sending') then 'dev' end,
             case when status = 'sent' then 'dev-' || m end,
             created, created, case when status = 'sent' then created + interval '10 seconds' end,
             case when status = 'sent' and m % 4 = 0 then created + interval '1 hour' end,
             case when status = 'sent' then created + interval '12 seconds' end
        from generate_series(1, 200) m,
             lateral (select (array['sent', 'sent', 'sent', 'pending', 'sending', 'failed'])[1 + m % 6] as status,
                             timestamptz '2026-03-01 08:00+01' + m * interval '7 minutes' as created) s`);
    await trx.raw(`
      insert into message_attachments (message_id, position, filename, content_type, content)
      select md5('message:' || m)::uuid, 0, 'Rechnung-2026-' || lpad(m::text, 6, '0') || '.pdf', 'application/pdf',
             convert_to('%PDF-1.7 invoice ' || m || ' %%EOF', 'UTF8')
        from generate_series(10, 200, 10) m`);
    await trx.raw(`
      insert into campaign_contents (id, campaign_id, design_key, language, tag_nonce, subject, html, text)
      select md5('content:' || c || ':' || l)::uuid, md5('campaign:' || c)::uuid, encode(sha256(convert_to('design:' || c || ':' || l, 'UTF8')), 'hex'),
             l, substr(md5('nonce:' || c || l), 1, 16),
             case l when 'de' then 'Ein Geschenk für Sie' else 'A gift for you' end,
             '<p>-salutation_' || substr(md5('nonce:' || c || l), 1, 16) || '- ...</p>',
             '-salutation_' || substr(md5('nonce:' || c || l), 1, 16) || '- ...'
        from generate_series(1, 4) c, unnest(array['de', 'en']) l`);
    await trx.raw(`
      insert into messages (id, idempotency_key, class, template, locale, to_address, data, subject, html, text,
                            status, attempts, content_id, campaign_id, recipient_id, voucher_id, substitutions,
                            created_at, sent_at, delivered_at, clicked_at)
      select md5('campaign-message:' || r)::uuid, 'campaign:' || md5('voucher:' || r)::uuid, 'campaign',
             'campaignVoucher', l, 'recipient' || r || '@example.ch',
             jsonb_build_object('campaignId', md5('campaign:' || c)::uuid, 'recipientId', md5('recipient:' || r)::uuid,
                                'voucherId', md5('voucher:' || r)::uuid),
             case l when 'de' then 'Ein Geschenk für Sie' else 'A gift for you' end, '', '',
             case when r % 4 = 0 then 'pending' else 'sent' end, case when r % 4 = 0 then 0 else 1 end,
             md5('content:' || c || ':' || l)::uuid, md5('campaign:' || c)::uuid, md5('recipient:' || r)::uuid,
             md5('voucher:' || r)::uuid,
             jsonb_build_object('salutation', 'Liebe Person ' || r, 'greeting', 'Herzlich, Giver ' || c || ' AG',
                                'unsubscribeUrl', 'https://cadeau.test/unsubscribe/' || md5('token:' || r)),
             created, case when r % 4 <> 0 then created + interval '1 minute' end,
             case when r % 4 <> 0 then created + interval '70 seconds' end,
             case when r % 8 = 1 then created + interval '2 hours' end
        from generate_series(1, 400) r,
             lateral (select 1 + r % 4 as c, case when r % 5 = 0 then 'en' else 'de' end as l,
                             timestamptz '2026-03-02 08:00+01' + r * interval '30 seconds' as created) s`);
    await trx.raw(`
      insert into dev_inbox (message_id, subject, html, text, delivered_at)
      select id, subject, coalesce(nullif(html, ''), '<p>Ihr Code: ABCD-EFGH</p>'),
             coalesce(nullif(text, ''), 'Ihr Code: ABCD-EFGH'), sent_at
        from messages where status = 'sent'`);
    await trx.raw(`
      insert into campaign_intakes (id, campaign_id, kind, recipient_ids, cursor, status, attempts, queued, created_at)
      select md5('intake:' || c)::uuid, md5('campaign:' || c)::uuid, 'started', null,
             md5('recipient:' || (396 + c))::uuid, 'done', 1, 100, timestamptz '2026-03-02 08:00+01'
        from generate_series(1, 4) c
      union all
      select md5('intake:requested:' || c)::uuid, md5('campaign:' || c)::uuid, 'requested',
             jsonb_build_array(md5('recipient:' || c)::uuid, md5('recipient:' || (c + 4))::uuid), null, 'pending', 0, 0,
             timestamptz '2026-03-05 10:00+01'
        from generate_series(1, 2) c`);
    await trx.raw(`
      insert into campaign_unsubscribes (campaign_id, recipient_id)
      select md5('campaign:' || (1 + r % 4))::uuid, md5('recipient:' || r)::uuid from generate_series(7, 400, 50) r`);
    await trx.raw(`
      insert into unsubscribes (address, source)
      select 'recipient' || r || '@example.ch', case when r % 2 = 0 then 'campaign-link' else 'sendgrid:unsubscribe' end
        from generate_series(7, 400, 50) r`);
    await trx.raw(`
      insert into campaign_runs (slot, started_at, finished_at, claimed, sent, outcome)
      select slot, slot, slot + interval '20 seconds', 10, 10 - (m % 2), 'done'
        from generate_series(1, 60) m, lateral (select timestamptz '2026-03-02 08:00+01' + m * interval '1 minute' as slot) s`);
    await trx.raw(`
      insert into settings (key, value)
      values ('Campaign.MailBusinessHours', '{"from": "07:00", "to": "17:00", "timeZone": "Europe/Zurich"}'),
             ('Campaign.MailMaxPerRun', '10'),
             ('Mail.DispatcherProvider', '"dev"'),
             ('Mail.DispatcherKey', 'null'),
             ('Mail.DispatcherUrl', 'null')`);
    // What the service told (campaignMail.sent per campaign, published) and the events it took in.
    await trx.raw(`
      insert into outbox (id, subject, payload, created_at, published_at)
      select md5('event:' || campaign_id)::uuid, 'campaignMail.sent',
             jsonb_build_object('campaignId', campaign_id, 'voucherIds', jsonb_agg(voucher_id order by voucher_id),
                                'at', max(sent_at)),
             max(sent_at), max(sent_at) + interval '1 second'
        from messages where class = 'campaign' and status = 'sent' group by campaign_id`);
    await trx.raw(`
      insert into inbox (consumer, event_id)
      select 'mail-intake', md5('mail:' || m)::uuid from generate_series(1, 200) m
      union all
      select 'mail-campaign-intake', md5('campaign.started:' || c)::uuid from generate_series(1, 4) c
      union all
      select 'mail-settings', md5('setting:' || k)::uuid from generate_series(1, 5) k`);
  });
  for (const table of await tablesOf(db, MAIL_SCHEMA))
    expect([table, Number((await db(table).count({ n: '*' }).first())?.n)]).not.toEqual([table, 0]);
}

// The way down and up again runs against the mail (003's way down drops the campaign columns of filled messages).
describeMigrations({ schema: MAIL_SCHEMA, migrations, seed: seedMail });
