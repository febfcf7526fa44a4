import { type Handler, mock, ok } from './http';
import { DAY_MS, type Random, sentence, titleCase, words } from './random';

/** Amounts in cents. */
export interface InvoiceService {
  id: string;
  title: string;
  detail: string;
  unit: string;
  unitPrice: number;
  quantity: number;
  total: number;
}
export interface InvoiceParty {
  title: string;
  address: string;
  phone: string;
  email: string;
}
export interface Invoice {
  id: string;
  reference: string;
  date: string;
  dueDate: string;
  from: InvoiceParty;
  client: InvoiceParty;
  services: InvoiceService[];
  subtotal: number;
  tax: number;
  taxRate: number;
  discount: number;
  total: number;
}

/** The invoice the modern and compact invoice pages show; the tax at spec §9's 10 %. */
export function generateInvoice(random: Random, now: number): Invoice {
  const services = Array.from({ length: 4 }, (_, i) => {
    const unitPrice = random.int(40, 250) * 100;
    const quantity = random.int(1, 30);
    return {
      id: `service-${i + 1}`,
      title: titleCase(words(random, 2)),
      detail: sentence(random),
      unit: random.pick(['hours', 'days', 'items']),
      unitPrice,
      quantity,
      total: unitPrice * quantity,
    };
  });
  const subtotal = services.reduce((sum, s) => sum + s.total, 0);
  const taxRate = 10;
  const tax = Math.round((subtotal * taxRate) / 100);
  const discount = 5_000;
  return {
    id: 'invoice-1',
    reference: `INV-${random.int(10000, 99999)}`,
    date: new Date(now - 5 * DAY_MS).toISOString(),
    dueDate: new Date(now + 25 * DAY_MS).toISOString(),
    from: {
      title: 'Clearline Demo Studio',
      address: '2810 Country Club Road, Cranford, NJ 07016',
      phone: '+1-202-555-0143',
      email: 'billing@clearline.demo',
    },
    client: {
      title: 'Isologix Holdings',
      address: '56 Rowe Street, Austin, TX 73301',
      phone: '+1-202-555-0198',
      email: 'accounts@isologix.example',
    },
    services,
    subtotal,
    tax,
    taxRate,
    discount,
    total: subtotal + tax - discount,
  };
}

export function invoiceHandlers(invoice: Invoice): Handler[] {
  return [mock.get('/api/invoices', () => ok(invoice))];
}
