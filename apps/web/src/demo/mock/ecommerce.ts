import { type Order, type Product, TAX_RATE, withTax } from './ecommerce-data';
import { bodyOf, fail, type Handler, mock, newId, ok, queryOf } from './http';
import { handleOf } from './random';

/**
 * /api/e-commerce-app (spec §7): products and orders. product/save updates the product with the body's
 * id, or adds one when the id is new or absent; the price with tax follows the price without it.
 */
export function ecommerceHandlers(products: Product[], orders: Order[]): Handler[] {
  const base = '/api/e-commerce-app';
  return [
    mock.get(`${base}/products`, () => ok(products)),
    mock.get(`${base}/product`, ({ request }) => {
      const product = products.find((p) => p.id === queryOf(request).get('productId'));
      return product ? ok(product) : fail(404, 'Requested product does not exist.');
    }),
    mock.post(`${base}/product/save`, async ({ request }) => {
      const body = await bodyOf<Product>(request);
      const name = body.name?.trim();
      if (!name) return fail(400, 'Enter a product name');
      const index = products.findIndex((p) => p.id === body.id);
      const current = products[index];
      const merged = { ...(current ?? blankProduct()), ...body, name } as Product;
      if (!current || !merged.handle) merged.handle = handleOf(name);
      merged.priceTaxIncl = withTax(merged.priceTaxExcl, merged.taxRate);
      if (current) products[index] = merged;
      else products.push({ ...merged, id: body.id || newId('product') });
      return ok(current ? merged : products[products.length - 1]);
    }),
    mock.get(`${base}/orders`, () => ok(orders)),
    mock.get(`${base}/order`, ({ request }) => {
      const order = orders.find((o) => o.id === queryOf(request).get('orderId'));
      return order ? ok(order) : fail(404, 'Requested order does not exist.');
    }),
  ];
}

function blankProduct(): Product {
  return {
    id: '',
    name: '',
    handle: '',
    description: '',
    categories: [],
    tags: [],
    featuredImageId: '',
    images: [],
    priceTaxExcl: 0,
    priceTaxIncl: 0,
    taxRate: TAX_RATE,
    comparedPrice: 0,
    quantity: 0,
    sku: '',
    width: '',
    height: '',
    depth: '',
    weight: '',
    extraShippingFee: 0,
    active: true,
  };
}
