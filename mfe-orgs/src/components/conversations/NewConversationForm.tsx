import { useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateConversation, useMyUser } from '@cadeau/ui/api';
import { Panel } from '@cadeau/ui/cockpit';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { TextAreaField, TextField } from '../controls';
import { MESSAGE_MAX, SUBJECT_MAX, serverFieldErrors, validateNewConversation, type NewConversationErrors, type NewConversationField } from './new-conversation-rules';
import { OrganizationPicker, type PickedOrganization } from './OrganizationPicker';

const maxOf: Record<NewConversationField, number | undefined> = { subject: SUBJECT_MAX, message: MESSAGE_MAX, organizationId: undefined };

/**
 * POST /conversation: a subject and the first message, for the current organisation; a platform administrator
 * chooses the organisation (the current one, if any, to start with). Opens the new conversation once created.
 * Escape or Cancel closes the form (`onClose` gives focus back to what opened it).
 */
export function NewConversationForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useMyUser();
  const create = useCreateConversation();
  const admin = user?.isPlatformAdmin === true;
  const current = user?.organizations.find((o) => o.id === user.currentOrganizationId);
  const [organization, setOrganization] = useState<PickedOrganization | null>(current ? { id: current.id, name: current.name } : null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<NewConversationErrors>({});
  const errorText = (field: NewConversationField) => {
    const key = errors[field];
    return key ? t(key, { max: maxOf[field] }) : null;
  };
  const clearError = (field: NewConversationField) => setErrors(({ [field]: _gone, ...rest }) => rest);
  const submit = () => {
    const body = { subject, message, organizationId: admin ? organization?.id : undefined };
    const found = validateNewConversation(body, admin);
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(
      { ...body, subject: subject.trim(), message: message.trim() },
      {
        onSuccess: (conversation) => {
          showSuccess(t('orgs.conversations.new.created'));
          navigate(`/cockpit/conversations/${conversation.id}`);
        },
        onError: (err) => {
          const fields = serverFieldErrors(err);
          if (fields) setErrors(fields);
          else showError(err);
        },
      },
    );
  };
  return (
    <Panel title={t('orgs.conversations.new.title')} testId="new-conversation-form">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onClose();
          }
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      >
        {admin && (
          <OrganizationPicker
            value={organization}
            error={errorText('organizationId')}
            onChange={(org) => {
              setOrganization(org);
              clearError('organizationId');
            }}
          />
        )}
        <TextField
          id="new-conversation-subject"
          label={t('orgs.conversations.new.subject')}
          error={errorText('subject')}
          // Opened on purpose by the person who wants to write: their next keystrokes belong here.
          autoFocus
          autoComplete="off"
          maxLength={SUBJECT_MAX}
          aria-required
          value={subject}
          onChange={(e) => {
            setSubject(e.target.value);
            clearError('subject');
          }}
        />
        <TextAreaField
          id="new-conversation-message"
          label={t('orgs.conversations.new.message')}
          error={errorText('message')}
          rows={5}
          maxLength={MESSAGE_MAX}
          aria-required
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            clearError('message');
          }}
        />
        <div style={{ display: 'flex', gap: 12 }}>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="create-conversation">
            {t('orgs.conversations.new.create')}
          </Button>
          <Button onClick={onClose}>{t('orgs.conversations.new.cancel')}</Button>
        </div>
      </form>
    </Panel>
  );
}
