import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlatformTask, PlatformTaskKind } from '@cadeau/contracts';
import { usePlatformTasks } from '@cadeau/ui/api';
import { EmptyState, Panel, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { formatChf, formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { CAMPAIGNS_TO_REVIEW_PATH } from '../api/current-campaigns';
import { footerStyle, itemStyle, listStyle, secondaryStyle } from './list-styles';

/** How many tasks of each kind are named (the longest waiting first); the count is the server's. */
export const TASKS_SHOWN = 5;

/** mfe-products' review queue: its product list with `?status=pending` (every organisation's for an administrator). */
const PENDING_PRODUCTS_PATH = '/cockpit/products?status=pending';

/** The organisations list page, filtered to those awaiting approval (mfe-admin reads `status` from the URL). */
export const PENDING_LIST_PATH = '/cockpit/organizations?status=pending';

interface TaskGroup {
  kind: PlatformTaskKind;
  /** Test ids of the group, its count and its items (kept from the panels of issues 8, 10 and 11). */
  testId: string;
  countTestId: string;
  itemTestId: string;
  /** The count's words (`_one`/`_other`), what the age of one says, the whole queue and its words. */
  countKey: string;
  sinceKey: string;
  listPath: string;
  listKey: string;
}

/** One group per kind, in the panel's order; the type makes a new kind of the contracts fail until it has one. */
const groupOf: Record<PlatformTaskKind, Omit<TaskGroup, 'kind'>> = {
  organizationReview: {
    testId: 'dashboard-pending-organizations',
    countTestId: 'dashboard-pending-count',
    itemTestId: 'dashboard-pending-organization',
    countKey: 'campaigns.dashboard.tasks.pendingOrganizations',
    sinceKey: 'campaigns.dashboard.tasks.registeredAt',
    listPath: PENDING_LIST_PATH,
    listKey: 'campaigns.dashboard.tasks.showAll',
  },
  productReview: {
    testId: 'dashboard-pending-products',
    countTestId: 'dashboard-pending-products-count',
    itemTestId: 'dashboard-pending-product',
    countKey: 'campaigns.dashboard.tasks.pendingProducts',
    sinceKey: 'campaigns.dashboard.tasks.releasedAt',
    listPath: PENDING_PRODUCTS_PATH,
    listKey: 'campaigns.dashboard.tasks.showAllProducts',
  },
  campaignReview: {
    testId: 'dashboard-campaigns-to-review',
    countTestId: 'dashboard-campaigns-to-review-count',
    itemTestId: 'dashboard-campaign-to-review',
    countKey: 'campaigns.dashboard.campaigns.toReview',
    sinceKey: 'campaigns.dashboard.campaigns.releasedAt',
    listPath: CAMPAIGNS_TO_REVIEW_PATH,
    listKey: 'campaigns.dashboard.campaigns.showAllToReview',
  },
  depositOverdue: {
    testId: 'dashboard-overdue-deposits',
    countTestId: 'dashboard-overdue-deposits-count',
    itemTestId: 'dashboard-overdue-deposit',
    countKey: 'campaigns.dashboard.tasks.overdueDeposits',
    sinceKey: 'campaigns.dashboard.tasks.overdueSince',
    listPath: '/cockpit/invoices',
    listKey: 'campaigns.dashboard.tasks.showAllInvoices',
  },
  payoutRequest: {
    testId: 'dashboard-payout-requests',
    countTestId: 'dashboard-payout-requests-count',
    itemTestId: 'dashboard-payout-request',
    countKey: 'campaigns.dashboard.tasks.payoutRequests',
    sinceKey: 'campaigns.dashboard.tasks.requestedAt',
    listPath: '/cockpit/invoices',
    listKey: 'campaigns.dashboard.tasks.showAllInvoices',
  },
  conversationOpen: {
    testId: 'dashboard-open-conversations',
    countTestId: 'dashboard-open-conversations-count',
    itemTestId: 'dashboard-open-conversation',
    countKey: 'campaigns.dashboard.tasks.openConversations',
    sinceKey: 'campaigns.dashboard.tasks.openSince',
    listPath: '/cockpit/conversations',
    listKey: 'campaigns.dashboard.tasks.showAllConversations',
  },
  bankPaymentUnmatched: {
    testId: 'dashboard-unmatched-payments',
    countTestId: 'dashboard-unmatched-payments-count',
    itemTestId: 'dashboard-unmatched-payment',
    countKey: 'campaigns.dashboard.tasks.unmatchedPayments',
    sinceKey: 'campaigns.dashboard.tasks.receivedAt',
    listPath: '/cockpit/bank-payments?status=unmatched',
    listKey: 'campaigns.dashboard.tasks.showAllUnmatchedPayments',
  },
  contactUnanswered: {
    testId: 'dashboard-open-contacts',
    countTestId: 'dashboard-open-contacts-count',
    itemTestId: 'dashboard-open-contact',
    countKey: 'campaigns.dashboard.tasks.openContacts',
    sinceKey: 'campaigns.dashboard.tasks.sentAt',
    listPath: '/cockpit/contacts?status=open',
    listKey: 'campaigns.dashboard.tasks.showAllOpenContacts',
  },
};
const groups: TaskGroup[] = (Object.keys(groupOf) as PlatformTaskKind[]).map((kind) => ({ kind, ...groupOf[kind] }));

/**
 * A platform administrator's work (issue 20: GET /platform/tasks, one call): organisations awaiting approval,
 * products and campaigns released for review, deposits past their due date, payout requests, open
 * conversations, bank payments to assign and contact forms to answer, each kind with its count, the longest waiting by name with since when, and the way to its list;
 * one "nothing to do" when none waits.
 */
export function TasksPanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  // Kept fresh by the shell's layout, which follows the task hints on every page (its badge counts them).
  const tasks = usePlatformTasks();
  const data = tasks.data;
  const label = (task: PlatformTask) => {
    const title = typeof task.title === 'string' ? task.title : task.title[lang] || task.title.en;
    return task.amountRappen === null ? title : `${title} · ${formatChf(task.amountRappen)}`;
  };
  return (
    <Panel title={t('campaigns.dashboard.tasks.title')} testId="dashboard-tasks">
      {tasks.isError && !data ? (
        <Paragraph secondary data-testid="dashboard-tasks-error">
          {t('campaigns.dashboard.tasks.unavailable')}
        </Paragraph>
      ) : !data ? null : data.total === 0 ? (
        <EmptyState testId="dashboard-tasks-empty">{t('campaigns.dashboard.tasks.empty')}</EmptyState>
      ) : (
        <Stack vertical gap="md">
          {groups
            .filter((g) => data.counts[g.kind] > 0)
            .map((g) => (
              <div key={g.kind} data-testid={g.testId}>
                <p style={{ margin: '0 0 8px', fontWeight: 600 }} data-testid={g.countTestId}>
                  {t(g.countKey, { count: data.counts[g.kind] })}
                </p>
                <ul style={listStyle}>
                  {data.items
                    .filter((task) => task.kind === g.kind)
                    .slice(0, TASKS_SHOWN)
                    .map((task) => {
                      const since = t(g.sinceKey, { date: formatDate(task.since, lang) });
                      return (
                        <li key={task.id} style={itemStyle(token)} data-testid={g.itemTestId}>
                          <Link to={task.path}>{label(task)}</Link>
                          <span style={secondaryStyle(token)}>
                            {task.organizationName && g.kind !== 'conversationOpen'
                              ? `${task.organizationName} · ${since}`
                              : since}
                          </span>
                        </li>
                      );
                    })}
                </ul>
                <p style={footerStyle}>
                  <Link to={g.listPath} data-testid={`${g.testId}-list`}>
                    {t(g.listKey)}
                  </Link>
                </p>
              </div>
            ))}
        </Stack>
      )}
    </Panel>
  );
}
