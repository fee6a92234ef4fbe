import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMyUser } from '@cadeau/ui/api';
import { useCreateConversation } from '../../api/conversations';
import { useForm, type FieldErrors } from '@cadeau/ui/form';
import { Panel, TextAreaField, TextField, Stack } from '@cadeau/ui/cockpit';
import { showError, showSuccess } from '@cadeau/ui/toast';
import {
  MESSAGE_MAX,
  SUBJECT_MAX,
  issueText,
  validateNewConversation,
  type NewConversationField,
} from './new-conversation-rules';
import { OrganizationPicker, type PickedOrganization } from './OrganizationPicker';

const maxOf: Record<NewConversationField, number | undefined> = {
  subject: SUBJECT_MAX,
  message: MESSAGE_MAX,
  organizationId: undefined,
};

interface Values {
  subject: string;
  message: string;
  organizationId: PickedOrganization | null;
}

/** A message key of the rules with the field's bound, which the "too long" texts name. */
const withMax = (field: NewConversationField, key: string | undefined) =>
  key ? { key, values: { max: maxOf[field] } } : undefined;

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
  const bodyOf = (v: Values) => ({
    subject: v.subject,
    message: v.message,
    organizationId: admin ? v.organizationId?.id : undefined,
  });
  const form = useForm<Values>(
    { subject: '', message: '', organizationId: current ? { id: current.id, name: current.name } : null },
    (v) => {
      const found = validateNewConversation(bodyOf(v), admin);
      const errors: FieldErrors<Values> = {};
      for (const field of Object.keys(found) as NewConversationField[]) errors[field] = withMax(field, found[field]);
      return errors;
    },
    {
      issueText: (field, key) => withMax(field as NewConversationField, issueText(field as NewConversationField, key)),
    },
  );
  const submit = form.handleSubmit((v) => {
    const body = bodyOf(v);
    create.mutate(
      { ...body, subject: body.subject.trim(), message: body.message.trim() },
      {
        onSuccess: (conversation) => {
          showSuccess(t('orgs.conversations.new.created'));
          void navigate(`/cockpit/conversations/${conversation.id}`);
        },
        onError: (err) => form.applyServerIssues(err) || showError(err),
      },
    );
  });
  const organization = form.bind('organizationId');
  return (
    <Panel title={t('orgs.conversations.new.title')} testId="new-conversation-form">
      <Stack
        as="form"
        vertical
        gap="md"
        noValidate
        onSubmit={submit}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !e.defaultPrevented) {
            e.preventDefault();
            onClose();
          }
        }}
      >
        {admin && (
          <OrganizationPicker value={organization.value} error={organization.error} onChange={organization.onChange} />
        )}
        <TextField
          id="new-conversation-subject"
          label={t('orgs.conversations.new.subject')}
          // Opened on purpose by the person who wants to write: their next keystrokes belong here.
          autoFocus
          autoComplete="off"
          maxLength={SUBJECT_MAX}
          aria-required
          {...form.bind('subject')}
        />
        <TextAreaField
          id="new-conversation-message"
          label={t('orgs.conversations.new.message')}
          rows={5}
          maxLength={MESSAGE_MAX}
          aria-required
          {...form.bind('message')}
        />
        <Stack gap="sm">
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="create-conversation">
            {t('orgs.conversations.new.create')}
          </Button>
          <Button onClick={onClose}>{t('orgs.conversations.new.cancel')}</Button>
        </Stack>
      </Stack>
    </Panel>
  );
}
