import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OkCancelDialog, Stack } from '@cadeau/ui/cockpit';
import type { Form } from '@cadeau/ui/form';
import { showError, showSuccess } from '@cadeau/ui/toast';

/** The create call of a draft: what `useMutation` gives, as far as the dialog uses it. */
interface CreateDraft<B> {
  mutate: (
    body: B,
    callbacks: { onSuccess: (campaign: { id: string }) => void; onError: (err: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * A dialog that creates a draft campaign ("New campaign", "New from template"): its form sends `body(values)` with
 * `create`; the new draft opens in the workspace, the server's issues show at their fields (any other error as a
 * toast), and the form starts afresh once the dialog has closed. Enter in a field submits, as in any form.
 */
export function NewDraftDialog<V extends object, B>({
  open,
  onClose,
  title,
  okText,
  okTestId,
  formTestId,
  form,
  create,
  body,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  okText: string;
  okTestId: string;
  formTestId?: string;
  form: Form<V>;
  create: CreateDraft<B>;
  body: (values: V) => B;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = form.handleSubmit((v) =>
    create.mutate(body(v), {
      onSuccess: (campaign) => {
        showSuccess(t('campaigns.create.created'));
        onClose();
        void navigate(`/cockpit/campaigns/${campaign.id}`);
      },
      onError: (err) => {
        if (!form.applyServerIssues(err)) showError(err);
      },
    }),
  );
  return (
    <OkCancelDialog
      open={open}
      title={title}
      okText={okText}
      okTestId={okTestId}
      busy={create.isPending}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => form.reset()}
    >
      <Stack as="form" vertical gap="xs" noValidate onSubmit={submit} testId={formTestId}>
        {children}
        <button type="submit" hidden />
      </Stack>
    </OkCancelDialog>
  );
}
