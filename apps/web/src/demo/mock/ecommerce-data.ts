import {
  COMPANIES,
  DAY_MS,
  FIRST_NAMES,
  handleOf,
  LAST_NAMES,
  paragraph,
  pictureUrl,
  type Random,
  titleCase,
  words,
} from './random';

/**
 * Spec §9: 20 products and 20 orders, a 10 % tax rate, a sample extra shipping fee of 3 (dollars; the
 * data keeps every amount in cents, as the product does, so the field holds 300).
 */
export const PRODUCT_COUNT = 20;
export const ORDER_COUNT = 20;
export const TAX_RATE = 10;
export const EXTRA_SHIPPING_FEE = 3;

/** Spec §4: the demo order statuses, ids 1-14, with a colour for their chip. */
export const ORDER_STATUSES = [
  { id: 1, name: 'Awaiting check payment', color: 'blue' },
  { id: 2, name: 'Payment accepted', color: 'green' },
  { id: 3, name: 'Preparing the order', color: 'orange' },
  { id: 4, name: 'Shipped', color: 'purple' },
  { id: 5, name: 'Delivered', color: 'green' },
  { id: 6, name: 'Canceled', color: 'pink' },
  { id: 7, name: 'Refunded', color: 'red' },
  { id: 8, name: 'Payment error', color: 'red' },
  { id: 9, name: 'On pre-order (paid)', color: 'purple' },
  { id: 10, name: 'Awaiting bank wire payment', color: 'blue' },
  { id: 11, name: 'Awaiting PayPal payment', color: 'blue' },
  { id: 12, name: 'Remote payment accepted', color: 'green' },
  { id: 13, name: 'On pre-order (not paid)', color: 'purple' },
  { id: 14, name: 'Awaiting Cash-on-delivery payment', color: 'blue' },
] as const;

export const PAYMENT_METHODS = ['Credit Card', 'Check', 'PayPal', 'Bank-wire'] as const;
export const CARRIERS = ['TNT', 'USPS', 'FedEx'] as const;

export interface ProductImage {
  id: string;
  url: string;
  type: 'image';
}

/** Prices are integer minor units (cents), as every amount in the product. */
export interface Product {
  id: string;
  name: string;
  handle: string;
  description: string;
  categories: string[];
  tags: string[];
  featuredImageId: string;
  images: ProductImage[];
  priceTaxExcl: number;
  priceTaxIncl: number;
  taxRate: number;
  comparedPrice: number;
  quantity: number;
  sku: string;
  width: string;
  height: string;
  depth: string;
  weight: string;
  extraShippingFee: number;
  active: boolean;
}

export interface Address {
  address: string;
  lat: number;
  lng: number;
}

export interface OrderStatusEntry {
  id: number;
  name: string;
  color: string;
  date: string;
}

export interface Order {
  id: string;
  reference: string;
  subtotal: number;
  tax: number;
  discount: number;
  total: number;
  date: string;
  customer: {
    id: string;
    firstName: string;
    lastName: string;
    avatar: string;
    company: string;
    jobTitle: string;
    email: string;
    phone: string;
    invoiceAddress: Address;
    shippingAddress: Address;
  };
  products: { id: string; name: string; price: number; quantity: number; total: number; image: string }[];
  /** Newest first (spec §4). */
  status: OrderStatusEntry[];
  payment: { transactionId: string; amount: number; method: string; date: string };
  shippingDetails: { tracking: string; carrier: string; weight: string; fee: number; date: string }[];
}

const CATEGORIES = ['Ledgers', 'Binders', 'Calculators', 'Stationery', 'Desk'];
const ITEMS = [
  'Ledger Book',
  'Binder',
  'Calculator',
  'Stapler',
  'Pen Set',
  'Desk Lamp',
  'Notebook',
  'Organizer',
];
const FINISHES = ['Classic', 'Pro', 'Compact', 'Deluxe', 'Slim'];

/** The price including tax for a price without it, both in cents (rounded half up). */
export function withTax(priceTaxExcl: number, taxRate: number): number {
  return Math.round((priceTaxExcl * (100 + taxRate)) / 100);
}

export function generateProducts(random: Random): Product[] {
  return Array.from({ length: PRODUCT_COUNT }, (_, i) => {
    const name = `${random.pick(FINISHES)} ${random.pick(ITEMS)} ${i + 1}`;
    const id = `product-${String(i + 1).padStart(2, '0')}`;
    const images = Array.from({ length: 3 }, (_, n) => ({
      id: `${id}-image-${n + 1}`,
      url: pictureUrl(name, (i * 37 + n * 50) % 360),
      type: 'image' as const,
    }));
    const priceTaxExcl = random.int(5, 400) * 100 + random.pick([0, 49, 99]);
    return {
      id,
      name,
      handle: handleOf(name),
      description: paragraph(random, 3),
      categories: random.some(CATEGORIES, 2),
      tags: words(random, 3).split(' '),
      featuredImageId: images[0]?.id ?? '',
      images,
      priceTaxExcl,
      priceTaxIncl: withTax(priceTaxExcl, TAX_RATE),
      taxRate: TAX_RATE,
      comparedPrice: priceTaxExcl + random.int(1, 40) * 100,
      quantity: random.int(0, 120),
      sku: `SKU-${random.int(100000, 999999)}`,
      width: `${random.int(5, 60)}cm`,
      height: `${random.int(2, 40)}cm`,
      depth: `${random.int(1, 30)}cm`,
      weight: `${random.int(1, 50) / 10}kg`,
      extraShippingFee: EXTRA_SHIPPING_FEE * 100,
      active: random.bool(0.8),
    };
  });
}

function address(random: Random): Address {
  return {
    address: `${random.int(10, 999)} ${titleCase(words(random, 1))} Street, ${random.pick(['Austin', 'Boston', 'Denver', 'Omaha', 'Tampa'])}`,
    lat: Math.round((random.next() * 20 + 28) * 10_000) / 10_000,
    lng: Math.round((random.next() * -40 - 75) * 10_000) / 10_000,
  };
}

export function generateOrders(random: Random, products: readonly Product[], now: number): Order[] {
  return Array.from({ length: ORDER_COUNT }, (_, i) => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const lines = random.some(products, random.int(1, 3)).map((product) => {
      const quantity = random.int(1, 4);
      return {
        id: product.id,
        name: product.name,
        price: product.priceTaxExcl,
        quantity,
        total: product.priceTaxExcl * quantity,
        image: product.images[0]?.url ?? '',
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    const tax = Math.round((subtotal * TAX_RATE) / 100);
    const discount = random.bool(0.3) ? random.int(1, 10) * 100 : 0;
    const total = subtotal + tax - discount;
    const placed = now - random.int(2, 120) * DAY_MS;
    // A history of 1-4 statuses, each a few days after the one before; stored newest first.
    const history = random.some(ORDER_STATUSES, random.int(1, 4)).map((status, n) => ({
      ...status,
      date: new Date(placed + n * 2 * DAY_MS + n * 3_600_000).toISOString(),
    }));
    const date = new Date(placed).toISOString();
    return {
      id: String(i + 1),
      reference: `${String.fromCharCode(65 + (i % 26))}${random.int(100000, 999999)}`,
      subtotal,
      tax,
      discount,
      total,
      date,
      customer: {
        id: `customer-${i + 1}`,
        firstName,
        lastName,
        avatar: pictureUrl(`${firstName[0]}${lastName[0]}`, (i * 53) % 360),
        company: random.pick(COMPANIES),
        jobTitle: titleCase(words(random, 2)),
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
        phone: `+1-${random.int(200, 999)}-${random.int(100, 999)}-${random.int(1000, 9999)}`,
        invoiceAddress: address(random),
        shippingAddress: address(random),
      },
      products: lines,
      status: history.reverse(),
      payment: {
        transactionId: `TX${random.int(1e8, 9e8)}`,
        amount: total,
        method: random.pick(PAYMENT_METHODS),
        date,
      },
      shippingDetails: [
        {
          tracking: `${random.int(1e9, 9e9)}`,
          carrier: random.pick(CARRIERS),
          weight: `${random.int(1, 80) / 10}kg`,
          fee: EXTRA_SHIPPING_FEE * 100,
          date,
        },
      ],
    };
  });
}
