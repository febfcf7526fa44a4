import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { demoRoutes } from './demo-routes';

const leaf = (path: string) => matchRoutes(demoRoutes, path)?.at(-1)?.route;

describe('demo routes (spec §2)', () => {
  it('are all in the management area (forced to the admin role)', () => {
    for (const route of demoRoutes) expect(route.handle).toMatchObject({ area: 'management' });
  });

  it('answer the spec paths, with the optional ids and handles', () => {
    for (const path of [
      '/apps/mail/inbox',
      '/apps/mail/inbox/mail-3',
      '/apps/mail/label/notes/mail-3',
      '/apps/mail/filter/starred',
      '/apps/todo/all/todo-2',
      '/apps/todo/label/api',
      '/apps/todo/filter/today/todo-2',
      '/apps/contacts/all',
      '/apps/file-manager',
      '/apps/calendar',
      '/apps/chat',
      '/apps/e-commerce/products',
      '/apps/e-commerce/products/product-01',
      '/apps/e-commerce/products/product-01/classic-binder-1',
      '/apps/e-commerce/orders',
      '/apps/e-commerce/orders/4',
      '/apps/scrumboard/boards',
      '/apps/scrumboard/boards/board-1/acme-frontend-application',
      '/apps/dashboards/analytics',
    ])
      expect(leaf(path)?.path, path).toBeDefined();
    expect(leaf('/apps/mail/label/notes')?.path).toBe('/apps/mail/label/:labelHandle/:mailId?');
  });

  it('redirect the bare paths as the spec says', () => {
    const target = (path: string) =>
      (leaf(path)?.element as { props?: { to?: string } } | undefined)?.props?.to;
    expect(target('/apps/mail')).toBe('/apps/mail/inbox');
    expect(target('/apps/todo')).toBe('/apps/todo/all');
    expect(target('/apps/contacts')).toBe('/apps/contacts/all');
    expect(target('/apps/e-commerce')).toBe('/apps/e-commerce/products');
    expect(target('/apps/scrumboard')).toBe('/apps/scrumboard/boards');
  });
});
