import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductDetail } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { chooseOption, chosenOption } from '@cadeau/ui/testing/render-page';
import {
  aProduct,
  aSeller,
  axeViolations,
  idOf,
  PRODUCT_ID,
  renderPage,
  VAT_NORMAL,
  VAT_REDUCED,
  vatCategories,
} from '../test/render';
import EditProductPage from './EditProductPage';
import NewProductPage from './NewProductPage';

const defaults = {
  minImages: 3,
  maxImages: 5,
  type: 'physical',
  weeklyAvailability: 1,
  deliveryDays: 3,
  shippingRappen: 0,
};

describe('the product editor', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    setMyUser(aSeller());
    await i18n.changeLanguage('en');
  });

  it('starts a new product from the defaults and shows every missing field at its place', async () => {
    api = stubFetch({
      'GET /api/product': { status: 200, body: defaults },
      'GET /api/vat-category': { status: 200, body: vatCategories },
    });
    renderPage(<NewProductPage />, { path: '/cockpit/products/new', url: '/cockpit/products/new' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New product' })).toBeInTheDocument();
    expect(chosenOption(screen.getByLabelText('VAT category'))).toBe('Standard rate (8.1 %)');
    expect(screen.getByLabelText('Delivery time in days')).toHaveValue('3');
    expect(screen.getByRole('group', { name: 'Images' })).toHaveAccessibleDescription(/Between 3 and 5 images/);
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(screen.getByTestId('product-save'));
    expect(await screen.findByText('Please add at least 3 images.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name (German)')).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByLabelText('Price in CHF (incl. VAT)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Warranty information')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(await axeViolations()).toEqual([]);

    // A video instead of images: then the video is what is missing.
    fireEvent.click(screen.getByRole('radio', { name: 'Video' }));
    expect(await screen.findByText('Please upload a video.')).toBeInTheDocument();
    expect(screen.queryByText('Please add at least 3 images.')).not.toBeInTheDocument();
  });

  it('shows the VAT a price contains live and saves amounts as integer Rappen', async () => {
    let saved: unknown;
    const product = aProduct();
    api = stubFetch({
      [`GET /api/product/${PRODUCT_ID}`]: { status: 200, body: product },
      'GET /api/product': { status: 200, body: defaults },
      'GET /api/vat-category': { status: 200, body: vatCategories },
      'PUT /api/product': (call) => {
        saved = call.body;
        return { status: 200, body: { ...product, priceRappen: 5990 } };
      },
    });
    renderPage(<EditProductPage />, {
      path: '/cockpit/products/:productId/edit',
      url: `/cockpit/products/${PRODUCT_ID}/edit`,
      otherRoutes: { '/cockpit/products/:productId': <p>the product page</p> },
    });
    const price = await screen.findByLabelText('Price in CHF (incl. VAT)');
    expect(price).toHaveValue('49.90');
    // A first version follows no release: nothing to say about the weekly availability.
    expect(screen.getByLabelText('Units per week')).not.toHaveAccessibleDescription();
    expect(chosenOption(screen.getByLabelText('VAT category'))).toBe('Reduced rate (2.6 %)');
    // 49.90 at 2.6 %: 4990 × 260 / 10260 = 126.4 → CHF 1.26.
    expect(price).toHaveAccessibleDescription('Contains VAT CHF 1.26 at 2.6 %');
    fireEvent.change(price, { target: { value: '59.9' } });
    // 5990 × 260 / 10260 = 151.8 → CHF 1.52.
    expect(price).toHaveAccessibleDescription('Contains VAT CHF 1.52 at 2.6 %');
    // Shipping follows the product's category, as the server computes it (not the category flagged for shipping,
    // 8.1 % here): 790 × 260 / 10260 = 20.0 → CHF 0.20, the server's shippingVatRappen of this product.
    const shipping = screen.getByLabelText('Shipping cost in CHF (incl. VAT)');
    expect(shipping).toHaveAccessibleDescription('Contains VAT CHF 0.20 on shipping');
    // Another category moves both amounts with it.
    await chooseOption(screen.getByLabelText('VAT category'), 'Standard rate (8.1 %)');
    // 790 × 810 / 10810 = 59.2 → CHF 0.59.
    expect(shipping).toHaveAccessibleDescription('Contains VAT CHF 0.59 on shipping');
    await chooseOption(screen.getByLabelText('VAT category'), 'Reduced rate (2.6 %)');
    fireEvent.change(price, { target: { value: '59.901' } });
    fireEvent.click(screen.getByTestId('product-save'));
    expect(price).toHaveAccessibleDescription('Please enter an amount in CHF with at most two decimals, like 49.90.');
    fireEvent.change(price, { target: { value: '59.90' } });
    fireEvent.click(screen.getByTestId('product-save'));
    expect(await screen.findByText('the product page')).toBeInTheDocument();
    expect(saved).toEqual({
      id: PRODUCT_ID,
      type: 'physical',
      name: { de: 'Kaffeebohnen', en: 'Coffee beans' },
      description: { de: 'Frisch geröstet.', en: 'Freshly roasted.' },
      imageIds: product.imageIds,
      imageAlts: product.imageAlts,
      videoId: null,
      priceRappen: 5990,
      shippingRappen: 790,
      vatCategoryId: VAT_REDUCED,
      weeklyAvailability: 20,
      deliveryDays: 3,
      warranty: 'Two years',
    });
    expect(VAT_NORMAL).not.toBe(VAT_REDUCED);
  });

  it('keeps a new version at least at the weekly availability of the version it follows, and shows server issues at their fields', async () => {
    const released = aProduct({ id: idOf(5), status: 'approved', weeklyAvailability: 20 });
    const draft: ProductDetail = aProduct({
      version: 2,
      weeklyAvailability: 20,
      versions: [
        { id: PRODUCT_ID, version: 2, status: 'draft', updatedAt: '2026-11-22T10:00:00.000Z', approvedAt: null },
        { id: idOf(5), version: 1, status: 'approved', updatedAt: '2026-11-21T10:00:00.000Z', approvedAt: null },
      ],
    });
    api = stubFetch({
      [`GET /api/product/${PRODUCT_ID}`]: { status: 200, body: draft },
      [`GET /api/product/${idOf(5)}`]: { status: 200, body: released },
      'GET /api/product': { status: 200, body: defaults },
      'GET /api/vat-category': { status: 200, body: vatCategories },
      'PUT /api/product': {
        status: 400,
        body: { message: 'zod.invalid', issues: [{ path: ['name', 'en'], message: 'zod.tooLong' }] },
      },
    });
    renderPage(<EditProductPage />, {
      path: '/cockpit/products/:productId/edit',
      url: `/cockpit/products/${PRODUCT_ID}/edit`,
    });
    const weekly = await screen.findByLabelText('Units per week');
    expect(weekly).toHaveAccessibleDescription('Can only be increased: at least 20.');
    fireEvent.change(weekly, { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('product-save'));
    expect(weekly).toHaveAccessibleDescription(
      'The weekly availability cannot go below 20. Can only be increased: at least 20.',
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(weekly, { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(screen.getByLabelText('Name (English)')).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ weeklyAvailability: 25 });
    const form = screen.getByTestId('product-form');
    expect(within(form).getAllByRole('alert').length).toBeGreaterThan(0);
  });

  it('edits a donation without shipping and delivery time, labelled as one, and saves both as 0', async () => {
    let saved: unknown;
    const product = aProduct();
    api = stubFetch({
      [`GET /api/product/${PRODUCT_ID}`]: { status: 200, body: product },
      'GET /api/product': { status: 200, body: defaults },
      'GET /api/vat-category': { status: 200, body: vatCategories },
      'PUT /api/product': (call) => {
        saved = call.body;
        return { status: 200, body: { ...product, ...(call.body as object) } };
      },
    });
    renderPage(<EditProductPage />, {
      path: '/cockpit/products/:productId/edit',
      url: `/cockpit/products/${PRODUCT_ID}/edit`,
      otherRoutes: { '/cockpit/products/:productId': <p>the product page</p> },
    });
    expect(await screen.findByLabelText('Shipping cost in CHF (incl. VAT)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Donation' }));
    expect(screen.getByRole('radio', { name: 'Donation' })).toBeChecked();
    expect(screen.getByTestId('product-form')).toHaveTextContent(
      'A donation: a recipient who chooses it gives this amount to your organisation.',
    );
    expect(screen.queryByLabelText('Shipping cost in CHF (incl. VAT)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delivery time in days')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Donated amount in CHF')).toHaveValue('49.90');
    expect(screen.getByLabelText('About the donation (what it achieves, the receipt)')).toHaveValue('Two years');
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByTestId('product-save'));
    expect(await screen.findByText('the product page')).toBeInTheDocument();
    expect(saved).toMatchObject({
      id: PRODUCT_ID,
      type: 'donation',
      priceRappen: 4990,
      shippingRappen: 0,
      deliveryDays: 0,
    });
  });

  it('sends a released product back to its page instead of editing it', async () => {
    api = stubFetch({
      [`GET /api/product/${PRODUCT_ID}`]: { status: 200, body: aProduct({ status: 'approved' }) },
      'GET /api/product': { status: 200, body: defaults },
      'GET /api/vat-category': { status: 200, body: vatCategories },
    });
    renderPage(<EditProductPage />, {
      path: '/cockpit/products/:productId/edit',
      url: `/cockpit/products/${PRODUCT_ID}/edit`,
      otherRoutes: { '/cockpit/products/:productId': <p>the product page</p> },
    });
    expect(await screen.findByText('the product page')).toBeInTheDocument();
  });
});
