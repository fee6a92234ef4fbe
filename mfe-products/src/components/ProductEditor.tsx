import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProductDetail, ProductFields } from '@cadeau/contracts';
import { useForm } from '@cadeau/ui/form';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useCreateProduct, useUpdateProduct, useVatCategories } from '../api/products';
import { uploadWithPercent } from '../api/upload';
import { fieldOfIssue, fieldsOf, validateEditor, type EditorBounds, type EditorValues } from '../domain/editor';
import { ProductForm } from './ProductForm';
import type { UploadFn } from './upload';

/** 400 `zod.…` issues of a save, each at the editor field it concerns; false when one concerns no field. */
function issuesOf(err: unknown): { field: keyof EditorValues; message: string }[] | null {
  const { message, issues } = (err ?? {}) as { message?: unknown; issues?: unknown };
  if (typeof message !== 'string' || !Array.isArray(issues) || !issues.length) return null;
  const found = (issues as { path: (string | number)[]; message: string }[]).map((i) => ({
    field: fieldOfIssue(i.path),
    message: i.message,
  }));
  return found.every((f) => f.field) ? (found as { field: keyof EditorValues; message: string }[]) : null;
}

/**
 * The editor's state and saving, for a new product (`product` absent: POST) or a draft or rejected one (PUT).
 * After saving it opens the product's page; a refusal about a field shows at that field, any other as a toast.
 */
export function ProductEditor({
  initial,
  bounds,
  product,
  upload = uploadWithPercent,
}: {
  initial: EditorValues;
  bounds: EditorBounds;
  product?: ProductDetail;
  upload?: UploadFn;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vat = useVatCategories();
  const form = useForm<EditorValues>(initial, (v) => validateEditor(v, bounds));
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const onError = (err: unknown) => {
    const issues = issuesOf(err);
    if (!issues) return showError(err);
    for (const issue of issues) form.setServerError(issue.field, issue.message);
  };
  const save = (values: EditorValues) => {
    const body: ProductFields = fieldsOf(values);
    const done = (saved: ProductDetail, text: string) => {
      showSuccess(text);
      void navigate(`/cockpit/products/${saved.id}`);
    };
    if (product)
      update.mutate({ ...body, id: product.id }, { onSuccess: (p) => done(p, t('products.form.saved')), onError });
    else create.mutate(body, { onSuccess: (p) => done(p, t('products.form.created')), onError });
  };
  return (
    <ProductForm
      form={form}
      bounds={bounds}
      vatCategories={vat.data ?? []}
      upload={upload}
      saving={create.isPending || update.isPending}
      onSubmit={() => save(form.values)}
      onCancel={() => void navigate(product ? `/cockpit/products/${product.id}` : '/cockpit/products')}
    />
  );
}
