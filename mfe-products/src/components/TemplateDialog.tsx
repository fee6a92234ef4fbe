import { useState } from 'react';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SelectField } from '@cadeau/ui/cockpit';
import { currentLanguage } from '@cadeau/ui/i18n';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useProductAction, useProductList } from '../api/products';

/**
 * "New from template": the seller picks one of their products; the server copies its fields into a new draft
 * (new number, version 1), which opens in the editor.
 */
export default function TemplateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLanguage();
  const [source, setSource] = useState<string | undefined>();
  const [tried, setTried] = useState(false);
  const products = useProductList(
    { page: 1, pageSize: 100, scope: 'own', sort: 'name', order: 'asc', language: lang },
    open,
  );
  const create = useProductAction();
  const confirm = () => {
    setTried(true);
    if (!source) return;
    create.mutate(
      { productId: source, action: 'template' },
      {
        onSuccess: (draft) => {
          showSuccess(t('products.form.created'));
          onClose();
          void navigate(`/cockpit/products/${draft.id}/edit`);
        },
        onError: showError,
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('products.template.title')}
      okText={t('products.template.create')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'template-create' }}
      onOk={confirm}
      onCancel={onClose}
      afterClose={() => {
        setSource(undefined);
        setTried(false);
      }}
      destroyOnHidden
    >
      <SelectField
        id="template-source"
        label={t('products.template.source')}
        value={source}
        onChange={setSource}
        loading={products.isFetching}
        help={t('products.template.help')}
        error={tried && !source ? t('products.template.required') : null}
        options={(products.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.number} · ${p.name[lang]}` }))}
      />
    </Modal>
  );
}
