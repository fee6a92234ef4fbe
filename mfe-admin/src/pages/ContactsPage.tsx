import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { contactStatuses } from '@cadeau/contracts/values';
import { ListPage, listFilter, useListState } from '@cadeau/ui/list';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDateTime } from '@cadeau/ui/format';
import { usePhoneRule } from '@cadeau/ui/hooks';
import { useContactList, useMarkContactAnswered, type ContactForm } from '../api/administration';
import { Stack } from '@cadeau/ui/cockpit';

/** The contracts' `contactStatuses`, written here: the browser does not load the contracts' schemas. */

/**
 * /cockpit/contacts: the contact forms sent from the public /contact page, newest first. A form waits for the
 * platform (a task on the dashboard) until an administrator marks it answered; a link may preselect the state
 * (`?status=open` from the dashboard's tasks).
 */
export default function ContactsPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [search] = useSearchParams();
  const linkedStatus = contactStatuses.find((s) => s === search.get('status'));
  const state = useListState({ sort: 'createdAt', order: 'desc', status: linkedStatus });
  const query = useContactList(state.params);
  const mark = useMarkContactAnswered();
  const lang = currentLanguage();
  const phones = usePhoneRule();
  return (
    <ListPage<ContactForm>
      pageTestId="contacts-page"
      title={t('admin.contacts.title')}
      state={state}
      query={query}
      testId="contacts-table"
      search
      empty={t('admin.contacts.empty')}
      filters={[
        listFilter('status', t('admin.contacts.statusFilter'), contactStatuses, (s) => t(`admin.contacts.status.${s}`)),
      ]}
      columns={[
        {
          key: 'createdAt',
          title: t('admin.contacts.createdAt'),
          sorter: true,
          render: (c) => formatDateTime(c.createdAt, lang),
        },
        { key: 'name', title: t('admin.contacts.name'), sorter: true, dataIndex: 'name' },
        {
          key: 'email',
          title: t('admin.contacts.email'),
          render: (c) => (c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : '—'),
        },
        {
          key: 'phone',
          title: t('admin.contacts.phone'),
          // Stored in E.164 and shown grouped (`+41 44 123 45 67`, issue 23) once the rule's chunk has arrived; a
          // form sent before the rule shows as typed.
          render: (c) =>
            c.phone ? (
              <a href={`tel:${c.phone.replace(/\s/g, '')}`} style={{ whiteSpace: 'nowrap' }}>
                {phones ? phones.formatPhone(c.phone) : c.phone}
              </a>
            ) : (
              '—'
            ),
        },
        {
          key: 'message',
          title: t('admin.contacts.message'),
          render: (c) => <span style={{ whiteSpace: 'pre-wrap' }}>{c.message}</span>,
        },
        {
          key: 'answered',
          title: t('admin.contacts.state'),
          render: (c) => (
            <Stack vertical gap="xxs" align="flex-start">
              <span data-testid="contact-state" style={c.answeredAt ? { color: token.colorTextSecondary } : {}}>
                {c.answeredAt
                  ? t('admin.contacts.answeredAt', { date: formatDateTime(c.answeredAt, lang) })
                  : t('admin.contacts.status.open')}
              </span>
              <Button
                size="small"
                type={c.answeredAt ? 'default' : 'primary'}
                aria-label={t(c.answeredAt ? 'admin.contacts.markOpenOf' : 'admin.contacts.markAnsweredOf', {
                  name: c.name,
                })}
                loading={mark.isPending && mark.variables?.contactId === c.id}
                onClick={() => mark.mutate({ contactId: c.id, answered: !c.answeredAt })}
              >
                {t(c.answeredAt ? 'admin.contacts.markOpen' : 'admin.contacts.markAnswered')}
              </Button>
            </Stack>
          ),
        },
      ]}
    />
  );
}
