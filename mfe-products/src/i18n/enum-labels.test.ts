import {
  auditActions,
  orderStatusSchema,
  productStatusSchema,
  productTypeSchema,
  shipmentCarrierSchema,
} from '@cadeau/contracts';
import { expectEnumLabels } from '@cadeau/ui/testing';
import { de } from './de';
import { en } from './en';

/**
 * Every value of the contracts' lists mfe-products shows has its words in German and English (issue 23: a
 * donation showed its raw key in the giver's catalog): product statuses and types (the products' and the
 * orders' type columns and filters), order statuses and parcel carriers (issue 23), the history's actions. A new value in the contracts fails
 * here until it is named.
 */
describe('labels of the contracts lists in mfe-products', () => {
  it('names every product status and type, order status, carrier and history action in both languages', () => {
    expectEnumLabels(
      { de, en },
      {
        'products.status': productStatusSchema,
        'products.type': productTypeSchema,
        'orders.status': orderStatusSchema,
        'orders.carrier': shipmentCarrierSchema,
        'products.audit.action': auditActions,
      },
    );
  });
});
