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
import { ListPage, listFilter, useListState } from '@cadeau/ui/list';
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
    <ListPage<Conversation>
      pageTestId="conversations-page"
      title={t('orgs.conversations.title')}
      maxWidth={1100}
      panel
      actions={
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
      }
      above={
        creating && (
          <div id="new-conversation">
            <NewConversationForm
              onClose={() => {
                setCreating(false);
                newButton.current?.focus();
              }}
            />
          </div>
        )
      }
      state={state}
      query={query}
      testId="conversations-table"
      rowTestId="conversation-row"
      empty={t('orgs.conversations.empty')}
      filters={[
        listFilter('status', t('orgs.conversations.status'), conversationStatuses, (s) =>
          t(`orgs.conversations.statusNames.${s}`),
        ),
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
  );
}
