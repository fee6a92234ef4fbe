import {
  auditActions,
  campaignDecisions,
  campaignSectionSchema,
  campaignStatusSchema,
  campaignTypeSchema,
  invoiceStatusSchema,
  mailDesignBlockTypes,
  mailPlaceholders,
  productTypeSchema,
  recipientColumns,
  recipientFilters,
  templateElementSchema,
  voucherStatusSchema,
} from '@cadeau/contracts';
import { expectEnumLabels } from '@cadeau/ui/testing';
import { de } from './de';
import { en } from './en';

/**
 * Every value of the contracts' lists mfe-campaigns shows has its words in German and English (issue 23: a
 * donation showed `campaigns.products.typeName.donation` in the giver's catalog). The lists come from the
 * contracts, so a new value there fails here until it is named.
 */
describe('labels of the contracts lists in mfe-campaigns', () => {
  it('names every campaign status, type, section, template element, decision and history action', () => {
    expectEnumLabels(
      { de, en },
      {
        'campaigns.status': campaignStatusSchema,
        'campaigns.type': campaignTypeSchema,
        'campaigns.typeHelp': campaignTypeSchema,
        'campaigns.sections': campaignSectionSchema,
        'campaigns.template.elements': templateElementSchema,
        'campaigns.review': campaignDecisions,
        'campaigns.audit.action': auditActions,
      },
    );
  });

  it('names every product type of the catalog and every status of the deposit invoice', () => {
    expectEnumLabels(
      { de, en },
      { 'campaigns.products.typeName': productTypeSchema, 'campaigns.deposit.statusName': invoiceStatusSchema },
    );
  });

  it('names every recipient column and filter, gift code status, mail block and placeholder', () => {
    expectEnumLabels(
      { de, en },
      {
        'campaigns.recipients.fields': recipientColumns,
        'campaigns.recipients.filter': recipientFilters,
        'campaigns.recipients.voucher.status': voucherStatusSchema,
        'campaigns.mailDesign.types': mailDesignBlockTypes,
        'campaigns.mailDesign.placeholders': mailPlaceholders,
      },
    );
  });
});
