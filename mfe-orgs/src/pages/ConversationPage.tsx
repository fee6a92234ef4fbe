import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConversation, useFinishConversation, useSendMessage } from '../api/conversations';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDateTime } from '@cadeau/ui/format';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useForm } from '@cadeau/ui/form';
import {
  ErrorState,
  isNotFound,
  NotFoundState,
  PageSkeleton,
  PageTitle,
  Panel,
  TextAreaField,
  Stack,
  SecondaryText,
  Paragraph,
} from '@cadeau/ui/cockpit';

const typeColors: Record<string, string> = {
  approvalReason: 'green',
  rejectionReason: 'red',
  platform: 'blue',
  user: 'default',
};

/** /cockpit/conversations/:conversationId: the messages by type; send, finish, and restart a finished one by sending. */
export default function ConversationPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { conversationId = '' } = useParams();
  const { data, isPending, error, refetch } = useConversation(conversationId);
  const send = useSendMessage(conversationId);
  const finish = useFinishConversation(conversationId);
  const form = useForm({ message: '' }, (v) => ({
    message: v.message.trim() ? undefined : 'orgs.conversations.messageRequired',
  }));
  const lang = currentLanguage();
  if (isPending) return <PageSkeleton />;
  // An unknown, foreign or mangled id (the server answers all 404) is a page of its own (issue 9); any other
  // failure can be tried again.
  if (!data && isNotFound(error))
    return <NotFoundState error={error} back={{ to: '/cockpit/conversations', label: t('orgs.conversations.back') }} />;
  if (!data)
    return (
      <Stack vertical>
        <Link to="/cockpit/conversations">← {t('orgs.conversations.back')}</Link>
        <ErrorState error={error} onRetry={() => void refetch()} testId="load-error" />
      </Stack>
    );
  const finished = data.status === 'finished';
  const submit = form.handleSubmit(({ message }) =>
    send.mutate(message.trim(), {
      onSuccess: () => {
        form.reset();
        showSuccess(t('orgs.conversations.sent'));
      },
      onError: (err) => form.applyServerIssues(err) || showError(err),
    }),
  );
  return (
    <Stack vertical maxWidth={900} testId="conversation-page">
      <Link to="/cockpit/conversations">← {t('orgs.conversations.back')}</Link>
      <PageTitle title={data.subject}>
        {data.subject}{' '}
        <Tag color={finished ? undefined : 'blue'} data-testid="conversation-status">
          {t(`orgs.conversations.statusNames.${data.status}`)}
        </Tag>
      </PageTitle>
      <Panel title={t('orgs.conversations.messages')}>
        <Stack as="ol" vertical gap="sm" testId="messages">
          {data.messages.map((m) => (
            <li
              key={m.id}
              data-testid="message"
              data-type={m.type}
              style={{
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
                padding: 12,
              }}
            >
              {/* On a phone the tag, name, address and date wrap onto lines of their own, and a long address or word
                  breaks, rather than widening the page (issue 9: nothing scrolls sideways on a phone). */}
              <div
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 8,
                  alignItems: 'center',
                  fontSize: 12,
                  marginBottom: 4,
                  overflowWrap: 'anywhere',
                }}
              >
                <Tag color={typeColors[m.type]}>{t(`orgs.conversations.types.${m.type}`)}</Tag>
                <strong data-testid="message-author">
                  {m.author ? m.author.name || m.author.email : t('orgs.conversations.platformAuthor')}
                </strong>
                {/* The author's e-mail address as a secondary detail, beside the name. */}
                {m.author?.name && m.author.email && (
                  <SecondaryText data-testid="message-author-email">{m.author.email}</SecondaryText>
                )}
                <SecondaryText>{formatDateTime(m.createdAt, lang)}</SecondaryText>
              </div>
              <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</div>
            </li>
          ))}
        </Stack>
      </Panel>
      <Panel>
        {finished && <Paragraph keepMargin="bottom">{t('orgs.conversations.finishedNote')}</Paragraph>}
        <form noValidate onSubmit={submit}>
          <TextAreaField
            id="conversation-message"
            label={t('orgs.conversations.message')}
            rows={4}
            maxLength={10000}
            {...form.bind('message')}
          />
          <div style={{ display: 'flex', gap: 12, marginTop: 12 }}>
            <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="send-message">
              {finished ? t('orgs.conversations.sendRestart') : t('orgs.conversations.send')}
            </Button>
            {!finished && (
              <Button
                loading={finish.isPending}
                data-testid="finish-conversation"
                onClick={() =>
                  finish.mutate(undefined, {
                    onSuccess: () => showSuccess(t('orgs.conversations.finished')),
                    onError: showError,
                  })
                }
              >
                {t('orgs.conversations.finish')}
              </Button>
            )}
          </div>
        </form>
      </Panel>
    </Stack>
  );
}
