import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Conversation } from '@cadeau/contracts';
import { useConversations } from '@cadeau/ui/api';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDateTime } from '@cadeau/ui/format';
import { NativeSelect, Panel } from '@cadeau/ui/cockpit';
import { NewConversationForm } from '../components/conversations/NewConversationForm';
import { DataTable } from '../components/DataTable';

const PAGE_SIZE = 20;

/**
 * /cockpit/conversations: the current organisation's conversations (a platform administrator's: all), newest
 * activity first, paged by the server; "New conversation" opens the form to start one in place.
 */
export default function ConversationsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  const [status, setStatus] = useState<string>('');
  const { data, isPending } = useConversations({ page, pageSize: PAGE_SIZE, sort: 'updatedAt', order: 'desc', status: status || undefined });
  const lang = currentLanguage();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <div data-testid="conversations-page" style={{ display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 1100 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'center' }}>
        <h1 style={{ margin: 0, fontSize: 26, fontWeight: 600 }}>{t('orgs.conversations.title')}</h1>
        <Button ref={newButton} type="primary" aria-expanded={creating} aria-controls="new-conversation" data-testid="new-conversation" onClick={() => setCreating((open) => !open)}>
          {t('orgs.conversations.new.action')}
        </Button>
      </div>
      {creating && (
        <div id="new-conversation">
          <NewConversationForm
            onClose={() => {
              setCreating(false);
              newButton.current?.focus();
            }}
          />
        </div>
      )}
      <Panel>
        <div style={{ marginBottom: 12 }}>
          <NativeSelect
            aria-label={t('orgs.conversations.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{`${t('orgs.conversations.status')}: ${t('orgs.conversations.filterAll')}`}</option>
            <option value="open">{t('orgs.conversations.statusNames.open')}</option>
            <option value="finished">{t('orgs.conversations.statusNames.finished')}</option>
          </NativeSelect>
        </div>
        {isPending ? (
          <Spin />
        ) : !data?.items.length ? (
          <p>{t('orgs.conversations.empty')}</p>
        ) : (
          <DataTable<Conversation>
            caption={t('orgs.conversations.title')}
            testId="conversations-table"
            rowTestId="conversation-row"
            rows={data.items}
            rowKey={(c) => c.id}
            columns={[
              { key: 'subject', title: t('orgs.conversations.subject'), render: (c) => <Link to={`/cockpit/conversations/${c.id}`}>{c.subject}</Link> },
              { key: 'org', title: t('orgs.conversations.organization'), render: (c) => c.organizationName },
              { key: 'status', title: t('orgs.conversations.status'), render: (c) => <Tag color={c.status === 'open' ? 'blue' : undefined}>{t(`orgs.conversations.statusNames.${c.status}`)}</Tag> },
              { key: 'last', title: t('orgs.conversations.lastMessage'), render: (c) => (c.lastMessage ? c.lastMessage.body.slice(0, 80) : '—') },
              { key: 'updated', title: t('orgs.conversations.updatedAt'), render: (c) => formatDateTime(c.updatedAt, lang) },
            ]}
          />
        )}
        <nav aria-label={t('orgs.conversations.title')} style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 12 }}>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('orgs.conversations.previous')}
          </Button>
          <span>{t('orgs.conversations.pageOf', { page, pages })}</span>
          <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('orgs.conversations.next')}
          </Button>
        </nav>
      </Panel>
    </div>
  );
}
