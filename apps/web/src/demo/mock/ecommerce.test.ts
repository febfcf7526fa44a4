import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './ecommerce-data';
import { testBackend } from './test-helpers';

const BASE = '/api/e-commerce-app';

describe('mock e-commerce (spec §3, §4, §9)', () => {
  it('holds 20 products at a 10 % tax rate with an extra shipping fee of 3 (in cents: 300)', async () => {
    const { get } = testBackend();
    const products = (await get(`${BASE}/products`)).body;
    expect(products).toHaveLength(20);
    for (const p of products) {
      expect(p.taxRate).toBe(10);
      expect(p.extraShippingFee).toBe(300);
      expect(p.priceTaxIncl).toBe(Math.round(p.priceTaxExcl * 1.1));
      expect(Number.isInteger(p.priceTaxExcl)).toBe(true);
    }
    expect(new Set(products.map((p: { id: string }) => p.id)).size).toBe(20);
  });

  it('names the order statuses 1-14 as spec §4 does', () => {
    expect(ORDER_STATUSES.map((s) => `${s.id} ${s.name}`)).toEqual([
      '1 Awaiting check payment',
      '2 Payment accepted',
      '3 Preparing the order',
      '4 Shipped',
      '5 Delivered',
      '6 Canceled',
      '7 Refunded',
      '8 Payment error',
      '9 On pre-order (paid)',
      '10 Awaiting bank wire payment',
      '11 Awaiting PayPal payment',
      '12 Remote payment accepted',
      '13 On pre-order (not paid)',
      '14 Awaiting Cash-on-delivery payment',
    ]);
  });

  it('holds 20 orders whose totals add up and whose status history is newest first', async () => {
    const { get } = testBackend();
    const orders = (await get(`${BASE}/orders`)).body;
    expect(orders).toHaveLength(20);
    for (const o of orders) {
      expect(o.subtotal).toBe(o.products.reduce((s: number, p: { total: number }) => s + p.total, 0));
      expect(o.tax).toBe(Math.round(o.subtotal / 10));
      expect(o.total).toBe(o.subtotal + o.tax - o.discount);
      const dates = o.status.map((s: { date: string }) => s.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(['Credit Card', 'Check', 'PayPal', 'Bank-wire']).toContain(o.payment.method);
      expect(['TNT', 'USPS', 'FedEx']).toContain(o.shippingDetails[0].carrier);
    }
    const one = await get(`${BASE}/order`, { orderId: orders[3].id });
    expect(one.body).toEqual(orders[3]);
    expect((await get(`${BASE}/order`, { orderId: '999' })).status).toBe(404);
  });

  it('saves a product by id (price with tax recomputed) and adds one without an id', async () => {
    const { get, post } = testBackend();
    const product = (await get(`${BASE}/product`, { productId: 'product-03' })).body;
    const saved = (
      await post(`${BASE}/product/save`, { ...product, name: 'Renamed binder', priceTaxExcl: 1000 })
    ).body;
    expect(saved).toMatchObject({
      id: 'product-03',
      name: 'Renamed binder',
      priceTaxIncl: 1100,
      sku: product.sku,
    });
    expect((await get(`${BASE}/product`, { productId: 'product-03' })).body.name).toBe('Renamed binder');

    const added = (await post(`${BASE}/product/save`, { name: 'New Stapler', priceTaxExcl: 250 })).body;
    expect(added).toMatchObject({
      name: 'New Stapler',
      handle: 'new-stapler',
      priceTaxIncl: 275,
      taxRate: 10,
    });
    expect((await get(`${BASE}/products`)).body).toHaveLength(21);
    expect((await post(`${BASE}/product/save`, { id: 'product-03', name: '' })).status).toBe(400);
  });
});
