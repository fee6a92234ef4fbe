import {
  ErrorKeys,
  NO_IMAGE_ALT,
  unreleasedProductStatuses,
  type ProductFields,
  type ProductStatus,
} from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import { errors } from '@cadeau/service-kit/errors';
import type { Knex } from 'knex';
import { formatProductNumber, type SaveContext } from '../domain/product';
import type { planFieldsUpdate, ProductMove, ReviewPlan } from '../domain/product-changes';
import { recordAudit, type Actor } from './audit';
import { openWeeklyCapacity, ownFiles, publishProductFiles } from './product-media';
import { altsOf, groupVersionsIn, lockProduct, productById, type ProductRow } from './products';
import { vatCategoryById } from './vat-categories';

type Writer = Pick<Kit<'catalog'>, 'db' | 'addEvent'>;

/** The columns a product's fields are stored in. */
const columnsOf = (f: ProductFields) => ({
  type: f.type,
  name_de: f.name.de,
  name_en: f.name.en,
  description_de: f.description.de,
  description_en: f.description.en,
  image_ids: f.imageIds,
  // One description per image, in its order (jsonb: knex would send a JS array as a Postgres array).
  image_alts: JSON.stringify(f.imageIds.map((_id, i) => f.imageAlts[i] ?? NO_IMAGE_ALT)),
  video_id: f.videoId,
  price_rappen: f.priceRappen,
  shipping_rappen: f.shippingRappen,
  vat_category_id: f.vatCategoryId,
  weekly_availability: f.weeklyAvailability,
  delivery_days: f.deliveryDays,
  warranty: f.warranty,
});

/** A stored product's fields, as the contract names them (audit values, copies). */
export const fieldsOf = (r: ProductRow): ProductFields => ({
  type: r.type,
  name: { de: r.name_de, en: r.name_en },
  description: { de: r.description_de, en: r.description_en },
  imageIds: r.image_ids,
  imageAlts: altsOf(r),
  videoId: r.video_id,
  priceRappen: r.price_rappen,
  shippingRappen: r.shipping_rappen,
  vatCategoryId: r.vat_category_id,
  weeklyAvailability: r.weekly_availability,
  deliveryDays: r.delivery_days,
  warranty: r.warranty,
});

/** What every product event carries (contracts' catalog-product-events). */
const factsOf = (r: ProductRow, actor: Actor) => ({
  productId: r.id,
  versionGroupId: r.version_group_id,
  organizationId: r.organization_id,
  number: formatProductNumber(r.number),
  name: { de: r.name_de, en: r.name_en },
  version: r.version,
  byUserId: actor.userId,
  weeklyAvailability: r.weekly_availability,
});

/**
 * The highest weekly availability any released version of the group ever had (the floor of spec section 5:
 * it only increases); null for a group that was never released.
 */
async function availabilityFloor(db: Knex, groupId: string, exceptId?: string): Promise<number | null> {
  const q = db('products').where({ version_group_id: groupId }).whereNotNull('approved_at');
  if (exceptId) q.whereNot({ id: exceptId });
  const row = await q.max({ floor: 'weekly_availability' }).first();
  return (row?.floor as number | null | undefined) ?? null;
}

/**
 * What the rules of a product's fields depend on, read from the database (`assertValidFields`): the uploads they
 * name that are the organisation's, whether their VAT category exists, and for a later version of a group the
 * availability it may not go below (`following`: the group, without the version being saved).
 */
export async function fieldFacts(
  db: Knex,
  organizationId: string,
  fields: ProductFields,
  following?: { version_group_id: string; id: string },
): Promise<Omit<SaveContext, 'bounds'>> {
  const ids = [...fields.imageIds, ...(fields.videoId ? [fields.videoId] : [])];
  return {
    files: await ownFiles(db, organizationId, ids),
    vatCategoryExists: !!(await vatCategoryById(db, fields.vatCategoryId)),
    previousWeeklyAvailability: following
      ? await availabilityFloor(db, following.version_group_id, following.id)
      : null,
  };
}

/**
 * The next product number, unique on the platform (issue 23): one sequence for every seller. A creation that
 * rolls back leaves its number unused; nothing depends on numbers without gaps.
 */
export async function nextNumber(trx: Knex): Promise<number> {
  const { rows } = await trx.raw(`select nextval('product_number_seq')::integer as number`);
  return rows[0].number as number;
}

/** The unique indexes on a group's number: the platform's (migration 008) and the older one per organisation. */
const numberConstraints = new Set(['product_groups_number_unique', 'product_groups_organization_id_number_unique']);

/**
 * A new version group under the next number. The unique index holds the rule whoever writes; a clash (a number
 * written outside nextNumber, e.g. by hand) is 409 `numberTaken` instead of a server error.
 */
export async function insertGroup(
  trx: Knex,
  organizationId: string,
  id?: string,
): Promise<{ id: string; number: number }> {
  const number = await nextNumber(trx);
  try {
    const [group] = await trx('product_groups')
      .insert({ ...(id ? { id } : {}), organization_id: organizationId, number })
      .returning('id');
    return { id: group.id as string, number };
  } catch (err) {
    const { code, constraint } = err as { code?: string; constraint?: string };
    if (code === '23505' && numberConstraints.has(constraint ?? ''))
      throw errors.conflict(ErrorKeys.product.numberTaken);
    throw err;
  }
}

/** A new group with version 1 as a draft: POST /product and create-from-template. */
async function insertFirstVersion(
  kit: Writer,
  trx: Knex.Transaction,
  organizationId: string,
  fields: ProductFields,
  actor: Actor,
  templateOf: string | null,
  organizationName: string | null,
): Promise<string> {
  const group = await insertGroup(trx, organizationId);
  const [row] = await trx('products')
    .insert({
      ...columnsOf(fields),
      version_group_id: group.id,
      version: 1,
      organization_id: organizationId,
      organization_name: organizationName,
    })
    .returning('id');
  const value = templateOf ? { ...fields, templateOf } : fields;
  await recordAudit(kit, trx, actor, { action: 'insert', entity: 'product', entityId: row.id, organizationId, value });
  return row.id as string;
}

/** POST /product: a new draft (version 1 of a new group with the next number); the handler checked its fields. */
export async function createProduct(
  kit: Writer,
  organizationId: string,
  fields: ProductFields,
  actor: Actor,
  organizationName: string | null = null,
): Promise<ProductRow> {
  const id = await kit.db.transaction((trx) =>
    insertFirstVersion(kit, trx, organizationId, fields, actor, null, organizationName),
  );
  return (await productById(kit.db, id))!;
}

/**
 * POST /product/{productId}/create-template: a new draft group with the fields of `template` (one of the
 * organisation's products, any state but deleted, as the handler found); the images are the same uploads, so
 * nothing is copied on disk.
 */
export async function createFromTemplate(
  kit: Writer,
  organizationId: string,
  template: ProductRow,
  actor: Actor,
  organizationName: string | null = null,
) {
  const id = await kit.db.transaction((trx) =>
    insertFirstVersion(kit, trx, organizationId, fieldsOf(template), actor, template.id, organizationName),
  );
  return (await productById(kit.db, id))!;
}

async function setStatus(
  trx: Knex.Transaction,
  row: ProductRow,
  status: ProductStatus,
  extra: Record<string, unknown> = {},
): Promise<ProductRow> {
  await trx('products')
    .where({ id: row.id })
    .update({ status, updated_at: trx.fn.now(), ...extra });
  return (await productById(trx, row.id))!;
}

/** The audit entry of a version's status change, with what else the change says. */
const recordMove = (
  kit: Writer,
  trx: Knex.Transaction,
  actor: Actor,
  row: ProductRow,
  move: ProductMove,
  extra = {},
  action: 'update' | 'delete' = 'update',
) =>
  recordAudit(kit, trx, actor, {
    action,
    entity: 'product',
    entityId: row.id,
    organizationId: row.organization_id,
    value: { status: { from: move.from, to: move.to }, ...extra },
  });

/**
 * PUT /product's write, in one transaction: the version locked, `decide` (domain `planFieldsUpdate`) on what is
 * stored now, and the new fields with the audit entry of what changed (nothing when nothing does).
 */
export function updateProduct(
  kit: Writer,
  id: string,
  decide: (stored: (ProductRow & { fields: ProductFields }) | undefined) => ReturnType<typeof planFieldsUpdate>,
  actor: Actor,
): Promise<ProductRow> {
  return kit.db.transaction(async (trx) => {
    const row = await lockProduct(trx, id);
    const plan = decide(row && { ...row, fields: fieldsOf(row) });
    if (!plan) return row!;
    await trx('products')
      .where({ id })
      .update({ ...columnsOf(plan.fields), updated_at: trx.fn.now() });
    await recordAudit(kit, trx, actor, {
      action: 'update',
      entity: 'product',
      entityId: id,
      organizationId: row!.organization_id,
      value: plan.changes,
    });
    return (await productById(trx, id))!;
  });
}

/**
 * POST /product/{productId}/publish's write: the version locked, `decide` (domain `planPublication`), then pending
 * with the organisation's name as svc-identity gave it, the audit entry and `product.published` (administrators
 * get a task from it).
 */
export function publishProduct(
  kit: Writer,
  id: string,
  decide: (stored: ProductRow | undefined) => ProductMove,
  organizationName: string,
  actor: Actor,
): Promise<ProductRow> {
  return kit.db.transaction(async (trx) => {
    const row = await lockProduct(trx, id);
    const move = decide(row);
    const updated = await setStatus(trx, row!, move.to, {
      published_at: trx.fn.now(),
      organization_name: organizationName,
    });
    await recordMove(kit, trx, actor, updated, move);
    await kit.addEvent(trx, 'product.published', factsOf(updated, actor));
    return updated;
  });
}

/**
 * POST /product/{productId}/approve's write, in one transaction: the version and its group's released version
 * (approved or paused, if any) locked, `decide` (domain `planReview`) on what is stored now, then the plan: a
 * rejection with its reason and `product.rejected`; or an approval that first moves the released version to
 * `replaced`, then publishes the product's files and opens its weekly capacity, with `product.approved` (the
 * reviewer's note reaches the seller as an approval message, svc-identity).
 */
export function reviewProduct(
  kit: Writer,
  id: string,
  decide: (stored: ProductRow | undefined, released: ProductRow | undefined) => ReviewPlan,
  actor: Actor,
): Promise<ProductRow> {
  return kit.db.transaction(async (trx) => {
    const row = await lockProduct(trx, id);
    const [released] = row ? await groupVersionsIn(trx, row.version_group_id, ['approved', 'paused'], id) : [];
    const plan = decide(row, released && (await lockProduct(trx, released.id)));
    if (plan.to === 'rejected') {
      const updated = await setStatus(trx, row!, plan.to, { status_reason: plan.reason });
      await recordMove(kit, trx, actor, updated, plan, { reason: plan.reason });
      await kit.addEvent(trx, 'product.rejected', { ...factsOf(updated, actor), reason: plan.reason });
      return updated;
    }
    if (plan.replaces) {
      const prior = await setStatus(trx, released!, plan.replaces.to);
      await recordMove(kit, trx, actor, prior, plan.replaces, { replacedBy: id });
    }
    const updated = await setStatus(trx, row!, plan.to, { approved_at: trx.fn.now(), status_reason: null });
    await publishProductFiles(trx, [...updated.image_ids, ...(updated.video_id ? [updated.video_id] : [])]);
    await openWeeklyCapacity(trx, updated.id, updated.weekly_availability);
    const note = plan.note !== null ? { reason: plan.note } : {};
    await recordMove(kit, trx, actor, updated, plan, note);
    await kit.addEvent(trx, 'product.approved', {
      ...factsOf(updated, actor),
      replacedProductId: plan.replaces?.id ?? null,
      ...note,
    });
    return updated;
  });
}

/** What a plain status change writes: the move, its event, and for a block the reason (domain `plan…`). */
export type StatusMove = ProductMove & {
  event: 'product.paused' | 'product.resumed' | 'product.deleted' | 'product.finished' | 'product.blocked';
  action?: 'update' | 'delete';
  reason?: string;
};

/**
 * A pause, resume, deletion, end or block (domain `planPause`, `planDeletion`, `planBlock`), in one transaction:
 * the version locked, `decide` on what is stored now, the status (with the reason of a block), its audit entry and
 * its event.
 */
export function changeProductStatus(
  kit: Writer,
  id: string,
  decide: (stored: ProductRow | undefined) => StatusMove,
  actor: Actor,
): Promise<ProductRow> {
  return kit.db.transaction(async (trx) => {
    const row = await lockProduct(trx, id);
    const move = decide(row);
    const reason = move.reason !== undefined ? { reason: move.reason } : {};
    const updated = await setStatus(
      trx,
      row!,
      move.to,
      move.reason !== undefined ? { status_reason: move.reason } : {},
    );
    await recordMove(kit, trx, actor, updated, move, reason, move.action);
    await kit.addEvent(trx, move.event, { ...factsOf(updated, actor), ...reason });
    return updated;
  });
}

/**
 * POST /product/{productId}/version's write: under the released row's lock, so two requests cannot both pass
 * `decide` (domain `planNewVersion`, told how many versions of the group are in the making; the unique index
 * products_one_unreleased would refuse the second), a new draft of the group copied from that version, which stays
 * on offer until the new one is approved.
 */
export async function createVersion(
  kit: Writer,
  id: string,
  decide: (stored: ProductRow | undefined, versionsInTheMaking: number) => { copyOf: string },
  actor: Actor,
) {
  const newId = await kit.db.transaction(async (trx) => {
    const row = await lockProduct(trx, id);
    const newer = row ? await groupVersionsIn(trx, row.version_group_id, unreleasedProductStatuses) : [];
    decide(row, newer.length);
    const source = row!;
    const { max } = (await trx('products')
      .where({ version_group_id: source.version_group_id })
      .max({ max: 'version' })
      .first())!;
    const [created] = await trx('products')
      .insert({
        ...columnsOf(fieldsOf(source)),
        version_group_id: source.version_group_id,
        version: (max as number) + 1,
        organization_id: source.organization_id,
        organization_name: source.organization_name,
      })
      .returning('id');
    const copy = (await productById(trx, created.id))!;
    await recordAudit(kit, trx, actor, {
      action: 'insert',
      entity: 'product',
      entityId: copy.id,
      organizationId: source.organization_id,
      value: { versionOf: source.id, version: copy.version },
    });
    await kit.addEvent(trx, 'product.versionCreated', { ...factsOf(copy, actor), previousProductId: source.id });
    return copy.id;
  });
  return (await productById(kit.db, newId))!;
}
