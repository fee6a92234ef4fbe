import { campaignStatuses, campaignTypes, productTypes } from '@cadeau/contracts';
import { de } from './de';
import { en } from './en';

/**
 * Every value of the contracts' lists this app labels has its words in both languages (issue 23: a donation showed
 * `campaigns.products.typeName.donation` in the giver's catalog). The lists come from the contracts, so a new value
 * there fails here until it is named.
 */
describe('labels of the contracts lists', () => {
  const labelled = {
    'status (campaign statuses)': [campaignStatuses, (t: typeof en) => t.campaigns.status],
    'type (campaign types)': [campaignTypes, (t: typeof en) => t.campaigns.type],
    'products.typeName (product types)': [productTypes, (t: typeof en) => t.campaigns.products.typeName],
  } as const;

  for (const [name, [values, labels]] of Object.entries(labelled)) {
    it.each([
      ['de', de],
      ['en', en],
    ] as const)(`names every ${name} in %s`, (_lang, texts) => {
      const words = labels(texts as typeof en) as Record<string, string>;
      const missing = values.filter((v) => !(typeof words[v] === 'string' && words[v]!.trim() !== ''));
      expect(missing).toEqual([]);
    });
  }
});
