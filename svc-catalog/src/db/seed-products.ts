import { eventRegistry, type ProductStatus, type ProductType } from '@cadeau/contracts';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { renderImageVariants } from '../adapters/media/images';
import type { FileStorage } from '../domain/file-storage';
import { setWeeklyCapacity } from './availability';
import { fileById, insertFile, publishFiles, storageKeyOf } from './files';
import { formatProductNumber } from '../domain/product';
import { insertGroup } from './product-changes';
import { demoPicture, type PictureSubject } from './seed-pictures';
import { SEED_VAT_CATEGORY_IDS } from './seed-vat-categories';

/** svc-identity's demo seller (its seed-data.ts); the catalog knows organisations only by id. */
export const DEMO_SELLER_NAME = 'Demo Seller GmbH';

/**
 * Seed-only: the demo seller's id and name, read from svc-identity's schema `identity` in the same database
 * (development: one Postgres, one schema per service; identity seeds first). No service code reads another
 * service's schema; this query runs only in `npm start`'s seed. Undefined when identity's tables or the
 * organisation are not there (catalog seeded alone): then no demo products are made.
 */
export async function demoSeller(db: Knex): Promise<{ id: string; name: string } | undefined> {
  const { rows: table } = await db.raw(`select to_regclass('identity.organizations') as name`);
  if (!table[0]?.name) return undefined;
  const { rows } = await db.raw(`select id, name from identity.organizations where name = ?`, [DEMO_SELLER_NAME]);
  return rows[0];
}

interface DemoProduct {
  /** Fixed ids make the seed idempotent: a product that exists is left as it is (a reviewer may have acted). */
  id: string;
  groupId: string;
  status: Extract<ProductStatus, 'approved' | 'pending' | 'draft'>;
  type: ProductType;
  subject: PictureSubject;
  name: { de: string; en: string };
  description: { de: string; en: string };
  priceRappen: number;
  shippingRappen: number;
  vatCategoryId: string;
  weeklyAvailability: number;
  deliveryDays: number;
  warranty: string;
}

const id = (n: number) => `7d1e0c3a-5b2f-4c6e-9a10-0000000000${String(n).padStart(2, '0')}`;
const groupId = (n: number) => `7d1e0c3a-5b2f-4c6e-9a20-0000000000${String(n).padStart(2, '0')}`;
/** The three pictures of demo product `n`. */
const fileIds = (n: number) =>
  [1, 2, 3].map((v) => `7d1e0c3a-5b2f-4c6e-9a30-00000000${String(n).padStart(2, '0')}0${v}`);

export const demoProducts: DemoProduct[] = [
  {
    id: id(1),
    groupId: groupId(1),
    status: 'approved',
    type: 'physical',
    subject: 'mug',
    name: { de: 'Kaffeetasse aus Steinzeug', en: 'Stoneware coffee mug' },
    description: {
      de: 'Handgedrehte Tasse aus Schweizer Ton, 300 ml, spülmaschinenfest. Jedes Stück ist ein Unikat.',
      en: 'Hand-thrown mug of Swiss clay, 300 ml, dishwasher safe. Every piece is unique.',
    },
    priceRappen: 3900,
    shippingRappen: 900,
    vatCategoryId: SEED_VAT_CATEGORY_IDS.normal,
    weeklyAvailability: 40,
    deliveryDays: 3,
    warranty: '2 Jahre Garantie auf Material- und Herstellungsfehler / 2-year warranty on materials and workmanship',
  },
  {
    id: id(2),
    groupId: groupId(2),
    status: 'approved',
    type: 'physical',
    subject: 'candle',
    name: { de: 'Bienenwachskerze', en: 'Beeswax candle' },
    description: {
      de: 'Aus reinem Bienenwachs von Emmentaler Imkereien gegossen, brennt rund 40 Stunden.',
      en: 'Cast from pure beeswax of Emmental beekeepers, burns for about 40 hours.',
    },
    priceRappen: 2400,
    shippingRappen: 700,
    vatCategoryId: SEED_VAT_CATEGORY_IDS.normal,
    weeklyAvailability: 60,
    deliveryDays: 2,
    warranty: 'Ersatz bei Bruch auf dem Transportweg / Replacement if broken in transit',
  },
  {
    id: id(3),
    groupId: groupId(3),
    status: 'approved',
    type: 'physical',
    subject: 'honey',
    name: { de: 'Bergblütenhonig', en: 'Mountain flower honey' },
    description: {
      de: 'Cremiger Honig aus dem Berner Oberland, 500 g im Glas.',
      en: 'Creamy honey from the Bernese Oberland, 500 g jar.',
    },
    priceRappen: 1850,
    shippingRappen: 700,
    vatCategoryId: SEED_VAT_CATEGORY_IDS.reduced,
    weeklyAvailability: 80,
    deliveryDays: 2,
    warranty: 'Mindestens haltbar 18 Monate ab Versand / Best before at least 18 months from shipping',
  },
  {
    id: id(4),
    groupId: groupId(4),
    status: 'approved',
    type: 'digital',
    subject: 'cookingClass',
    name: { de: 'Online-Kochkurs: Schweizer Klassiker', en: 'Online cooking class: Swiss classics' },
    description: {
      de: 'Drei Stunden live mit einer Köchin: Rösti, Älplermagronen und Meringues. Zugangslink per E-Mail.',
      en: 'Three hours live with a chef: rösti, alpine macaroni and meringues. Access link by e-mail.',
    },
    priceRappen: 8900,
    shippingRappen: 0,
    vatCategoryId: SEED_VAT_CATEGORY_IDS.normal,
    weeklyAvailability: 25,
    deliveryDays: 1,
    warranty: 'Ersatztermin bei Ausfall / A new date if the class is cancelled',
  },
  {
    id: id(5),
    groupId: groupId(5),
    status: 'approved',
    type: 'digital',
    subject: 'hotelNight',
    name: { de: 'Übernachtung im Berghotel', en: 'A night at a mountain hotel' },
    description: {
      de: 'Gutschein für eine Nacht im Doppelzimmer mit Frühstück, zwei Jahre gültig.',
      en: 'Voucher for one night in a double room with breakfast, valid for two years.',
    },
    priceRappen: 24000,
    shippingRappen: 0,
    vatCategoryId: SEED_VAT_CATEGORY_IDS.accommodation,
    weeklyAvailability: 10,
    deliveryDays: 1,
    warranty: 'Kostenlose Umbuchung bis 48 Stunden vorher / Free rebooking up to 48 hours before',
  },
  {
    id: id(6),
    groupId: groupId(6),
    status: 'pending',
    type: 'physical',
    subject: 'chocolate',
    name: { de: 'Schokoladen-Degustationsset', en: 'Chocolate tasting set' },
    description: {
      de: 'Sechs Tafeln dunkle und Milchschokolade aus Einzelplantagen, mit Degustationskarte.',
      en: 'Six single-origin dark and milk chocolate bars, with a tasting card.',
    },
    priceRappen: 4500,
    shippingRappen: 900,
    vatCategoryId: SEED_VAT_CATEGORY_IDS.reduced,
    weeklyAvailability: 30,
    deliveryDays: 3,
    warranty: 'Mindestens haltbar 9 Monate ab Versand / Best before at least 9 months from shipping',
  },
  {
    id: id(7),
    groupId: groupId(7),
    status: 'draft',
    type: 'physical',
    subject: 'scarf',
    name: { de: 'Wollschal aus dem Toggenburg', en: 'Toggenburg wool scarf' },
    description: {
      de: 'Gestrickt aus Merinowolle, 180 × 30 cm.',
      en: 'Knitted from merino wool, 180 × 30 cm.',
    },
    priceRappen: 6900,
    shippingRappen: 900,
    vatCategoryId: SEED_VAT_CATEGORY_IDS.normal,
    weeklyAvailability: 15,
    deliveryDays: 5,
    warranty: '1 Jahr Garantie / 1-year warranty',
  },
  {
    // A donation (ADR 0020): the price is the donated amount, outside the scope of VAT, nothing shipped, done at once.
    id: id(8),
    groupId: groupId(8),
    status: 'approved',
    type: 'donation',
    subject: 'tree',
    name: { de: 'Spende: ein Baum für den Bergwald', en: 'Donation: a tree for the mountain forest' },
    description: {
      de: 'Ihr Geschenk pflanzt eine junge Fichte oder Lärche im Schutzwald. Es braucht keine Lieferadresse.',
      en: 'Your gift plants a young spruce or larch in a protection forest. No delivery address needed.',
    },
    priceRappen: 2500,
    shippingRappen: 0,
    vatCategoryId: SEED_VAT_CATEGORY_IDS.donation,
    weeklyAvailability: 500,
    deliveryDays: 0,
    warranty: 'Keine Gegenleistung / Nothing in return',
  },
];

/** One demo picture stored as an upload would be: re-encoded into the served variants, one files row. */
async function storePicture(
  trx: Knex.Transaction,
  storage: FileStorage,
  organizationId: string,
  fileId: string,
  subject: PictureSubject,
  view: 0 | 1 | 2,
): Promise<void> {
  if (await fileById(trx, fileId)) return;
  const jpeg = await demoPicture(subject, view);
  const image = await renderImageVariants(jpeg);
  for (const v of image.variants)
    await storage.put(storageKeyOf({ organization_id: organizationId, id: fileId }, v.name), v.data, {
      contentType: v.mime,
    });
  await insertFile(trx, {
    id: fileId,
    organization_id: organizationId,
    kind: 'image',
    mime: 'image/jpeg',
    size: jpeg.length,
    width: image.width,
    height: image.height,
    name: `${subject}-${view + 1}.jpg`,
    variants: image.variants.map(({ name, mime, width, height, size }) => ({ name, mime, width, height, size })),
    created_by: null,
  });
}

/**
 * The demo seller's products (`npm start`): six approved (physical, digital and a donation, four VAT categories)
 * with drawn pictures, weekly capacity and public files, one pending for the administrator's review and one draft.
 * Idempotent: an existing product (by its fixed id) is left alone.
 */
export async function seedDemoProducts(db: Knex, storage: FileStorage): Promise<string[]> {
  const seller = await demoSeller(db);
  if (!seller) return [`Demo products: none (${DEMO_SELLER_NAME} not found in svc-identity's schema)`];
  let made = 0;
  for (const [i, p] of demoProducts.entries()) {
    if (await db('products').where({ id: p.id }).first('id')) continue;
    const images = fileIds(i + 1);
    await db.transaction(async (trx) => {
      for (const [view, fileId] of images.entries())
        await storePicture(trx, storage, seller.id, fileId, p.subject, view as 0 | 1 | 2);
      const { number } = await insertGroup(trx, seller.id, p.groupId);
      const released = p.status === 'approved';
      await trx('products').insert({
        id: p.id,
        version_group_id: p.groupId,
        version: 1,
        organization_id: seller.id,
        organization_name: p.status === 'draft' ? null : seller.name,
        type: p.type,
        name_de: p.name.de,
        name_en: p.name.en,
        description_de: p.description.de,
        description_en: p.description.en,
        image_ids: images,
        // Each drawn picture described, so the demo's redemption page shows the alt text a seller enters (issue 23).
        image_alts: JSON.stringify(
          images.map((_id, view) => ({
            de: `Zeichnung: ${p.name.de}, Ansicht ${view + 1}`,
            en: `Drawing: ${p.name.en}, view ${view + 1}`,
          })),
        ),
        price_rappen: p.priceRappen,
        shipping_rappen: p.shippingRappen,
        vat_category_id: p.vatCategoryId,
        weekly_availability: p.weeklyAvailability,
        delivery_days: p.deliveryDays,
        warranty: p.warranty,
        status: p.status,
        published_at: p.status === 'draft' ? null : trx.fn.now(),
        approved_at: released ? trx.fn.now() : null,
      });
      // What a release for review or an approval announces (issue 20: the platform's view counts them, as the
      // review queue and the catalogue do), written to the outbox as kit.addEvent would, published by the
      // service's relay on its start. An approval nobody made tells the seller nothing (svc-identity).
      if (p.status !== 'draft') {
        const subject = p.status === 'pending' ? 'product.published' : 'product.approved';
        const facts = eventRegistry[subject].parse({
          productId: p.id,
          versionGroupId: p.groupId,
          organizationId: seller.id,
          number: formatProductNumber(number),
          name: p.name,
          version: 1,
          byUserId: null,
          weeklyAvailability: p.weeklyAvailability,
          ...(subject === 'product.approved' ? { replacedProductId: null } : {}),
        });
        await trx('outbox').insert({ id: randomUUID(), subject, payload: JSON.stringify(facts) });
      }
      // What an approval does (db/product-changes reviewProduct): public pictures, weekly capacity.
      if (released) {
        await publishFiles(trx, images);
        await setWeeklyCapacity(trx, p.id, p.weeklyAvailability);
      }
    });
    made++;
  }
  const counts = demoProducts.reduce<Record<string, number>>(
    (n, p) => ({ ...n, [p.status]: (n[p.status] ?? 0) + 1 }),
    {},
  );
  return [
    `Demo products of ${seller.name}: ${counts.approved} approved, ${counts.pending} pending review, ${counts.draft} draft` +
      (made < demoProducts.length ? ` (${demoProducts.length - made} already there)` : ''),
  ];
}
