import { offerTypeSchema, orderStatusSchema } from '@cadeau/contracts';
import { expectEnumLabels } from '@cadeau/ui/testing';
import { de } from './de';
import { en } from './en';

/**
 * Every value of the contracts' lists the redemption pages show has its words in German and English (issue 23:
 * a donation showed its raw key in the giver's catalog; a recipient choosing one must not). A new offer type in
 * the contracts fails here until it is named.
 */
describe('labels of the contracts lists in mfe-public', () => {
  it('names every offer type and order status (a used code shows its order, issue 23) in both languages', () => {
    expectEnumLabels(
      { de, en },
      { 'public.redeem.type': offerTypeSchema, 'public.redeem.orderStatus': orderStatusSchema },
    );
  });
});
