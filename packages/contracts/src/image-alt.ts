/**
 * A product image's description in the seller's words (issue 23): the alt text the recipient's page gives the image.
 * No zod here: the product editor imports this (`@cadeau/contracts/image-alt`) for the empty description and the
 * length limit, and the schema in `catalog-products.ts` builds on it.
 */

/** Longest description of one image, per language. */
export const MAX_IMAGE_ALT = 250;

/** What one image shows, in German and English; either may be empty (the page then names the gift instead). */
export interface ImageAlt {
  de: string;
  en: string;
}

/** No description: the image is decorative, the gift's name beside it says what it is. */
export const NO_IMAGE_ALT: ImageAlt = Object.freeze({ de: '', en: '' });
