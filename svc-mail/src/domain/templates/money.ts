/**
 * Integer Rappen as CHF with Swiss formatting, in both languages: `CHF 1'234.50`, the contracts' one text of an
 * amount, so a mail, the page it links to and the invoice PDF show one amount alike.
 */
export { formatChf } from '@cadeau/contracts/values';
