import { vatCategoryAuditValue, type AuditedVatCategory } from './vat-category-audit';

const normal: AuditedVatCategory = {
  name: { de: 'Normalsatz', en: 'Standard rate' },
  isDefault: true,
  isShipping: true,
  outsideScope: false,
  rates: [{ rateBasisPoints: 810, validFrom: '2024-01-01' }],
};

describe('vatCategoryAuditValue', () => {
  it('records a new category whole', () => {
    expect(vatCategoryAuditValue(null, normal)).toEqual(normal);
  });

  it('records only the changed fields of a save, with from and to', () => {
    const rates = [...normal.rates, { rateBasisPoints: 850, validFrom: '2030-01-01' }];
    expect(vatCategoryAuditValue(normal, { ...normal, rates, name: { ...normal.name, en: 'Normal' } })).toEqual({
      name: { from: normal.name, to: { de: 'Normalsatz', en: 'Normal' } },
      rates: { from: normal.rates, to: rates },
    });
    expect(vatCategoryAuditValue(normal, { ...normal })).toEqual({});
  });
});
