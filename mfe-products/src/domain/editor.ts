import type { ProductDetail, ProductFields, ProductType } from '@cadeau/contracts';
import { NO_IMAGE_ALT, type ImageAlt } from '@cadeau/contracts/image-alt';
import type { FieldErrors } from '@cadeau/ui/form';
import { formatChfAmount, parseChfToRappen } from '@cadeau/ui/format';

/** What the editor's controls hold: amounts and counts as typed (text), the media choice, the images in order. */
export interface EditorValues {
  type: ProductType;
  nameDe: string;
  nameEn: string;
  descriptionDe: string;
  descriptionEn: string;
  price: string;
  shipping: string;
  vatCategoryId: string;
  weeklyAvailability: string;
  deliveryDays: string;
  warranty: string;
  media: 'images' | 'video';
  imageIds: string[];
  /** Each image's description (alt text) by file id, so it moves with its image when the images are reordered. */
  imageAlts: Record<string, ImageAlt>;
  videoId: string | null;
}

export interface EditorBounds {
  minImages: number;
  maxImages: number;
  /** The weekly availability of the released version this one follows (it can only grow); 1 for a first version. */
  minWeekly: number;
  /** Whether this version follows a released one (then the editor says the availability can only grow). */
  followsRelease?: boolean;
}

/** A product's fields as the editor shows them (amounts in francs with two decimals). */
export function valuesOf(p: Pick<ProductDetail, keyof ProductFields>): EditorValues {
  return {
    type: p.type,
    nameDe: p.name.de,
    nameEn: p.name.en,
    descriptionDe: p.description.de,
    descriptionEn: p.description.en,
    price: formatChfAmount(p.priceRappen).replace(/'/g, ''),
    shipping: formatChfAmount(p.shippingRappen).replace(/'/g, ''),
    vatCategoryId: p.vatCategoryId,
    weeklyAvailability: String(p.weeklyAvailability),
    deliveryDays: String(p.deliveryDays),
    warranty: p.warranty,
    media: p.videoId ? 'video' : 'images',
    imageIds: p.imageIds,
    imageAlts: Object.fromEntries(p.imageIds.map((id, i) => [id, p.imageAlts[i] ?? NO_IMAGE_ALT])),
    videoId: p.videoId,
  };
}

const wholeNumber = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/**
 * A donation (ADR 0020) has no shipping cost and no delivery time: the editor hides both fields and sends 0 for
 * them, whatever they held before the type was switched.
 */
export const isDonation = (v: Pick<EditorValues, 'type'>) => v.type === 'donation';

/** The client's checks (the server checks them again): required texts, amounts in CHF, counts, image bounds. */
export function validateEditor(v: EditorValues, b: EditorBounds): FieldErrors<EditorValues> {
  const required = (s: string) => (s.trim() ? undefined : 'products.form.required');
  const price = parseChfToRappen(v.price);
  const shipping = parseChfToRappen(v.shipping);
  const weekly = wholeNumber(v.weeklyAvailability);
  const days = wholeNumber(v.deliveryDays);
  const images = v.imageIds.length;
  return {
    nameDe: required(v.nameDe),
    nameEn: required(v.nameEn),
    descriptionDe: required(v.descriptionDe),
    descriptionEn: required(v.descriptionEn),
    warranty: required(v.warranty),
    vatCategoryId: required(v.vatCategoryId),
    price: price === null || price < 0 ? 'products.form.amount' : price === 0 ? 'products.form.priceMin' : undefined,
    shipping: isDonation(v) ? undefined : shipping === null || shipping < 0 ? 'products.form.amount' : undefined,
    weeklyAvailability:
      weekly === null || weekly < 1
        ? { key: 'products.form.wholeNumber', values: { min: 1 } }
        : weekly < b.minWeekly
          ? { key: 'products.form.notBelowReleased', values: { min: b.minWeekly } }
          : undefined,
    deliveryDays:
      isDonation(v) || (days !== null && days >= 1)
        ? undefined
        : { key: 'products.form.wholeNumber', values: { min: 1 } },
    imageIds:
      v.media !== 'images'
        ? undefined
        : images < b.minImages
          ? { key: 'products.images.tooFew', values: { count: b.minImages } }
          : images > b.maxImages
            ? { key: 'products.images.tooMany', values: { count: b.maxImages } }
            : undefined,
    videoId: v.media === 'video' && !v.videoId ? 'products.video.required' : undefined,
  };
}

/** The body of POST/PUT /product: amounts in Rappen, either images or a video. Only called on valid values. */
export function fieldsOf(v: EditorValues): ProductFields {
  return {
    type: v.type,
    name: { de: v.nameDe.trim(), en: v.nameEn.trim() },
    description: { de: v.descriptionDe.trim(), en: v.descriptionEn.trim() },
    imageIds: v.media === 'images' ? v.imageIds : [],
    imageAlts:
      v.media === 'images'
        ? v.imageIds.map((id) => {
            const alt = v.imageAlts[id] ?? NO_IMAGE_ALT;
            return { de: alt.de.trim(), en: alt.en.trim() };
          })
        : [],
    videoId: v.media === 'video' ? v.videoId : null,
    priceRappen: parseChfToRappen(v.price) ?? 0,
    shippingRappen: isDonation(v) ? 0 : (parseChfToRappen(v.shipping) ?? 0),
    vatCategoryId: v.vatCategoryId,
    weeklyAvailability: Number(v.weeklyAvailability),
    deliveryDays: isDonation(v) ? 0 : Number(v.deliveryDays),
    warranty: v.warranty.trim(),
  };
}

/** Where the server puts an issue (`name.de`, `priceRappen`) → the editor field that shows it. */
export function fieldOfIssue(path: readonly (string | number)[]): keyof EditorValues | null {
  const [head, sub] = path;
  const map: Record<string, keyof EditorValues> = {
    type: 'type',
    imageIds: 'imageIds',
    // A description too long is shown at the images, where it is typed.
    imageAlts: 'imageIds',
    videoId: 'videoId',
    priceRappen: 'price',
    shippingRappen: 'shipping',
    vatCategoryId: 'vatCategoryId',
    weeklyAvailability: 'weeklyAvailability',
    deliveryDays: 'deliveryDays',
    warranty: 'warranty',
  };
  if (head === 'name') return sub === 'en' ? 'nameEn' : 'nameDe';
  if (head === 'description') return sub === 'en' ? 'descriptionEn' : 'descriptionDe';
  return typeof head === 'string' ? (map[head] ?? null) : null;
}
