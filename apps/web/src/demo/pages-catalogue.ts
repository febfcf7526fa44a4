import type { ComponentType } from 'react';
import { COMPONENT_DOCS } from './docs/components/component-list';

/**
 * The template's pages and the documentation pages (issue 20 items 3 and 4), as data: the route table
 * (pages-routes.tsx), the navigation (pages-nav.ts) and the browser test walk this one list. Every page
 * is a dynamic import, so none of their code reaches the product's own bundle.
 */
export interface DemoPage {
  path: string;
  title: string;
  /** The navigation section the page is listed in; `null` keeps it out of the menu (e.g. a second style). */
  section: DemoSection | null;
  load: () => Promise<{ default: ComponentType }>;
  /** Entry-like pages (sign-in forms, coming soon, maintenance) hide the shell's chrome, as in the template. */
  bare?: boolean;
  /** The page reads the in-browser mock backend: its route starts the mock before the page renders. */
  mock?: boolean;
}

export type DemoSection =
  | 'authentication'
  | 'pages'
  | 'invoices'
  | 'search'
  | 'pricing'
  | 'roles'
  | 'gettingStarted'
  | 'ui'
  | 'components'
  | 'thirdParty';

const pricing = () => import('./pages/pricing/PricingPage');
const roleExample = () => import('./pages/roles/RoleExamplePage');
const componentDoc = () => import('./docs/components/ComponentDocPage');
const login = () => import('./pages/auth/LoginPage');
const register = () => import('./pages/auth/RegisterPage');
const resetPassword = () => import('./pages/auth/ResetPasswordPage');
const invoice = () => import('./pages/invoices/InvoicePage');
const search = () => import('./pages/search/SearchPage');

/** A demo sign-in page: chrome-less, on the mock's auth calls. */
const authPage = (path: string, title: string, load: DemoPage['load']): DemoPage => ({
  path: `/pages/auth/${path}`,
  title,
  section: 'authentication',
  bare: true,
  mock: true,
  load,
});

export const DEMO_PAGES: readonly DemoPage[] = [
  // Template pages on the mock backend (spec §7 mock calls).
  authPage('login', 'Login', login),
  authPage('login-2', 'Login: style 2', login),
  authPage('register', 'Register', register),
  authPage('register-2', 'Register: style 2', register),
  authPage('reset-password', 'Reset password', resetPassword),
  authPage('reset-password-2', 'Reset password: style 2', resetPassword),
  authPage('mail-confirm', 'Mail confirmation', () => import('./pages/auth/MailConfirmPage')),
  authPage('lock', 'Lock screen', () => import('./pages/auth/LockPage')),
  {
    path: '/pages/invoices/modern',
    title: 'Invoice: modern',
    section: 'invoices',
    mock: true,
    load: invoice,
  },
  {
    path: '/pages/invoices/compact',
    title: 'Invoice: compact',
    section: 'invoices',
    mock: true,
    load: invoice,
  },
  {
    path: '/pages/profile',
    title: 'Profile',
    section: 'pages',
    mock: true,
    load: () => import('./pages/profile/ProfilePage'),
  },
  { path: '/pages/search/classic', title: 'Search: classic', section: 'search', mock: true, load: search },
  { path: '/pages/search/modern', title: 'Search: modern', section: 'search', mock: true, load: search },
  {
    path: '/pages/faq',
    title: 'FAQ',
    section: 'pages',
    mock: true,
    load: () => import('./pages/help/FaqPage'),
  },
  {
    path: '/pages/knowledge-base',
    title: 'Knowledge base',
    section: 'pages',
    mock: true,
    load: () => import('./pages/help/KnowledgeBasePage'),
  },
  // Template pages that need no mock data.
  {
    path: '/pages/coming-soon',
    title: 'Coming soon',
    section: 'pages',
    bare: true,
    load: () => import('./pages/ComingSoonPage'),
  },
  {
    path: '/pages/maintenance',
    title: 'Maintenance',
    section: 'pages',
    bare: true,
    load: () => import('./pages/MaintenancePage'),
  },
  { path: '/pages/pricing/style-1', title: 'Pricing: style 1', section: 'pricing', load: pricing },
  { path: '/pages/pricing/style-2', title: 'Pricing: style 2', section: 'pricing', load: pricing },
  { path: '/pages/pricing/style-3', title: 'Pricing: style 3', section: 'pricing', load: pricing },
  { path: '/auth/admin-role-example', title: 'Admin role example', section: 'roles', load: roleExample },
  { path: '/auth/staff-role-example', title: 'Staff role example', section: 'roles', load: roleExample },
  { path: '/auth/guest-role-example', title: 'Guest role example', section: 'roles', load: roleExample },

  // Documentation: getting started.
  {
    path: '/getting-started/introduction',
    title: 'Introduction',
    section: 'gettingStarted',
    load: () => import('./docs/getting-started/IntroductionPage'),
  },
  {
    path: '/getting-started/running',
    title: 'Running it',
    section: 'gettingStarted',
    load: () => import('./docs/getting-started/RunningPage'),
  },
  {
    path: '/getting-started/adding-a-page',
    title: 'Adding a page',
    section: 'gettingStarted',
    load: () => import('./docs/getting-started/AddingAPage'),
  },
  // Documentation: the UI kit's foundations.
  {
    path: '/ui/typography',
    title: 'Typography',
    section: 'ui',
    load: () => import('./docs/ui/TypographyPage'),
  },
  { path: '/ui/colors', title: 'Colours', section: 'ui', load: () => import('./docs/ui/ColoursPage') },
  { path: '/ui/icons', title: 'Icons', section: 'ui', load: () => import('./docs/ui/IconsPage') },
  {
    path: '/ui/helper-classes',
    title: 'Helper classes',
    section: 'ui',
    load: () => import('./docs/ui/HelperClassesPage'),
  },
  // Documentation: the project's own shared components, one page each.
  ...COMPONENT_DOCS.map(
    ({ slug, name }): DemoPage => ({
      path: `/components/${slug}`,
      title: name,
      section: 'components',
      load: componentDoc,
    }),
  ),
  // Documentation: the third-party components the product is built on.
  {
    path: '/components-third-party/data-grid',
    title: 'Data grid',
    section: 'thirdParty',
    load: () => import('./docs/third-party/DataGridPage'),
  },
  {
    path: '/components-third-party/charts',
    title: 'Charts',
    section: 'thirdParty',
    load: () => import('./docs/third-party/ChartsPage'),
  },
  {
    path: '/components-third-party/date-pickers',
    title: 'Date pickers',
    section: 'thirdParty',
    load: () => import('./docs/third-party/DatePickersPage'),
  },
  {
    path: '/components-third-party/drag-and-drop',
    title: 'Drag and drop',
    section: 'thirdParty',
    load: () => import('./docs/third-party/DragAndDropPage'),
  },
];
