import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Conversation } from '@cadeau/contracts';
import { conversationStatuses } from '@cadeau/contracts/values';
import { useConversations } from '@cadeau/ui/api';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDateTime } from '@cadeau/ui/format';
import { PageTitle, Panel } from '@cadeau/ui/cockpit';
import { ListTable, useListState } from '@cadeau/ui/list';
import { NewConversationForm } from '../components/conversations/NewConversationForm';

/**
 * /cockpit/conversations: the current organisation's conversations (a platform administrator's: all), newest
 * activity first, paged by the server; "New conversation" opens the form to start one in place.
 */
export default function ConversationsPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  const state = useListState({ pageSize: 20, sort: 'updatedAt', order: 'desc' });
  const query = useConversations(state.params);
  const lang = currentLanguage();
  return (
    <div data-testid="conversations-page" style={{ display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 1100 }}>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <PageTitle title={t('orgs.conversations.title')} />
        <Button
          ref={newButton}
          type="primary"
          aria-expanded={creating}
          aria-controls="new-conversation"
          data-testid="new-conversation"
          onClick={() => setCreating((open) => !open)}
        >
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
        <ListTable<Conversation>
          state={state}
          query={query}
          caption={t('orgs.conversations.title')}
          testId="conversations-table"
          rowTestId="conversation-row"
          empty={t('orgs.conversations.empty')}
          filters={[
            {
              name: 'status',
              label: t('orgs.conversations.status'),
              options: conversationStatuses.map((s) => ({
                value: s,
                label: t(`orgs.conversations.statusNames.${s}`),
              })),
            },
          ]}
          columns={[
            {
              key: 'subject',
              title: t('orgs.conversations.subject'),
              render: (c) => <Link to={`/cockpit/conversations/${c.id}`}>{c.subject}</Link>,
            },
            { key: 'org', title: t('orgs.conversations.organization'), render: (c) => c.organizationName },
            {
              key: 'status',
              title: t('orgs.conversations.status'),
              render: (c) => (
                <Tag color={c.status === 'open' ? 'blue' : undefined}>
                  {t(`orgs.conversations.statusNames.${c.status}`)}
                </Tag>
              ),
            },
            {
              key: 'last',
              title: t('orgs.conversations.lastMessage'),
              render: (c) => (c.lastMessage ? c.lastMessage.body.slice(0, 80) : '—'),
            },
            {
              key: 'updated',
              title: t('orgs.conversations.updatedAt'),
              render: (c) => formatDateTime(c.updatedAt, lang),
            },
          ]}
        />
      </Panel>
    </div>
  );
}
