import { useTranslation } from 'react-i18next';
import { useContactList, type ContactForm } from '@cadeau/ui/api';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDateTime } from '@cadeau/ui/format';
import { ListTable, PageTitle } from '../components/ListTable';
import { useListState } from '../components/use-list-state';

/** /cockpit/contacts: the contact forms sent from the public /contact page, newest first. */
export default function ContactsPage() {
  const { t } = useTranslation();
  const state = useListState({ sort: 'createdAt', order: 'desc' });
  const query = useContactList(state.params);
  const lang = currentLanguage();
  return (
    <div data-testid="contacts-page" style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <PageTitle>{t('admin.contacts.title')}</PageTitle>
      <ListTable<ContactForm>
        state={state}
        query={query}
        testId="contacts-table"
        caption={t('admin.contacts.title')}
        columns={[
          { key: 'createdAt', title: t('admin.contacts.createdAt'), sorter: true, render: (_v, c) => formatDateTime(c.createdAt, lang) },
          { key: 'name', title: t('admin.contacts.name'), sorter: true, dataIndex: 'name' },
          { key: 'email', title: t('admin.contacts.email'), render: (_v, c) => (c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : '—') },
          { key: 'phone', title: t('admin.contacts.phone'), render: (_v, c) => (c.phone ? <a href={`tel:${c.phone}`}>{c.phone}</a> : '—') },
          { key: 'message', title: t('admin.contacts.message'), render: (_v, c) => <span style={{ whiteSpace: 'pre-wrap' }}>{c.message}</span> },
        ]}
      />
    </div>
  );
}
