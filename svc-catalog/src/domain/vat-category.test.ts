import { ZodError } from 'zod';
import {
  assertValidVatCategory,
  flagIssues,
  isStale,
  planVatCategoryChange,
  planVatCategorySave,
  rateIssues,
  type VatCategoryInput,
} from './vat-category';

const TODAY = '2026-11-24';
const input = (over: Partial<VatCategoryInput> = {}): VatCategoryInput => ({
  isDefault: false,
  isShipping: false,
  outsideScope: false,
  rates: [{ rateBasisPoints: 810, validFrom: '2024-01-01' }],
  ...over,
});
const refusals = (fn: () => void) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ZodError) return err.issues.map(({ path, message }) => ({ path, message }));
    throw err;
  }
  return [];
};

describe('rateIssues', () => {
  it('accepts one rate dated in the past and future rates beside it', () => {
    expect(
      rateIssues(
        input({
          rates: [
            { rateBasisPoints: 770, validFrom: '2018-01-01' },
            { rateBasisPoints: 810, validFrom: '2024-01-01' },
            { rateBasisPoints: 850, validFrom: '2030-01-01' },
          ],
        }),
        TODAY,
      ),
    ).toEqual([]);
  });

  it('counts a rate dated today as in force (on or before today)', () => {
    expect(rateIssues(input({ rates: [{ rateBasisPoints: 810, validFrom: TODAY }] }), TODAY)).toEqual([]);
  });

  it('needs at least one rate, at the rates', () => {
    expect(rateIssues(input({ rates: [] }), TODAY)).toMatchObject([
      { path: ['rates'], message: 'error.vatCategory.atLeastOneRate' },
    ]);
  });

  it('needs a rate dated on or before today, at the rates', () => {
    expect(rateIssues(input({ rates: [{ rateBasisPoints: 810, validFrom: '2026-11-25' }] }), TODAY)).toMatchObject([
      { path: ['rates'], message: 'error.vatCategory.atLeastOneRatePast' },
    ]);
  });

  it('refuses a second rate on the same day at its date', () => {
    const rates = [
      { rateBasisPoints: 770, validFrom: '2018-01-01' },
      { rateBasisPoints: 810, validFrom: '2024-01-01' },
      { rateBasisPoints: 800, validFrom: '2018-01-01' },
    ];
    expect(rateIssues(input({ rates }), TODAY)).toMatchObject([
      { path: ['rates', 2, 'validFrom'], message: 'error.vatCategory.duplicateValidFrom' },
    ]);
  });

  it('takes 0 to 10000 basis points, whole numbers only, and refuses anything else at the rate', () => {
    const at = (bp: number) =>
      rateIssues(input({ rates: [{ rateBasisPoints: bp, validFrom: '2020-01-01' }] }), TODAY).map((i) => i.message);
    expect(at(0)).toEqual([]);
    expect(at(10_000)).toEqual([]);
    expect(at(-1)).toEqual(['error.vatCategory.rateOutOfRange']);
    expect(at(10_001)).toEqual(['error.vatCategory.rateOutOfRange']);
    expect(at(8.1)).toEqual(['error.vatCategory.rateOutOfRange']);
    expect(rateIssues(input({ rates: [{ rateBasisPoints: -5, validFrom: '2020-01-01' }] }), TODAY)[0]?.path).toEqual([
      'rates',
      0,
      'rateBasisPoints',
    ]);
  });

  it('keeps a category outside the scope of VAT at 0 %', () => {
    const rates = [
      { rateBasisPoints: 0, validFrom: '2018-01-01' },
      { rateBasisPoints: 250, validFrom: '2024-01-01' },
    ];
    expect(rateIssues(input({ outsideScope: true, rates }), TODAY)).toMatchObject([
      { path: ['rates', 1, 'rateBasisPoints'], message: 'error.vatCategory.outsideScopeRate' },
    ]);
    expect(rateIssues(input({ outsideScope: false, rates }), TODAY)).toEqual([]);
  });
});

describe('flagIssues', () => {
  it('refuses switching off the default or shipping flag, each at its field', () => {
    expect(flagIssues({ isDefault: false, isShipping: false }, { isDefault: true, isShipping: true })).toMatchObject([
      { path: ['isDefault'], message: 'error.vatCategory.cannotUnsetDefault' },
      { path: ['isShipping'], message: 'error.vatCategory.cannotUnsetShipping' },
    ]);
  });

  it('lets a flag be kept, set, or stay off; a new category has nothing to switch off', () => {
    expect(flagIssues({ isDefault: true, isShipping: true }, { isDefault: true, isShipping: true })).toEqual([]);
    expect(flagIssues({ isDefault: true, isShipping: false }, { isDefault: false, isShipping: false })).toEqual([]);
    expect(flagIssues({ isDefault: false, isShipping: false }, null)).toEqual([]);
  });
});

describe('assertValidVatCategory', () => {
  it('answers every broken rule at once', () => {
    expect(
      refusals(() =>
        assertValidVatCategory(
          input({ isDefault: false, rates: [{ rateBasisPoints: 810, validFrom: '2099-01-01' }] }),
          { isDefault: true, isShipping: false },
          TODAY,
        ),
      ),
    ).toEqual([
      { path: ['isDefault'], message: 'error.vatCategory.cannotUnsetDefault' },
      { path: ['rates'], message: 'error.vatCategory.atLeastOneRatePast' },
    ]);
  });

  it('passes a valid save', () => {
    expect(refusals(() => assertValidVatCategory(input(), null, TODAY))).toEqual([]);
  });
});

describe('planVatCategorySave', () => {
  const held = { defaultHeld: true, shippingHeld: true };

  it('takes a flag from its holder when it is set on another category', () => {
    expect(
      planVatCategorySave(input({ isDefault: true }), { isDefault: false, isShipping: false }, held),
    ).toMatchObject({ isDefault: true, isShipping: false, takeDefault: true, takeShipping: false });
    expect(planVatCategorySave(input({ isShipping: true }), null, held)).toMatchObject({
      isDefault: false,
      isShipping: true,
      takeDefault: false,
      takeShipping: true,
    });
  });

  it('takes nothing when the category holds the flag already', () => {
    expect(
      planVatCategorySave(input({ isDefault: true, isShipping: true }), { isDefault: true, isShipping: true }, held),
    ).toMatchObject({ takeDefault: false, takeShipping: false });
  });

  it('gives the first category of an empty table both flags', () => {
    expect(planVatCategorySave(input(), null, { defaultHeld: false, shippingHeld: false })).toMatchObject({
      isDefault: true,
      isShipping: true,
      takeDefault: false,
      takeShipping: false,
    });
  });

  it('stores the rates oldest first', () => {
    const plan = planVatCategorySave(
      input({
        rates: [
          { rateBasisPoints: 810, validFrom: '2024-01-01' },
          { rateBasisPoints: 770, validFrom: '2018-01-01' },
        ],
      }),
      null,
      held,
    );
    expect(plan.rates.map((r) => r.validFrom)).toEqual(['2018-01-01', '2024-01-01']);
  });
});

describe('isStale', () => {
  it('is stale only when the sent version differs from the stored one', () => {
    expect(isStale(3, 3)).toBe(false);
    expect(isStale(2, 3)).toBe(true);
    expect(isStale(undefined, 3)).toBe(false);
  });
});

describe('planVatCategoryChange', () => {
  const held = { defaultHeld: true, shippingHeld: true };
  const stored = { version: 3, is_default: true, is_shipping: false };
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      if (err instanceof ZodError) return { status: 400, issues: err.issues.map((i) => [i.path.join('.'), i.message]) };
      const { status, key } = err as { status: number; key: string };
      return { status, key };
    }
    return null;
  };

  it('plans a new category and a change of the version the editor loaded', () => {
    expect(planVatCategoryChange(input({ isShipping: true }), undefined, held, TODAY)).toMatchObject({
      isShipping: true,
      takeShipping: true,
    });
    expect(
      planVatCategoryChange({ ...input({ isDefault: true }), id: 'c1', version: 3 }, stored, held, TODAY),
    ).toMatchObject({ isDefault: true, takeDefault: false });
  });

  it.each([
    [
      'a category that is gone',
      { id: 'c1', version: 3 },
      undefined,
      { status: 404, key: 'error.vatCategory.notFound' },
    ],
    [
      'a save over another version',
      { id: 'c1', version: 2 },
      stored,
      { status: 409, key: 'error.vatCategory.changedMeanwhile' },
    ],
    [
      'the default switched off, at its field',
      { id: 'c1', version: 3, isDefault: false },
      stored,
      { status: 400, issues: [['isDefault', 'error.vatCategory.cannotUnsetDefault']] },
    ],
  ] as const)('refuses %s', (_, over, current, refused) => {
    expect(refusal(() => planVatCategoryChange({ ...input(), ...over }, current, held, TODAY))).toEqual(refused);
  });
});
