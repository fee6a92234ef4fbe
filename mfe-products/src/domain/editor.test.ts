import { fieldOfIssue, fieldsOf, validateEditor, valuesOf, type EditorValues } from './editor';

const values = (over: Partial<EditorValues> = {}): EditorValues => ({
  type: 'physical',
  nameDe: 'Kaffee',
  nameEn: 'Coffee',
  descriptionDe: 'Bohnen',
  descriptionEn: 'Beans',
  price: '49.90',
  shipping: '0',
  vatCategoryId: 'c',
  weeklyAvailability: '10',
  deliveryDays: '3',
  warranty: '2 years',
  media: 'images',
  imageIds: ['a', 'b', 'c'],
  imageAlts: {},
  videoId: null,
  ...over,
});
const bounds = { minImages: 3, maxImages: 5, minWeekly: 1 };
const problems = (v: EditorValues, b = bounds) =>
  Object.fromEntries(Object.entries(validateEditor(v, b)).filter(([, e]) => e));

describe('the product editor', () => {
  it('accepts a complete product and sends CHF as integer Rappen', () => {
    expect(problems(values())).toEqual({});
    expect(fieldsOf(values({ price: "1'234.5", shipping: '7,90' }))).toMatchObject({
      priceRappen: 123_450,
      shippingRappen: 790,
      imageIds: ['a', 'b', 'c'],
      videoId: null,
      weeklyAvailability: 10,
      deliveryDays: 3,
    });
  });

  it('refuses amounts with more than two decimals, a zero price, missing texts', () => {
    expect(problems(values({ price: '1.234', nameEn: ' ', warranty: '' }))).toEqual({
      price: 'products.form.amount',
      nameEn: 'products.form.required',
      warranty: 'products.form.required',
    });
    expect(problems(values({ price: '0.00' }))).toEqual({ price: 'products.form.priceMin' });
  });

  it('keeps the weekly availability at least 1 and never below the released version', () => {
    expect(problems(values({ weeklyAvailability: '0' }))).toEqual({
      weeklyAvailability: { key: 'products.form.wholeNumber', values: { min: 1 } },
    });
    expect(problems(values({ weeklyAvailability: '9' }), { ...bounds, minWeekly: 10 })).toEqual({
      weeklyAvailability: { key: 'products.form.notBelowReleased', values: { min: 10 } },
    });
    expect(problems(values({ deliveryDays: '1.5' }))).toEqual({
      deliveryDays: { key: 'products.form.wholeNumber', values: { min: 1 } },
    });
  });

  it('sends a donation without shipping cost and delivery time, whatever those fields held', () => {
    const donation = values({ type: 'donation', shipping: 'abc', deliveryDays: '' });
    expect(problems(donation)).toEqual({});
    expect(fieldsOf(donation)).toMatchObject({
      type: 'donation',
      shippingRappen: 0,
      deliveryDays: 0,
      priceRappen: 4990,
    });
    // Back to goods, the delivery time is asked for again (a donation keeps 0 days).
    expect(problems({ ...donation, type: 'physical', shipping: '0', deliveryDays: '0' })).toEqual({
      deliveryDays: { key: 'products.form.wholeNumber', values: { min: 1 } },
    });
  });

  it('holds the image count to the bounds of the settings, or needs a video instead', () => {
    expect(problems(values({ imageIds: ['a'] }))).toEqual({
      imageIds: { key: 'products.images.tooFew', values: { count: 3 } },
    });
    expect(problems(values({ imageIds: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toEqual({
      imageIds: { key: 'products.images.tooMany', values: { count: 5 } },
    });
    expect(problems(values({ media: 'video', imageIds: [] }))).toEqual({ videoId: 'products.video.required' });
    expect(fieldsOf(values({ media: 'video', videoId: 'v' }))).toMatchObject({ imageIds: [], videoId: 'v' });
  });

  it("keeps each image's description with its image, trimmed, one per image in their order (issue 23)", () => {
    const mug = { de: 'Tasse', en: 'Mug' };
    const v = valuesOf({ ...fieldsOf(values()), imageIds: ['a', 'b'], imageAlts: [mug] });
    expect(v.imageAlts).toEqual({ a: mug, b: { de: '', en: '' } });
    // Reordered images take their descriptions along; a removed image's is left out, a new one's is empty.
    const moved = { ...v, imageIds: ['c', 'b', 'a'], imageAlts: { ...v.imageAlts, b: { de: ' Hand ', en: 'Hand' } } };
    expect(fieldsOf(moved).imageAlts).toEqual([{ de: '', en: '' }, { de: 'Hand', en: 'Hand' }, mug]);
    expect(fieldsOf({ ...moved, media: 'video', videoId: 'v' }).imageAlts).toEqual([]);
    expect(fieldOfIssue(['imageAlts', 0, 'de'])).toBe('imageIds');
  });

  it('shows a saved product with amounts in francs and maps server issues to its fields', () => {
    const v = valuesOf({
      type: 'digital',
      name: { de: 'A', en: 'B' },
      description: { de: 'C', en: 'D' },
      imageIds: [],
      imageAlts: [],
      videoId: 'v',
      priceRappen: 123_450,
      shippingRappen: 0,
      vatCategoryId: 'c',
      weeklyAvailability: 5,
      deliveryDays: 2,
      warranty: 'w',
    });
    expect(v).toMatchObject({ price: '1234.50', shipping: '0.00', media: 'video', videoId: 'v' });
    expect(fieldOfIssue(['name', 'en'])).toBe('nameEn');
    expect(fieldOfIssue(['description', 'de'])).toBe('descriptionDe');
    expect(fieldOfIssue(['priceRappen'])).toBe('price');
    expect(fieldOfIssue(['imageIds', 2])).toBe('imageIds');
    expect(fieldOfIssue(['unknown'])).toBeNull();
  });
});
