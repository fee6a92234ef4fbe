import { ErrorKeys, NO_IMAGE_ALT, type ProductFields, type ProductStatus } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import { errors } from '@cadeau/service-kit/errors';
import type { Knex } from 'knex';
import { assertOwnProduct, assertValidFields, formatProductNumber, type ImageBounds } from '../domain/product';
import { assertEditable, assertMove, deletionTarget, isReleased, unreleasedStatuses } from '../domain/product-status';
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

/** `{ field: { from, to } }` for the fields that change. */
function fieldChanges(before: ProductFields, after: ProductFields) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof ProductFields)[])
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = { from: before[key], to: after[key] };
  return out;
}

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

/** The rules of a product's fields with what they depend on read from the database (400 with field issues). */
async function checkFields(
  db: Knex,
  organizationId: string,
  fields: ProductFields,
  bounds: ImageBounds,
  floor: number | null,
) {
  const ids = [...fields.imageIds, ...(fields.videoId ? [fields.videoId] : [])];
  assertValidFields(fields, {
    bounds,
    files: await ownFiles(db, organizationId, ids),
    vatCategoryExists: !!(await vatCategoryById(db, fields.vatCategoryId)),
    previousWeeklyAvailability: floor,
  });
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

/** POST /product: a new draft (version 1 of a new group with the organisation's next number). */
export async function createProduct(
  kit: Writer,
  organizationId: string,
  fields: ProductFields,
  bounds: ImageBounds,
  actor: Actor,
  organizationName: string | null = null,
): Promise<ProductRow> {
  await checkFields(kit.db, organizationId, fields, bounds, null);
  const id = await kit.db.transaction((trx) =>
    insertFirstVersion(kit, trx, organizationId, fields, actor, null, organizationName),
  );
  return (await productById(kit.db, id))!;
}

/**
 * POST /product/{productId}/create-template: a new draft group with the fields of one of the organisation's
 * products (any state but deleted); the images are the same uploads, so nothing is copied on disk.
 */
export async function createFromTemplate(
  kit: Writer,
  organizationId: string,
  templateId: string,
  actor: Actor,
  organizationName: string | null = null,
) {
  const template = await productById(kit.db, templateId);
  assertOwnProduct(template, organizationId);
  const id = await kit.db.transaction((trx) =>
    insertFirstVersion(kit, trx, organizationId, fieldsOf(template), actor, template.id, organizationName),
  );
  return (await productById(kit.db, id))!;
}

/** The product under its lock, when it is the organisation's (else 404). */
async function lockedOwn(trx: Knex.Transaction, id: string, organizationId: string): Promise<ProductRow> {
  const row = await lockProduct(trx, id);
  assertOwnProduct(row, organizationId);
  return row;
}

/** The product under its lock, whoever owns it (platform administrators), or 404. */
async function locked(trx: Knex.Transaction, id: string): Promise<ProductRow> {
  const row = await lockProduct(trx, id);
  if (!row || row.status === 'deleted') throw errors.notFound(ErrorKeys.product.notFound);
  return row;
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

/**
 * PUT /product: the fields of a draft or rejected product (a released one: 409 `notEditable`), checked
 * against the rules in force; a later version never goes below the group's released availability.
 */
export async function updateProduct(
  kit: Writer,
  organizationId: string,
  id: string,
  fields: ProductFields,
  bounds: ImageBounds,
  actor: Actor,
): Promise<ProductRow> {
  const current = await productById(kit.db, id);
  assertOwnProduct(current, organizationId);
  assertEditable(current.status);
  const floor = await availabilityFloor(kit.db, current.version_group_id, id);
  await checkFields(kit.db, organizationId, fields, bounds, floor);
  return kit.db.transaction(async (trx) => {
    const row = await lockedOwn(trx, id, organizationId);
    assertEditable(row.status);
    const changes = fieldChanges(fieldsOf(row), fields);
    if (!Object.keys(changes).length) return row;
    await trx('products')
      .where({ id })
      .update({ ...columnsOf(fields), updated_at: trx.fn.now() });
    await recordAudit(kit, trx, actor, {
      action: 'update',
      entity: 'product',
      entityId: id,
      organizationId,
      value: changes,
    });
    return (await productById(trx, id))!;
  });
}

/**
 * POST /product/{productId}/publish: draft or rejected → pending (else 409 `notPublishable`). The caller has
 * asked svc-identity that the organisation may publish; the fields are checked again against the settings in
 * force now (they may have changed since the draft was saved). Administrators get a task from the event.
 */
export async function publishProduct(
  kit: Writer,
  organizationId: string,
  organizationName: string,
  id: string,
  bounds: ImageBounds,
  actor: Actor,
): Promise<ProductRow> {
  const current = await productById(kit.db, id);
  assertOwnProduct(current, organizationId);
  assertMove(current.status, 'pending');
  const floor = await availabilityFloor(kit.db, current.version_group_id, id);
  await checkFields(kit.db, organizationId, fieldsOf(current), bounds, floor);
  return kit.db.transaction(async (trx) => {
    const row = await lockedOwn(trx, id, organizationId);
    assertMove(row.status, 'pending');
    const updated = await setStatus(trx, row, 'pending', {
      published_at: trx.fn.now(),
      organization_name: organizationName,
    });
    const value = { status: { from: row.status, to: 'pending' } };
    await recordAudit(kit, trx, actor, { action: 'update', entity: 'product', entityId: id, organizationId, value });
    await kit.addEvent(trx, 'product.published', factsOf(updated, actor));
    return updated;
  });
}

/**
 * POST /product/{productId}/approve by a platform administrator: pending → approved or rejected. An approval
 * first moves the group's released version (if any) to `replaced` (it keeps serving the campaigns that hold
 * it), then publishes the product's files and opens its weekly capacity, all in one transaction.
 */
export async function reviewProduct(
  kit: Writer,
  id: string,
  review: { decision: 'approve' | 'reject'; reason?: string },
  actor: Actor,
): Promise<ProductRow> {
  return kit.db.transaction(async (trx) => {
    const row = await locked(trx, id);
    const organizationId = row.organization_id;
    const audit = (entityId: string, value: unknown) =>
      recordAudit(kit, trx, actor, { action: 'update', entity: 'product', entityId, organizationId, value });
    if (review.decision === 'reject') {
      assertMove(row.status, 'rejected');
      const reason = review.reason!;
      const updated = await setStatus(trx, row, 'rejected', { status_reason: reason });
      await audit(id, { status: { from: row.status, to: 'rejected' }, reason });
      await kit.addEvent(trx, 'product.rejected', { ...factsOf(updated, actor), reason });
      return updated;
    }
    assertMove(row.status, 'approved');
    const [previous] = await groupVersionsIn(trx, row.version_group_id, ['approved', 'paused'], id);
    if (previous) {
      const prior = (await lockProduct(trx, previous.id))!;
      assertMove(prior.status, 'replaced');
      await setStatus(trx, prior, 'replaced');
      await audit(prior.id, { status: { from: prior.status, to: 'replaced' }, replacedBy: id });
    }
    const updated = await setStatus(trx, row, 'approved', { approved_at: trx.fn.now(), status_reason: null });
    await publishProductFiles(trx, [...updated.image_ids, ...(updated.video_id ? [updated.video_id] : [])]);
    await openWeeklyCapacity(trx, updated.id, updated.weekly_availability);
    const note = review.reason ? { reason: review.reason } : {};
    await audit(id, { status: { from: row.status, to: 'approved' }, ...note });
    // The reviewer's optional note reaches the seller as an approval message (svc-identity).
    await kit.addEvent(trx, 'product.approved', {
      ...factsOf(updated, actor),
      replacedProductId: previous?.id ?? null,
      ...note,
    });
    return updated;
  });
}

/** PUT /product/{productId}/pause: approved → paused (`paused`) or paused → approved (resume) by the seller. */
export async function pauseProduct(kit: Writer, organizationId: string, id: string, paused: boolean, actor: Actor) {
  return kit.db.transaction(async (trx) => {
    const row = await lockedOwn(trx, id, organizationId);
    const to: ProductStatus = paused ? 'paused' : 'approved';
    if (!paused && row.status !== 'paused') throw errors.conflict(ErrorKeys.product.invalidStatus);
    assertMove(row.status, to);
    const updated = await setStatus(trx, row, to);
    const value = { status: { from: row.status, to } };
    await recordAudit(kit, trx, actor, { action: 'update', entity: 'product', entityId: id, organizationId, value });
    await kit.addEvent(trx, paused ? 'product.paused' : 'product.resumed', factsOf(updated, actor));
    return updated;
  });
}

/**
 * PUT /product/{productId}/delete: a draft or rejected product is deleted; an approved or paused one is ended
 * (finished) and keeps serving the campaigns that hold it; anything else 409 `invalidStatus`.
 */
export async function deleteProduct(kit: Writer, organizationId: string, id: string, actor: Actor) {
  return kit.db.transaction(async (trx) => {
    const row = await lockedOwn(trx, id, organizationId);
    const to = deletionTarget(row.status);
    assertMove(row.status, to);
    const updated = await setStatus(trx, row, to);
    await recordAudit(kit, trx, actor, {
      action: to === 'deleted' ? 'delete' : 'update',
      entity: 'product',
      entityId: id,
      organizationId,
      value: { status: { from: row.status, to } },
    });
    await kit.addEvent(trx, to === 'deleted' ? 'product.deleted' : 'product.finished', factsOf(updated, actor));
    return updated;
  });
}

/** POST /product/{productId}/block by a platform administrator: any state but deleted (and blocked) → blocked. */
export async function blockProduct(kit: Writer, id: string, reason: string, actor: Actor) {
  return kit.db.transaction(async (trx) => {
    const row = await locked(trx, id);
    assertMove(row.status, 'blocked');
    const updated = await setStatus(trx, row, 'blocked', { status_reason: reason });
    await recordAudit(kit, trx, actor, {
      action: 'update',
      entity: 'product',
      entityId: id,
      organizationId: row.organization_id,
      value: { status: { from: row.status, to: 'blocked' }, reason },
    });
    await kit.addEvent(trx, 'product.blocked', { ...factsOf(updated, actor), reason });
    return updated;
  });
}

/**
 * POST /product/{productId}/version: a new draft of the group copied from its released (approved or paused)
 * version, which stays on offer until the new one is approved. Another version in the making (draft, pending,
 * rejected) answers 409 `newVersionCreated`: the seller edits that one. Under the released row's lock, so two
 * requests cannot both pass the check (the unique index products_one_unreleased would refuse the second).
 */
export async function createVersion(kit: Writer, organizationId: string, id: string, actor: Actor) {
  const newId = await kit.db.transaction(async (trx) => {
    const row = await lockedOwn(trx, id, organizationId);
    if (!isReleased(row.status)) throw errors.conflict(ErrorKeys.product.invalidStatus);
    const newer = await groupVersionsIn(trx, row.version_group_id, unreleasedStatuses);
    if (newer.length) throw errors.conflict(ErrorKeys.product.newVersionCreated);
    const { max } = (await trx('products')
      .where({ version_group_id: row.version_group_id })
      .max({ max: 'version' })
      .first())!;
    const [created] = await trx('products')
      .insert({
        ...columnsOf(fieldsOf(row)),
        version_group_id: row.version_group_id,
        version: (max as number) + 1,
        organization_id: organizationId,
        organization_name: row.organization_name,
      })
      .returning('id');
    const copy = (await productById(trx, created.id))!;
    await recordAudit(kit, trx, actor, {
      action: 'insert',
      entity: 'product',
      entityId: copy.id,
      organizationId,
      value: { versionOf: row.id, version: copy.version },
    });
    await kit.addEvent(trx, 'product.versionCreated', { ...factsOf(copy, actor), previousProductId: row.id });
    return copy.id;
  });
  return (await productById(kit.db, newId))!;
}
