import { useTranslation } from 'react-i18next';
import { ListTable, useListState } from '@cadeau/ui/list';
import { PageTitle } from '@cadeau/ui/cockpit';
import { useContactList, type ContactForm } from '../api/administration';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDateTime } from '@cadeau/ui/format';
import { usePhoneRule } from '@cadeau/ui/hooks';

/** /cockpit/contacts: the contact forms sent from the public /contact page, newest first. */
export default function ContactsPage() {
  const { t } = useTranslation();
  const state = useListState({ sort: 'createdAt', order: 'desc' });
  const query = useContactList(state.params);
  const lang = currentLanguage();
  const phones = usePhoneRule();
  return (
    <div data-testid="contacts-page" style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <PageTitle title={t('admin.contacts.title')} />
      <ListTable<ContactForm>
        state={state}
        query={query}
        testId="contacts-table"
        search
        caption={t('admin.contacts.title')}
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
        ]}
      />
    </div>
  );
}
