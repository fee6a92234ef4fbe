import { useId, useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProductDetail } from '@cadeau/contracts';
import { ConfirmDialog, OkCancelDialog, ReasonDialog, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { currentLanguage } from '@cadeau/ui/i18n';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useProductAction, type ActionInput } from '../api/products';
import type { ProductAction } from '../domain/actions';

const doneText: Partial<Record<ProductAction, string>> = {
  publish: 'products.actions.published',
  pause: 'products.actions.paused',
  resume: 'products.actions.resumed',
  newVersion: 'products.actions.versionCreated',
  delete: 'products.actions.deleted',
  end: 'products.actions.ended',
  approve: 'products.review.approved',
  reject: 'products.review.rejected',
  block: 'products.review.blocked',
};

const label: Record<ProductAction, string> = {
  edit: 'products.actions.edit',
  publish: 'products.actions.publish',
  pause: 'products.actions.pause',
  resume: 'products.actions.resume',
  newVersion: 'products.actions.newVersion',
  delete: 'products.actions.delete',
  end: 'products.actions.end',
  approve: 'products.review.approve',
  reject: 'products.review.reject',
  block: 'products.review.block',
};

/**
 * The buttons of the actions the product allows (domain/actions.ts). Deleting or ending asks first, and so does
 * approving, which cannot be undone and puts the product on offer to every giver (issue 23); rejecting and
 * blocking ask for the reason the seller will read. A new version opens in the editor.
 */
export function ProductActions({ product, actions }: { product: ProductDetail; actions: ProductAction[] }) {
  const { t } = useTranslation();
  const cancelId = `${useId()}-cancel`;
  const navigate = useNavigate();
  const run = useProductAction();
  const [confirming, setConfirming] = useState<'delete' | 'end' | null>(null);
  const [confirmApprove, setConfirmApprove] = useState(false);
  const [reasonFor, setReasonFor] = useState<'reject' | 'block' | null>(null);
  const name = product.name[currentLanguage()] || product.name.en;

  const perform = (action: ActionInput['action'], reason?: string) =>
    run.mutate(
      { productId: product.id, action, reason },
      {
        onSuccess: (updated) => {
          setConfirming(null);
          setReasonFor(null);
          setConfirmApprove(false);
          const text = doneText[action as ProductAction];
          if (text) showSuccess(t(text));
          if (action === 'newVersion') void navigate(`/cockpit/products/${updated.id}/edit`);
          if (action === 'delete') void navigate('/cockpit/products');
        },
        onError: showError,
      },
    );

  const click = (action: ProductAction) => {
    if (action === 'edit') void navigate(`/cockpit/products/${product.id}/edit`);
    else if (action === 'delete' || action === 'end') setConfirming(action);
    else if (action === 'approve') setConfirmApprove(true);
    else if (action === 'reject' || action === 'block') setReasonFor(action);
    else perform(action);
  };

  return (
    <>
      <Stack gap="sm" wrap>
        {actions.map((action) => (
          <Button
            key={action}
            data-testid={`action-${action}`}
            type={action === 'publish' || action === 'approve' || action === 'edit' ? 'primary' : 'default'}
            danger={action === 'delete' || action === 'end' || action === 'reject' || action === 'block'}
            loading={run.isPending && run.variables?.action === action}
            onClick={() => click(action)}
          >
            {t(label[action])}
          </Button>
        ))}
      </Stack>
      <OkCancelDialog
        open={!!confirming}
        title={confirming ? t(`products.actions.${confirming}Title`, { name }) : ''}
        okText={t('products.actions.confirm')}
        okTestId="confirm-action"
        cancelText={t('products.actions.cancel')}
        busy={run.isPending}
        danger
        cancelId={cancelId}
        focusId={cancelId}
        onOk={() => confirming && perform(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p>{confirming ? t(`products.actions.${confirming}Text`) : ''}</p>
      </OkCancelDialog>
      <ConfirmDialog
        open={confirmApprove}
        title={t('products.review.approveTitle', { name })}
        okText={t('products.review.approve')}
        busy={run.isPending}
        testId="confirm-approve"
        onCancel={() => setConfirmApprove(false)}
        onConfirm={() => perform('approve')}
      >
        <Paragraph>
          {t(product.version > 1 ? 'products.review.approveTextVersion' : 'products.review.approveText')}
        </Paragraph>
      </ConfirmDialog>
      <ReasonDialog
        open={!!reasonFor}
        title={reasonFor ? t(`products.review.${reasonFor}Title`, { name }) : ''}
        okText={reasonFor ? t(label[reasonFor]) : ''}
        help={t('products.review.reasonHelp')}
        busy={run.isPending}
        onCancel={() => setReasonFor(null)}
        onConfirm={(reason) => reasonFor && perform(reasonFor, reason)}
      />
    </>
  );
}
