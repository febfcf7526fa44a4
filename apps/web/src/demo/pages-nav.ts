import type { MenuItem } from '@clearline/contracts';
import { DEMO_PAGES, type DemoSection } from './pages-catalogue';

/** The template's apps (issue 20 item 2): listed here so they sit under the same heading; an entry
 * shows once its route exists (the navigation hides links without a page). */
const APPS: readonly [id: string, title: string, url: string][] = [
  ['mail', 'Mail', '/apps/mail'],
  ['todo', 'To-do', '/apps/todo'],
  ['contacts', 'Contacts', '/apps/contacts'],
  ['file-manager', 'File manager', '/apps/file-manager'],
  ['calendar', 'Calendar', '/apps/calendar'],
  ['chat', 'Chat', '/apps/chat'],
  ['e-commerce-products', 'E-commerce: products', '/apps/e-commerce/products'],
  ['e-commerce-orders', 'E-commerce: orders', '/apps/e-commerce/orders'],
  ['scrumboard', 'Scrumboard', '/apps/scrumboard/boards'],
];

const link = (id: string, title: string, url: string): MenuItem => ({
  id: `tpl-${id}`,
  title,
  type: 'item',
  url,
});

function section(section: DemoSection): MenuItem[] {
  return DEMO_PAGES.filter((p) => p.section === section).map((p) => link(p.path.slice(1), p.title, p.path));
}

const collapse = (id: string, title: string, icon: string, children: MenuItem[]): MenuItem => ({
  id: `tpl-${id}`,
  title,
  type: 'collapse',
  icon,
  children,
});

/**
 * The navigation's Template and Documentation headings (issue 20 item 5): the shell shows them after
 * the organisation's own menu, to management roles only (spec §2 forces these routes to the admin
 * role). They are the product's, not an organisation's, so they are not in the editable menus.
 */
export const templateMenu: MenuItem[] = [
  {
    id: 'tpl-template',
    title: 'Template',
    type: 'group',
    area: 'management',
    children: [
      collapse(
        'apps',
        'Apps',
        'apps',
        APPS.map(([id, title, url]) => link(id, title, url)),
      ),
      collapse('pages', 'Pages', 'web', [
        collapse('authentication', 'Authentication', 'admin_panel_settings', section('authentication')),
        ...section('pages'),
        collapse('invoices', 'Invoices', 'receipt_long', section('invoices')),
        collapse('search', 'Search', 'manage_search', section('search')),
        link('pages/errors/error-404', 'Error 404', '/pages/errors/error-404'),
        link('pages/errors/error-500', 'Error 500', '/pages/errors/error-500'),
        collapse('pricing', 'Pricing', 'payments', section('pricing')),
      ]),
      collapse('roles', 'Role examples', 'group', section('roles')),
    ],
  },
  {
    id: 'tpl-documentation',
    title: 'Documentation',
    type: 'group',
    area: 'management',
    children: [
      collapse('getting-started', 'Getting started', 'menu_book', section('gettingStarted')),
      collapse('ui', 'User interface', 'palette', section('ui')),
      collapse('components', 'Components', 'widgets', section('components')),
      collapse('third-party', 'Third-party components', 'extension', section('thirdParty')),
    ],
  },
];
