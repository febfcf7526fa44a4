import { type Handler, mock, ok, queryOf } from './http';
import { paragraph, type Random } from './random';

export interface SearchResult {
  id: string;
  title: string;
  url: string;
  excerpt: string;
  section: 'Apps' | 'Pages' | 'Products';
}

const PLACES: [string, string, SearchResult['section']][] = [
  ['Mail', '/apps/mail', 'Apps'],
  ['To-Do', '/apps/todo', 'Apps'],
  ['Contacts', '/apps/contacts', 'Apps'],
  ['File Manager', '/apps/file-manager', 'Apps'],
  ['Calendar', '/apps/calendar', 'Apps'],
  ['Chat', '/apps/chat', 'Apps'],
  ['E-Commerce Products', '/apps/e-commerce/products', 'Apps'],
  ['E-Commerce Orders', '/apps/e-commerce/orders', 'Apps'],
  ['Scrumboard', '/apps/scrumboard', 'Apps'],
  ['Analytics Dashboard', '/apps/dashboards/analytics', 'Apps'],
  ['Profile', '/pages/profile', 'Pages'],
  ['FAQ', '/pages/faq', 'Pages'],
  ['Knowledge Base', '/pages/knowledge-base', 'Pages'],
  ['Pricing', '/pages/pricing/style-1', 'Pages'],
  ['Invoice', '/pages/invoices/modern', 'Pages'],
];

/** The places of the template a search can find, with a generated excerpt each, plus the products. */
export function generateSearchIndex(
  random: Random,
  products: { id: string; name: string; handle: string }[],
): SearchResult[] {
  return [
    ...PLACES.map(([title, url, section], i) => ({
      id: `search-${i + 1}`,
      title,
      url,
      section,
      excerpt: paragraph(random, 1),
    })),
    ...products.map((p) => ({
      id: `search-${p.id}`,
      title: p.name,
      url: `/apps/e-commerce/products/${p.id}/${p.handle}`,
      section: 'Products' as const,
      excerpt: paragraph(random, 1),
    })),
  ];
}

/** GET /api/search?q=: the entries whose title or excerpt holds every word of the query. */
export function searchHandlers(index: SearchResult[]): Handler[] {
  return [
    mock.get('/api/search', ({ request }) => {
      const query = (queryOf(request).get('q') ?? '').trim();
      const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
      const results = index.filter((entry) =>
        terms.every((t) => `${entry.title} ${entry.excerpt}`.toLowerCase().includes(t)),
      );
      return ok({ query, total: results.length, results });
    }),
  ];
}
