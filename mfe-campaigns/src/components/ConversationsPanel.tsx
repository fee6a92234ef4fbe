import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConversations } from '@cadeau/ui/api';
import { EmptyState, Panel, Stack } from '@cadeau/ui/cockpit';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { turnOf } from './conversation-turn';
import { footerStyle, itemStyle, listStyle, secondaryStyle } from './list-styles';

/** How many open conversations the dashboard lists (latest activity first); the conversations page has them all. */
export const CONVERSATIONS_SHOWN = 5;

/**
 * The open conversations the server lets this user see: the current organisation's, or every organisation's
 * for a platform administrator (who also sees which organisation each belongs to). Whose turn it is is
 * highlighted when it is the viewer's side.
 */
export function ConversationsPanel({ platformAdmin }: { platformAdmin: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data, isPending } = useConversations({
    page: 1,
    pageSize: CONVERSATIONS_SHOWN,
    sort: 'updatedAt',
    order: 'desc',
    status: 'open',
  });
  const lang = currentLanguage();
  const mySide = platformAdmin ? 'platform' : 'organization';
  const total = data?.total ?? 0;
  return (
    <Panel title={t('campaigns.dashboard.conversations.title')} testId="dashboard-conversations">
      {isPending ? null : !data?.items.length ? (
        <EmptyState testId="dashboard-conversations-empty">{t('campaigns.dashboard.conversations.empty')}</EmptyState>
      ) : (
        <>
          <p style={{ margin: '0 0 8px', color: token.colorTextSecondary }} data-testid="dashboard-conversations-count">
            {t('campaigns.dashboard.conversations.openCount', { count: total })}
          </p>
          <ul style={listStyle}>
            {data.items.map((c) => {
              const turn = turnOf(c);
              return (
                <li key={c.id} style={itemStyle(token)} data-testid="dashboard-conversation">
                  <Stack gap="xs" wrap justify="space-between">
                    <Link to={`/cockpit/conversations/${c.id}`}>{c.subject}</Link>
                    {turn && (
                      <Tag
                        color={turn === mySide ? 'gold' : undefined}
                        style={{ marginInlineEnd: 0 }}
                        data-testid="dashboard-conversation-turn"
                        data-turn={turn}
                      >
                        {t(`campaigns.dashboard.conversations.turn.${turn}`)}
                      </Tag>
                    )}
                  </Stack>
                  <span style={secondaryStyle(token)}>
                    {platformAdmin ? `${c.organizationName} · ` : ''}
                    {t('campaigns.dashboard.conversations.lastActivity', { date: formatDate(c.updatedAt, lang) })}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p style={footerStyle}>
        <Link to="/cockpit/conversations" data-testid="dashboard-all-conversations">
          {t('campaigns.dashboard.conversations.showAll')}
        </Link>
      </p>
    </Panel>
  );
}
